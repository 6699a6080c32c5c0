import type { RestRoute } from '../../../core/rest/facade';
import { text } from '../../../core/rest/legacy-keys';

const LINE = 'compte: account usage: key libelle: label debit credit';
const ENTRY = `journal numero: number date piece: documentRef datePiece: documentDate libelle: label lignes: lines { ${LINE} }`;
const MAPPING = 'usage: key libelle: label compte: account compteParDefaut: defaultAccount';

/** /api/v1/comptabilite/journaux and /correspondance: the journals of a period, the company's accounts. */
export const journalsRestRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/comptabilite/journaux',
    operation:
      'query AccountingJournals($from: String, $to: String) { accountingJournals(from: $from, to: $to) { du: from au: to ' +
      `ecritures: entries { ${ENTRY} } totaux: totals { journal debit credit ecritures: entries } } }`,
    variables: (req) => ({ from: text(req.query.du) ?? null, to: text(req.query.au) ?? null }),
  },
  { method: 'get', path: '/comptabilite/correspondance', operation: `query AccountMapping { accountMapping { ${MAPPING} } }` },
  {
    method: 'put',
    path: '/comptabilite/correspondance/:usage',
    operation: `mutation SetAccountMapping($key: String!, $account: String!) { setAccountMapping(key: $key, account: $account) { ${MAPPING} } }`,
    variables: (req) => ({ key: String(req.params.usage), account: text((req.body as Record<string, unknown> | undefined)?.compte) ?? '' }),
  },
];
