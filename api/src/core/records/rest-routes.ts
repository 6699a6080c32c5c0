import type { Request } from 'express';
import type { FileKind } from '../files/file-kinds';
import { intOr, springPage } from '../rest/params';
import { bodyOf, type RestRoute, text } from '../rest/facade';
import { SITE_RECORD_PAGE } from './list-args';
import { type LegacyKeys, legacyErrorFields, legacyInput, legacyKeyOf, legacySelection } from '../rest/legacy-keys';

/** The keys every site record answers first and last, and the list arguments' legacy names. */
const SITE_RECORD_KEYS = { id: 'id', siteId: 'idChantier' };
const LIST_ARG_KEYS = { siteId: 'idChantier', from: 'dateDebut', to: 'dateFin' };
const TIMESTAMPS = { createdAt: 'createdAt', updatedAt: 'updatedAt' };

export interface SiteRecordRest {
  /** The GraphQL type: 'Purchase' names purchase, createPurchase, updatePurchase, deletePurchase and PurchaseInput. */
  type: string;
  /** The GraphQL list query, 'purchases'. */
  list: string;
  /** The legacy base path ('/chantiers/depenses') and its edit route's name ('modifierDepense'). */
  path: string;
  edit: string;
  /** The record's own legacy-key dictionary (id, siteId and the timestamps are added around it). */
  keys: LegacyKeys;
  /** The totals row's fields; `count` is answered as 'nombre', the others under their keys. */
  totals: string[];
  /**
   * List filters beside the site and the period: GraphQL argument -> its type, the query key coming from `keys`; or a
   * switch that is no record field, with its own query key (`?aRegler=true`).
   */
  filters?: Record<string, 'ID' | 'String' | { type: 'Boolean'; key: string }>;
  /** A multipart file field sent with the form (RestRoute.upload); its errors are named after it. */
  upload?: { field: string; kind: FileKind };
}

const ucfirst = (s: string) => s[0].toUpperCase() + s.slice(1);

/** The five legacy routes of a site record (list with totals, get, save, edit, delete), all derived from its dictionary. */
export function siteRecordRoutes(r: SiteRecordRest): RestRoute[] {
  const keys: LegacyKeys = { ...SITE_RECORD_KEYS, ...r.keys, ...TIMESTAMPS };
  const one = r.type[0].toLowerCase() + r.type.slice(1);
  const fields = legacySelection(keys);
  const totals = legacySelection(Object.fromEntries(r.totals.map((name) => [name, name === 'count' ? 'nombre' : legacyKeyOf(keys, name)])));
  const filters = Object.entries(r.filters ?? {});
  const legacyFields = legacyErrorFields(keys, { ...(r.upload ? { file: r.upload.field } : {}), ...LIST_ARG_KEYS });
  const input = legacyInput(keys);
  const filterArgs = filters.map(([name, f]) => [name, typeof f === 'string' ? f : f.type]);
  const listArgs = [['siteId', 'ID!'], ['from', 'String'], ['to', 'String'], ...filterArgs, ['page', 'Int'], ['size', 'Int']];
  const listParams = listArgs.map(([name, type]) => `$${name}: ${type}`).join(', ');
  const listPassed = listArgs.map(([name]) => `${name}: $${name}`).join(', ');
  const listVariables = (req: Request) => ({
    siteId: text(req.query.idChantier) ?? '',
    from: text(req.query.dateDebut),
    to: text(req.query.dateFin),
    page: intOr(req.query.page, 0),
    size: intOr(req.query.size, SITE_RECORD_PAGE.pageSizeDefault),
    ...Object.fromEntries(
      filters.map(([name, f]) => [
        name,
        typeof f === 'string' ? text(req.query[legacyKeyOf(keys, name)]) : text(req.query[f.key]) === 'true' || null,
      ]),
    ),
  });
  return [
    {
      method: 'get',
      path: `${r.path}/list`,
      operation: `query List${ucfirst(r.list)}(${listParams}) { ${r.list}(${listPassed}) { items { ${fields} } total page size totals { ${totals} } } }`,
      variables: listVariables,
      legacyFields,
      answer: (data) => {
        const p = data[r.list] as { items: unknown[]; total: number; page: number; size: number; totals: unknown };
        return { ...springPage(p), totaux: p.totals };
      },
    },
    {
      method: 'get',
      path: `${r.path}/get/:id`,
      operation: `query Get${r.type}($id: ID!) { ${one}(id: $id) { ${legacySelection(keys, 'detail')} } }`,
      variables: (req) => ({ id: req.params.id }),
    },
    {
      method: 'post',
      path: `${r.path}/save`,
      ...(r.upload ? { upload: r.upload } : {}),
      status: 201,
      operation: `mutation Save${r.type}($siteId: ID!, $input: ${r.type}Input!) { create${r.type}(siteId: $siteId, input: $input) { ${fields} } }`,
      variables: (req) => ({ siteId: text(bodyOf(req).idChantier) ?? '', input: input(req) }),
      legacyFields,
    },
    {
      method: 'put',
      path: `${r.path}/${r.edit}/:id`,
      ...(r.upload ? { upload: r.upload } : {}),
      operation: `mutation Edit${r.type}($id: ID!, $input: ${r.type}Input!) { update${r.type}(id: $id, input: $input) { ${fields} } }`,
      variables: (req) => ({ id: req.params.id, input: input(req) }),
      legacyFields,
    },
    {
      method: 'delete',
      path: `${r.path}/delete/:id`,
      operation: `mutation Delete${r.type}($id: ID!) { delete${r.type}(id: $id) }`,
      variables: (req) => ({ id: req.params.id }),
      answer: () => ({ deleted: true }),
    },
  ];
}
