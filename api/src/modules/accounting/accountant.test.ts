import { addMember, createCompany, createSite, createSupplier, gqlErr, gqlOk, type TestCompany, uniqueEmail } from '../../../test/company';
import { purchaseInput } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';
import { ACCOUNTANT_READS, POLICIES } from '../../core/policies/policies';
import '../index';

/*
 * The Comptable (role ACCOUNTANT, issue 38): invited by the Admin Société, reads the finances of every site and the
 * books, changes nothing (the policy matrix checks every operation; here, what such a person meets).
 */

let t: TestServer;
let a: TestCompany;

beforeAll(async () => {
  t = await startTestServer();
  a = await createCompany(t, 'Atlas Comptable');
});
afterAll(() => t.stop());

const CONTEXT = 'query { userContext { user { role } permissions limitedBy homePath } }';

describe('a Comptable', () => {
  it('gives a Comptable (ACCOUNTANT) their own account and the financial reads only: no write, no closing, no operational screen', () => {
    const theirs = Object.entries(POLICIES)
      .filter(([, p]) => (p.roles as readonly string[]).includes('ACCOUNTANT') && (p.types as readonly string[]).includes('USER'))
      .map(([a]) => a)
      .sort();
    expect(theirs).toEqual([...ACCOUNTANT_READS, 'account.read', 'files.upload', 'profile.password', 'profile.update'].sort());
    const writes = /\.(create|update|delete|manage|pay|lock|send|decide|write|archive|activate|sign|post|lift|contact)$/;
    expect(ACCOUNTANT_READS.filter((a) => writes.test(a))).toEqual([]);
  });
  it('is invited as such by the Admin Société, and only by them', async () => {
    const invite = `mutation ($input: InviteUserInput!) { inviteUser(input: $input) { role status } }`;
    const input = { email: uniqueEmail('comptable'), firstName: 'Salma', lastName: 'Idrissi', role: 'ACCOUNTANT' };
    expect(gqlOk(await t.gql(invite, { input }, a.manager.accessToken)).inviteUser).toEqual({ role: 'ACCOUNTANT', status: 'PENDING' });
    const accountant = await addMember(t, a, { role: 'ACCOUNTANT' });
    const again = { ...input, email: uniqueEmail('comptable') };
    expect(gqlErr(await t.gql(invite, { input: again }, accountant.accessToken)).extensions.code).toBe('FORBIDDEN');
  });

  it('starts on the books, reads every site’s purchases, and can neither write one nor close a month', async () => {
    const accountant = await addMember(t, a, { role: 'ACCOUNTANT' });
    const context = gqlOk(await t.gql(CONTEXT, {}, accountant.accessToken)).userContext;
    expect(context).toMatchObject({ user: { role: 'ACCOUNTANT' }, homePath: '/comptabilite', limitedBy: [] });
    expect(context.permissions).toEqual(expect.arrayContaining(['accounting.read', 'purchases.read', 'invoices.read', 'finance.global']));
    expect(context.permissions).not.toEqual(expect.arrayContaining(['purchases.create']));
    expect(context.permissions.filter((p: string) => /\.(create|update|delete|manage)$/.test(p))).toEqual(['profile.update']);

    // A site nobody gave them: a USER would not see it, a Comptable reads its purchases.
    const site = (await createSite(t, a.manager.accessToken, { name: 'Villa sans responsable' })).id;
    const supplier = (await createSupplier(t, a.manager.accessToken, { name: 'Béton Atlas' })).id;
    const create = `mutation ($s: ID!, $i: PurchaseInput!) { createPurchase(siteId: $s, input: $i) { id } }`;
    gqlOk(await t.gql(create, { s: site, i: purchaseInput(supplier) }, a.manager.accessToken));
    const list = `query ($s: ID!) { purchases(siteId: $s) { total } }`;
    expect(gqlOk(await t.gql(list, { s: site }, accountant.accessToken)).purchases.total).toBe(1);
    const user = await addMember(t, a);
    expect(gqlErr(await t.gql(list, { s: site }, user.accessToken)).extensions.code).toBe('NOT_FOUND');

    expect(gqlErr(await t.gql(create, { s: site, i: purchaseInput(supplier) }, accountant.accessToken)).extensions.code).toBe('FORBIDDEN');
    const close = 'mutation { closeBooksMonth(month: "2025-01") { closedThrough } }';
    expect(gqlErr(await t.gql(close, {}, accountant.accessToken)).extensions.code).toBe('FORBIDDEN');
    expect(gqlOk(await t.gql('{ booksPeriods { closedThrough } }', {}, accountant.accessToken)).booksPeriods.closedThrough).toBeNull();
  });
});
