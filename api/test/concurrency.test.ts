// @both-databases: concurrent writes under row locks.
import { createCompany, createSite, gqlOk, PASSWORD, sql, type TestCompany } from './company';
import { startTestServer, type TestServer } from './server';

/**
 * Mixed reads and writes at once, on both databases: the embedded one serves them over a single connection,
 * so this is where queueing, transactions and row locks must all hold. No answer may be a 5xx.
 */
let t: TestServer;
let a: TestCompany;
let productId: string;
beforeAll(async () => {
  t = await startTestServer();
  a = await createCompany(t, 'Atlas BTP');
  productId = gqlOk(
    await t.gql(
      `mutation ($input: StockProductInput!) { createStockProduct(input: $input) { id } }`,
      {
        input: {
          label: 'Ciment',
          stockDay: '2026-03-02',
          alertThreshold: '5',
          warningThreshold: '10',
          stock: '100',
          unit: 'sac',
          category: 'Liants',
        },
      },
      a.manager.accessToken,
    ),
  ).createStockProduct.id;
});
afterAll(() => t.stop());

describe('40 concurrent mixed requests', () => {
  it('answer without any 5xx, and every acknowledged write is there', async () => {
    const token = a.manager.accessToken;
    const site = await createSite(t, token, { name: 'Chantier de départ' });
    const kinds = ['createSite', 'listSites', 'createSupplier', 'listSuppliers', 'stockExit', 'signIn', 'wrongPassword', 'restSite'] as const;
    const calls = Array.from({ length: 40 }, (_, i) => {
      const kind = kinds[i % kinds.length];
      const run = (): Promise<{ status: number; body: any }> => {
        switch (kind) {
          case 'createSite':
            return t.gql(`mutation ($input: SiteInput!) { createSite(input: $input) { id } }`, { input: { name: `Parallèle ${i}` } }, token);
          case 'listSites':
            return t.gql(`{ sites(first: 12) { totalCount items { id name } } }`, undefined, token);
          case 'createSupplier':
            return t.gql(
              `mutation ($input: SupplierInput!) { createSupplier(input: $input) { id } }`,
              {
                input: {
                  name: `Fournisseur ${i}`,
                  ice: String(100000000000000 + i),
                  email: `f${i}@atlas.ma`,
                  phone: '+212522334455',
                  address: 'Casablanca',
                },
              },
              token,
            );
          case 'listSuppliers':
            return t.gql(`{ suppliers { total items { id } } }`, undefined, token);
          case 'stockExit':
            return t.gql(
              `mutation ($productId: ID!, $input: StockMovementInput!) { addStockMovement(productId: $productId, input: $input) { product { stock } } }`,
              {
                productId,
                input: { type: 'SORTIE', quantity: '1', siteId: site.id },
              },
              token,
            );
          case 'signIn':
            return t.rest('POST', '/auth/authenticate', { email: a.manager.email, password: PASSWORD });
          case 'wrongPassword':
            return t.rest('POST', '/auth/authenticate', { email: `inconnu${i}@example.test`, password: 'Mauvais2024' });
          case 'restSite':
            return t.rest('GET', `/chantiers/get/${site.id}`, undefined, { authorization: `Bearer ${token}` });
        }
      };
      return run().then((res) => ({ kind, status: res.status, errors: res.body?.errors?.map((e: any) => e.extensions?.code) ?? [] }));
    });
    const answers = await Promise.all(calls);
    expect(answers.filter((r) => r.status >= 500 || r.errors.includes('INTERNAL') || r.errors.includes('UNAVAILABLE'))).toEqual([]);
    const byKind = (kind: string) => answers.filter((r) => r.kind === kind);
    expect(byKind('wrongPassword').map((r) => r.status)).toEqual(Array(5).fill(401));
    for (const kind of ['createSite', 'listSites', 'createSupplier', 'listSuppliers', 'stockExit', 'signIn', 'restSite']) {
      expect({ kind, statuses: byKind(kind).map((r) => r.status), errors: byKind(kind).flatMap((r) => r.errors) }).toEqual({
        kind,
        statuses: Array(5).fill(200),
        errors: [],
      });
    }
    const [counts] = await sql(
      t,
      `select (select count(*)::int from site where company_id = $1) as sites,
              (select count(*)::int from supplier where company_id = $1) as suppliers,
              (select stock::text from stock_product where id = $2) as stock`,
      [a.id, productId],
    );
    expect(counts).toEqual({ sites: 6, suppliers: 5, stock: '95.000' });
  });
});
