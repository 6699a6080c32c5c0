import { pageSizeOf } from '../../core/paging/page-size';
import { intField } from '../../core/rest/params';
import { SITE_LIMITS } from '@chantiers/schema';
import type { Request } from 'express';
import type { RestRoute } from '../../core/rest/facade';
import { text } from '../../core/rest/facade';
import { type LegacyKeys, legacyErrorFields, legacyInput, legacySelection } from '../../core/rest/legacy-keys';

/**
 * The legacy site record (SPEC §3 French keys), in the legacy answer's order: its answer, the body it reads and the
 * error `fields` names. The responsible manager is answered as an object and read as one (`{ id }`), as its id, or
 * from the older `idResponsable`.
 */
const SITE_KEYS: LegacyKeys = {
  id: 'id',
  name: { key: 'libelle', read: text },
  client: { read: text },
  manager: { key: 'responsableChantier', select: { id: 'id', lastName: 'nom', firstName: 'prenom' } },
  managerId: { key: 'responsableChantier', read: managerIdOf, out: false },
  foreman: { key: 'chefChantier', read: text },
  address: { key: 'adresse', read: text },
  city: { key: 'ville', read: text },
  postalCode: { key: 'codePostal', read: text },
  budget: { read: text },
  startDate: { key: 'dateDebut', read: text },
  endDate: { key: 'dateFin', read: text },
  mapsLink: { key: 'lienMaps', read: text },
  status: { key: 'statut', read: text },
  progress: { key: 'avancement', read: (v) => intField(v) },
  archived: 'archive',
  photoUrl: 'photoChantier',
  clientPhotoUrl: 'photoClient',
  planUrl: 'planChantier',
  createdAt: 'createdAt',
  updatedAt: 'updatedAt',
};

function managerIdOf(manager: unknown, _req: Request, body: Record<string, unknown>): unknown {
  return text(manager && typeof manager === 'object' ? (manager as { id?: unknown }).id : (body.idResponsable ?? manager));
}

const SITE = legacySelection(SITE_KEYS);
const siteInput = legacyInput(SITE_KEYS);
const LEGACY_FIELDS = legacyErrorFields(SITE_KEYS);

/** The page size the list really uses (the resolver's bounds), so `size` and `totalPages` tell the truth. */
function pageSize(req: Request): number {
  return pageSizeOf(Number(req.query.size) || null, SITE_LIMITS);
}

/** A Spring page `{ content, totalElements, totalPages, number, size }` over the keyset list. */
function springPage(req: Request) {
  return (data: Record<string, unknown>) => {
    const page = data.sites as { items: unknown[]; totalCount: number };
    const size = pageSize(req);
    return {
      content: page.items,
      totalElements: page.totalCount,
      totalPages: Math.ceil(page.totalCount / size),
      number: Number(req.query.page ?? 0) || 0,
      size,
      last: !(data.sites as { hasNextPage: boolean }).hasNextPage,
      cursor: (data.sites as { endCursor: string | null }).endCursor,
    };
  };
}

const booleanQuery = (v: unknown) => (v === 'true' ? true : v === 'false' ? false : undefined);

export const sitesRestRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/chantiers/save',
    status: 201,
    operation: `mutation SaveSite($input: SiteInput!) { createSite(input: $input) { ${SITE} } }`,
    variables: (req) => ({ input: siteInput(req) }),
    legacyFields: LEGACY_FIELDS,
  },
  {
    // Keyset paging: `cursor` (from the previous answer) continues the list; `page` is echoed for legacy clients.
    method: 'get',
    path: '/chantiers/list',
    operation:
      `query ListSites($filter: SiteFilterInput, $first: Int, $after: String, $page: Int) { sites(filter: ` +
      `$filter, first: $first, after: $after, page: $page) { items { ${SITE} } totalCount endCursor hasNextPage } }`,
    variables: (req) => ({
      filter: {
        search: text(req.query.search),
        status: text(req.query.statut),
        city: text(req.query.ville),
        archived: booleanQuery(req.query.archive),
      },
      first: pageSize(req),
      after: text(req.query.cursor),
      page: Math.max(0, Math.trunc(Number(req.query.page)) || 0),
    }),
    answerFor: springPage,
  },
  {
    method: 'put',
    path: '/chantiers/modifierChantier/:id',
    operation: `mutation EditSite($id: ID!, $input: SiteInput!) { updateSite(id: $id, input: $input) { ${SITE} } }`,
    variables: (req) => ({ id: req.params.id, input: siteInput(req) }),
    legacyFields: LEGACY_FIELDS,
  },
  {
    method: 'put',
    path: '/chantiers/archiver/:id',
    operation: `mutation ArchiveSite($id: ID!) { archiveSite(id: $id) { ${SITE} } }`,
    variables: (req) => ({ id: req.params.id }),
  },
  {
    method: 'put',
    path: '/chantiers/desarchiver/:id',
    operation: `mutation UnarchiveSite($id: ID!) { unarchiveSite(id: $id) { ${SITE} } }`,
    variables: (req) => ({ id: req.params.id }),
  },
  {
    method: 'get',
    path: '/chantiers/get/:id',
    operation: `query GetSite($id: ID!) { site(id: $id) { ${SITE} } }`,
    variables: (req) => ({ id: req.params.id }),
  },
  {
    method: 'delete',
    path: '/chantiers/delete/:id',
    operation: `mutation DeleteSite($id: ID!) { deleteSite(id: $id) { deleted message } }`,
    variables: (req) => ({ id: req.params.id }),
  },
  {
    method: 'get',
    path: '/chantiers/finances/:id',
    operation:
      `query SiteFigures($id: ID!) { siteSummary(id: $id) { avancement: progress assujettiTva: vatSubject recettes: revenues ` +
      `recettesHT: revenuesHT tvaCollectee: revenuesVAT soldeTva: vatBalance achatsTTC: ` +
      `purchasesTTC achatsHT: purchasesHT achatsTVA: purchasesVAT mainOeuvreBrut: labourGross mainOeuvreNet: labourNet ` +
      `mainOeuvrePrime: labourBonus sousTraitance: subcontracting rentabilite: profitability rentabilitePourcentage: ` +
      `profitabilityPercent budget engage: committed regle: paid } }`,
    variables: (req) => ({ id: req.params.id }),
  },
];
