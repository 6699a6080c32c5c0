import { PAYMENT_MODE_WORDS, type PaymentMode } from '@chantiers/schema';
import type { Request, Router } from 'express';
import type { Context } from '../../../core/context/context';
import { exportOperation, exportParam, exportRouter, periodParams, UUID_SCHEMA } from '../../../core/export/export-router';
import { parseId } from '../../../core/errors/parse';
import { replicaRead } from '../../../core/replicas/replica-read';
import { exportSiteAndPeriod, queryValue } from '../../../core/records/list-args';
import { siteRecordFileName } from '../../sites';
import { compare, sub } from '../money';

const COLUMNS = [
  { header: 'Date', kind: 'date' as const },
  { header: 'Fournisseur' },
  { header: 'ICE fournisseur' },
  { header: 'IF fournisseur' },
  { header: 'Libellé' },
  { header: 'Référence' },
  { header: 'Montant HT', kind: 'money' },
  { header: 'TVA %', kind: 'percent' },
  { header: 'TVA', kind: 'money' },
  { header: 'Montant TTC', kind: 'money' },
  { header: 'Réglé', kind: 'money' },
  { header: 'Restant', kind: 'money' },
  { header: 'Soldé' },
  { header: 'Date de règlement', kind: 'date' },
  { header: 'Mode de règlement' },
] as const;

/** Mounted by finance.export.ts, which gives its path. */
export const PURCHASES_EXPORT = exportOperation({
  summary: "Exporter les achats d'un chantier",
  description:
    'Date, fournisseur avec son ICE et son IF, libellé, référence, montants HT, TVA et TTC, réglé, restant, soldé, date et mode du règlement ; ' +
    'puis une ligne de totaux.',
  access: 'finance.export',
  parameters: [
    exportParam('idChantier', 'Le chantier.', UUID_SCHEMA, true),
    ...periodParams(),
    exportParam('idFournisseur', 'Un fournisseur seulement.', UUID_SCHEMA),
    exportParam('aRegler', '`true` : les achats pas encore soldés seulement.', { type: 'string', enum: ['true', 'false'] }),
  ],
});

/** `GET /api/v1/chantiers/depenses/export?idChantier=&dateDebut=&dateFin=&idFournisseur=&aRegler=true&format=csv|xlsx`. */
export function purchasesExportRouter(contextFor: (req: Request) => Context): Router {
  return exportRouter(contextFor, PURCHASES_EXPORT.access, async (ctx, _auth, req) => {
    const { siteId, period } = exportSiteAndPeriod(req);
    const supplierId = queryValue(req, 'idFournisseur');
    // Like the list: an id that is not a UUID names no supplier (404), it never reaches SQL.
    const filter = { ...period, supplierId: supplierId ? parseId(supplierId) : null, toPay: queryValue(req, 'aRegler') === 'true' };
    const [rows, totals, fileName] = await replicaRead(ctx, (em) =>
      Promise.all([
        ctx.services.purchases.all(em, siteId, filter),
        ctx.services.purchases.totals(em, siteId, filter),
        siteRecordFileName(em, 'achats', siteId, period),
      ]),
    );
    return {
      name: 'achats',
      fileName,
      columns: COLUMNS.map((c) => ({ ...c, width: 16 })),
      rows: [
        ...rows.map((p) => [
          p.date,
          p.supplier.name,
          p.supplier.ice,
          p.supplier.taxId,
          p.label,
          p.reference,
          p.amountHT,
          p.vatRate,
          p.amountVAT,
          p.amountTTC,
          p.amountPaid,
          sub(p.amountTTC, p.amountPaid),
          compare(p.amountPaid, p.amountTTC) === 0 ? 'oui' : 'non',
          p.paymentDate ?? '',
          p.paymentMode ? (PAYMENT_MODE_WORDS[p.paymentMode as PaymentMode] ?? p.paymentMode) : '',
        ]),
        ['Total', '', '', '', '', '', totals.amountHT, '', totals.amountVAT, totals.amountTTC, totals.amountPaid, totals.amountRemaining, '', '', ''],
      ],
    };
  });
}
