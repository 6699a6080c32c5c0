import { intOr } from '../../core/rest/params';
import type { RestRoute } from '../../core/rest/facade';
import { type LegacyKeys, legacyErrorFields, legacyInput, legacySelection, nullableText, text } from '../../core/rest/legacy-keys';

/** The legacy supplier record (SPEC §3 keys), in its answer's order. */
const SUPPLIER_KEYS: LegacyKeys = {
  id: 'id',
  name: { key: 'nom', read: text },
  ice: { key: 'sirenOuIce', read: text },
  iceWarning: 'avertissementIce',
  email: { read: text },
  phone: { key: 'numTelephone', read: text },
  address: { key: 'adresse', read: text },
  taxId: { key: 'identifiantFiscal', read: text },
  certificateDate: { key: 'dateAttestationFiscale', read: nullableText },
  autoEntrepreneur: { read: (v) => (typeof v === 'boolean' ? v : undefined) },
  createdAt: 'createdAt',
  updatedAt: 'updatedAt',
};
const SUPPLIER = legacySelection(SUPPLIER_KEYS);
const LEGACY_FIELDS = legacyErrorFields(SUPPLIER_KEYS);
const supplierInput = legacyInput(SUPPLIER_KEYS);

export const suppliersRestRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/chantiers/fournisseurs/list',
    operation:
      `query ListSuppliers($search: String, $sort: String, $desc: Boolean, $page: Int, $size: Int) { ` +
      `suppliers(search: $search, sort: $sort, desc: $desc, page: $page, size: $size) { items { ${SUPPLIER} } total page size } }`,
    variables: (req) => ({
      search: text(req.query.search),
      sort: text(req.query.sort) === 'createdAt' ? 'createdAt' : 'name',
      desc: text(req.query.direction)?.toLowerCase() === 'desc',
      page: intOr(req.query.page, 0),
      size: intOr(req.query.size, 20),
    }),
    answer: (data) => {
      const p = data.suppliers as { items: unknown[]; total: number; page: number; size: number };
      return { content: p.items, totalElements: p.total, totalPages: Math.ceil(p.total / p.size), number: p.page, size: p.size };
    },
  },
  {
    method: 'post',
    path: '/chantiers/fournisseurs/save',
    status: 201,
    operation: `mutation SaveSupplier($input: SupplierInput!) { createSupplier(input: $input) { ${SUPPLIER} } }`,
    variables: (req) => ({ input: supplierInput(req) }),
    legacyFields: LEGACY_FIELDS,
  },
  {
    method: 'put',
    path: '/chantiers/fournisseurs/modifierFournisseur/:id',
    operation: `mutation EditSupplier($id: ID!, $input: SupplierInput!) { updateSupplier(id: $id, input: $input) { ${SUPPLIER} } }`,
    variables: (req) => ({ id: req.params.id, input: supplierInput(req) }),
    legacyFields: LEGACY_FIELDS,
  },
  {
    method: 'get',
    path: '/chantiers/fournisseurs/get/:id',
    operation: `query GetSupplier($id: ID!) { supplier(id: $id) { ${SUPPLIER} } }`,
    variables: (req) => ({ id: req.params.id }),
  },
  {
    method: 'delete',
    path: '/chantiers/fournisseurs/delete/:id',
    operation: `mutation DeleteSupplier($id: ID!) { deleteSupplier(id: $id) }`,
    variables: (req) => ({ id: req.params.id }),
    answer: () => ({ deleted: true }),
  },
];
