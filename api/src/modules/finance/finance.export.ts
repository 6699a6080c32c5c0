import type { Request, Router } from 'express';
import express from 'express';
import type { Context } from '../../context';
import { exportRouter } from '../../core/export/export-router';
import { exportFileName } from '../../core/export/table-export';
import { queryValue } from '../../core/records/list-args';
import { type FinanceLine, requiredPeriod } from './global/global-finance.service';
import { purchasesExportRouter } from './purchases/purchases.export';
import { revenuesExportRouter } from './revenues/revenues.export';
import { serviceSheetsExportRouter } from './service-sheets/service-sheets.export';

/** The company's finances over a period: per site, a totals row, then per month. */
function globalFinanceExportRouter(contextFor: (req: Request) => Context): Router {
  return exportRouter(contextFor, 'finance.global', async (ctx, auth, req) => {
    const period = requiredPeriod(queryValue(req, 'dateDebut'), queryValue(req, 'dateFin'));
    const g = await ctx.services.globalFinance.finance(ctx.em, auth.companyId, period);
    const cells = (l: FinanceLine) => [l.revenues, l.purchasesTTC, l.labour, l.subcontracting, l.margin, l.marginPercent ?? ''];
    return {
      name: 'finance-globale',
      fileName: exportFileName('finance-globale', period.from, period.to),
      columns: [
        { header: 'Chantier / mois' },
        ...['Recettes', 'Achats TTC', "Main d'œuvre", 'Sous-traitance', 'Marge'].map((header) => ({ header, kind: 'money' as const })),
        { header: 'Marge (% des recettes)', kind: 'percent' as const },
      ].map((c) => ({ ...c, width: 20 })),
      rows: [
        ...g.sites.map((s) => [s.siteName, ...cells(s)]),
        ['Total', ...cells(g.totals)],
        ['', '', '', '', '', '', ''],
        ...g.months.map((m) => [m.month, ...cells(m)]),
      ],
    };
  });
}

/**
 * `GET /api/v1/chantiers/{depenses,recettes,services,finance-globale}/export?…&format=csv|xlsx`: the finance lists
 * as files, with a totals row. Amounts stay decimal strings ('1234.50'), exactly as stored.
 */
export function financeExportRouters(contextFor: (req: Request) => Context): Router {
  const router = express.Router();
  router.use('/depenses/export', purchasesExportRouter(contextFor));
  router.use('/recettes/export', revenuesExportRouter(contextFor));
  router.use('/services/export', serviceSheetsExportRouter(contextFor));
  router.use('/finance-globale/export', globalFinanceExportRouter(contextFor));
  return router;
}
