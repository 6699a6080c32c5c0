import { addMember, createCompany, createSite, createSupplier, gqlErr, gqlOk, type Member, type TestCompany } from '../../../test/company';
import { createPerson } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';
import { todayInMorocco } from '../../core/time/morocco';
import { registerPartner } from '../partners/partners.test-helpers';

const CHECKLIST = 'query { welcomeChecklist { companyName companyDetails firstSite teamInvited personnel suppliers firstQuote } }';
const CONTEXT = 'query { userContext { user { email role type companyName } permissions limitedBy homePath } }';
const LEGAL = `mutation ($input: CompanyLegalInput!) { updateCompanyLegal(input: $input) { ice } }`;
const CLIENT = 'mutation ($input: ClientInput!) { createClient(input: $input) { id } }';
const QUOTE = 'mutation ($input: QuoteInput!) { createQuote(input: $input) { id } }';

let t: TestServer;
let a: TestCompany;
let b: TestCompany;

const checklist = async (token: string) => gqlOk(await t.gql(CHECKLIST, {}, token)).welcomeChecklist;

beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas Bâtiment'), createCompany(t, 'Souss Travaux')]);
});
afterAll(() => t.stop());

describe('welcomeChecklist (/dashboard-users/)', () => {
  it('starts with every step to do, and follows each one as it is done, for this company only', async () => {
    expect(await checklist(a.manager.accessToken)).toEqual({
      companyName: 'Atlas Bâtiment',
      companyDetails: false,
      firstSite: false,
      teamInvited: false,
      personnel: false,
      suppliers: false,
      firstQuote: false,
    });

    // Two of the three legal mentions an invoice needs are not enough.
    gqlOk(await t.gql(LEGAL, { input: { name: 'Atlas Bâtiment', ice: '001234567000089', fiscalId: '12345678' } }, a.manager.accessToken));
    expect((await checklist(a.manager.accessToken)).companyDetails).toBe(false);
    gqlOk(
      await t.gql(
        LEGAL,
        { input: { name: 'Atlas Bâtiment', ice: '001234567000089', fiscalId: '12345678', tradeRegister: '123456' } },
        a.manager.accessToken,
      ),
    );

    const site = await createSite(t, a.manager.accessToken);
    const user: Member = await addMember(t, a);
    await createPerson(t, a.manager.accessToken);
    await createSupplier(t, a.manager.accessToken);
    const clientId = gqlOk(await t.gql(CLIENT, { input: { name: 'Société Immobilière Anfa' } }, a.manager.accessToken)).createClient.id;
    const lots = [{ title: 'Gros œuvre', lines: [{ designation: 'Béton B25', unit: 'm³', quantity: '2', unitPriceHT: '1250' }] }];
    gqlOk(await t.gql(QUOTE, { input: { clientId, issueDate: todayInMorocco(), siteId: site.id, object: 'Villa', lots } }, a.manager.accessToken));

    const done = {
      companyName: 'Atlas Bâtiment',
      companyDetails: true,
      firstSite: true,
      teamInvited: true,
      personnel: true,
      suppliers: true,
      firstQuote: true,
    };
    expect(await checklist(a.manager.accessToken)).toEqual(done);
    // A USER reads the same progress (their Admin Société does the steps they may not).
    expect(await checklist(user.accessToken)).toEqual(done);
    // The other company's steps are untouched by all of this.
    expect(await checklist(b.manager.accessToken)).toMatchObject({
      companyName: 'Souss Travaux',
      companyDetails: false,
      firstSite: false,
      teamInvited: false,
    });
  });

  it('is for company staff: a visitor is asked to sign in and a partner is refused', async () => {
    expect(gqlErr(await t.gql(CHECKLIST)).extensions.code).toBe('UNAUTHENTICATED');
    const partner = await registerPartner(t);
    expect(gqlErr(await t.gql(CHECKLIST, {}, partner.accessToken)).extensions.code).toBe('FORBIDDEN');
  });

  it('answers GET /api/v1/societe/premiers-pas with French keys', async () => {
    const res = await t.rest('GET', '/societe/premiers-pas', undefined, { authorization: `Bearer ${b.manager.accessToken}` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      societe: 'Souss Travaux',
      mentionsLegales: false,
      premierChantier: false,
      equipeInvitee: false,
      personnel: false,
      fournisseurs: false,
      premierDevis: false,
    });
  });
});

describe('userContext (/user-context)', () => {
  it("gives the caller's details, the actions the server allows them and their home", async () => {
    const user = await addMember(t, b);
    const manager = gqlOk(await t.gql(CONTEXT, {}, b.manager.accessToken)).userContext;
    const staff = gqlOk(await t.gql(CONTEXT, {}, user.accessToken)).userContext;
    expect(manager.user).toEqual({ email: b.manager.email, role: 'MANAGER', type: 'USER', companyName: 'Souss Travaux' });
    expect(manager.homePath).toBe('/dashboard');
    expect(manager.permissions).toEqual(expect.arrayContaining(['company.update', 'team.manage', 'sites.read']));
    expect(staff.permissions).toContain('sites.read');
    expect(staff.permissions).not.toContain('company.update');
    expect(staff.permissions).not.toContain('team.manage');
    expect([...manager.permissions].sort()).toEqual(manager.permissions);
    // The record rules that limit them: a Gestionnaire Chantier works on their own sites, an Admin Société on all.
    expect(manager.limitedBy).toEqual([]);
    expect(staff.limitedBy).toEqual(['ownSites']);
  });

  it('answers a partner with the partner home and partner actions only', async () => {
    const partner = await registerPartner(t);
    const ctx = gqlOk(await t.gql(CONTEXT, {}, partner.accessToken)).userContext;
    expect(ctx.homePath).toBe('/dashboard-partenaire');
    expect(ctx.permissions).toContain('partner.dashboard');
    expect(ctx.permissions).not.toContain('sites.read');
    expect(ctx.limitedBy).toContain('ownListing');
  });

  it('answers GET /user-context at the root (SPEC §7) and under /api/v1, and 401 without a session', async () => {
    const headers = { authorization: `Bearer ${a.manager.accessToken}` };
    const root = await fetch(`${t.url}/user-context`, { headers });
    expect(root.status).toBe(200);
    const body = (await root.json()) as { utilisateur: unknown; accueil: string; permissions: string[] };
    expect(body.utilisateur).toMatchObject({ email: a.manager.email, role: 'MANAGER', societe: 'Atlas Bâtiment' });
    // SPEC §4's stored user details, key for key (the photo as base64, not a link; no photo here).
    expect(Object.keys(body.utilisateur as object).sort()).toEqual(
      expect.arrayContaining(
        ['id', 'nom', 'prenom', 'email', 'photoProfile', 'status', 'type', 'role', 'telephone', 'societe', 'societeId', 'utilisateurDto'].sort(),
      ),
    );
    expect((body.utilisateur as { photoProfile: unknown }).photoProfile).toBeNull();
    expect(body.accueil).toBe('/dashboard');
    expect(body.permissions).toContain('company.update');
    expect((await t.rest('GET', '/user-context', undefined, headers)).body).toEqual(body);
    expect((await fetch(`${t.url}/user-context`)).status).toBe(401);
  });
});
