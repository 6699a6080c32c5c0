import { createCompany, createSite, createSupplier, gqlErr, gqlOk, type TestCompany } from '../../../../test/company';
import { startTestServer, type TestServer } from '../../../../test/server';

const FIELDS = 'id date dueDate';
const CREATE = `mutation ($siteId: ID!, $input: PurchaseInput!) { createPurchase(siteId: $siteId, input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: PurchaseInput!) { updatePurchase(id: $id, input: $input) { ${FIELDS} } }`;
const RANGE =
  "L'échéance doit tomber entre la date de l'achat et 120 jours après elle (loi 69-21) ; laissez-la vide pour le délai légal de 60 jours.";

let t: TestServer;
let a: TestCompany;
let site: string;
let supplier: string;
beforeAll(async () => {
  t = await startTestServer();
  a = await createCompany(t, 'Atlas Échéances');
  site = (await createSite(t, a.manager.accessToken, { name: 'Villa Échéance' })).id;
  supplier = (await createSupplier(t, a.manager.accessToken, { name: 'Béton Atlas' })).id;
});
afterAll(() => t.stop());

const input = (extra: Record<string, unknown> = {}) => ({
  supplierId: supplier,
  label: 'Ciment',
  reference: 'F-1',
  date: '2026-01-20',
  amountHT: '1000.00',
  ...extra,
});
const count = async () => (await t.sql('select count(*)::int as n from purchase where site_id = $1', [site]))[0].n as number;

describe("a purchase's due date (law 69-21)", () => {
  it('keeps an agreed due date up to 120 days after the date, and none when left empty', async () => {
    const at120 = gqlOk(await t.gql(CREATE, { siteId: site, input: input({ dueDate: '2026-05-20' }) }, a.manager.accessToken)).createPurchase;
    expect(at120.dueDate).toBe('2026-05-20');
    const none = gqlOk(await t.gql(CREATE, { siteId: site, input: input({ dueDate: '' }) }, a.manager.accessToken)).createPurchase;
    expect(none.dueDate).toBeNull();
    // Absent at a change: unchanged; empty: none agreed.
    const kept = gqlOk(await t.gql(UPDATE, { id: at120.id, input: input({ label: 'Ciment CPJ' }) }, a.manager.accessToken)).updatePurchase;
    expect(kept.dueDate).toBe('2026-05-20');
    const cleared = gqlOk(await t.gql(UPDATE, { id: at120.id, input: input({ dueDate: null }) }, a.manager.accessToken)).updatePurchase;
    expect(cleared.dueDate).toBeNull();
  });

  it('refuses a due date past 120 days or before the date with a French message, and saves nothing', async () => {
    const before = await count();
    for (const dueDate of ['2026-05-21', '2026-01-19']) {
      const err = gqlErr(await t.gql(CREATE, { siteId: site, input: input({ dueDate }) }, a.manager.accessToken));
      expect(err.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { dueDate: RANGE } });
    }
    expect(gqlErr(await t.gql(CREATE, { siteId: site, input: input({ dueDate: '2026-02-30' }) }, a.manager.accessToken)).extensions.fields).toEqual({
      dueDate: "Date d'échéance invalide (AAAA-MM-JJ)",
    });
    expect(await count()).toBe(before);
  });

  it('takes `dateEcheance` on the REST door as an optional key, and answers it', async () => {
    const auth = { authorization: `Bearer ${a.manager.accessToken}` };
    const body = { idChantier: site, idFournisseur: supplier, libelle: 'Sable', reference: 'F-2', date: '2026-03-01', montantHT: '500' };
    const legacy = await t.rest('POST', '/chantiers/depenses/save', body, auth);
    expect(legacy.status).toBe(201);
    expect(legacy.body.dateEcheance).toBeNull();
    const agreed = await t.rest('POST', '/chantiers/depenses/save', { ...body, dateEcheance: '2026-04-30' }, auth);
    expect(agreed.status).toBe(201);
    expect(agreed.body.dateEcheance).toBe('2026-04-30');
    const refused = await t.rest('POST', '/chantiers/depenses/save', { ...body, dateEcheance: '2026-07-30' }, auth);
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ dateEcheance: RANGE });
  });
});
