import type { Request, Router } from 'express';
import type { Context } from '../../../context';
import { exportOperation, exportParam, exportRouter, periodParams, UUID_SCHEMA } from '../../../core/export/export-router';
import { exportSiteAndPeriod, queryValue, siteRecordFileName } from '../../../core/records/list-args';

/** Mounted by finance.export.ts, which gives its path. */
export const SERVICE_SHEETS_EXPORT = exportOperation({
  summary: "Exporter les fiches de service d'un chantier",
  description: 'Date, jour, fournisseur, intervenant, téléphone, montant payé, prime ; puis une ligne de totaux.',
  access: 'finance.export',
  parameters: [
    exportParam('idChantier', 'Le chantier.', UUID_SCHEMA, true),
    ...periodParams(),
    exportParam('fournisseur', 'Une partie du nom du fournisseur (accents et casse ignorés).'),
  ],
});

/** `GET /api/v1/chantiers/services/export?idChantier=&dateDebut=&dateFin=&fournisseur=&format=csv|xlsx`. */
export function serviceSheetsExportRouter(contextFor: (req: Request) => Context): Router {
  return exportRouter(contextFor, SERVICE_SHEETS_EXPORT.access, async (ctx, _auth, req) => {
    const { siteId, period } = exportSiteAndPeriod(req);
    const filter = { ...period, supplier: queryValue(req, 'fournisseur') };
    const [rows, totals, fileName] = await Promise.all([
      ctx.services.serviceSheets.all(ctx.em, siteId, filter),
      ctx.services.serviceSheets.totals(ctx.em, siteId, filter),
      siteRecordFileName(ctx.em, 'fiches-de-service', siteId, period),
    ]);
    return {
      name: 'fiches-de-service',
      fileName,
      columns: [
        { header: 'Date', kind: 'date' as const },
        { header: 'Jour' },
        { header: 'Fournisseur' },
        { header: 'Intervenant' },
        { header: 'Téléphone' },
        { header: 'Montant payé', kind: 'money' as const },
        { header: 'Prime', kind: 'money' as const },
      ].map((c) => ({ ...c, width: 18 })),
      rows: [
        ...rows.map((s) => [s.date, s.day, s.supplier, s.worker, s.phone, s.amountPaid, s.bonus]),
        ['Total', '', '', '', '', totals.amountPaid, totals.bonus],
      ],
    };
  });
}
