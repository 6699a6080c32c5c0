import type { Request } from 'express';
import type { RestRoute } from '../../core/rest/facade';
import {
  type LegacyKeys,
  type LegacyRead,
  legacyErrorFields,
  legacyReader,
  legacySelection,
  nullableText,
  text,
  textList,
} from '../../core/rest/legacy-keys';

/** A value taken as it came (a number, a boolean): the shared schema says what is wrong with it. */
const asIs: LegacyRead = (v) => v;
/** A list of lines, each read under its own keys (an item that is not an object goes as it is, to be refused). */
const lines =
  (keys: LegacyKeys): LegacyRead =>
  (v, req) => {
    if (!Array.isArray(v)) return v ?? undefined;
    const read = legacyReader(keys);
    return v.map((item) => (item && typeof item === 'object' && !Array.isArray(item) ? read(item as Record<string, unknown>, req) : item));
  };

const MANPOWER: LegacyKeys = {
  trade: { key: 'metier', read: text },
  count: { key: 'nombre', read: asIs },
  company: { key: 'entreprise', read: text },
};
const EQUIPMENT: LegacyKeys = { name: { key: 'nom', read: text }, count: { key: 'nombre', read: asIs } };
const VISITORS: LegacyKeys = {
  name: { key: 'nom', read: text },
  organisation: { key: 'organisme', read: text },
  purpose: { key: 'objet', read: text },
};
const PURCHASE: LegacyKeys = { id: 'id', label: 'libelle', supplierName: 'fournisseur', amountTTC: 'montantTTC' };

/** A day's log under its French keys: what GET answers, what PUT reads (the site and the day come from the path). */
const DAILY_LOG_KEYS: LegacyKeys = {
  id: 'id',
  site: { key: 'chantier', select: { id: 'id', name: 'nom' } },
  day: 'jour',
  saved: 'enregistre',
  weatherMorning: { key: 'meteoMatin', read: nullableText },
  weatherAfternoon: { key: 'meteoApresMidi', read: nullableText },
  temperatureMin: { key: 'temperatureMin', read: asIs },
  temperatureMax: { key: 'temperatureMax', read: asIs },
  weatherNote: { key: 'noteMeteo', read: text },
  stoppedByWeather: { key: 'arretIntemperies', read: asIs },
  manpower: { key: 'effectifs', select: MANPOWER, read: lines(MANPOWER) },
  equipment: { key: 'materiel', select: EQUIPMENT, read: lines(EQUIPMENT) },
  deliveries: { key: 'livraisons', select: PURCHASE },
  deliveryPurchaseIds: { key: 'idAchatsLivres', read: textList, out: false },
  purchasesOfDay: { key: 'achatsDuJour', select: PURCHASE },
  deliveryNote: { key: 'noteLivraisons', read: text },
  events: { key: 'evenements', read: text },
  incidents: { key: 'incidents', read: text },
  visitors: { key: 'visiteurs', select: VISITORS, read: lines(VISITORS) },
  photos: { key: 'photos', select: { id: 'id', url: 'url', thumbnailUrl: 'urlMiniature', name: 'nom' } },
  photoIds: { key: 'idPhotos', read: textList, out: false },
  signedAt: 'signeLe',
  signedByName: 'signePar',
  signatureUrl: 'urlSignature',
  addenda: { key: 'additifs', select: { id: 'id', text: 'texte', authorName: 'auteur', createdAt: 'creeLe' } },
  updatedAt: 'modifieLe',
};
const SUMMARY_KEYS: LegacyKeys = {
  id: 'id',
  day: 'jour',
  weatherMorning: 'meteoMatin',
  weatherAfternoon: 'meteoApresMidi',
  stoppedByWeather: 'arretIntemperies',
  headcount: 'effectif',
  photoCount: 'nombrePhotos',
  addendumCount: 'nombreAdditifs',
  hasIncident: 'incident',
  signedAt: 'signeLe',
  signedByName: 'signePar',
};

const LOG = legacySelection(DAILY_LOG_KEYS);
// A line's fields are named by their French keys too ('effectifs.0.metier'); `name` is `nom` in every list.
const LINE_FIELDS = { trade: 'metier', count: 'nombre', company: 'entreprise', name: 'nom', organisation: 'organisme', purpose: 'objet' };
const LEGACY_FIELDS = {
  ...legacyErrorFields(DAILY_LOG_KEYS),
  ...LINE_FIELDS,
  siteId: 'idChantier',
  day: 'jour',
  from: 'du',
  to: 'au',
  text: 'texte',
};
const readLog = legacyReader(DAILY_LOG_KEYS);
const key = (req: Request) => ({ siteId: req.params.idChantier, day: req.params.jour });
const body = (req: Request): Record<string, unknown> => (req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {});

/**
 * The daily log on the REST door, French keys (issue 37): `/chantiers/{idChantier}/journal?du=&au=` lists a period,
 * `…/journal/{jour}` reads (a prefilled draft when not saved) and replaces a day, `…/signature` signs it, `…/additifs`
 * adds a dated addendum to a signed one. The PDFs are the module's router (daily-logs.routes.ts).
 */
export const dailyLogRestRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/chantiers/:idChantier/journal',
    operation:
      'query DailyLogs($siteId: ID!, $from: String!, $to: String!) { ' +
      `dailyLogs(siteId: $siteId, from: $from, to: $to) { items { ${legacySelection(SUMMARY_KEYS)} } } }`,
    variables: (req) => ({ siteId: req.params.idChantier, from: text(req.query.du) ?? '', to: text(req.query.au) ?? '' }),
    legacyFields: LEGACY_FIELDS,
    answer: (data) => ({ journaux: (data.dailyLogs as { items: unknown[] }).items }),
  },
  {
    method: 'get',
    path: '/chantiers/:idChantier/journal/:jour',
    operation: `query DailyLog($siteId: ID!, $day: String!) { dailyLog(siteId: $siteId, day: $day) { ${LOG} } }`,
    variables: key,
    legacyFields: LEGACY_FIELDS,
  },
  {
    method: 'put',
    path: '/chantiers/:idChantier/journal/:jour',
    operation: `mutation SaveDailyLog($input: DailyLogInput!) { saveDailyLog(input: $input) { ${LOG} } }`,
    variables: (req) => ({ input: { ...readLog(body(req), req), ...key(req) } }),
    legacyFields: LEGACY_FIELDS,
  },
  {
    method: 'post',
    path: '/chantiers/:idChantier/journal/:jour/signature',
    operation: `mutation SignDailyLog($input: DailyLogSignInput!) { signDailyLog(input: $input) { ${LOG} } }`,
    variables: (req) => ({ input: { ...key(req), signature: text(body(req).signature) ?? '' } }),
    legacyFields: LEGACY_FIELDS,
  },
  {
    method: 'post',
    path: '/chantiers/:idChantier/journal/:jour/additifs',
    status: 201,
    operation: `mutation AddDailyLogAddendum($input: DailyLogAddendumInput!) { addDailyLogAddendum(input: $input) { ${LOG} } }`,
    variables: (req) => ({ input: { ...key(req), text: text(body(req).texte) ?? '' } }),
    legacyFields: LEGACY_FIELDS,
  },
];
