import type { Request } from 'express';
import type { RestRoute } from '../../../core/rest/facade';
import { text } from '../../../core/rest/facade';
import { intField } from '../../../core/rest/params';

/** French words of a side, as the REST routes take and answer them. */
export const SIDE_WORDS: Record<string, string> = { EMISES: 'ISSUED', RECUES: 'RECEIVED' };
const sideOf = (value: unknown) => {
  const word = text(value);
  return word ? (SIDE_WORDS[word.toUpperCase()] ?? word) : undefined;
};
const bool = (value: unknown) => (value === 'true' ? true : value === 'false' ? false : undefined);

const ROW =
  'id sens: side reference tiers: party iceTiers: partyIce dateFacture: issueDate echeanceConvenue: agreedDueDate echeance: dueDate ' +
  'echeancePlafonnee: dueDateCapped montant: amount paye: paid restant: unpaid joursRetard: daysLate moisRetard: monthsLate ' +
  'tauxDirecteur: keyRate taux: rate amende: penalty enRetard: late';
const TOTALS = 'dateArrete: asOf amendesDues: owed amendesClients: owedTo facturesRecuesEnRetard: lateReceived facturesEmisesEnRetard: lateIssued';

/** The list's filter from `?sens=EMISES|RECUES&dateDebut&dateFin&retard=true&dateArrete`. */
export const filterOf = (req: Request) => ({
  side: sideOf(req.query.sens),
  from: text(req.query.dateDebut),
  to: text(req.query.dateFin),
  lateOnly: bool(req.query.retard),
  asOf: text(req.query.dateArrete),
});
const FILTER_FIELDS = { side: 'sens', from: 'dateDebut', to: 'dateFin', lateOnly: 'retard', asOf: 'dateArrete' };

/** `/api/v1/comptabilite/delais-paiement…`: the list, today's totals and a declaration (the files: payment-delays.routes.ts). */
export const paymentDelaysRestRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/comptabilite/delais-paiement',
    operation: `query PaymentDelays($filter: PaymentDelayFilterInput) { paymentDelays(filter: $filter) {
      dateArrete: asOf factures: rows { ${ROW} } totaux: totals { ${TOTALS} } } }`,
    variables: (req) => ({ filter: filterOf(req) }),
    legacyFields: FILTER_FIELDS,
  },
  {
    method: 'get',
    path: '/comptabilite/delais-paiement/totaux',
    operation: `query PaymentDelayTotals { paymentDelayTotals { ${TOTALS} } }`,
  },
  {
    method: 'get',
    path: '/comptabilite/delais-paiement/declaration',
    operation: `query PaymentDelayDeclaration($year: Int!, $quarter: Int) { paymentDelayDeclaration(year: $year, quarter: $quarter) {
      annee: year trimestre: quarter dateDebut: from dateFin: to
      factures: rows { ${ROW} payeHorsDelaiPeriode: paidLateInPeriod amendePeriode: periodPenalty } totalAmendes: total } }`,
    variables: (req) => ({ year: intField(req.query.annee) ?? -1, quarter: intField(req.query.trimestre) ?? null }),
    legacyFields: { year: 'annee', quarter: 'trimestre' },
  },
];
