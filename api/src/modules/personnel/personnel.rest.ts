import { intOr, springPage } from '../../core/rest/params';
import type { Request } from 'express';
import type { RestRoute } from '../../rest/facade';
import { bodyOf, text } from '../../rest/facade';

/** The legacy personnel record (SPEC §3 keys). */
export const PERSONNEL =
  'id nom: lastName prenom: firstName numeroCni: cni numTelephone: phone adresse: address metier: trade tarifJournalier: ' +
  'dailyRate primePanier: mealBonus email actif: active createdAt updatedAt';
const LEGACY_FIELDS = {
  lastName: 'nom',
  firstName: 'prenom',
  cni: 'numeroCni',
  phone: 'numTelephone',
  address: 'adresse',
  trade: 'metier',
  dailyRate: 'tarifJournalier',
  mealBonus: 'primePanier',
};

/** A number sent by an old client (350) is read as its decimal text; a string is kept as typed. */
const amountText = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : text(v));

function personnelInput(req: Request) {
  const b = bodyOf(req);
  return {
    lastName: text(b.nom),
    firstName: text(b.prenom),
    cni: text(b.numeroCni),
    phone: text(b.numTelephone),
    address: text(b.adresse),
    trade: text(b.metier),
    dailyRate: amountText(b.tarifJournalier),
    mealBonus: amountText(b.primePanier),
    email: text(b.email),
  };
}

export const personnelRestRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/chantiers/personnel/list',
    operation:
      `query ListPersonnel($search: String, $includeInactive: Boolean, $sort: String, $desc: Boolean, $page: ` +
      `Int, $size: Int) { personnel(search: $search, includeInactive: $includeInactive, sort: $sort, desc: $desc, page: $page, ` +
      `size: $size) { items { ${PERSONNEL} } total page size } }`,
    variables: (req) => ({
      search: text(req.query.search),
      includeInactive: text(req.query.inactifs) === 'true',
      sort: text(req.query.sort),
      desc: text(req.query.direction)?.toLowerCase() === 'desc',
      page: intOr(req.query.page, 0),
      size: intOr(req.query.size, 20),
    }),
    answer: (data) => springPage(data.personnel as Parameters<typeof springPage>[0]),
  },
  {
    method: 'get',
    path: '/chantiers/personnel/listPersoNonAffecter',
    operation:
      `query ListUnassigned($startDate: String, $endDate: String, $search: String) { ` +
      `unassignedPersonnel(startDate: $startDate, endDate: $endDate, search: $search) { ${PERSONNEL} } }`,
    variables: (req) => ({ startDate: text(req.query.dateDebut), endDate: text(req.query.dateFin), search: text(req.query.search) }),
    legacyFields: { startDate: 'dateDebut', endDate: 'dateFin' },
  },
  {
    method: 'post',
    path: '/chantiers/personnel/save',
    status: 201,
    operation: `mutation SavePersonnel($input: PersonnelInput!) { createPersonnel(input: $input) { ${PERSONNEL} } }`,
    variables: (req) => ({ input: personnelInput(req) }),
    legacyFields: LEGACY_FIELDS,
  },
  {
    method: 'put',
    path: '/chantiers/personnel/modifierPersonnel/:id',
    operation: `mutation EditPersonnel($id: ID!, $input: PersonnelInput!) { updatePersonnel(id: $id, input: $input) { ${PERSONNEL} } }`,
    variables: (req) => ({ id: req.params.id, input: personnelInput(req) }),
    legacyFields: LEGACY_FIELDS,
  },
  {
    method: 'get',
    path: '/chantiers/personnel/get/:id',
    operation: `query GetPersonnel($id: ID!) { person(id: $id) { ${PERSONNEL} } }`,
    variables: (req) => ({ id: req.params.id }),
  },
  {
    method: 'delete',
    path: '/chantiers/personnel/delete/:id',
    operation: `mutation DeletePersonnel($id: ID!) { deletePersonnel(id: $id) }`,
    variables: (req) => ({ id: req.params.id }),
    answer: (data) => ({ deleted: data.deletePersonnel === 'DELETED', deactivated: data.deletePersonnel === 'DEACTIVATED' }),
  },
];
