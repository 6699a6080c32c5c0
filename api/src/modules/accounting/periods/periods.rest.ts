import type { RestRoute } from '../../../core/rest/facade';

const PERIODS =
  'dernierMoisCloture: closedThrough moisOuverts: openMonths clotures: closings { mois: month clotureLe: closedAt cloturePar: closedBy }';

/** /api/v1/comptabilite/periodes: the books' months, and closing one. */
export const periodsRestRoutes: RestRoute[] = [
  { method: 'get', path: '/comptabilite/periodes', operation: `query BooksPeriods { booksPeriods { ${PERIODS} } }` },
  {
    method: 'post',
    path: '/comptabilite/periodes/:mois/cloture',
    operation: `mutation CloseBooksMonth($month: String!) { closeBooksMonth(month: $month) { ${PERIODS} } }`,
    variables: (req) => ({ month: String(req.params.mois) }),
  },
];
