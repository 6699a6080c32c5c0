import type { Request, Router } from 'express';
import type { Context } from '../../../context';
import { exportRouter } from '../../../core/export/export-router';
import { exportSiteAndPeriod, frDate, queryValue } from '../../../core/records/list-args';

/** `GET /api/v1/chantiers/services/export?idChantier=&dateDebut=&dateFin=&fournisseur=&format=csv|xlsx`. */
export function serviceSheetsExportRouter(contextFor: (req: Request) => Context): Router {
  return exportRouter(contextFor, 'finance.export', async (ctx, _auth, req) => {
    const { siteId, period } = exportSiteAndPeriod(req);
    const filter = { ...period, supplier: queryValue(req, 'fournisseur') };
    const [rows, totals] = await Promise.all([
      ctx.services.serviceSheets.all(ctx.em, siteId, filter),
      ctx.services.serviceSheets.totals(ctx.em, siteId, filter),
    ]);
    return {
      name: 'fiches-de-service',
      columns: ['Date', 'Jour', 'Fournisseur', 'Intervenant', 'Téléphone', 'Montant payé', 'Prime'].map((header) => ({ header, width: 18 })),
      rows: [
        ...rows.map((s) => [frDate(s.date), s.day, s.supplier, s.worker, s.phone, s.amountPaid, s.bonus]),
        ['Total', '', '', '', '', totals.amountPaid, totals.bonus],
      ],
    };
  });
}
