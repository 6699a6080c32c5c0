import type { Request } from 'express';
import type { RestRoute } from '../../rest/facade';
import { bodyOf, text } from '../../rest/facade';
import { intOr, springPage } from '../../core/rest/params';

/** The legacy stock product (SPEC §3 keys). */
const PRODUCT =
  'id libelle: label jourStock: stockDay seuilAlerte: alertThreshold seuilAvertissement: warningThreshold stock niveau: ' +
  'level uniteStock: unit categorie: category couleurFond: backgroundColor createdAt updatedAt';
const MOVEMENT =
  'id idStock: productId type quantite: quantity stockApres: stockAfter date chantier: site { id nom: name } note auteur: authorName createdAt';
const PRODUCT_FIELDS = {
  label: 'libelle',
  stockDay: 'jourStock',
  alertThreshold: 'seuilAlerte',
  warningThreshold: 'seuilAvertissement',
  unit: 'uniteStock',
  category: 'categorie',
  backgroundColor: 'couleurFond',
};

/** A number an old client sends (12.5) is read as its decimal text. */
const numberText = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : text(v));

function productInput(req: Request) {
  const b = bodyOf(req);
  return {
    label: text(b.libelle),
    stockDay: text(b.jourStock),
    alertThreshold: numberText(b.seuilAlerte),
    warningThreshold: numberText(b.seuilAvertissement),
    stock: numberText(b.stock),
    unit: text(b.uniteStock),
    category: text(b.categorie),
    backgroundColor: text(b.couleurFond) ?? null,
  };
}

/**
 * `{idStock, quantite}`: a negative quantity is an exit; `type` (ENTREE | SORTIE | AJUSTEMENT), `idChantier`,
 * `date` and `note` are optional.
 */
function movementInput(req: Request) {
  const b = bodyOf(req);
  const raw = numberText(b.quantite)?.trim();
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
    legacyFields: PRODUCT_FIELDS,
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
