import { createCompany, createSite, createSupplier, gqlOk, LIST_SITES, type TestCompany } from '../../../test/company';
import { createPurchase, createServiceSheet } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';

/** The budget bar: engagé (what the rentabilité deducts) and réglé (what is paid of it), on the detail and the cards. */
let t: TestServer;
let a: TestCompany;
let site: string;
let empty: string;

const SUMMARY = `query ($id: ID!) { siteSummary(id: $id) { budget committed paid profitability } }`;

beforeAll(async () => {
  t = await startTestServer();
  a = await createCompany(t, 'Atlas BTP');
  const token = a.manager.accessToken;
  site = (await createSite(t, token, { name: 'Villa Anfa', budget: '10000.00' })).id;
  empty = (await createSite(t, token, { name: 'Terrain nu' })).id;
  const supplierId = (await createSupplier(t, token)).id;
  // TTC 1 200,00 of which 200,00 paid, and TTC 120,00 paid in full; a service sheet of 300,00 + 30,00.
  await createPurchase(t, token, site, { supplierId, amountHT: '1000.00', vatRate: '20', amountPaid: '200.00' });
  await createPurchase(t, token, site, { supplierId, amountHT: '100.00', vatRate: '20', amountPaid: '120.00' });
  await createServiceSheet(t, token, site);
});
afterAll(() => t.stop());

describe("a site's budget bar", () => {
  it('says what is committed and what of it is paid, exactly: HT for a company subject to TVA', async () => {
    // Engagé 1000.00 + 100.00 HT + 330.00; réglé at the HT share: 200.00 × 1000/1200 = 166.67, 120.00 × 100/120 = 100.00, + 330.00.
    const figures = gqlOk(await t.gql(SUMMARY, { id: site }, a.manager.accessToken)).siteSummary;
    expect(figures).toEqual({ budget: '10000.00', committed: '1430.00', paid: '596.67', profitability: '-1430.00' });
    const none = gqlOk(await t.gql(SUMMARY, { id: empty }, a.manager.accessToken)).siteSummary;
    expect(none).toMatchObject({ budget: null, committed: '0.00', paid: '0.00' });
  });

  it('gives each card of the sites list its committed amount', async () => {
    const byName = async () => {
      const query = LIST_SITES.replace('items {', 'items { committed');
      const page = gqlOk(await t.gql(query, { filter: {}, first: 10 }, a.manager.accessToken)).sites;
      return Object.fromEntries(page.items.map((s: { name: string; committed: string }) => [s.name, s.committed]));
    };
    expect(await byName()).toEqual({ 'Villa Anfa': '1430.00', 'Terrain nu': '0.00' });
  });

  it('is TTC for a company not subject to TVA, on the detail and the cards', async () => {
    const setVat = (v: boolean) =>
      t.gql('mutation ($v: Boolean) { updateCompanySettings(input: { vatSubject: $v }) { vatSubject } }', { v }, a.manager.accessToken);
    gqlOk(await setVat(false));
    try {
      // Engagé 1200.00 + 120.00 + 330.00; réglé 200.00 + 120.00 + 330.00.
      const figures = gqlOk(await t.gql(SUMMARY, { id: site }, a.manager.accessToken)).siteSummary;
      expect(figures).toEqual({ budget: '10000.00', committed: '1650.00', paid: '650.00', profitability: '-1650.00' });
      const query = LIST_SITES.replace('items {', 'items { committed');
      const page = gqlOk(await t.gql(query, { filter: {}, first: 10 }, a.manager.accessToken)).sites;
      expect(page.items.find((s: { name: string }) => s.name === 'Villa Anfa').committed).toBe('1650.00');
    } finally {
      gqlOk(await setVat(true));
    }
  });
});
