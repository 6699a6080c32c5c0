// @both-databases: the feed's cursor reads transaction ids and the snapshot's xmin, on the embedded engine too.
import { addMember, createCompany, createSite, createSupplier, gqlErr, gqlOk, type Member, type TestCompany } from '../../../test/company';
import { createProduct, createPurchase } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';
import { CHANGES, changesSince, hasAll, startOfFeed } from './changes.test-helpers';

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let user: Member;
let mine: string;
let theirs: string;
let supplier: string;

const DELETE_PURCHASE = `mutation ($id: ID!) { deletePurchase(id: $id) }`;
const kindsOf = (items: { kind: string; id: string }[]) => items.map((c) => `${c.kind}:${c.id}`);

beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas BTP'), createCompany(t, 'Rif Travaux')]);
  user = await addMember(t, a, { firstName: 'Yassine' });
  mine = (await createSite(t, a.manager.accessToken, { name: 'Villa Anfa', managerId: user.id })).id;
  theirs = (await createSite(t, a.manager.accessToken, { name: 'Tour Hassan' })).id;
  supplier = (await createSupplier(t, a.manager.accessToken)).id;
});
afterAll(() => t.stop());

describe('the offline change feed', () => {
  it('starts without a past: no cursor gives where to start from and asks for a full load', async () => {
    const first = gqlOk(await t.gql(CHANGES, {}, a.manager.accessToken)).changes;
    expect(first).toMatchObject({ items: [], more: false, reset: true });
    expect(first.cursor).toMatch(/^\d+_[0-9a-f-]{36}_\d{13}$/);
  });

  it('brings each record created, changed or deleted since the cursor, with its site, once, oldest first', async () => {
    const since = await startOfFeed(t, a.manager.accessToken);
    const product = await createProduct(t, a.manager.accessToken, { label: 'Ciment CPJ 45' });
    const purchase = await createPurchase(t, a.manager.accessToken, mine, { supplierId: supplier, amountHT: '1000.00' });
    gqlOk(await t.gql(DELETE_PURCHASE, { id: purchase.id }, a.manager.accessToken));
    const { items, cursor } = await changesSince(t, a.manager.accessToken, since, {
      until: (got) => hasAll(product.id)(got) && got.filter((c) => c.id === purchase.id).length === 2,
    });
    expect(items.find((c) => c.kind === 'StockProduct')).toMatchObject({ id: product.id, siteId: null, deleted: false });
    const lines = items.filter((c) => c.kind === 'Purchase');
    expect(lines).toEqual([
      expect.objectContaining({ id: purchase.id, siteId: mine, deleted: false }),
      expect.objectContaining({ id: purchase.id, siteId: mine, deleted: true }),
    ]);
    expect(kindsOf(items).indexOf(`StockProduct:${product.id}`)).toBeLessThan(kindsOf(items).indexOf(`Purchase:${purchase.id}`));
    // Read again from the answer's cursor: nothing new, nothing twice.
    expect((await changesSince(t, a.manager.accessToken, cursor)).items).toEqual([]);
  });

  it('pages a long feed without losing or repeating a line', async () => {
    const since = await startOfFeed(t, a.manager.accessToken);
    const made = [];
    for (let i = 0; i < 7; i++) made.push((await createSupplier(t, a.manager.accessToken, { name: `Fournisseur ${i}` })).id);
    const { items, pages } = await changesSince(t, a.manager.accessToken, since, { first: 2, until: hasAll(...made) });
    expect(pages).toBeGreaterThanOrEqual(4);
    expect(items.filter((c) => c.kind === 'Supplier').map((c) => c.id)).toEqual(made);
    expect(new Set(kindsOf(items)).size).toBe(items.length);
  });

  it("never shows another company's changes, and a USER only their sites' records and the shared ones", async () => {
    const [sinceB, sinceUser] = [await startOfFeed(t, b.manager.accessToken), await startOfFeed(t, user.accessToken)];
    const onMine = await createPurchase(t, a.manager.accessToken, mine, { supplierId: supplier, amountHT: '10.00' });
    const onTheirs = await createPurchase(t, a.manager.accessToken, theirs, { supplierId: supplier, amountHT: '20.00' });
    const shared = await createSupplier(t, a.manager.accessToken, { name: 'Acier du Souss' });
    expect((await changesSince(t, b.manager.accessToken, sinceB)).items).toEqual([]);
    const seen = kindsOf((await changesSince(t, user.accessToken, sinceUser, { until: hasAll(onMine.id, shared.id) })).items);
    expect(seen).toEqual(expect.arrayContaining([`Purchase:${onMine.id}`, `Supplier:${shared.id}`]));
    expect(seen).not.toContain(`Purchase:${onTheirs.id}`);
    expect(seen.some((line) => line.endsWith(theirs))).toBe(false);
  });

  it('refuses a cursor it did not make, in French, on both doors', async () => {
    const err = gqlErr(await t.gql(CHANGES, { since: "1_'; drop table change_log; --" }, a.manager.accessToken));
    expect(err).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT' },
      message: expect.stringContaining("Ce curseur de synchronisation n'est pas valide"),
    });
    const rest = await t.rest('GET', '/changes?since=abc', undefined, { authorization: `Bearer ${a.manager.accessToken}` });
    expect(rest.status).toBe(400);
    expect(JSON.stringify(rest.body)).toContain('reprenez sans curseur');
  });

  it('answers the same feed on REST, and nothing to a caller without a session', async () => {
    const since = await startOfFeed(t, a.manager.accessToken);
    const s = await createSupplier(t, a.manager.accessToken, { name: 'Bois Ifrane' });
    await changesSince(t, a.manager.accessToken, since, { until: hasAll(s.id) });
    const auth = { authorization: `Bearer ${a.manager.accessToken}` };
    const rest = await t.rest('GET', `/changes?since=${encodeURIComponent(since)}`, undefined, auth);
    expect(rest.status).toBe(200);
    expect(rest.body.items).toEqual([expect.objectContaining({ kind: 'Supplier', id: s.id, siteId: null, deleted: false })]);
    expect((await t.rest('GET', '/changes')).status).toBe(401);
  });

  it('tells a phone back after a month to reload everything', async () => {
    const [tx, id] = (await startOfFeed(t, a.manager.accessToken)).split('_');
    const old = `${tx}_${id}_${Date.now() - 40 * 86_400_000}`;
    expect(gqlOk(await t.gql(CHANGES, { since: old }, a.manager.accessToken)).changes).toMatchObject({ reset: true, items: [] });
  });
});
