import type { Request } from 'express';
import type { RestRoute } from '../../core/rest/facade';
import { bodyOf, text } from '../../core/rest/facade';
import { decimalText, type LegacyKeys, legacyErrorFields, legacyReader, legacySelection } from '../../core/rest/legacy-keys';

const PERSON = 'personnel { id nom: lastName prenom: firstName metier: trade }';

/** One legacy imputation: `{idChantier, idPersonnel, dateImputation, imputation}` (imputation 1, 0.5 or 0), as saved and answered. */
const ENTRY_KEYS: LegacyKeys = {
  siteId: { key: 'idChantier', read: text },
  personnelId: { key: 'idPersonnel', read: text },
  day: { key: 'dateImputation', read: text },
  value: { key: 'imputation', read: decimalText },
  net: 'net',
  bonus: 'prime',
};
const readEntry = legacyReader(ENTRY_KEYS, ['value']);
const entryOf = (raw: unknown, req: Request) => readEntry(raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {}, req);
const entriesOf = (req: Request) => {
  const body = req.body as unknown;
  return Array.isArray(body) ? body.map((e) => entryOf(e, req)) : [entryOf(bodyOf(req), req)];
};

/** SPEC §7 activity report: `cra/get` (a site's week), `cra/ajouter` (one imputation or an array), `cra/list` (a month). */
export const activityRestRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/chantiers/cra/get',
    operation:
      `query SiteActivityWeek($siteId: ID!, $day: String!) { siteActivityWeek(siteId: $siteId, day: $day) { ` +
      `chantier: site { id nom: name } jours: days moisValides: lockedMonths lignes: rows { ${PERSON} imputations: values jours: days net prime: bonus } } }`,
    variables: (req) => ({ siteId: text(req.query.idChantier) ?? '', day: text(req.query.dateImputation) ?? '' }),
    legacyFields: { siteId: 'idChantier', day: 'dateImputation' },
  },
  {
    method: 'post',
    path: '/chantiers/cra/ajouter',
    operation: `mutation SaveActivity($entries: [ActivityEntryInput!]!) { saveActivity(entries: $entries) { ${legacySelection(ENTRY_KEYS)} } }`,
    variables: (req) => ({ entries: entriesOf(req) }),
    legacyFields: legacyErrorFields(ENTRY_KEYS, { entries: 'imputations' }),
  },
  {
    method: 'get',
    path: '/chantiers/cra/list',
    operation:
      `query ActivityMonth($month: String!, $siteId: ID) { activityMonth(month: $month, siteId: $siteId) { mois: month libelle: label valide: locked ` +
      `lignes: rows { ${PERSON} imputations: entries { date: day imputation: value chantier: site { id nom: name } } ` +
      `jours: days net prime: bonus brut: gross } ` +
      `totaux: totals { jours: days net prime: bonus brut: gross } } }`,
    variables: (req) => ({ month: text(req.query.mois) ?? '', siteId: text(req.query.idChantier) || null }),
    legacyFields: { month: 'mois', siteId: 'idChantier' },
  },
];
