import type { Request, Router } from 'express';
import type { Context } from '../../../context';
import { exportRouter } from '../../../core/export/export-router';
import { parseId } from '../../../core/errors/parse';
import { exportSiteAndPeriod, frDate, queryValue } from '../../../core/records/list-args';
import { compare, sub } from '../money';

const COLUMNS = ['Date', 'Fournisseur', 'Libellé', 'Référence', 'Montant HT', 'TVA %', 'TVA', 'Montant TTC', 'Réglé', 'Restant', 'Soldé'];

/** `GET /api/v1/chantiers/depenses/export?idChantier=&dateDebut=&dateFin=&idFournisseur=&format=csv|xlsx`. */
export function purchasesExportRouter(contextFor: (req: Request) => Context): Router {
  return exportRouter(contextFor, 'finance.export', async (ctx, _auth, req) => {
    const { siteId, period } = exportSiteAndPeriod(req);
    const supplierId = queryValue(req, 'idFournisseur');
    // Like the list: an id that is not a UUID names no supplier (404), it never reaches SQL.
    const filter = { ...period, supplierId: supplierId ? parseId(supplierId) : null };
    const [rows, totals] = await Promise.all([
      ctx.services.purchases.all(ctx.em, siteId, filter),
      ctx.services.purchases.totals(ctx.em, siteId, filter),
    ]);
    return {
      name: 'achats',
      columns: COLUMNS.map((header) => ({ header, width: 16 })),
      rows: [
        ...rows.map((p) => [
          frDate(p.date),
          p.supplier.name,
          p.label,
          p.reference,
          p.amountHT,
          p.vatRate,
          p.amountVAT,
          p.amountTTC,
          p.amountPaid,
          sub(p.amountTTC, p.amountPaid),
          compare(p.amountPaid, p.amountTTC) === 0 ? 'oui' : 'non',
        ]),
        ['Total', '', '', '', totals.amountHT, '', totals.amountVAT, totals.amountTTC, totals.amountPaid, totals.amountRemaining, ''],
      ],
    };
  });
}
