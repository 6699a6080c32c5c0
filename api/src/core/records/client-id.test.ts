// @both-databases: the same id's tries wait for each other on an advisory lock, on the embedded engine's single connection too.
import { randomUUID } from 'node:crypto';
import { bearer, createCompany, sql, type TestCompany } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let siteA: string;
let siteB: string;
let supplierA: string;
let productA: string;

async function gql(company: TestCompany, query: string, variables: Record<string, unknown>) {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(company.manager) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: any; errors?: { message: string; extensions: { code: string; messageId?: string } }[] };
}

beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas BTP'), createCompany(t, 'Sahara Construction')]);
  const site = async (company: TestCompany) =>
    (await gql(company, `mutation ($input: SiteInput!) { createSite(input: $input) { id } }`, { input: { name: 'Villa Anfa' } })).data.createSite
      .id as string;
  [siteA, siteB] = [await site(a), await site(b)];
  supplierA = (
    await gql(a, `mutation ($input: SupplierInput!) { createSupplier(input: $input) { id } }`, {
      input: { name: 'Béton Atlas', ice: '001234567000089', email: 'contact@beton-atlas.ma', phone: '0522123456', address: 'Casablanca' },
    })
  ).data.createSupplier.id;
  productA = (
    await gql(a, `mutation ($input: StockProductInput!) { createStockProduct(input: $input) { id } }`, {
      input: {
        label: 'Ciment CPJ 45',
        stockDay: '2026-11-02',
        alertThreshold: '5',
        warningThreshold: '10',
        stock: '100',
        unit: 'sacs',
        category: 'Liants',
      },
    })
  ).data.createStockProduct.id;
});
afterAll(() => t.stop());

const CREATE_PURCHASE = `mutation ($siteId: ID!, $input: PurchaseInput!) { createPurchase(siteId: $siteId, input: $input) { id label amountTTC } }`;
const purchase = (id: string | undefined, label = 'Ciment') => ({
  ...(id === undefined ? {} : { id }),
  supplierId: supplierA,
  label,
  reference: 'FA-1',
  date: '2026-11-30',
  amountHT: '1000',
});
const count = async (table: string, id: string) => (await sql(t, `select count(*)::int as n from ${table} where id = $1`, [id]))[0].n as number;

describe("a create under the client's own id (a phone that recorded it offline)", () => {
  it('makes the record under that id, and answers the same record to a retry, without a second one', async () => {
    const id = randomUUID();
    const first = await gql(a, CREATE_PURCHASE, { siteId: siteA, input: purchase(id) });
    expect(first.data.createPurchase).toEqual({ id, label: 'Ciment', amountTTC: '1200.00' });
    // The retry's other words change nothing: the record made is the answer.
    const again = await gql(a, CREATE_PURCHASE, { siteId: siteA, input: purchase(id, 'Autre libellé') });
    expect(again.data.createPurchase).toEqual(first.data.createPurchase);
    expect(await count('purchase', id)).toBe(1);
  });

  it('makes one record when the same id arrives several times at once', async () => {
    const id = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        gql(
          a,
          `mutation ($p: ID!, $input: StockMovementInput!) { addStockMovement(productId: $p, input: $input) { movement { id quantity } product { stock } } }`,
          {
            p: productA,
            input: { id, type: 'SORTIE', quantity: '4' },
          },
        ),
      ),
    );
    for (const answer of answers) {
      expect(answer.data.addStockMovement.movement.id).toBe(id);
      expect(Number(answer.data.addStockMovement.movement.quantity)).toBe(-4);
    }
    expect(await count('stock_movement', id)).toBe(1);
    const [{ stock }] = await sql(t, 'select stock::text as stock from stock_product where id = $1', [productA]);
    expect(Number(stock)).toBe(96);
  });

  it("refuses an id another company's record has, without saying whose, and changes nothing", async () => {
    const id = randomUUID();
    await gql(a, CREATE_PURCHASE, { siteId: siteA, input: purchase(id) });
    const other = await gql(b, `mutation ($siteId: ID!, $input: RevenueInput!) { createRevenue(siteId: $siteId, input: $input) { id } }`, {
      siteId: siteB,
      input: { id, label: 'Situation 1', reference: 'S1', date: '2026-11-30', amount: '500' },
    });
    // Another table: the id is checked where the record would go, so B may use it for a revenue…
    expect(other.data.createRevenue.id).toBe(id);
    const refused = await gql(b, CREATE_PURCHASE, { siteId: siteB, input: { ...purchase(id), supplierId: supplierA } });
    // …but not for a purchase, which A has under it.
    expect(refused.errors?.[0].extensions.code).toMatch(/CONFLICT|NOT_FOUND|BAD_USER_INPUT/);
    expect(await count('purchase', id)).toBe(1);
    const [{ company }] = await sql(t, 'select company_id as company from purchase where id = $1', [id]);
    expect(company).toBe(a.id);
  });

  it("tells B an id A's purchase has is taken, in French, when B's own input is otherwise right", async () => {
    const id = randomUUID();
    await gql(a, CREATE_PURCHASE, { siteId: siteA, input: purchase(id) });
    const supplierB = (
      await gql(b, `mutation ($input: SupplierInput!) { createSupplier(input: $input) { id } }`, {
        input: { name: 'Sable Souss', ice: '001234567000090', email: 'contact@sable.ma', phone: '0522123457', address: 'Agadir' },
      })
    ).data.createSupplier.id;
    const refused = await gql(b, CREATE_PURCHASE, { siteId: siteB, input: { ...purchase(id), supplierId: supplierB } });
    expect(refused.errors?.[0]).toMatchObject({
      message: "Cet identifiant est déjà celui d'un autre enregistrement : envoyez celui-ci sans identifiant, ou avec un nouvel UUID.",
      extensions: { code: 'CONFLICT' },
    });
    expect(await count('purchase', id)).toBe(1);
  });

  it('refuses an id that is not a UUID with its French message', async () => {
    const refused = await gql(a, CREATE_PURCHASE, { siteId: siteA, input: purchase('pas-un-uuid') });
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', messageId: 'record.id.invalid' } });
  });

  it('makes a follow-up sheet once under its id', async () => {
    const id = randomUUID();
    const create = () =>
      gql(a, `mutation ($input: FollowUpInput!) { createFollowUp(input: $input) { id label } }`, {
        input: {
          id,
          siteId: siteA,
          label: 'Visite',
          visitDate: '2026-11-30',
          projectManager: 'Cabinet B',
          projectOwner: 'SIA',
          report: 'Dalle coulée.',
        },
      });
    expect((await create()).data.createFollowUp).toEqual({ id, label: 'Visite' });
    expect((await create()).data.createFollowUp).toEqual({ id, label: 'Visite' });
    expect(await count('follow_up', id)).toBe(1);
  });
});
