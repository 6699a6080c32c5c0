import type { Request, Router } from 'express';
import express from 'express';
import type { Context } from '../../core/context/context';
import { exportOperation, exportRouter, periodParams } from '../../core/export/export-router';
import { exportFileName, periodNameParts } from '../../core/export/table-export';
import { queryValue } from '../../core/records/list-args';
import { type FinanceLine, requiredPeriod } from './global/global-finance.service';
import type { RouterOperation } from '../../core/rest/router-doc';
import { PURCHASES_EXPORT, purchasesExportRouter } from './purchases/purchases.export';
import { REVENUES_EXPORT, revenuesExportRouter } from './revenues/revenues.export';
import { serviceSheets } from './service-sheets/service-sheets.record';

const GLOBAL_FINANCE_EXPORT = exportOperation({
  summary: "Exporter la finance de l'entreprise sur une période",
  description:
    'Par chantier, une ligne de totaux, puis par mois : recettes, achats, main-d’œuvre, sous-traitance, marge et sa part ; ' +
    'assujetti à la TVA, les montants sont HT et la TVA a ses colonnes, sinon tout est TTC.',
  access: 'finance.global',
  parameters: periodParams(true),
});

/** The company's finances over a period: per site, a totals row, then per month. */
function globalFinanceExportRouter(contextFor: (req: Request) => Context): Router {
  return exportRouter(contextFor, GLOBAL_FINANCE_EXPORT.access, async (ctx, auth, req) => {
    const period = requiredPeriod(queryValue(req, 'dateDebut'), queryValue(req, 'dateFin'));
    const g = await ctx.services.globalFinance.finance(ctx.em, auth.companyId, period);
    // Subject to TVA: the margin is on HT amounts and the TVA has its own columns; otherwise all is TTC.
    const ht = g.vatSubject;
    const cells = (l: FinanceLine) => [
      ht ? l.revenuesHT : l.revenues,
      ht ? l.purchasesHT : l.purchasesTTC,
      l.labour,
      l.subcontracting,
      l.margin,
      l.marginPercent ?? '',
      ...(ht ? [l.revenuesVAT, l.purchasesVAT, l.vatBalance] : []),
    ];
    const money = (header: string) => ({ header, kind: 'money' as const });
    return {
      name: 'finance-globale',
      fileName: exportFileName('finance-globale', ...periodNameParts(period)),
      columns: [
        { header: 'Chantier / mois' },
        ...[ht ? 'Recettes HT' : 'Recettes', ht ? 'Achats HT' : 'Achats TTC', "Main d'œuvre", 'Sous-traitance', 'Marge'].map(money),
        { header: ht ? 'Marge (% des recettes HT)' : 'Marge (% des recettes)', kind: 'percent' as const },
        ...(ht ? ['TVA collectée', 'TVA déductible', 'Solde TVA'].map(money) : []),
      ].map((c) => ({ ...c, width: 20 })),
      rows: [
        ...g.sites.map((s) => [s.siteName, ...cells(s)]),
        ['Total', ...cells(g.totals)],
        cells(g.totals)
          .map(() => '')
          .concat(''),
        ...g.months.map((m) => [m.month, ...cells(m)]),
      ],
    };
  });
}

/** Each export's path under /api/v1/chantiers, its router and its description. */
const EXPORTS: [string, (contextFor: (req: Request) => Context) => Router, RouterOperation][] = [
  ['/depenses/export', purchasesExportRouter, PURCHASES_EXPORT],
  ['/recettes/export', revenuesExportRouter, REVENUES_EXPORT],
  [serviceSheets.export.path, serviceSheets.export.router, serviceSheets.export.doc],
  ['/finance-globale/export', globalFinanceExportRouter, GLOBAL_FINANCE_EXPORT],
];

export const financeExportDoc: readonly RouterOperation[] = EXPORTS.map(([path, , op]) => ({ ...op, path }));

/**
 * `GET /api/v1/chantiers/{depenses,recettes,services,finance-globale}/export?…&format=csv|xlsx`: the finance lists
 * as files, with a totals row. Amounts stay decimal strings ('1234.50'), exactly as stored.
 */
export function financeExportRouters(contextFor: (req: Request) => Context): Router {
  const router = express.Router();
  for (const [path, exportOf] of EXPORTS) router.use(path, exportOf(contextFor));
  return router;
}
