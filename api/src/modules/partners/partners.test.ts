import { translate } from '@chantiers/schema';
import { createCompany, gqlErr, gqlOk, sql } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';
import { createSite } from '../../../test/company';
import { cameraJpeg, uploadPhoto } from '../follow-ups/follow-ups.test-helpers';
import {
  DASHBOARD,
  DIRECTORY,
  MY_PROFILE,
  PARTNER_PAGE,
  REGISTER,
  REQUESTS,
  SEND_REQUEST,
  UPDATE_PROFILE,
  profileInputOf,
  registerPartner,
  signUpInput,
} from './partners.test-helpers';

const tr = (id: string) => translate(id);

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

describe('partner sign-up', () => {
  it('registers, mails the confirmation, signs in as a PARTNER with a listing of the sign-up', async () => {
    const p = await registerPartner(t, { companyName: 'Sanitaire Saïss', ice: '001234567000089' });
    const me = gqlOk(await t.gql(`query { me { type role companyName } }`, {}, p.accessToken)).me;
    expect(me).toEqual({ type: 'PARTNER', role: 'USER', companyName: 'Sanitaire Saïss' });
    const profile = gqlOk(await t.gql(MY_PROFILE, {}, p.accessToken)).myPartnerProfile;
    expect(profile).toMatchObject({
      name: 'Sanitaire Saïss',
      firstName: 'Youssef',
      serviceTypes: ['PLOMBERIE'],
      regions: [{ code: 'MA-03', nameFr: 'Fès-Meknès' }],
      cities: [{ code: 'ma-fes', nameFr: 'Fès' }],
      ice: '001234567000089',
      published: true,
      logo: null,
      photos: [],
    });
  });

  it('refuses bad input with the field messages and creates nothing', async () => {
    const before = (await sql(t, 'select count(*)::int as n from partner'))[0].n;
    const bad = gqlErr(
      await t.gql(REGISTER, { input: { ...signUpInput('x@y.ma'), serviceTypes: ['NAGER'], phone: '12', ice: '123', password: 'abc' } }),
    );
    expect(bad.extensions.code).toBe('BAD_USER_INPUT');
    expect(bad.extensions.fields).toMatchObject({
      serviceTypes: tr('partner.services.invalid'),
      phone: tr('partner.phone.invalid'),
      ice: tr('partner.ice.format'),
      password: tr('validation.newPassword.strength'),
    });
    const place = gqlErr(await t.gql(REGISTER, { input: signUpInput('z@y.ma', { city: 'ma-casablanca' }) }));
    expect(place.extensions.fields).toEqual({ city: tr('partner.city.otherRegion') });
    expect(gqlErr(await t.gql(REGISTER, { input: signUpInput('w@y.ma', { region: 'MA-99' }) })).extensions.fields).toEqual({
      region: tr('partner.region.unknown'),
    });
    expect((await sql(t, 'select count(*)::int as n from partner'))[0].n).toBe(before);
  });

  it('a pending partner is not in the directory until the e-mail is confirmed', async () => {
    const email = `pending.${Date.now()}@plombier.ma`;
    gqlOk(await t.gql(REGISTER, { input: signUpInput(email, { companyName: 'Zzz Pending Plomberie' }) }));
    const found = gqlOk(await t.gql(DIRECTORY, { search: 'zzz pending' })).partners;
    expect(found.total).toBe(0);
  });

  it('partners refresh through refreshPartnerSession; a company session is refused there', async () => {
    const p = await registerPartner(t);
    const r = gqlOk(
      await t.gql(`mutation ($r: String) { refreshPartnerSession(refreshToken: $r) { accessToken user { type } } }`, { r: p.refreshToken }),
    );
    expect(r.refreshPartnerSession.user.type).toBe('PARTNER');
    const company = await createCompany(t, 'BTP Refresh');
    const refused = gqlErr(
      await t.gql(`mutation ($r: String) { refreshPartnerSession(refreshToken: $r) { accessToken } }`, { r: company.manager.refreshToken }),
    );
    expect(refused.extensions.code).toBe('UNAUTHENTICATED');
    // The company's token is still good on its own door (refused unspent).
    gqlOk(await t.gql(`mutation ($r: String) { refreshSession(refreshToken: $r) { accessToken } }`, { r: company.manager.refreshToken }));
  });
});

describe('partner profile', () => {
  it('edits everything, with a logo and photos resized on the server, kept in order', async () => {
    const p = await registerPartner(t);
    const current = gqlOk(await t.gql(MY_PROFILE, {}, p.accessToken)).myPartnerProfile;
    const logo = await uploadPhoto(t, p.accessToken, await cameraJpeg(1200, 900), 'logo.jpg');
    const photos = [
      await uploadPhoto(t, p.accessToken, await cameraJpeg(3000, 2000)),
      await uploadPhoto(t, p.accessToken, await cameraJpeg(800, 600)),
    ];
    const input = {
      ...profileInputOf(current),
      companyName: 'Plomberie Fassia & Fils',
      serviceTypes: ['PLOMBERIE', 'CLIMATISATION'],
      regions: ['MA-03'],
      cities: ['ma-fes', 'ma-meknes', 'ma-rabat'],
      logoFileId: logo,
      photoFileIds: photos,
    };
    const saved = gqlOk(await t.gql(UPDATE_PROFILE, { input }, p.accessToken)).updatePartnerProfile;
    expect(saved.name).toBe('Plomberie Fassia & Fils');
    // Rabat's region is added: the region filter finds whoever serves one of its cities.
    expect(saved.regions.map((r: any) => r.code)).toEqual(['MA-03', 'MA-04']);
    expect(saved.photos).toHaveLength(2);
    expect(saved.logo).not.toBeNull();
    // The uploads are replaced by their rendered copies.
    expect(saved.photos.map((ph: any) => ph.id)).not.toEqual(photos);
    const swapped = gqlOk(
      await t.gql(
        UPDATE_PROFILE,
        { input: { ...input, logoFileId: saved.logo.id, photoFileIds: [saved.photos[1].id, saved.photos[0].id] } },
        p.accessToken,
      ),
    ).updatePartnerProfile;
    expect(swapped.photos.map((ph: any) => ph.id)).toEqual([saved.photos[1].id, saved.photos[0].id]);
    expect(swapped.logo.id).toBe(saved.logo.id);
    const image = await fetch(`${t.url}${swapped.photos[0].url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    // Removing a photo forgets its files.
    const one = gqlOk(
      await t.gql(UPDATE_PROFILE, { input: { ...input, logoFileId: null, photoFileIds: [saved.photos[0].id] } }, p.accessToken),
    ).updatePartnerProfile;
    expect(one.photos).toHaveLength(1);
    expect(one.logo).toBeNull();
    expect((await fetch(`${t.url}${saved.photos[1].url}`)).status).toBe(404);
  });

  it('refuses more than 10 photos, an unknown city, and another partner’s id', async () => {
    const p = await registerPartner(t);
    const other = await registerPartner(t);
    const current = profileInputOf(gqlOk(await t.gql(MY_PROFILE, {}, p.accessToken)).myPartnerProfile);
    const ids = Array.from({ length: 11 }, () => '00000000-0000-4000-8000-000000000000').map((id, i) => id.slice(0, -2) + String(10 + i));
    expect(gqlErr(await t.gql(UPDATE_PROFILE, { input: { ...current, photoFileIds: ids } }, p.accessToken)).extensions.fields).toEqual({
      photoFileIds: tr('partner.photos.max'),
    });
    expect(gqlErr(await t.gql(UPDATE_PROFILE, { input: { ...current, cities: ['ma-atlantis'] } }, p.accessToken)).extensions.fields).toEqual({
      cities: tr('partner.city.unknown'),
    });
    expect(gqlErr(await t.gql(UPDATE_PROFILE, { input: current, id: other.partnerId }, p.accessToken)).extensions.code).toBe('FORBIDDEN');
  });
});

describe('directory', () => {
  it('filters by trade, region, city and words; pages; hides hidden listings; no contact for visitors', async () => {
    const tag = `Dir${Date.now()}`;
    const a = await registerPartner(t, { companyName: `${tag} Électricité Oujda`, serviceTypes: ['ELECTRICITE'], region: 'MA-02', city: 'ma-oujda' });
    const b = await registerPartner(t, { companyName: `${tag} Plomberie Fès`, serviceTypes: ['PLOMBERIE', 'CARRELAGE'] });
    const c = await registerPartner(t, { companyName: `${tag} Carrelage Meknès`, serviceTypes: ['CARRELAGE'], city: 'ma-meknes' });
    const names = async (vars: Record<string, unknown>) =>
      gqlOk(await t.gql(DIRECTORY, { search: tag, ...vars })).partners.items.map((i: any) => i.name.replace(`${tag} `, ''));
    expect(await names({})).toEqual(['Carrelage Meknès', 'Électricité Oujda', 'Plomberie Fès']);
    expect(await names({ serviceType: 'CARRELAGE' })).toEqual(['Carrelage Meknès', 'Plomberie Fès']);
    expect(await names({ region: 'MA-03' })).toEqual(['Carrelage Meknès', 'Plomberie Fès']);
    expect(await names({ city: 'ma-fes' })).toEqual(['Plomberie Fès']);
    expect(await names({ search: `${tag} electricite` })).toEqual(['Électricité Oujda']);
    const page = gqlOk(await t.gql(DIRECTORY, { search: tag, size: 2, page: 1 })).partners;
    expect([page.total, page.items.length, page.page, page.size]).toEqual([3, 1, 1, 2]);
    // Hidden: out of the directory, its page not found for others.
    const current = profileInputOf(gqlOk(await t.gql(MY_PROFILE, {}, c.accessToken)).myPartnerProfile);
    gqlOk(await t.gql(UPDATE_PROFILE, { input: { ...current, published: false } }, c.accessToken));
    expect(await names({})).toEqual(['Électricité Oujda', 'Plomberie Fès']);
    expect(gqlErr(await t.gql(PARTNER_PAGE, { id: c.partnerId })).extensions.code).toBe('NOT_FOUND');
    // A visitor sees no e-mail or phone.
    const visitor = gqlOk(await t.gql(PARTNER_PAGE, { id: b.partnerId })).partner;
    expect([visitor.contact, visitor.canContact]).toEqual([null, false]);
    expect(JSON.stringify(visitor)).not.toMatch(/0661234567|@/);
    expect(gqlErr(await t.gql(DIRECTORY, { serviceType: 'NAGER' })).extensions.fields).toEqual({ serviceType: tr('partner.type.unknown') });
    void a;
  });
});

describe('contact requests', () => {
  it('a company user writes about a site: mailed to the partner, on the dashboard, status changed by the partner', async () => {
    const p = await registerPartner(t, { companyName: 'Plomberie Contact' });
    const company = await createCompany(t, 'BTP Saïss');
    const site = await createSite(t, company.manager.accessToken, { name: 'Villa Zitoune', city: 'Fès' });
    const page = gqlOk(await t.gql(PARTNER_PAGE, { id: p.partnerId }, company.manager.accessToken)).partner;
    expect(page.contact).toMatchObject({ email: p.email, phone: '0661234567' });
    expect(page.canContact).toBe(true);
    const sent = gqlOk(
      await t.gql(
        SEND_REQUEST,
        { input: { partnerId: p.partnerId, siteId: site.id, message: 'Bonjour, devis pour la plomberie de 3 salles de bain ?' } },
        company.manager.accessToken,
      ),
    ).sendPartnerRequest;
    expect(sent.message).toBe('Votre demande a été envoyée au partenaire.');
    const mail = await t.smtp.waitFor(p.email, (m) => m.subject.includes('demande de contact'));
    expect(mail.text).toContain('Villa Zitoune');
    expect(mail.replyTo).toEqual([company.manager.email]);
    const list = gqlOk(await t.gql(REQUESTS, {}, p.accessToken)).partnerContactRequests;
    expect(list.items[0]).toMatchObject({ senderCompanyName: 'BTP Saïss', siteName: 'Villa Zitoune', siteCity: 'Fès', status: 'NOUVEAU' });
    const dash = gqlOk(await t.gql(DASHBOARD, {}, p.accessToken)).partnerDashboard;
    expect(dash.requests).toEqual({ nouveau: 1, repondu: 0, clos: 0 });
    expect(dash.viewsThisMonth).toBe(1);
    expect(dash.completeness.missing).toEqual(['logo', 'photos', 'ice']);
    const set = `mutation ($id: ID!, $s: String!) { setContactRequestStatus(id: $id, status: $s) { status } }`;
    expect(gqlOk(await t.gql(set, { id: list.items[0].id, s: 'REPONDU' }, p.accessToken)).setContactRequestStatus.status).toBe('REPONDU');
    // Another partner cannot read or change it.
    const other = await registerPartner(t);
    expect(gqlOk(await t.gql(REQUESTS, {}, other.accessToken)).partnerContactRequests.total).toBe(0);
    expect(gqlErr(await t.gql(set, { id: list.items[0].id, s: 'CLOS' }, other.accessToken)).extensions.code).toBe('NOT_FOUND');
    // A partner cannot send requests; a site of another company cannot be named.
    expect(
      gqlErr(await t.gql(SEND_REQUEST, { input: { partnerId: p.partnerId, message: 'Bonjour, un devis svp' } }, other.accessToken)).extensions.code,
    ).toBe('FORBIDDEN');
    const stranger = await createCompany(t, 'BTP Autre');
    expect(
      gqlErr(
        await t.gql(
          SEND_REQUEST,
          { input: { partnerId: p.partnerId, siteId: site.id, message: 'Bonjour, un devis svp' } },
          stranger.manager.accessToken,
        ),
      ).extensions.fields,
    ).toEqual({ siteId: tr('site.notFound') });
  });

  it('limits requests per partner per day', async () => {
    const p = await registerPartner(t);
    const company = await createCompany(t, 'BTP Bavard');
    const send = () =>
      t.gql(SEND_REQUEST, { input: { partnerId: p.partnerId, message: 'Bonjour, êtes-vous disponible ?' } }, company.manager.accessToken);
    for (let i = 0; i < 3; i++) gqlOk(await send());
    expect(gqlErr(await send()).extensions.code).toBe('RATE_LIMITED');
  });
});
