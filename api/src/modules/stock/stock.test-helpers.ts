import { addMember, createCompany, gqlOk, type Member, sql, type TestCompany } from '../../../test/company';
import { createProduct, productInput } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';

export const FIELDS = 'id label stockDay alertThreshold warningThreshold stock level unit category backgroundColor createdAt updatedAt';
export const CREATE = `mutation ($input: StockProductInput!) { createStockProduct(input: $input) { ${FIELDS} } }`;
export const UPDATE = `mutation ($id: ID!, $input: StockProductInput!) { updateStockProduct(id: $id, input: $input) { ${FIELDS} } }`;
export const GET = `query ($id: ID!) { stockProduct(id: $id) { ${FIELDS} } }`;
export const DELETE = `mutation ($id: ID!) { deleteStockProduct(id: $id) }`;
export const LIST =
  `query ($search: String, $category: String, $toRestock: Boolean, $page: Int, $size: Int) {
  stockProducts(search: $search, category: $category, toRestock: $toRestock, page: $page, size: $size) { items { id ` +
  `label category stock level } total page size } }`;
export const COUNT = 'query { stockToRestockCount }';
export const CATEGORIES = 'query { stockCategories }';
export const MOVE =
  `mutation ($productId: ID!, $input: StockMovementInput!) { addStockMovement(productId: $productId, input: ` +
  `$input) { movement { id quantity stockAfter } product { stock level } } }`;
export const HISTORY = `query ($productId: ID!) { stockMovements(productId: $productId) { items { type quantity stockAfter date note authorName } total } }`;

export const NOT_FOUND = "Ce produit n'existe pas ou a été supprimé.";

export let t: TestServer;
export let a: TestCompany;
export let user: Member;
beforeAll(async () => {
  t = await startTestServer();
  a = await createCompany(t, 'Atlas BTP');
  user = await addMember(t, a, { firstName: 'Karim', lastName: 'Alaoui' });
});
afterAll(() => t.stop());

export const input = productInput;
export const create = (overrides: Record<string, unknown> = {}, token = a.manager.accessToken) => createProduct(t, token, overrides, FIELDS);
export const get = async (id: string, token = a.manager.accessToken) => gqlOk(await t.gql(GET, { id }, token)).stockProduct;
export const count = async (companyId: string) =>
  (await sql(t, 'select count(*)::int as n from stock_product where company_id = $1', [companyId]))[0].n as number;
export const movementRows = (productId: string) =>
  sql(
    t,
    'select type, quantity::text, stock_after::text, date::text, note, author_name from stock_movement where product_id = $1 order by created_at, id',
    [productId],
  );
