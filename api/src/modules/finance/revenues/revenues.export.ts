import type { Request, Router } from 'express';
import type { Context } from '../../../core/context/context';
import { exportOperation, exportParam, exportRouter, periodParams, UUID_SCHEMA } from '../../../core/export/export-router';
import { exportSiteAndPeriod } from '../../../core/records/list-args';
import { siteRecordFileName } from '../../sites';

/** Mounted by finance.export.ts, which gives its path. */
export const REVENUES_EXPORT = exportOperation({
  summary: "Exporter les recettes d'un chantier",
  description: 'Date, libellé, référence, montants HT, TVA et TTC ; puis une ligne de totaux.',
  access: 'finance.export',
  parameters: [exportParam('idChantier', 'Le chantier.', UUID_SCHEMA, true), ...periodParams()],
});

/** `GET /api/v1/chantiers/recettes/export?idChantier=&dateDebut=&dateFin=&format=csv|xlsx`. */
export function revenuesExportRouter(contextFor: (req: Request) => Context): Router {
  return exportRouter(contextFor, REVENUES_EXPORT.access, async (ctx, _auth, req) => {
    const { siteId, period } = exportSiteAndPeriod(req);
    const [rows, totals, fileName] = await Promise.all([
      ctx.services.revenues.all(ctx.em, siteId, period),
      ctx.services.revenues.totals(ctx.em, siteId, period),
      siteRecordFileName(ctx.em, 'recettes', siteId, period),
    ]);
    return {
      name: 'recettes',
      fileName,
      columns: [
        { header: 'Date', kind: 'date' as const },
        { header: 'Libellé' },
        { header: 'Référence' },
        { header: 'Montant HT', kind: 'money' as const },
        { header: 'TVA %', kind: 'percent' as const },
        { header: 'TVA', kind: 'money' as const },
        { header: 'Montant TTC', kind: 'money' as const },
      ].map((c) => ({ ...c, width: 18 })),
      rows: [
        ...rows.map((r) => [r.date, r.label, r.reference, r.amountHT, r.vatRate, r.amountVAT, r.amount]),
        ['Total', '', '', totals.amountHT, '', totals.amountVAT, totals.amount],
      ],
    };
  });
}
