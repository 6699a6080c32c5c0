import { randomUUID } from 'node:crypto';
import { translate } from '@chantiers/schema';
import { addMember, bearer, createCompany, createSite, createSupplier, GET_SITE, giveSite, gqlErr, gqlOk, sql } from '../../../test/company';
import type { TestCompany } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';
import { cameraJpeg, uploadPhoto } from '../follow-ups/follow-ups.test-helpers';
import * as h from './partners.test-helpers';

/**
 * Partners and companies are tenants of their own: a partner reaches no company data, a company user no partner's
 * private data, one partner nothing of another's; the directory shows active published listings only, and a visitor
 * never the contact details.
 */
let t: TestServer;
let company: TestCompany;
beforeAll(async () => {
  // Many sign-ups from one address: the per-IP mail limit is not what these tests are about.
  t = await startTestServer({ MAIL_MAX_PER_IP: '1000' });
  company = await createCompany(t, 'BTP Isolation');
});
afterAll(() => t.stop());

const { atRoot, companyOperations, companyRoutes, countOf, DASHBOARD, DIRECTORY, MY_PROFILE, myProfile, PARTNER_PAGE } = h;
const { profileInputOf, registerPartner, REQUESTS, SEND_REQUEST, SET_REQUEST_STATUS, setAccountStatus, UPDATE_PROFILE } = h;
const tr = (id: string) => translate(id);
const codeOf = async (query: string, variables: Record<string, unknown>, token?: string) =>
  gqlErr(await t.gql(query, variables, token)).extensions.code;
const message = 'Bonjour, un devis pour la plomberie du chantier ?';
const send = (partnerId: string, token: string, siteId?: string | null) =>
  t.gql(SEND_REQUEST, { input: { partnerId, message, ...(siteId !== undefined ? { siteId } : {}) } }, token);
let seq = 0;
const tag = () => `Zi${Date.now().toString(36)}${(seq++).toString(36)}`;

/** A phone no other listing holds, set on the partner's listing. */
async function withPhone(p: { accessToken: string }, phone: string): Promise<any> {
  const current = await myProfile(t, p.accessToken);
  return gqlOk(await t.gql(UPDATE_PROFILE, { input: { ...profileInputOf(current), phone } }, p.accessToken)).updatePartnerProfile;
}

const viewsOf = async (p: { accessToken: string }) => gqlOk(await t.gql(DASHBOARD, {}, p.accessToken)).partnerDashboard.viewsThisMonth as number;

describe('a partner reaches no company data', () => {
  it('company operations answer FORBIDDEN and carry no data, through GraphQL and REST', async () => {
    const p = await registerPartner(t);
    const site = await createSite(t, company.manager.accessToken, { name: 'Villa Secrète', city: 'Fès' });
    const supplier = await createSupplier(t, company.manager.accessToken, { name: 'Béton Secret' });
    for (const [query, variables] of companyOperations(site.id, supplier.id)) {
      const res = await t.gql(query, variables, p.accessToken);
      expect([query, res.body.errors?.[0]?.extensions?.code]).toEqual([query, 'FORBIDDEN']);
      expect(JSON.stringify(res.body)).not.toMatch(/Villa Secrète|Béton Secret|BTP Isolation/);
    }
    for (const path of companyRoutes(site.id, supplier.id)) {
      const res = await t.rest('GET', path, undefined, bearer(p));
      expect([path, res.status]).toEqual([path, 403]);
      expect(JSON.stringify(res.body)).not.toMatch(/Villa Secrète|Béton Secret|BTP Isolation/);
    }
    // Nothing changed.
    expect(gqlOk(await t.gql(GET_SITE, { id: site.id }, company.manager.accessToken)).site).toMatchObject({ name: 'Villa Secrète', archived: false });
  });

  it('cannot name a company’s upload as its logo or photo (file.notFound); the file stays the company’s, unclaimed', async () => {
    const p = await registerPartner(t);
    const current = profileInputOf(await myProfile(t, p.accessToken));
    const theirs = await uploadPhoto(t, company.manager.accessToken, await cameraJpeg(400, 300));
    const asPhoto = gqlErr(await t.gql(UPDATE_PROFILE, { input: { ...current, photoFileIds: [theirs] } }, p.accessToken));
    expect([asPhoto.extensions.code, Object.values(asPhoto.extensions.fields ?? {})]).toEqual(['BAD_USER_INPUT', [tr('file.notFound')]]);
    const asLogo = gqlErr(await t.gql(UPDATE_PROFILE, { input: { ...current, logoFileId: theirs } }, p.accessToken));
    expect([asLogo.extensions.code, Object.values(asLogo.extensions.fields ?? {})]).toEqual(['BAD_USER_INPUT', [tr('file.notFound')]]);
    const row = await sql(t, 'select company_id, claimed_at from stored_file where id = $1', [theirs]);
    expect(row).toEqual([{ company_id: company.id, claimed_at: null }]);
    expect(await myProfile(t, p.accessToken)).toMatchObject({ logo: null, photos: [] });
    // The company can still use it (a site's photo).
    const site = await createSite(t, company.manager.accessToken, { name: 'Chantier Photo' });
    gqlOk(
      await t.gql(
        `mutation ($siteId: ID!, $fileId: ID) { setSiteImage(siteId: $siteId, kind: PHOTO, fileId: $fileId) { id } }`,
        { siteId: site.id, fileId: theirs },
        company.manager.accessToken,
      ),
    );
    // And a file the company has claimed is no more the partner's to name.
    const claimed = gqlErr(await t.gql(UPDATE_PROFILE, { input: { ...current, photoFileIds: [theirs] } }, p.accessToken));
    expect(Object.values(claimed.extensions.fields ?? {})).toEqual([tr('file.notFound')]);
  });

  it('cannot claim another partner’s upload; the owner still can', async () => {
    const a = await registerPartner(t);
    const b = await registerPartner(t);
    const upload = await uploadPhoto(t, b.accessToken, await cameraJpeg(640, 480));
    const aInput = profileInputOf(await myProfile(t, a.accessToken));
    for (const input of [
      { ...aInput, photoFileIds: [upload] },
      { ...aInput, logoFileId: upload },
    ]) {
      const err = gqlErr(await t.gql(UPDATE_PROFILE, { input }, a.accessToken));
      expect([err.extensions.code, Object.values(err.extensions.fields ?? {})]).toEqual(['BAD_USER_INPUT', [tr('file.notFound')]]);
    }
    const created = gqlErr(
      await t.gql(
        `mutation ($input: PartnerProfileInput!) { createPartnerProfile(input: $input) { id } }`,
        { input: { ...aInput, photoFileIds: [upload] } },
        a.accessToken,
      ),
    );
    expect(['BAD_USER_INPUT', 'CONFLICT']).toContain(created.extensions.code);
    expect(await sql(t, 'select company_id, claimed_at from stored_file where id = $1', [upload])).toEqual([
      { company_id: b.companyId, claimed_at: null },
    ]);
    const bInput = profileInputOf(await myProfile(t, b.accessToken));
    const saved = gqlOk(await t.gql(UPDATE_PROFILE, { input: { ...bInput, photoFileIds: [upload] } }, b.accessToken)).updatePartnerProfile;
    expect(saved.photos).toHaveLength(1);
  });
});

describe('a company user reaches no partner’s private data', () => {
  it('the partners’ own operations answer FORBIDDEN to a MANAGER and a USER', async () => {
    const p = await registerPartner(t);
    const other = await createCompany(t, 'BTP Curieux');
    gqlOk(await send(p.partnerId, other.manager.accessToken));
    const [request] = gqlOk(await t.gql(REQUESTS, {}, p.accessToken)).partnerContactRequests.items;
    const user = await addMember(t, company);
    const input = profileInputOf(await myProfile(t, p.accessToken));
    const calls: [string, Record<string, unknown>][] = [
      [MY_PROFILE, {}],
      [DASHBOARD, {}],
      [REQUESTS, {}],
      [SET_REQUEST_STATUS, { id: request.id, s: 'CLOS' }],
      [UPDATE_PROFILE, { input, id: p.partnerId }],
      [UPDATE_PROFILE, { input }],
      [`mutation ($input: PartnerProfileInput!) { createPartnerProfile(input: $input) { id } }`, { input }],
      [`mutation ($id: ID!) { deletePartnerProfile(id: $id) }`, { id: p.partnerId }],
    ];
    for (const member of [company.manager, other.manager, user]) {
      for (const [query, variables] of calls) {
        const res = await t.gql(query, variables, member.accessToken);
        expect([query.slice(0, 60), res.body.errors?.[0]?.extensions?.code]).toEqual([query.slice(0, 60), 'FORBIDDEN']);
        expect(JSON.stringify(res.body)).not.toContain(message);
      }
    }
    // Untouched.
    expect(gqlOk(await t.gql(REQUESTS, {}, p.accessToken)).partnerContactRequests.items[0]).toMatchObject({ id: request.id, status: 'NOUVEAU' });
    expect(await myProfile(t, p.accessToken)).toMatchObject({ id: p.partnerId, name: input.companyName });
  });

  it('a hidden listing is NOT_FOUND to a company user (page and request), and out of every directory', async () => {
    const w = tag();
    const p = await registerPartner(t, { companyName: `${w} Caché` });
    const current = profileInputOf(await myProfile(t, p.accessToken));
    gqlOk(await t.gql(UPDATE_PROFILE, { input: { ...current, published: false } }, p.accessToken));
    const user = await addMember(t, company);
    for (const token of [company.manager.accessToken, user.accessToken, undefined]) {
      const err = gqlErr(await t.gql(PARTNER_PAGE, { id: p.partnerId }, token));
      expect([err.extensions.code, err.message]).toEqual(['NOT_FOUND', tr('partner.notFound')]);
      expect(gqlOk(await t.gql(DIRECTORY, { search: w }, token)).partners.total).toBe(0);
    }
    expect(gqlErr(await send(p.partnerId, company.manager.accessToken)).extensions.code).toBe('NOT_FOUND');
    expect((await atRoot(t, 'GET', `/partners/PLOMBERIE?search=${w}`)).body.totalElements).toBe(0);
    expect((await atRoot(t, 'GET', `/partners/by-city/MA/03/fes?search=${w}`)).body.totalElements).toBe(0);
    // The partner still sees their own page; a visit of their own counts nothing.
    expect(gqlOk(await t.gql(PARTNER_PAGE, { id: p.partnerId }, p.accessToken)).partner.name).toBe(`${w} Caché`);
    expect(await viewsOf(p)).toBe(0);
    expect(await countOf(t, 'select count(*)::int as n from partner_contact_request where partner_id = $1', [p.partnerId])).toBe(0);
  });
});

describe('one partner reaches nothing of another’s', () => {
  it('requests, listing and photos of B stay B’s', async () => {
    const a = await registerPartner(t);
    const b = await registerPartner(t);
    const other = await createCompany(t, 'BTP Écrit');
    gqlOk(await send(b.partnerId, other.manager.accessToken));
    const [request] = gqlOk(await t.gql(REQUESTS, {}, b.accessToken)).partnerContactRequests.items;
    // Requests: A lists none of B's, cannot change one, and A's dashboard counts none.
    expect(gqlOk(await t.gql(REQUESTS, {}, a.accessToken)).partnerContactRequests).toMatchObject({ total: 0, items: [] });
    for (const status of ['NOUVEAU', 'REPONDU', 'CLOS']) {
      expect(gqlOk(await t.gql(REQUESTS, { status }, a.accessToken)).partnerContactRequests.total).toBe(0);
    }
    const setErr = gqlErr(await t.gql(SET_REQUEST_STATUS, { id: request.id, s: 'CLOS' }, a.accessToken));
    expect([setErr.extensions.code, setErr.message]).toEqual(['NOT_FOUND', tr('partner.request.notFound')]);
    expect(gqlOk(await t.gql(DASHBOARD, {}, a.accessToken)).partnerDashboard.requests).toEqual({ nouveau: 0, repondu: 0, clos: 0 });
    expect(gqlOk(await t.gql(REQUESTS, {}, b.accessToken)).partnerContactRequests.items[0].status).toBe('NOUVEAU');
    // B's listing with photos.
    const bCurrent = profileInputOf(await myProfile(t, b.accessToken));
    const uploads = [
      await uploadPhoto(t, b.accessToken, await cameraJpeg(500, 400)),
      await uploadPhoto(t, b.accessToken, await cameraJpeg(400, 500)),
    ];
    const logo = await uploadPhoto(t, b.accessToken, await cameraJpeg(300, 300), 'logo.jpg');
    const bSaved = gqlOk(
      await t.gql(UPDATE_PROFILE, { input: { ...bCurrent, photoFileIds: uploads, logoFileId: logo } }, b.accessToken),
    ).updatePartnerProfile;
    const bPhotoIds = bSaved.photos.map((ph: any) => ph.id);
    const thumbs = await sql(t, 'select thumbnail_file_id from partner_photo where partner_id = $1', [b.partnerId]);
    // A names B's photos (their files and thumbnails) and logo in its own listing: refused.
    const aCurrent = profileInputOf(await myProfile(t, a.accessToken));
    for (const input of [
      { ...aCurrent, photoFileIds: bPhotoIds },
      { ...aCurrent, photoFileIds: [bPhotoIds[0]] },
      { ...aCurrent, photoFileIds: thumbs.map((r) => r.thumbnail_file_id) },
      { ...aCurrent, logoFileId: bSaved.logo.id },
    ]) {
      const err = gqlErr(await t.gql(UPDATE_PROFILE, { input }, a.accessToken));
      expect([err.extensions.code, Object.values(err.extensions.fields ?? {})]).toEqual(['BAD_USER_INPUT', [tr('file.notFound')]]);
    }
    // A's id of B's listing: FORBIDDEN; deleting it: FORBIDDEN.
    expect(await codeOf(UPDATE_PROFILE, { input: aCurrent, id: b.partnerId }, a.accessToken)).toBe('FORBIDDEN');
    expect(await codeOf(`mutation ($id: ID!) { deletePartnerProfile(id: $id) }`, { id: b.partnerId }, a.accessToken)).toBe('FORBIDDEN');
    // B's listing, photos and their files are as they were.
    const bAfter = await myProfile(t, b.accessToken);
    expect(bAfter.photos.map((ph: any) => ph.id)).toEqual(bPhotoIds);
    expect(bAfter.logo.id).toBe(bSaved.logo.id);
    expect({ ...bAfter, updatedAt: null }).toEqual({ ...bSaved, updatedAt: null });
    for (const ph of bAfter.photos) expect((await fetch(`${t.url}${ph.url}`)).status).toBe(200);
    expect((await fetch(`${t.url}${bAfter.logo.url}`)).status).toBe(200);
    const files = await sql(t, 'select company_id from stored_file where id = any($1::uuid[])', [[...bPhotoIds, bSaved.logo.id]]);
    expect(files.map((f) => f.company_id)).toEqual([b.companyId, b.companyId, b.companyId]);
    expect(await myProfile(t, a.accessToken)).toMatchObject({ photos: [], logo: null });
    // A partner sees another's public page without contact details and may not write to them.
    const page = gqlOk(await t.gql(PARTNER_PAGE, { id: b.partnerId }, a.accessToken)).partner;
    expect([page.contact, page.canContact]).toEqual([null, false]);
    expect(await codeOf(SEND_REQUEST, { input: { partnerId: b.partnerId, message } }, a.accessToken)).toBe('FORBIDDEN');
  });
});

describe('contact requests name only a site the sender sees', () => {
  it('a USER sends a request about a site given to them, not about another of the company nor of another company', async () => {
    const p = await registerPartner(t);
    const user = await addMember(t, company, { firstName: 'Karim', lastName: 'Chef' });
    const theirs = await createSite(t, company.manager.accessToken, { name: 'Résidence du Chef', city: 'Meknès' });
    await giveSite(t, theirs.id, user);
    const notTheirs = await createSite(t, company.manager.accessToken, { name: 'Chantier du Patron', city: 'Fès' });
    const stranger = await createCompany(t, 'BTP Étranger');
    const foreign = await createSite(t, stranger.manager.accessToken, { name: 'Chantier Étranger' });
    const before = await countOf(t, 'select count(*)::int as n from partner_contact_request where partner_id = $1', [p.partnerId]);
    for (const siteId of [notTheirs.id, foreign.id, randomUUID()]) {
      const err = gqlErr(await send(p.partnerId, user.accessToken, siteId));
      expect([err.extensions.code, err.extensions.fields]).toEqual(['BAD_USER_INPUT', { siteId: tr('site.notFound') }]);
    }
    expect(gqlErr(await send(p.partnerId, user.accessToken, 'pas-un-uuid')).extensions.fields).toEqual({ siteId: tr('site.notFound') });
    expect(await countOf(t, 'select count(*)::int as n from partner_contact_request where partner_id = $1', [p.partnerId])).toBe(before);
    const ok = gqlOk(await send(p.partnerId, user.accessToken, theirs.id)).sendPartnerRequest;
    expect(ok.message).toBe(tr('partner.request.sent'));
    const [row] = gqlOk(await t.gql(REQUESTS, {}, p.accessToken)).partnerContactRequests.items;
    expect(row).toMatchObject({
      id: ok.id,
      senderName: 'Karim Chef',
      senderCompanyName: 'BTP Isolation',
      siteName: 'Résidence du Chef',
      siteCity: 'Meknès',
    });
    expect(JSON.stringify(row)).not.toContain('Chantier du Patron');
    // The MANAGER sees every site of the company; no site at all is fine too.
    gqlOk(await send(p.partnerId, company.manager.accessToken, notTheirs.id));
    gqlOk(await send(p.partnerId, user.accessToken, null));
    // The stranger's manager cannot name this company's site.
    expect(gqlErr(await send(p.partnerId, stranger.manager.accessToken, theirs.id)).extensions.fields).toEqual({ siteId: tr('site.notFound') });
  });
});

describe('the directory shows active accounts only', () => {
  it('a PENDING or DISABLED account is in no directory and has no page; ACTIVE again, it is back', async () => {
    const w = tag();
    const p = await registerPartner(t, { companyName: `${w} Statut`, serviceTypes: ['GEOMETRE'] });
    const found = async () => {
      const gql = gqlOk(await t.gql(DIRECTORY, { search: w })).partners.total;
      const type = (await atRoot(t, 'GET', `/partners/GEOMETRE?search=${w}`)).body.totalElements;
      const region = (await t.rest('GET', `/partners/by-region/MA/03?search=${w}`)).body.totalElements;
      const city = (await atRoot(t, 'GET', `/partners/by-city/MA/03/fes?search=${w}`)).body.totalElements;
      return [gql, type, region, city];
    };
    expect(await found()).toEqual([1, 1, 1, 1]);
    for (const status of ['PENDING', 'DISABLED'] as const) {
      await setAccountStatus(t, p.id, status);
      expect([status, await found()]).toEqual([status, [0, 0, 0, 0]]);
      for (const token of [undefined, company.manager.accessToken]) {
        expect([status, await codeOf(PARTNER_PAGE, { id: p.partnerId }, token)]).toEqual([status, 'NOT_FOUND']);
      }
      expect([status, await codeOf(SEND_REQUEST, { input: { partnerId: p.partnerId, message } }, company.manager.accessToken)]).toEqual([
        status,
        'NOT_FOUND',
      ]);
    }
    await setAccountStatus(t, p.id, 'ACTIVE');
    expect(await found()).toEqual([1, 1, 1, 1]);
    gqlOk(await t.gql(PARTNER_PAGE, { id: p.partnerId }));
  });
});

describe('contact details', () => {
  it('a visitor’s and a partner’s answers never hold the e-mail or phone; a company user’s page does', async () => {
    const w = tag();
    const p = await registerPartner(t, { companyName: `${w} Contact`, serviceTypes: ['LABORATOIRE'] });
    const phone = `06${String(Date.now()).slice(-8)}`;
    await withPhone(p, phone);
    const other = await registerPartner(t);
    const local = p.email.split('@')[0];
    const hides = (label: string, body: unknown) => {
      const text = JSON.stringify(body);
      expect([label, text.includes(p.email) || text.includes(local) || text.includes(phone)]).toEqual([label, false]);
    };
    for (const [who, token] of [
      ['visitor', undefined],
      ['another partner', other.accessToken],
    ] as const) {
      hides(`${who} page`, (await t.gql(PARTNER_PAGE, { id: p.partnerId }, token)).body);
      hides(`${who} directory`, (await t.gql(DIRECTORY, { search: w }, token)).body);
      const headers = token ? bearer({ accessToken: token }) : {};
      hides(`${who} type`, (await atRoot(t, 'GET', `/partners/LABORATOIRE?search=${w}`, undefined, headers)).body);
      hides(`${who} region`, (await atRoot(t, 'GET', `/partners/by-region/MA/MA-03?search=${w}`, undefined, headers)).body);
      hides(`${who} city`, (await t.rest('GET', `/partners/by-city/MA/MA-03/ma-fes?search=${w}`, undefined, headers)).body);
    }
    const visitor = gqlOk(await t.gql(PARTNER_PAGE, { id: p.partnerId })).partner;
    expect(visitor.contact).toBeNull();
    // The search does not find a listing by its hidden e-mail or phone either.
    expect(gqlOk(await t.gql(DIRECTORY, { search: local })).partners.total).toBe(0);
    expect(gqlOk(await t.gql(DIRECTORY, { search: phone })).partners.total).toBe(0);
    const user = await addMember(t, company);
    for (const member of [company.manager, user]) {
      const page = gqlOk(await t.gql(PARTNER_PAGE, { id: p.partnerId }, member.accessToken)).partner;
      expect(page.contact).toEqual({ firstName: 'Youssef', lastName: 'Alaoui', email: p.email, phone });
      expect(page.canContact).toBe(true);
    }
  });
});

describe('page views', () => {
  it('count a visitor’s, a company user’s and another partner’s visits, not the partner’s own nor the directory', async () => {
    const w = tag();
    const p = await registerPartner(t, { companyName: `${w} Vues` });
    const other = await registerPartner(t);
    const open = (token?: string) => t.gql(PARTNER_PAGE, { id: p.partnerId }, token);
    gqlOk(await open(p.accessToken));
    gqlOk(await open(p.accessToken));
    expect(await viewsOf(p)).toBe(0);
    gqlOk(await t.gql(DIRECTORY, { search: w }));
    await atRoot(t, 'GET', `/partners/PLOMBERIE?search=${w}`);
    expect(await viewsOf(p)).toBe(0);
    gqlOk(await open());
    expect(await viewsOf(p)).toBe(1);
    gqlOk(await open(company.manager.accessToken));
    gqlOk(await open(other.accessToken));
    expect(await viewsOf(p)).toBe(3);
    gqlOk(await open(p.accessToken));
    expect(await viewsOf(p)).toBe(3);
    // Another partner's figures are their own.
    expect(await viewsOf(other)).toBe(0);
    // A page not found counts nothing.
    gqlErr(await t.gql(PARTNER_PAGE, { id: randomUUID() }));
    expect(await viewsOf(p)).toBe(3);
    // Visits at once are all counted.
    await Promise.all(Array.from({ length: 30 }, () => open()));
    expect(await viewsOf(p)).toBe(33);
  });
});

describe('the requests’ rate limit', () => {
  it('3 per partner per day and 10 per hour per sender: RATE_LIMITED (429), nothing stored or mailed beyond', async () => {
    const partners = [];
    for (let i = 0; i < 4; i++) partners.push(await registerPartner(t));
    const sender = await addMember(t, company, { role: 'MANAGER' });
    const bySender = 'select count(*)::int as n from partner_contact_request where sender_user_id = $1';
    const rows = (partnerId?: string) =>
      countOf(t, partnerId ? `${bySender} and partner_id = $2` : bySender, partnerId ? [sender.id, partnerId] : [sender.id]);
    const mails = (to: string) => countOf(t, 'select count(*)::int as n from outbox_mail where "to" = $1', [to]);
    const limited = (res: Awaited<ReturnType<typeof send>>) => {
      const err = gqlErr(res);
      expect(err.extensions).toMatchObject({ code: 'RATE_LIMITED', status: 429, retryAfterSeconds: expect.any(Number) });
      expect(err.message).toBe(tr('partner.request.rateLimited'));
      return err;
    };
    const [p1, p2, p3, p4] = partners;
    for (let i = 0; i < 3; i++) gqlOk(await send(p1.partnerId, sender.accessToken));
    const mailsBefore = await mails(p1.email);
    const day = limited(await send(p1.partnerId, sender.accessToken));
    expect((day.extensions as any).retryAfterSeconds).toBeGreaterThan(23 * 3600);
    expect(await rows(p1.partnerId)).toBe(3);
    expect(await mails(p1.email)).toBe(mailsBefore);
    // The refused one did not spend the hour's counter: 7 more to others go through, the 11th is refused.
    for (const p of [p2, p3]) for (let i = 0; i < 3; i++) gqlOk(await send(p.partnerId, sender.accessToken));
    gqlOk(await send(p4.partnerId, sender.accessToken));
    expect(await rows()).toBe(10);
    const hour = limited(await send(p4.partnerId, sender.accessToken));
    expect((hour.extensions as any).retryAfterSeconds).toBeLessThanOrEqual(3600);
    expect(await rows()).toBe(10);
    expect(await rows(p4.partnerId)).toBe(1);
    expect(gqlOk(await t.gql(REQUESTS, {}, p4.accessToken)).partnerContactRequests.total).toBe(1);
    // Sent at once, a fresh sender gets exactly 3 through to one partner.
    const eager = await addMember(t, company);
    const burst = await Promise.all(Array.from({ length: 8 }, () => send(p2.partnerId, eager.accessToken)));
    const codes = burst.map((r) => r.body.errors?.[0]?.extensions?.code ?? 'OK').sort();
    expect(codes).toEqual(['OK', 'OK', 'OK', 'RATE_LIMITED', 'RATE_LIMITED', 'RATE_LIMITED', 'RATE_LIMITED', 'RATE_LIMITED']);
    expect(await countOf(t, bySender, [eager.id])).toBe(3);
    // Per sender: a colleague is not limited by it.
    const colleague = await addMember(t, company);
    gqlOk(await send(p1.partnerId, colleague.accessToken));
    expect(gqlOk(await t.gql(REQUESTS, {}, p1.accessToken)).partnerContactRequests.total).toBe(4);
  });
});
