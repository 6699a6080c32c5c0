import { addMember, bearer, createCompany, createSite, createSupplier, gqlOk, type Member, type TestCompany } from '../../../../test/company';
import { createPurchase } from '../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../test/server';

/** 'À régler': what is left to pay to suppliers, as a filter of a site's purchases and as the dashboard's card. */
let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let user: Member;
let tour: string;
let villa: string;

const LIST = `query ($siteId: ID!, $toPay: Boolean) { purchases(siteId: $siteId, toPay: $toPay) {
  items { label amountRemaining settled } total totals { count amountTTC amountPaid amountRemaining } } }`;
const TO_PAY = `query ($limit: Int) { toPay(limit: $limit) { total count sites { site { name } amount count } } }`;

beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas BTP'), createCompany(t, 'Rif Travaux')]);
  user = await addMember(t, a);
  const token = a.manager.accessToken;
  tour = (await createSite(t, token, { name: 'Tour Hassan' })).id;
  villa = (await createSite(t, token, { name: 'Villa Anfa', managerId: user.id })).id;
  const supplierId = (await createSupplier(t, token)).id;
  // TTC 1 200,00 of which 200,00 paid; TTC 600,00 settled; TTC 120,00 nothing paid; on the villa TTC 240,00, 40,00 paid.
  await createPurchase(t, token, tour, { supplierId, label: 'Ciment', amountHT: '1000.00', vatRate: '20', amountPaid: '200.00' });
  await createPurchase(t, token, tour, { supplierId, label: 'Sable', amountHT: '500.00', vatRate: '20', amountPaid: '600.00' });
  await createPurchase(t, token, tour, { supplierId, label: 'Clous', amountHT: '100.00', vatRate: '20' });
  await createPurchase(t, token, villa, { supplierId, label: 'Peinture', amountHT: '200.00', vatRate: '20', amountPaid: '40.00' });
  const bSite = (await createSite(t, b.manager.accessToken, { name: 'Nador Port' })).id;
  const bSupplier = (await createSupplier(t, b.manager.accessToken)).id;
  await createPurchase(t, b.manager.accessToken, bSite, { supplierId: bSupplier, amountHT: '99999.00', vatRate: '20' });
});
afterAll(() => t.stop());

describe("'À régler' on a site's purchases", () => {
  it('lists only the purchases with something left to pay, with the totals of that filter', async () => {
    const list = gqlOk(await t.gql(LIST, { siteId: tour, toPay: true }, a.manager.accessToken)).purchases;
    expect(list.items.map((p: { label: string }) => p.label).sort()).toEqual(['Ciment', 'Clous']);
    expect(list.totals).toEqual({ count: 2, amountTTC: '1320.00', amountPaid: '200.00', amountRemaining: '1120.00' });
    const all = gqlOk(await t.gql(LIST, { siteId: tour }, a.manager.accessToken)).purchases;
    expect(all.total).toBe(3);
  });

  it('filters the REST list and the export the same way', async () => {
    const res = await t.rest('GET', `/chantiers/depenses/list?idChantier=${tour}&aRegler=true`, undefined, bearer(a.manager));
    expect(res.status).toBe(200);
    expect(res.body.totalElements).toBe(2);
    expect(res.body.totaux).toMatchObject({ nombre: 2, montantRestant: '1120.00' });
    const csv = await (
      await fetch(`${t.url}/api/v1/chantiers/depenses/export?idChantier=${tour}&aRegler=true&format=csv`, { headers: bearer(a.manager) })
    ).text();
    expect(csv).toContain('Ciment');
    expect(csv).not.toContain('Sable');
  });
});

describe("the dashboard's 'À régler'", () => {
  it("sums what is left to pay over the company's sites, the site owing most first, never another company's", async () => {
    const due = gqlOk(await t.gql(TO_PAY, {}, a.manager.accessToken)).toPay;
    expect(due).toEqual({
      total: '1320.00',
      count: 3,
      sites: [
        { site: { name: 'Tour Hassan' }, amount: '1120.00', count: 2 },
        { site: { name: 'Villa Anfa' }, amount: '200.00', count: 1 },
      ],
    });
    expect(gqlOk(await t.gql(TO_PAY, { limit: 1 }, a.manager.accessToken)).toPay.sites).toHaveLength(1);
  });

  it("gives a USER their own sites' only", async () => {
    const due = gqlOk(await t.gql(TO_PAY, {}, user.accessToken)).toPay;
    expect(due).toEqual({ total: '200.00', count: 1, sites: [{ site: { name: 'Villa Anfa' }, amount: '200.00', count: 1 }] });
  });

  it('answers zero when everything is paid', async () => {
    const c = await createCompany(t, 'Souss Bâtiment');
    expect(gqlOk(await t.gql(TO_PAY, {}, c.manager.accessToken)).toPay).toEqual({ total: '0.00', count: 0, sites: [] });
  });
});
