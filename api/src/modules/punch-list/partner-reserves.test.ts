import { createCompany, createSite, gqlErr, gqlOk, sql, type TestCompany } from '../../../test/company';
import { addDays, today } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';
import { cameraJpeg, getBytes, uploadPhoto } from '../follow-ups/follow-ups.test-helpers';
import { registerPartner } from '../partners/partners.test-helpers';
import { createEndpoint } from '../webhooks/webhooks.test-helpers';
import { createPlan, createReserve, REFUSE, RESERVE, RESERVES, reserveInput, UPDATE_RESERVE, VALIDATE } from './punch-list.test-helpers';

type Partner = Awaited<ReturnType<typeof registerPartner>>;

const PHOTO = 'id url thumbnailUrl name';
const FIELDS =
  `id reference companyName site { name address city } plan { title version versionInForce page fileUrl contentType } title description ` +
  `trade photos { ${PHOTO} } liftPhotos { ${PHOTO} } dueDate overdue status statusNote liftedAt reviewedAt createdAt`;
const LIST = `query ($state: PartnerReserveState, $page: Int, $size: Int) { partnerReserves(state: $state, page: $page, size: $size) {
  items { ${FIELDS} } total page size counts { toLift lifted validated } } }`;
const ONE = `query ($id: ID!) { partnerReserve(id: $id) { ${FIELDS} } }`;
const LIFT = `mutation ($id: ID!, $input: ReserveLiftInput) { liftPartnerReserve(id: $id, input: $input) { ${FIELDS} } }`;

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let fassia: Partner;
let zitoune: Partner;
let villa: string;
let souss: string;
/** R-001 of Villa Anfa, given to Plomberie Fassia; R-002 to Zitoune; R-003 to a typed name; Souss's R-001 to Fassia too. */
const r: Record<'fassia' | 'zitoune' | 'typed' | 'souss', any> = {} as never;

const list = async (p: Partner, state?: string) => gqlOk(await t.gql(LIST, { state, size: 50 }, p.accessToken)).partnerReserves;
const liftAs = (p: Partner, id: string, input: Record<string, unknown> | null) => t.gql(LIFT, { id, input }, p.accessToken);
const asCompany = async (id: string) => gqlOk(await t.gql(RESERVE, { id }, a.manager.accessToken)).reserve;

beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas Réserves Partenaires'), createCompany(t, 'Souss Bâtiment')]);
  fassia = await registerPartner(t, { companyName: 'Plomberie Fassia' });
  zitoune = await registerPartner(t, { companyName: 'Zitoune Électricité', serviceTypes: ['ELECTRICITE'] });
  villa = (await createSite(t, a.manager.accessToken, { name: 'Villa Anfa', address: '12, rue des Orangers', city: 'Casablanca' })).id;
  souss = (await createSite(t, b.manager.accessToken, { name: 'Résidence Souss', city: 'Agadir' })).id;
  await createEndpoint(t, a.manager.accessToken, { events: ['reserve.assigned'] });
  const plan = await createPlan(t, a.manager.accessToken, villa, 'Plan RDC', 1);
  const planSouss = await createPlan(t, b.manager.accessToken, souss, 'Plan étage', 1);
  const photo = await uploadPhoto(t, a.manager.accessToken, await cameraJpeg(800, 600), 'fuite.jpg');
  const to = (p: Partner) => ({ type: 'PARTNER', id: p.partnerId });
  r.fassia = await createReserve(
    t,
    a.manager.accessToken,
    reserveInput(villa, plan.id, {
      title: 'Fuite sous évier',
      trade: 'Plomberie',
      responsible: to(fassia),
      photoIds: [photo],
      dueDate: addDays(today, 5),
    }),
  );
  r.zitoune = await createReserve(t, a.manager.accessToken, reserveInput(villa, plan.id, { title: 'Prise non fixée', responsible: to(zitoune) }));
  r.typed = await createReserve(
    t,
    a.manager.accessToken,
    reserveInput(villa, plan.id, { title: 'Interrupteur cassé', responsible: { type: 'OTHER', name: 'Élec Sud' } }),
  );
  r.souss = await createReserve(
    t,
    b.manager.accessToken,
    reserveInput(souss, planSouss.id, { title: 'Robinet qui goutte', responsible: to(fassia) }),
  );
}, 60_000);
afterAll(() => t.stop());

describe('a réserve given to a partner', () => {
  it('mails the partner’s account with a link to their space, and tells integrators reserve.assigned', async () => {
    const mail = await t.smtp.waitFor(fassia.email, (m) => m.subject.includes('R-001') && m.text.includes('Villa Anfa'));
    expect(mail.subject).toBe('Chantiers — réserve R-001 à lever sur Villa Anfa');
    expect(mail.text).toContain(
      'Atlas Réserves Partenaires vous a confié la réserve R-001 « Fuite sous évier » sur le chantier Villa Anfa (Casablanca).',
    );
    expect(mail.text).toContain(`À lever avant le ${addDays(today, 5).split('-').reverse().join('/')}.`);
    expect(mail.links.some((l) => l.endsWith('/reserves-partenaire'))).toBe(true);
    await t.smtp.waitFor(fassia.email, (m) => m.text.includes('Souss Bâtiment vous a confié la réserve R-001 « Robinet qui goutte »'));
    // Given to a typed name: nobody to mail; changed to a partner: that partner is.
    const input = { planId: r.typed.plan.id, x: 0.5, y: 0.5, title: 'Interrupteur cassé', responsible: { type: 'PARTNER', id: zitoune.partnerId } };
    gqlOk(await t.gql(UPDATE_RESERVE, { id: r.typed.id, input }, a.manager.accessToken));
    await t.smtp.waitFor(zitoune.email, (m) => m.subject.includes('R-003'));
    const deliveries = await sql(
      t,
      "select body from webhook_delivery where company_id = $1 and event_type = 'reserve.assigned' order by created_at",
      [a.id],
    );
    const sent = deliveries.map((d) => JSON.parse(d.body).data.reserve);
    expect(sent.map((s: any) => [s.reference, s.responsible.name])).toEqual([
      ['R-001', 'Plomberie Fassia'],
      ['R-002', 'Zitoune Électricité'],
      ['R-003', 'Élec Sud'],
      ['R-003', 'Zitoune Électricité'],
    ]);
    expect(sent[0]).toMatchObject({ site: { id: villa, name: 'Villa Anfa' }, status: 'OPEN', dueDate: addDays(today, 5), trade: 'Plomberie' });
  });

  it('is listed in that partner’s space only, whatever company gave it, with its site, plan, photos and due date', async () => {
    const mine = await list(fassia);
    expect(mine.counts).toEqual({ toLift: 2, lifted: 0, validated: 0 });
    expect(mine.items.map((i: any) => [i.companyName, i.site.name, i.title])).toEqual([
      ['Atlas Réserves Partenaires', 'Villa Anfa', 'Fuite sous évier'],
      ['Souss Bâtiment', 'Résidence Souss', 'Robinet qui goutte'],
    ]);
    const [first] = mine.items;
    expect(first).toMatchObject({
      reference: 'R-001',
      site: { name: 'Villa Anfa', address: '12, rue des Orangers', city: 'Casablanca' },
      plan: { title: 'Plan RDC', version: 1, versionInForce: 1, page: 1, contentType: 'application/pdf' },
      trade: 'Plomberie',
      dueDate: addDays(today, 5),
      overdue: false,
      status: 'OPEN',
    });
    expect(first.photos).toHaveLength(1);
    expect((await getBytes(t, first.photos[0].thumbnailUrl.replace('/api/v1', ''))).status).toBe(200);
    expect((await getBytes(t, first.plan.fileUrl.replace('/api/v1', ''))).status).toBe(200);
    const theirs = await list(zitoune);
    expect(theirs.items.map((i: any) => i.title).sort()).toEqual(['Interrupteur cassé', 'Prise non fixée']);
  });

  it('never shows a partner a réserve given to someone else, nor lets them lift it', async () => {
    for (const other of [r.zitoune, r.typed]) {
      expect(gqlErr(await t.gql(ONE, { id: other.id }, fassia.accessToken)).extensions.code).toBe('NOT_FOUND');
      expect(gqlErr(await liftAs(fassia, other.id, { note: 'Fait' })).extensions.code).toBe('NOT_FOUND');
      expect((await getBytes(t, `/partenaire/reserves/${other.id}/plan`, fassia.accessToken)).status).toBe(404);
    }
    expect((await asCompany(r.zitoune.id)).status).toBe('OPEN');
    // The company's own doors stay closed to a partner, and the partner's to the company.
    expect(gqlErr(await t.gql(RESERVE, { id: r.fassia.id }, fassia.accessToken)).extensions.code).toBe('FORBIDDEN');
    expect(gqlErr(await t.gql(RESERVES, { siteId: villa }, fassia.accessToken)).extensions.code).toBe('FORBIDDEN');
    expect((await getBytes(t, `/chantiers/${villa}/reserves/pdf`, fassia.accessToken)).status).toBe(403);
    expect(gqlErr(await t.gql(LIST, {}, a.manager.accessToken)).extensions.code).toBe('FORBIDDEN');
    expect(gqlErr(await t.gql(LIFT, { id: r.fassia.id }, a.manager.accessToken)).extensions.code).toBe('FORBIDDEN');
    expect((await getBytes(t, `/partenaire/reserves/${r.fassia.id}/plan`, a.manager.accessToken)).status).toBe(403);
  });

  it('shows the partner the plan around the pin, the pin drawn', async () => {
    const crop = await getBytes(t, `/partenaire/reserves/${r.fassia.id}/plan`, fassia.accessToken);
    expect(crop.status).toBe(200);
    expect(crop.headers.get('content-type')).toBe('image/jpeg');
    expect(crop.bytes.subarray(0, 2).toString('hex')).toBe('ffd8');
  });

  it('is lifted by the partner with a note and a photo of theirs, kept by the company, which is told and then checks it', async () => {
    const upload = await uploadPhoto(t, fassia.accessToken, await cameraJpeg(1200, 900), 'repris.jpg');
    // Another company's upload is not the partner's to give.
    const foreign = await uploadPhoto(t, a.manager.accessToken, await cameraJpeg(100, 100), 'autre.jpg');
    expect(gqlErr(await liftAs(fassia, r.fassia.id, { note: 'Siphon changé', photoIds: [foreign] })).extensions.fields).toEqual({
      photoIds: "Ce fichier n'existe pas ou n'est plus disponible.",
    });
    const lifted = gqlOk(await liftAs(fassia, r.fassia.id, { note: 'Siphon changé', photoIds: [upload] })).liftPartnerReserve;
    expect(lifted).toMatchObject({ status: 'LIFTED', statusNote: 'Siphon changé' });
    expect(lifted.liftPhotos).toHaveLength(1);
    // Sent again (a phone's resend): answered as it is.
    expect(gqlOk(await liftAs(fassia, r.fassia.id, { note: 'Siphon changé', photoIds: [upload] })).liftPartnerReserve.status).toBe('LIFTED');
    expect(gqlErr(await liftAs(fassia, r.fassia.id, { note: 'Autre chose' })).extensions.code).toBe('CONFLICT');

    const seen = await asCompany(r.fassia.id);
    expect(seen).toMatchObject({ status: 'LIFTED', statusNote: 'Siphon changé', liftedByName: 'Plomberie Fassia' });
    expect(seen.liftPhotos).toHaveLength(1);
    const files = await sql(
      t,
      `select f.company_id from reserve_photo p join stored_file f on f.id in (p.file_id, p.thumbnail_id) where p.reserve_id = $1 and p.stage = 'LIFT'`,
      [r.fassia.id],
    );
    expect(files.map((f) => f.company_id)).toEqual([a.id, a.id]);
    expect(await sql(t, 'select id from stored_file where id = $1', [upload])).toEqual([]);
    const told = await sql(t, "select user_id, params from notification where kind = 'RESERVE_LIFTED' and subject_id = $1", [r.fassia.id]);
    expect(told).toEqual([{ user_id: a.manager.id, params: expect.objectContaining({ authorName: 'Plomberie Fassia', reference: 'R-001' }) }]);
    expect((await list(fassia, 'LIFTED')).items.map((i: any) => i.id)).toEqual([r.fassia.id]);

    // Refused: back in the partner's list with the reason; lifted again, then validated.
    gqlOk(await t.gql(REFUSE, { id: r.fassia.id, input: { reason: 'Fuite encore visible au raccord' } }, a.manager.accessToken));
    const again = (await list(fassia)).items.find((i: any) => i.id === r.fassia.id);
    expect(again).toMatchObject({ status: 'REFUSED', statusNote: 'Fuite encore visible au raccord' });
    gqlOk(await liftAs(fassia, r.fassia.id, { note: 'Raccord resserré' }));
    gqlOk(await t.gql(VALIDATE, { id: r.fassia.id }, a.manager.accessToken));
    expect((await list(fassia)).counts).toEqual({ toLift: 1, lifted: 0, validated: 1 });
    const closed = gqlErr(await liftAs(fassia, r.fassia.id, { note: 'Encore' }));
    expect(closed.extensions.code).toBe('CONFLICT');
  });

  it('leaves the partner’s space once the company gives it to someone else', async () => {
    const input = { planId: r.souss.plan.id, x: 0.5, y: 0.5, title: 'Robinet qui goutte', responsible: { type: 'OTHER', name: 'Sanitaire Sud' } };
    gqlOk(await t.gql(UPDATE_RESERVE, { id: r.souss.id, input }, b.manager.accessToken));
    expect((await list(fassia)).items.map((i: any) => i.id)).not.toContain(r.souss.id);
    expect(gqlErr(await liftAs(fassia, r.souss.id, { note: 'Fait' })).extensions.code).toBe('NOT_FOUND');
  });
});
