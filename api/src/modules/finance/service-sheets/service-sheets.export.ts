import type { Request, Router } from 'express';
import type { Context } from '../../../context';
import { exportRouter } from '../../../core/export/export-router';
import { exportSiteAndPeriod, frDate, queryValue, siteRecordFileName } from '../../../core/records/list-args';

/** `GET /api/v1/chantiers/services/export?idChantier=&dateDebut=&dateFin=&fournisseur=&format=csv|xlsx`. */
export function serviceSheetsExportRouter(contextFor: (req: Request) => Context): Router {
  return exportRouter(contextFor, 'finance.export', async (ctx, _auth, req) => {
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
        { header: 'Date' },
        { header: 'Jour' },
        { header: 'Fournisseur' },
        { header: 'Intervenant' },
        { header: 'Téléphone' },
        { header: 'Montant payé', kind: 'money' as const },
        { header: 'Prime', kind: 'money' as const },
      ].map((c) => ({ ...c, width: 18 })),
      rows: [
        ...rows.map((s) => [frDate(s.date), s.day, s.supplier, s.worker, s.phone, s.amountPaid, s.bonus]),
        ['Total', '', '', '', '', totals.amountPaid, totals.bonus],
      ],
    };
  });
}
