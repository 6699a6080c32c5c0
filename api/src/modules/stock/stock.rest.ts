import type { Request } from 'express';
import type { RestRoute } from '../../core/rest/facade';
import { bodyOf } from '../../core/rest/facade';
import { decimalText, type LegacyKeys, legacyErrorFields, legacyInput, legacySelection, text, textOrNull } from '../../core/rest/legacy-keys';
import { intOr, springPage } from '../../core/rest/params';

/** The legacy stock product (SPEC §3 keys), in its answer's order; the thresholds and the stock are decimal strings. */
const PRODUCT_KEYS: LegacyKeys = {
  id: 'id',
  label: { key: 'libelle', read: text },
  stockDay: { key: 'jourStock', read: text },
  alertThreshold: { key: 'seuilAlerte', read: decimalText },
  warningThreshold: { key: 'seuilAvertissement', read: decimalText },
  stock: { read: decimalText },
  level: 'niveau',
  unit: { key: 'uniteStock', read: text },
  category: { key: 'categorie', read: text },
  backgroundColor: { key: 'couleurFond', read: textOrNull },
  createdAt: 'createdAt',
  updatedAt: 'updatedAt',
};
const PRODUCT = legacySelection(PRODUCT_KEYS);
const productInput = legacyInput(PRODUCT_KEYS);
// A movement's body is read as a whole (the quantity's sign and the type tell each other), not key by key.
const MOVEMENT =
  'id idStock: productId type quantite: quantity stockApres: stockAfter date chantier: site { id nom: name } note auteur: authorName createdAt';

/**
 * `{idStock, quantite}`: a negative quantity is an exit; `type` (ENTREE | SORTIE | AJUSTEMENT), `idChantier`,
 * `date` and `note` are optional.
 */
function movementInput(req: Request) {
  const b = bodyOf(req);
  const raw = (decimalText(b.quantite, req, b) as string | undefined)?.trim();
  const type = text(b.type)?.toUpperCase();
  const negative = raw?.startsWith('-') ?? false;
  const inferred = type ?? (negative ? 'SORTIE' : 'ENTREE');
  // A signed quantity with an explicit exit type, or none, is read as a magnitude.
  const quantity = negative && inferred === 'SORTIE' ? raw!.slice(1) : raw;
  return {
    productId: text(b.idStock) ?? '',
    input: { type: inferred, quantity, date: text(b.date) ?? null, siteId: text(b.idChantier) ?? null, note: text(b.note) ?? null },
  };
}

export const stockRestRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/chantiers/stock/list',
    operation:
      `query ListStock($search: String, $category: String, $toRestock: Boolean, $page: Int, $size: Int) { ` +
      `stockProducts(search: $search, category: $category, toRestock: $toRestock, page: $page, size: $size) { items { ` +
      `${PRODUCT} } total page size } }`,
    variables: (req) => ({
      search: text(req.query.search),
      category: text(req.query.categorie),
      toRestock: text(req.query.aReapprovisionner) === 'true',
      page: intOr(req.query.page, 0),
      size: intOr(req.query.size, 20),
    }),
    answer: (data) => springPage(data.stockProducts as Parameters<typeof springPage>[0]),
  },
  {
    method: 'post',
    path: '/chantiers/stock/saveStock',
    status: 201,
    operation: `mutation SaveStock($input: StockProductInput!) { createStockProduct(input: $input) { ${PRODUCT} } }`,
    variables: (req) => ({ input: productInput(req) }),
    legacyFields: legacyErrorFields(PRODUCT_KEYS),
  },
  {
    method: 'post',
    path: '/chantiers/stock/addStock',
    status: 201,
    operation:
      `mutation AddStock($productId: ID!, $input: StockMovementInput!) { addStockMovement(productId: ` +
      `$productId, input: $input) { movement { ${MOVEMENT} } product { ${PRODUCT} } } }`,
    variables: (req) => movementInput(req),
    legacyFields: { quantity: 'quantite', siteId: 'idChantier', type: 'type', date: 'date', note: 'note' },
    // The movement, with the product's new stock beside it.
    answer: (data) => {
      const result = data.addStockMovement as { movement: Record<string, unknown>; product: Record<string, unknown> };
      return { ...result.movement, stock: result.product.stock, niveau: result.product.niveau, produit: result.product };
    },
  },
];
