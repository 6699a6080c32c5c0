import { intOr, springPage } from '../../core/rest/params';
import type { RestRoute } from '../../core/rest/facade';
import { decimalText, type LegacyKeys, legacyErrorFields, legacyInput, legacySelection, nullableText, text } from '../../core/rest/legacy-keys';

/** The legacy personnel record (SPEC §3 keys), in its answer's order; the rates are decimal strings. */
export const PERSONNEL_KEYS: LegacyKeys = {
  id: 'id',
  lastName: { key: 'nom', read: text },
  firstName: { key: 'prenom', read: text },
  cni: { key: 'numeroCni', read: text },
  phone: { key: 'numTelephone', read: text },
  address: { key: 'adresse', read: text },
  trade: { key: 'metier', read: text },
  dailyRate: { key: 'tarifJournalier', read: decimalText },
  mealBonus: { key: 'primePanier', read: decimalText },
  email: { read: text },
  cnssNumber: { key: 'numeroCnss', read: nullableText },
  active: 'actif',
  createdAt: 'createdAt',
  updatedAt: 'updatedAt',
};
const PERSONNEL = legacySelection(PERSONNEL_KEYS);
const LEGACY_FIELDS = legacyErrorFields(PERSONNEL_KEYS);
const personnelInput = legacyInput(PERSONNEL_KEYS);

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
