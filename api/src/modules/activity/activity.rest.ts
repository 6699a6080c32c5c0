import type { Request } from 'express';
import type { RestRoute } from '../../rest/facade';
import { bodyOf, text } from '../../rest/facade';

const PERSON = 'personnel { id nom: lastName prenom: firstName metier: trade }';

/** One legacy imputation: `{idChantier, idPersonnel, dateImputation, imputation}` (imputation 1, 0.5 or 0). */
function entryOf(raw: unknown) {
  const e = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const value = e.imputation;
  return {
    siteId: text(e.idChantier),
    personnelId: text(e.idPersonnel),
    day: text(e.dateImputation),
    value: typeof value === 'number' ? String(value) : text(value),
  };
}
const entriesOf = (req: Request) => {
  const body = req.body as unknown;
  return Array.isArray(body) ? body.map(entryOf) : [entryOf(bodyOf(req))];
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
    operation:
      `mutation SaveActivity($entries: [ActivityEntryInput!]!) { saveActivity(entries: $entries) { ` +
      `idChantier: siteId idPersonnel: personnelId dateImputation: day imputation: value net prime: bonus } }`,
    variables: (req) => ({ entries: entriesOf(req) }),
    legacyFields: { siteId: 'idChantier', personnelId: 'idPersonnel', day: 'dateImputation', value: 'imputation', entries: 'imputations' },
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
