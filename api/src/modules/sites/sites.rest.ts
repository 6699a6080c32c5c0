import { pageSizeOf } from '../../core/paging/page-size';
import { intField } from '../../core/rest/params';
import { SITE_LIMITS } from '@chantiers/schema';
import type { Request } from 'express';
import type { RestRoute } from '../../rest/facade';
import { bodyOf, text } from '../../rest/facade';

/** The legacy site record (SPEC §3 French keys). */
const SITE = `id libelle: name client responsableChantier: manager { id nom: lastName prenom: firstName } chefChantier: foreman
  adresse: address ville: city codePostal: postalCode budget dateDebut: startDate dateFin: endDate lienMaps: mapsLink
  statut: status avancement: progress archive: archived photoChantier: photoUrl photoClient: clientPhotoUrl planChantier: planUrl
  createdAt updatedAt`;

const LEGACY_FIELDS = {
  name: 'libelle',
  managerId: 'responsableChantier',
  foreman: 'chefChantier',
  address: 'adresse',
  city: 'ville',
  postalCode: 'codePostal',
  startDate: 'dateDebut',
  endDate: 'dateFin',
  mapsLink: 'lienMaps',
  status: 'statut',
  progress: 'avancement',
};

function siteInput(req: Request) {
  const b = bodyOf(req);
  const manager = b.responsableChantier;
  return {
    name: text(b.libelle),
    client: text(b.client),
    managerId: text(manager && typeof manager === 'object' ? (manager as { id?: unknown }).id : (b.idResponsable ?? manager)),
    foreman: text(b.chefChantier),
    address: text(b.adresse),
    city: text(b.ville),
    postalCode: text(b.codePostal),
    budget: text(b.budget),
    startDate: text(b.dateDebut),
    endDate: text(b.dateFin),
    mapsLink: text(b.lienMaps),
    status: text(b.statut),
    progress: intField(b.avancement),
  };
}

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
