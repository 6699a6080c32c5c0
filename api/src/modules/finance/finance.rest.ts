import type { RestRoute } from '../../core/rest/facade';
import { text } from '../../core/rest/facade';
import { intOr } from '../../core/rest/params';
import { purchaseRestRoutes } from './purchases/purchases.rest';
import { revenueRestRoutes } from './revenues/revenues.rest';
import { serviceSheets } from './service-sheets/service-sheets.record';

const LINE =
  'recettes: revenues recettesHT: revenuesHT tvaCollectee: revenuesVAT achatsHT: purchasesHT tvaDeductible: purchasesVAT achatsTTC: purchasesTTC ' +
  'sousTraitance: subcontracting mainOeuvre: labour soldeTva: vatBalance marge: margin margePourcent: marginPercent';

/** `/chantiers/{depenses,recettes,services}/*` and `/chantiers/dashboard/*`. */
export const financeRestRoutes: RestRoute[] = [
  ...purchaseRestRoutes,
  ...revenueRestRoutes,
  ...serviceSheets.restRoutes,
  {
    method: 'get',
    path: '/chantiers/dashboard/financeMois',
    operation: `query MonthFinance($month: String) { monthFinance(month: $month) {
      mois: month assujettiTva: vatSubject courant: current { ${LINE} } precedent: previous { ${LINE} } derniersMois: lastMonths { mois: month ${LINE} } } }`,
    variables: (req) => ({ month: text(req.query.mois) }),
    legacyFields: { month: 'mois' },
  },
  {
    method: 'get',
    path: '/chantiers/dashboard/taskMois',
    operation: `query MonthTasks($month: String) { monthTasks(month: $month) { id titre: title dateDebut: startDate dateFin: endDate chantier: siteName } }`,
    variables: (req) => ({ month: text(req.query.mois) }),
    legacyFields: { month: 'mois' },
  },
  {
    method: 'get',
    path: '/chantiers/dashboard/derniersChantier',
    operation: `query LatestSites($limit: Int) {
      latestSites(limit: $limit) { id libelle: name client ville: city statut: status avancement: progress createdAt } }`,
    variables: (req) => ({ limit: intOr(req.query.size, 5) }),
  },
  {
    method: 'get',
    path: '/chantiers/finance-globale',
    operation: `query GlobalFinance($from: String, $to: String) { globalFinance(from: $from, to: $to) {
      dateDebut: from dateFin: to assujettiTva: vatSubject totaux: totals { ${LINE} }
      chantiers: sites { chantier: site { id nom: name } ${LINE} } mois: months { mois: month ${LINE} } } }`,
    variables: (req) => ({ from: text(req.query.dateDebut), to: text(req.query.dateFin) }),
    legacyFields: { from: 'dateDebut', to: 'dateFin' },
  },
];
