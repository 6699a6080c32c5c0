// @both-databases: the directory searched in raw SQL, on the REST door.
import { randomUUID } from 'node:crypto';
import { translate } from '@chantiers/schema';
import { tokenFromLink } from '../../../test/accounts';
import { bearer, createCompany, gqlErr, gqlOk, PASSWORD, uniqueEmail } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';
import { cameraJpeg, uploadPhoto } from '../follow-ups/follow-ups.test-helpers';
import * as h from './partners.test-helpers';

/** SPEC §7 Partners through REST: at the root as the SPEC writes them, and under /api/v1. */
let t: TestServer;
beforeAll(async () => {
  // Many sign-ups from one address: the per-IP mail limit is not what these tests are about.
  t = await startTestServer({ MAIL_MAX_PER_IP: '1000' });
});
afterAll(() => t.stop());
const { atRoot, countOf, DASHBOARD, HOSTILE, LEGACY, myProfile, PARTNER_PAGE, profileBodyOf, registerBody, restPartner, SEND_REQUEST } = h;
const tr = (id: string) => translate(id);
/** Field names to French messages, from message ids. */
const fieldsOf = (ids: Record<string, string>) => Object.fromEntries(Object.entries(ids).map(([k, id]) => [k, tr(id)]));
const keys = (o: object) => Object.keys(o).sort();
const auth = (p: { accessToken: string }) => bearer(p);
const newPartner = (over: Record<string, unknown> = {}) => restPartner(t, over);
const register = (body: unknown, root = true) => atRoot(t, 'POST', `${root ? '' : '/api/v1'}/partners/auth/register`, body);
let seq = 0;
/** A word no other listing of the file holds, for `?search=`. */
const tag = () => `Zq${Date.now().toString(36)}${(seq++).toString(36)}`;

describe('POST /partners/auth/register', () => {
  it('201 {id, email} at the root; the confirmation link, then the common authenticate answers a PARTNER', async () => {
    const email = uniqueEmail('Reg-Partner');
    const res = await register(registerBody(email, { ice: '001234567000089' }));
    expect([res.status, res.body]).toEqual([201, { id: expect.stringMatching(/^[0-9a-f-]{36}$/), email: email.toLowerCase() }]);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // Not confirmed yet: refused.
    expect((await t.rest('POST', '/auth/authenticate', { email, password: PASSWORD })).status).toBe(403);
    const token = tokenFromLink((await t.smtp.waitFor(email.toLowerCase())).links, '/email-verfication');
    expect((await t.rest('GET', `/auth/confirmEmailConnexion?token=${encodeURIComponent(token)}`)).status).toBe(200);
    const session = await t.rest('POST', '/auth/authenticate', { email, password: PASSWORD });
    expect(session.status).toBe(200);
    expect(keys(session.body)).toEqual(['access_token', 'refresh_token', 'userDetails']);
    expect(keys(session.body.userDetails)).toEqual(LEGACY.user);
    expect(session.body.userDetails).toMatchObject({ id: res.body.id, email: email.toLowerCase(), type: 'PARTNER', role: 'USER', status: 'ACTIVE' });
    expect(session.body.userDetails).toMatchObject({ nom: 'Alaoui', prenom: 'Youssef', telephone: '0661234567', societe: 'Plomberie Fassia' });
    const profile = await myProfile(t, session.body.access_token);
    expect(profile).toMatchObject({ name: 'Plomberie Fassia', ice: '001234567000089', serviceTypes: ['PLOMBERIE'], published: true });
    expect([profile.regions, profile.cities]).toEqual([[{ code: 'MA-03', nameFr: 'Fès-Meknès' }], [{ code: 'ma-fes', nameFr: 'Fès' }]]);
  });

  it('under /api/v1 too; a registered address answers as a new one and creates nothing', async () => {
    const email = uniqueEmail('reg-v1');
    const first = await register(registerBody(email), false);
    expect([first.status, keys(first.body)]).toEqual([201, ['email', 'id']]);
    const again = await register(registerBody(email.toUpperCase(), { raisonSociale: 'Autre' }), false);
    expect([again.status, again.body]).toEqual([201, { id: expect.any(String), email }]);
    expect(await countOf(t, 'select count(*)::int as n from app_user where email = $1', [email])).toBe(1);
  });

  it('400 with French messages under the legacy keys; nothing created', async () => {
    const before = await countOf(t, 'select count(*)::int as n from partner');
    const empty = await register({});
    expect(empty.body).toMatchObject({ status: 400, error: 'BAD_USER_INPUT' });
    const names = { raisonSociale: 'partner.companyName.required', prenom: 'validation.firstName.required', nom: 'validation.lastName.required' };
    const more = { telephone: 'partner.phone.required', typesService: 'partner.services.required', password: 'validation.password.required' };
    const places = { codeRegion: 'partner.region.required', codeVille: 'partner.city.required' };
    expect(empty.body.fields).toMatchObject(fieldsOf({ ...names, ...more, ...places }));
    expect(['companyName', 'firstName', 'lastName', 'phone', 'serviceTypes', 'region', 'city'].filter((k) => k in empty.body.fields)).toEqual([]);
    const wrong = { typesService: ['NAGER'], telephone: '12', ice: '123', confirmPassword: 'Autre2024' };
    const bad = await register(registerBody(uniqueEmail('bad'), wrong));
    const badIds = { typesService: 'partner.services.invalid', telephone: 'partner.phone.invalid', ice: 'partner.ice.format' };
    expect([bad.status, bad.body.fields]).toEqual([400, fieldsOf({ ...badIds, confirmPassword: 'validation.confirmPassword.mismatch' })]);
    // An unknown service type alone; the places under the legacy keys of the region and the city.
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ typesService: ['PLOMBERIE', 'plongée'] }, { typesService: tr('partner.services.invalid') }],
      [{ codeVille: 'ma-casablanca' }, { codeVille: tr('partner.city.otherRegion') }],
      [{ codeVille: 'ma-atlantis' }, { codeVille: tr('partner.city.unknown') }],
      [{ codeRegion: 'MA-99' }, { codeRegion: tr('partner.region.unknown') }],
    ];
    for (const [over, fields] of cases) {
      const res = await register(registerBody(uniqueEmail('bad'), over), over.typesService === undefined);
      expect([over, res.status, res.body.fields]).toEqual([over, 400, fields]);
    }
    expect(await countOf(t, 'select count(*)::int as n from partner')).toBe(before);
  });

  it('hostile bodies: arrays where strings are expected, NUL bytes, objects, not JSON: 4xx, never 5xx', async () => {
    const email = uniqueEmail('hostile');
    const label = (body: unknown) => JSON.stringify(body).slice(0, 80);
    for (const b of HOSTILE.registerBodies(email)) expect([label(b), Math.floor((await register(b)).status / 100)]).toEqual([label(b), 4]);
    const nul = await register(registerBody(email, { raisonSociale: 'Plomberie\u0000Fassia' }));
    expect([nul.status, nul.body.fields]).toEqual([400, { raisonSociale: tr('validation.text.unsafe') }]);
    const arrays = await register(registerBody(email, { raisonSociale: ['Plomberie'] }));
    expect([arrays.status, arrays.body.fields]).toEqual([400, { raisonSociale: tr('partner.companyName.required') }]);
    expect(await countOf(t, 'select count(*)::int as n from app_user where email = $1', [email])).toBe(0);
  });
});

describe('GET /partners/auth/me and POST /partners/auth/refresh', () => {
  it('me: the legacy user details of the partner at the root and under /api/v1; 401 without a session', async () => {
    const p = await newPartner();
    const me = await atRoot(t, 'GET', '/partners/auth/me', undefined, auth(p));
    expect([me.status, keys(me.body), me.body.type]).toEqual([200, LEGACY.user, 'PARTNER']);
    expect(me.body).toEqual(p.userDetails);
    const v1 = await t.rest('GET', '/partners/auth/me', undefined, auth(p));
    expect([v1.status, v1.body]).toEqual([200, me.body]);
    const out = await atRoot(t, 'GET', '/partners/auth/me');
    expect([out.status, out.body]).toMatchObject([401, { status: 401, error: 'UNAUTHENTICATED' }]);
    expect((await atRoot(t, 'GET', '/partners/auth/me', undefined, { authorization: 'Bearer nonsense' })).status).toBe(401);
  });

  it('refresh: a partner’s token rotates (body or RefreshToken header); a company’s is refused 401 and stays good on its own door', async () => {
    const p = await newPartner();
    const refresh = (body: unknown, headers: Record<string, string> = {}) => atRoot(t, 'POST', '/partners/auth/refresh', body, headers);
    const first = await refresh({ refreshToken: p.refreshToken });
    expect([first.status, keys(first.body), first.body.userDetails.type]).toEqual([200, ['access_token', 'refresh_token', 'userDetails'], 'PARTNER']);
    expect(keys(first.body.userDetails)).toEqual(LEGACY.user);
    expect(first.body.refresh_token).not.toBe(p.refreshToken);
    const second = await t.rest('POST', '/partners/auth/refresh', undefined, { RefreshToken: first.body.refresh_token });
    expect(second.status).toBe(200);
    expect((await atRoot(t, 'GET', '/partners/auth/me', undefined, bearer({ accessToken: second.body.access_token }))).status).toBe(200);
    const company = await createCompany(t, 'BTP Refresh REST');
    const refused = await refresh({ refreshToken: company.manager.refreshToken });
    expect([refused.status, refused.body]).toMatchObject([401, { status: 401, error: 'UNAUTHENTICATED', message: tr('auth.refresh.invalid') }]);
    expect((await t.rest('POST', '/partners/auth/refresh', { refreshToken: company.manager.refreshToken })).status).toBe(401);
    expect((await t.rest('POST', '/auth/refresh-token', { refreshToken: company.manager.refreshToken })).status).toBe(200);
    // Nothing, nonsense, an array, NUL, a token already used.
    const tries = [{}, { refreshToken: 'abc.def.ghi' }, { refreshToken: [second.body.refresh_token] }, { refreshToken: p.refreshToken }];
    for (const body of tries) expect([body, (await refresh(body)).status]).toEqual([body, 401]);
    expect((await refresh({ refreshToken: 'x\u0000' })).status).toBe(400);
  });
});

describe('the directory: /partners/{type}, /partners/by-region, /partners/by-city', () => {
  it('a Spring page of cards with the legacy keys, by trade, region and city, at the root and under /api/v1', async () => {
    const w = tag();
    await newPartner({ raisonSociale: `${w} Plomberie Fès`, typesService: ['PLOMBERIE', 'CARRELAGE'] });
    await newPartner({ raisonSociale: `${w} Carrelage Meknès`, typesService: ['CARRELAGE'], codeVille: 'ma-meknes' });
    const oujda = { raisonSociale: `${w} Électricité Oujda`, typesService: ['ELECTRICITE'], codeRegion: 'MA-02', codeVille: 'ma-oujda' };
    await newPartner({ ...oujda, description: 'x '.repeat(200) });
    const get = async (path: string, root = true) => (root ? atRoot(t, 'GET', path) : t.rest('GET', path));
    const names = async (path: string, root = true) => (await get(path, root)).body.content.map((c: any) => c.raisonSociale.replace(`${w} `, ''));
    const carrelage = await get(`/partners/CARRELAGE?search=${w}`);
    expect([carrelage.status, keys(carrelage.body)]).toEqual([200, ['content', 'number', 'size', 'totalElements', 'totalPages']]);
    // The REST door's page size is Spring's 20 by default (GraphQL's is 12).
    expect(carrelage.body).toMatchObject({ totalElements: 2, totalPages: 1, number: 0, size: 20 });
    expect(carrelage.body.content.map((c: any) => c.raisonSociale)).toEqual([`${w} Carrelage Meknès`, `${w} Plomberie Fès`]);
    const card = carrelage.body.content[1];
    expect(keys(card)).toEqual(LEGACY.card);
    expect(card).toMatchObject({ id: expect.any(String), logo: null, typesService: ['PLOMBERIE', 'CARRELAGE'] });
    expect(card.resume).toContain('plomberie');
    expect(card.regions).toEqual([{ code: 'MA-03', nom: 'Fès-Meknès', nomEn: 'Fez-Meknes', nomAr: 'فاس-مكناس' }]);
    expect(card.villes).toEqual([{ code: 'ma-fes', nom: 'Fès', nomEn: 'Fez', nomAr: 'فاس' }]);
    // The type in any case; the same under /api/v1.
    expect(await names(`/partners/carrelage?search=${w}`)).toEqual(['Carrelage Meknès', 'Plomberie Fès']);
    expect(await get(`/partners/CARRELAGE?search=${w}`, false)).toMatchObject({ status: 200, body: carrelage.body });
    // No sign-in needed, and a bad token is not refused (contact details: partners.isolation.test.ts).
    expect((await atRoot(t, 'GET', `/partners/CARRELAGE?search=${w}`, undefined, { authorization: 'Bearer x' })).body).toEqual(carrelage.body);
    // Paging: page and size; past the end still counts; size at most 48.
    const p1 = await get(`/partners/CARRELAGE?search=${w}&page=1&size=1`);
    expect(p1.body).toMatchObject({ totalElements: 2, totalPages: 2, number: 1, size: 1, content: [{ raisonSociale: `${w} Plomberie Fès` }] });
    const past = await get(`/partners/CARRELAGE?search=${w}&page=7&size=1`);
    expect(past.body).toEqual({ content: [], totalElements: 2, totalPages: 2, number: 7, size: 1 });
    expect((await get(`/partners/CARRELAGE?search=${w}&size=1000`)).body.size).toBe(48);
    // By region: 'MA-03' or '03'; a city's region counts; the card's summary is cut.
    const region = await get(`/partners/by-region/MA/MA-03?search=${w}`);
    expect([region.status, keys(region.body.content[0])]).toEqual([200, LEGACY.card]);
    expect(await names(`/partners/by-region/MA/MA-03?search=${w}`)).toEqual(['Carrelage Meknès', 'Plomberie Fès']);
    expect((await get(`/partners/by-region/ma/03?search=${w}`)).body).toEqual(region.body);
    expect(await names(`/partners/by-region/MA/02?search=${w}`, false)).toEqual(['Électricité Oujda']);
    expect((await get(`/partners/by-region/MA/02?search=${w}`)).body.content[0].resume.length).toBeLessThanOrEqual(181);
    // By city: 'ma-fes' or 'fes'; unknown places give an empty page, not an error.
    const city = await get(`/partners/by-city/MA/MA-03/ma-fes?search=${w}`);
    expect(city.status).toBe(200);
    expect(await names(`/partners/by-city/MA/MA-03/ma-fes?search=${w}`)).toEqual(['Plomberie Fès']);
    expect((await get(`/partners/by-city/MA/03/fes?search=${w}`)).body).toEqual(city.body);
    expect(await names(`/partners/by-city/ma/MA-03/meknes?search=${w}`, false)).toEqual(['Carrelage Meknès']);
    expect((await get(`/partners/by-city/MA/MA-03/atlantis?search=${w}`)).body).toMatchObject({ content: [], totalElements: 0 });
    expect((await get('/partners/by-region/ZZ/99')).body).toMatchObject({ content: [], totalElements: 0 });
  });

  it('unknown service type: 400 with the French message under `type`; too long a search: 400', async () => {
    const res = await atRoot(t, 'GET', '/partners/NAGER');
    expect(res.body).toMatchObject({ status: 400, error: 'BAD_USER_INPUT', fields: { type: tr('partner.type.unknown') } });
    expect(Object.keys(res.body.fields)).toEqual(['type']);
    // Under /api/v1 too; one segment that is not a type is a type all the same.
    for (const path of ['/api/v1/partners/NAGER', '/partners/auth', '/partners/by-city'])
      expect([path, (await atRoot(t, 'GET', path)).status]).toEqual([path, 400]);
    const long = await atRoot(t, 'GET', `/partners/PLOMBERIE?search=${'x'.repeat(101)}`);
    expect([long.status, long.body.fields]).toEqual([400, { search: tr('partner.search.max') }]);
    const nul = await atRoot(t, 'GET', '/partners/%00');
    expect([nul.status, nul.body.fields]).toEqual([400, { type: tr('validation.text.unsafe') }]);
  });

  it('hostile query and path values: 4xx or a page, never 5xx', async () => {
    for (const path of HOSTILE.directoryPaths) {
      for (const prefix of ['', '/api/v1']) {
        const { status } = await atRoot(t, 'GET', `${prefix}${path}`);
        expect([prefix + path, status < 500]).toEqual([prefix + path, true]);
      }
    }
    const huge = await atRoot(t, 'GET', '/partners/PLOMBERIE?page=99999999999999999999999');
    expect([huge.status, huge.body]).toMatchObject([200, { content: [], number: 100_000 }]);
    const badUrl = await atRoot(t, 'GET', '/partners/%E0%A4%A');
    expect([badUrl.status, badUrl.body.message]).toEqual([400, tr('error.request.badUrl')]);
    const nul = await atRoot(t, 'GET', '/partners/PLOMBERIE?search=%00');
    expect([nul.status, nul.body.fields]).toEqual([400, { search: tr('validation.text.unsafe') }]);
  });
});

describe('the partner’s own listing: POST /partners, PUT and DELETE /partners/{id}', () => {
  it('PUT: the listing with the legacy keys, logo and photos by file id, at the root and under /api/v1', async () => {
    const p = await newPartner();
    const logo = await uploadPhoto(t, p.accessToken, await cameraJpeg(600, 400), 'logo.jpg');
    const photo = await uploadPhoto(t, p.accessToken, await cameraJpeg(800, 600));
    const changes = { raisonSociale: 'Plomberie Fassia & Fils', prenom: 'Yassine', telephone: '0662000000', publie: false };
    const description = 'Plomberie et climatisation à Fès et Rabat.';
    const more = { typesService: ['PLOMBERIE', 'CLIMATISATION'], villes: ['ma-fes', 'ma-rabat'], ice: '001 234 567 000 089', description };
    const body = profileBodyOf(p.profile, { ...changes, ...more, regions: ['MA-03'], logo, photos: [photo] });
    const res = await atRoot(t, 'PUT', `/partners/${p.partnerId}`, body, auth(p));
    expect([res.status, keys(res.body)]).toEqual([200, LEGACY.profile]);
    expect(res.body).toMatchObject({ ...changes, id: p.partnerId, nom: 'Alaoui', email: p.email, ice: '001234567000089', description });
    const code = (list: { code: string }[]) => list.map((x) => x.code);
    expect([res.body.typesService, code(res.body.regions), code(res.body.villes)]).toEqual([more.typesService, ['MA-03', 'MA-04'], more.villes]);
    expect(res.body.regions[0]).toEqual({ code: 'MA-03', nom: 'Fès-Meknès', nomEn: 'Fez-Meknes', nomAr: 'فاس-مكناس' });
    expect(res.body.villes[0]).toEqual({ code: 'ma-fes', nom: 'Fès', nomEn: 'Fez', nomAr: 'فاس' });
    expect(res.body.logo).toEqual({ id: expect.any(String), url: expect.stringMatching(/^\/api\/v1\/files\//) });
    expect(res.body.photos).toEqual([{ id: expect.any(String), url: expect.any(String), vignette: expect.any(String) }]);
    expect((await fetch(`${t.url}${res.body.photos[0].vignette}`)).status).toBe(200);
    // The same body again keeps the logo and photo by their ids; under /api/v1, with publie as a string.
    const kept = { ...body, logo: res.body.logo.id, photos: [res.body.photos[0].id], publie: 'true' };
    const again = await t.rest('PUT', `/partners/${p.partnerId}`, kept, auth(p));
    const { logo: l2, photos: ph2, publie } = again.body;
    expect([again.status, l2.id, ph2.map((x: any) => x.id), publie]).toEqual([200, kept.logo, kept.photos, true]);
    // A single code where a list is expected is a list of one.
    const single = await atRoot(t, 'PUT', `/partners/${p.partnerId}`, { ...body, typesService: 'MACONNERIE', logo: null, photos: [] }, auth(p));
    expect([single.status, single.body.typesService, single.body.logo, single.body.photos]).toEqual([200, ['MACONNERIE'], null, []]);
  });

  it('PUT validation: 400 with the legacy keys; statuses for others, strangers and bad ids', async () => {
    const p = await newPartner();
    const other = await newPartner();
    const body = profileBodyOf(p.profile);
    const put = (b: unknown, id = p.partnerId) => atRoot(t, 'PUT', `/partners/${id}`, b, auth(p));
    const wrong = { raisonSociale: '  ', telephone: 'abc', typesService: ['NAGER'], regions: [], ice: '12', description: 'x'.repeat(2001) };
    const bad = await put({ ...body, ...wrong });
    const ids1 = { raisonSociale: 'partner.companyName.required', telephone: 'partner.phone.invalid', typesService: 'partner.services.invalid' };
    const ids2 = { regions: 'partner.regions.required', ice: 'partner.ice.format', description: 'partner.description.max' };
    expect([bad.status, bad.body.fields]).toEqual([400, fieldsOf({ ...ids1, ...ids2 })]);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ villes: ['ma-atlantis'] }, { villes: tr('partner.city.unknown') }],
      [{ regions: ['MA-99'] }, { regions: tr('partner.region.unknown') }],
      [{ typesService: [] }, { typesService: tr('partner.services.required') }],
      [{ photos: Array.from({ length: 11 }, () => randomUUID()) }, { photos: tr('partner.photos.max') }],
      [{ raisonSociale: ['a', 'b'] }, fieldsOf({ raisonSociale: 'partner.companyName.required' })],
      [{ prenom: { x: 1 } }, fieldsOf({ prenom: 'validation.firstName.required' })],
      [{ description: 'Bonjour\u0000' }, { description: tr('validation.text.unsafe') }],
    ];
    for (const [over, fields] of cases) expect([over, (await put({ ...body, ...over })).body.fields]).toEqual([over, fields]);
    // File ids: not a UUID, no such upload; nested lists; NUL in a code.
    for (const over of [{ logo: 'pas-un-id' }, { photos: [randomUUID()] }]) {
      const res = await put({ ...body, ...over });
      expect([res.status, Object.values(res.body.fields)]).toEqual([400, [tr('file.notFound')]]);
    }
    const nested = await put({ ...body, typesService: [{ code: 'PLOMBERIE' }], villes: [['ma-fes']] });
    expect([nested.status, nested.body.fields]).toMatchObject([400, { typesService: tr('partner.services.invalid') }]);
    const nulCode = await put({ ...body, villes: ['ma-fes\u0000'] });
    expect([nulCode.status, Object.keys(nulCode.body.fields)[0]]).toEqual([400, expect.stringMatching(/^villes/)]);
    expect(await myProfile(t, p.accessToken)).toEqual(p.profile);
    // Another partner's id: 403; a non-UUID: 404; an unknown UUID: 403 (not theirs); bad encoding: 400.
    expect((await put(body, other.partnerId)).status).toBe(403);
    expect((await put(body, 'pas-un-uuid')).status).toBe(404);
    expect((await put(body, randomUUID())).status).toBe(403);
    expect((await put(body, '%E0%A4%A')).status).toBe(400);
    expect((await t.rest('PUT', `/partners/${other.partnerId}`, body, auth(p))).status).toBe(403);
    // Signed out: 401; a company user: 403.
    expect((await atRoot(t, 'PUT', `/partners/${p.partnerId}`, body)).status).toBe(401);
    const company = await createCompany(t, 'BTP PUT');
    expect((await atRoot(t, 'PUT', `/partners/${p.partnerId}`, body, bearer(company.manager))).status).toBe(403);
    expect(await myProfile(t, other.accessToken)).toEqual(other.profile);
  });

  it('DELETE then POST recreates; POST with a listing is 409; statuses for others, strangers and bad ids', async () => {
    const w = tag();
    const p = await newPartner({ raisonSociale: `${w} Étanchéité`, typesService: ['ETANCHEITE'] });
    const other = await newPartner();
    const inDirectory = async () => (await atRoot(t, 'GET', `/partners/ETANCHEITE?search=${w}`)).body.totalElements as number;
    const del = (id: string, headers: Record<string, string> = auth(p)) => atRoot(t, 'DELETE', `/partners/${id}`, undefined, headers);
    expect(await inDirectory()).toBe(1);
    const body = profileBodyOf(p.profile);
    const conflict = await t.rest('POST', '/partners', body, auth(p));
    expect([conflict.status, conflict.body]).toMatchObject([409, { status: 409, error: 'CONFLICT', message: tr('partner.profile.exists') }]);
    // DELETE of another's, of a non-UUID, badly encoded, signed out, by a company user.
    const company = await createCompany(t, 'BTP DELETE');
    expect((await del(other.partnerId)).status).toBe(403);
    expect((await del('pas-un-uuid')).status).toBe(404);
    expect((await del('%E0%A4%A')).status).toBe(400);
    expect((await del(p.partnerId, {})).status).toBe(401);
    expect((await del(p.partnerId, bearer(company.manager))).status).toBe(403);
    expect(await inDirectory()).toBe(1);
    // Own: deleted, out of the directory; the account stays.
    expect(await del(p.partnerId)).toMatchObject({ status: 200, body: { deleted: true } });
    expect([await inDirectory(), await myProfile(t, p.accessToken)]).toEqual([0, null]);
    expect((await atRoot(t, 'GET', '/partners/auth/me', undefined, auth(p))).status).toBe(200);
    const twice = await t.rest('DELETE', `/partners/${p.partnerId}`, undefined, auth(p));
    expect([twice.status, twice.body.message]).toEqual([404, tr('partner.profile.missing')]);
    expect((await atRoot(t, 'PUT', `/partners/${p.partnerId}`, body, auth(p))).status).toBe(404);
    expect(await myProfile(t, other.accessToken)).toEqual(other.profile);
    // POST: validation under the legacy keys, then created again.
    const bad = await t.rest('POST', '/partners', { ...body, raisonSociale: '', typesService: ['NAGER'], villes: ['ma-atlantis'] }, auth(p));
    const posted = fieldsOf({ raisonSociale: 'partner.companyName.required', typesService: 'partner.services.invalid' });
    expect([bad.status, bad.body.fields]).toMatchObject([400, posted]);
    const created = await t.rest('POST', '/partners', { ...body, description: 'De nouveau là.' }, auth(p));
    expect([created.status, keys(created.body)]).toEqual([201, LEGACY.profile]);
    expect(created.body).toMatchObject({ raisonSociale: `${w} Étanchéité`, description: 'De nouveau là.', publie: true, photos: [], logo: null });
    expect(created.body.id).not.toBe(p.partnerId);
    expect(await inDirectory()).toBe(1);
    expect((await t.rest('POST', '/partners', body, auth(p))).status).toBe(409);
    expect((await t.rest('POST', '/partners', body, bearer(company.manager))).status).toBe(403);
    expect((await t.rest('POST', '/partners', body)).status).toBe(401);
  });

  it('DELETE forgets the photos’ files and the requests received; the dashboard has nothing to show', async () => {
    const p = await newPartner();
    const photo = await uploadPhoto(t, p.accessToken, await cameraJpeg(300, 200));
    const saved = (await t.rest('PUT', `/partners/${p.partnerId}`, profileBodyOf(p.profile, { photos: [photo] }), auth(p))).body;
    const company = await createCompany(t, 'BTP Demande');
    gqlOk(await t.gql(SEND_REQUEST, { input: { partnerId: p.partnerId, message: 'Bonjour, un devis ?' } }, company.manager.accessToken));
    expect((await fetch(`${t.url}${saved.photos[0].url}`)).status).toBe(200);
    expect((await atRoot(t, 'DELETE', `/partners/${p.partnerId}`, undefined, auth(p))).status).toBe(200);
    expect((await fetch(`${t.url}${saved.photos[0].url}`)).status).toBe(404);
    expect((await fetch(`${t.url}${saved.photos[0].vignette}`)).status).toBe(404);
    expect(await countOf(t, 'select count(*)::int as n from partner_contact_request where partner_id = $1', [p.partnerId])).toBe(0);
    expect(await countOf(t, 'select count(*)::int as n from partner_photo where partner_id = $1', [p.partnerId])).toBe(0);
    expect(gqlErr(await t.gql(DASHBOARD, {}, p.accessToken)).extensions.code).toBe('NOT_FOUND');
    expect(gqlErr(await t.gql(PARTNER_PAGE, { id: p.partnerId }, company.manager.accessToken)).extensions.code).toBe('NOT_FOUND');
  });

  it('POST /partners answers at the root as well (SPEC §7)', async () => {
    const p = await newPartner();
    expect((await atRoot(t, 'DELETE', `/partners/${p.partnerId}`, undefined, auth(p))).status).toBe(200);
    expect((await atRoot(t, 'POST', '/partners', profileBodyOf(p.profile), auth(p))).status).toBe(201);
    expect((await atRoot(t, 'POST', '/partners', profileBodyOf(p.profile), auth(p))).status).toBe(409);
  });

  it('hostile ids and bodies on PUT, DELETE and POST: never 5xx', async () => {
    const p = await newPartner();
    const body = profileBodyOf(p.profile);
    const doors = ['PUT', 'DELETE'].flatMap((method) => ['', '/api/v1'].map((prefix) => [prefix, method]));
    for (const id of HOSTILE.ids(p.partnerId)) {
      for (const [prefix, method] of doors) {
        const res = await atRoot(t, method, `${prefix}/partners/${id}`, method === 'PUT' ? body : undefined, auth(p));
        expect([method, prefix, id.slice(0, 40), res.status < 500]).toEqual([method, prefix, id.slice(0, 40), true]);
      }
    }
    for (const b of HOSTILE.profileBodies(body)) {
      const put = await atRoot(t, 'PUT', `/partners/${p.partnerId}`, b, auth(p));
      const post = await atRoot(t, 'POST', '/api/v1/partners', b, auth(p));
      const label = JSON.stringify(b).slice(0, 60);
      expect([label, put.status < 500, post.status >= 400 && post.status < 500]).toEqual([label, true, true]);
    }
    expect((await myProfile(t, p.accessToken)).id).toBe(p.partnerId);
    // An upper-case id is the same listing.
    const upper = await atRoot(t, 'PUT', `/partners/${p.partnerId.toUpperCase()}`, { ...body, raisonSociale: 'Majuscules' }, auth(p));
    expect([upper.status, upper.body.id, upper.body.raisonSociale]).toEqual([200, p.partnerId, 'Majuscules']);
  });
});

describe('concurrent requests of one partner', () => {
  it('POST /partners sent several times at once: one 201, the others 409, never 5xx', async () => {
    const p = await newPartner();
    let id = p.partnerId;
    for (let round = 0; round < 4; round++) {
      expect((await t.rest('DELETE', `/partners/${id}`, undefined, auth(p))).status).toBe(200);
      const answers = await Promise.all([1, 2, 3, 4].map(() => t.rest('POST', '/partners', profileBodyOf(p.profile), auth(p))));
      expect([round, answers.map((a) => a.status).sort()]).toEqual([round, [201, 409, 409, 409]]);
      expect(await countOf(t, 'select count(*)::int as n from partner where owner_id = $1', [p.id])).toBe(1);
      id = answers.find((a) => a.status === 201)!.body.id;
    }
  });

  it('PUT and DELETE at once: never 5xx', async () => {
    for (let round = 0; round < 3; round++) {
      const p = await newPartner();
      const put = t.rest('PUT', `/partners/${p.partnerId}`, profileBodyOf(p.profile, { description: 'Modifiée' }), auth(p));
      const [updated, del] = await Promise.all([put, t.rest('DELETE', `/partners/${p.partnerId}`, undefined, auth(p))]);
      expect([round, del.status, updated.status === 200 || updated.status === 404]).toEqual([round, 200, true]);
    }
  });

  it('two PUTs with new photos at once: the listing ends with one of the lists sent, never both (10 photos at most)', async () => {
    const p = await newPartner();
    const lists: string[][] = [[], []];
    for (const list of lists) for (let i = 0; i < 6; i++) list.push(await uploadPhoto(t, p.accessToken, await cameraJpeg(200, 150)));
    const put = (photos: string[]) => t.rest('PUT', `/partners/${p.partnerId}`, profileBodyOf(p.profile, { photos }), auth(p));
    const answers = await Promise.all(lists.map(put));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect((await myProfile(t, p.accessToken)).photos).toHaveLength(6);
    expect(await countOf(t, 'select count(*)::int as n from partner_photo where partner_id = $1', [p.partnerId])).toBe(6);
  });
});
