// @both-databases: réserve numbers from a counter's upsert under concurrency; plans held FOR SHARE while pinned on.
import { randomUUID } from 'node:crypto';
import { addMember, createCompany, createSite, giveSite, gqlErr, gqlOk, type Member, sql, type TestCompany } from '../../../test/company';
import { addDays, createPerson, today } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';
import { changesSince, startOfFeed } from '../changes/changes.test-helpers';
import { cameraJpeg, uploadPhoto } from '../follow-ups/follow-ups.test-helpers';
import { registerPartner } from '../partners/partners.test-helpers';
import type { Personnel } from '../personnel';
import {
  ADD_VERSION,
  CREATE_RESERVE,
  createPlan,
  createReserve,
  DELETE_RESERVE,
  LIFT,
  pdfOfPages,
  REFUSE,
  RESERVE,
  RESERVES,
  reserveInput,
  UPDATE_RESERVE,
  uploadSheet,
  VALIDATE,
} from './punch-list.test-helpers';
import { reassigned, type Responsible } from './reserve-parts';
import type { Reserve } from './reserve.entity';

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let user: Member;
let villa: string;
let immeuble: string;
let plan: any;
let planB: any;

beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas Réserves'), createCompany(t, 'Souss Réserves')]);
  user = await addMember(t, a, { firstName: 'Samira', lastName: 'Idrissi' });
  villa = (await createSite(t, a.manager.accessToken, { name: 'Villa Anfa' })).id;
  immeuble = (await createSite(t, a.manager.accessToken, { name: 'Immeuble Maârif' })).id;
  await giveSite(t, immeuble, user);
  plan = await createPlan(t, a.manager.accessToken, villa, 'Plan RDC', 2);
  planB = await createPlan(t, a.manager.accessToken, immeuble, 'Plan étage courant', 1);
});
afterAll(() => t.stop());

const token = () => a.manager.accessToken;
const get = async (id: string, tok = token()) => gqlOk(await t.gql(RESERVE, { id }, tok)).reserve;
const refusal = async (query: string, variables: Record<string, unknown>, tok = token()) => gqlErr(await t.gql(query, variables, tok));
const fields = async (input: Record<string, unknown>) => (await refusal(CREATE_RESERVE, { input })).extensions.fields;
const list = async (siteId: string, filter: Record<string, unknown> = {}, tok = token()) =>
  gqlOk(await t.gql(RESERVES, { siteId, filter, size: 100 }, tok)).reserves;
const lift = (id: string, input: Record<string, unknown> | null, tok = token()) => t.gql(LIFT, { id, input }, tok);
const count = async () => (await sql(t, 'select count(*)::int as n from reserve where company_id = $1', [a.id]))[0].n as number;

describe('a réserve', () => {
  it('is pinned on the plan in force, with photos, numbered R-001 on its site', async () => {
    const photo = await uploadPhoto(t, token(), await cameraJpeg(2400, 1800), 'fissure.jpg');
    const made = await createReserve(
      t,
      token(),
      reserveInput(villa, plan.id, { page: 2, x: 0.123456, y: 1, photoIds: [photo], dueDate: addDays(today, -1) }),
    );
    expect(made).toMatchObject({
      number: 1,
      reference: 'R-001',
      site: { id: villa, name: 'Villa Anfa' },
      plan: { id: plan.id, title: 'Plan RDC' },
      version: { number: 1, pageCount: 2, superseded: false },
      page: 2,
      x: 0.12346,
      y: 1,
      title: 'Fissure enduit façade nord',
      trade: 'Enduit',
      responsible: null,
      status: 'OPEN',
      statusNote: '',
      overdue: true,
      liftPhotos: [],
      createdByName: expect.any(String),
    });
    expect(made.photos).toEqual([{ id: expect.any(String), url: expect.any(String), thumbnailUrl: expect.any(String), name: 'fissure.jpg' }]);
    expect(await get(made.id)).toEqual(made);
    expect((await sql(t, 'select x, y from reserve where id = $1', [made.id]))[0]).toEqual({ x: '0.12346', y: '1.00000' });
  });

  it('names its responsible: a person of the company, a published partner of the directory, or a typed name', async () => {
    const person = await createPerson(t, token(), { firstName: 'Youssef', lastName: 'Alami', trade: 'Plâtrier', cni: 'RS100001' });
    const partner = await registerPartner(t);
    const partnerName = (await sql(t, 'select name from partner where id = $1', [partner.partnerId]))[0].name;
    const byPerson = await createReserve(t, token(), reserveInput(villa, plan.id, { responsible: { type: 'PERSONNEL', id: person.id } }));
    expect(byPerson.responsible).toEqual({ type: 'PERSONNEL', id: person.id, name: 'Youssef Alami' });
    const byPartner = await createReserve(t, token(), reserveInput(villa, plan.id, { responsible: { type: 'PARTNER', id: partner.partnerId } }));
    expect(byPartner.responsible).toEqual({ type: 'PARTNER', id: partner.partnerId, name: partnerName });
    const byName = await createReserve(t, token(), reserveInput(villa, plan.id, { responsible: { type: 'OTHER', name: '  Étanchéité du Souss ' } }));
    expect(byName.responsible).toEqual({ type: 'OTHER', id: null, name: 'Étanchéité du Souss' });

    // Another company's person, a hidden listing: refused, named on the field.
    const theirs = await createPerson(t, b.manager.accessToken, { cni: 'RS200001' });
    expect(await fields(reserveInput(villa, plan.id, { responsible: { type: 'PERSONNEL', id: theirs.id } }))).toEqual({
      'responsible.id': "Cette personne n'existe pas ou a été supprimée : choisissez-en une autre dans le personnel.",
    });
    await sql(t, 'update partner set published = false where id = $1', [partner.partnerId]);
    expect(await fields(reserveInput(villa, plan.id, { responsible: { type: 'PARTNER', id: partner.partnerId } }))).toEqual({
      'responsible.id':
        "Ce partenaire n'est pas publié dans l'annuaire : choisissez un partenaire de l'annuaire ou saisissez le nom de l'entreprise.",
    });
    // Once named, a deleted person stays named (as a typed name).
    gqlOk(await t.gql('mutation ($id: ID!) { deletePersonnel(id: $id) }', { id: person.id }, token()));
    expect((await get(byPerson.id)).responsible).toEqual({ type: 'OTHER', id: null, name: 'Youssef Alami' });
  });

  it('takes the next number of its site when five are made at once, and never gives a deleted one again', async () => {
    const site = (await createSite(t, token(), { name: 'Chantier numéros' })).id;
    const sitePlan = await createPlan(t, token(), site, 'Plan', 1);
    const made = await Promise.all([1, 2, 3, 4, 5].map((i) => createReserve(t, token(), reserveInput(site, sitePlan.id, { title: `Réserve ${i}` }))));
    expect(made.map((r) => r.number).sort()).toEqual([1, 2, 3, 4, 5]);
    const last = made.find((r) => r.number === 5);
    gqlOk(await t.gql(DELETE_RESERVE, { id: last.id }, token()));
    expect((await createReserve(t, token(), reserveInput(site, sitePlan.id))).reference).toBe('R-006');
    // Another site counts from 1.
    expect((await createReserve(t, token(), reserveInput(immeuble, planB.id))).number).toBe(1);
  });

  it('is made once when a phone sends it again under its own id', async () => {
    const id = randomUUID();
    const input = reserveInput(villa, plan.id, { id, title: 'Plinthe décollée' });
    const [one, two] = await Promise.all([createReserve(t, token(), input), createReserve(t, token(), input)]);
    expect(one).toEqual(two);
    expect(one.id).toBe(id);
    expect((await sql(t, 'select count(*)::int as n from reserve where id = $1', [id]))[0].n).toBe(1);
    const theirSite = (await createSite(t, b.manager.accessToken)).id;
    const theirPlan = await createPlan(t, b.manager.accessToken, theirSite, 'Plan B', 1);
    expect((await refusal(CREATE_RESERVE, { input: reserveInput(theirSite, theirPlan.id, { id }) }, b.manager.accessToken)).extensions.code).toBe(
      'CONFLICT',
    );
  });

  it('is changed whole, its status apart', async () => {
    const made = await createReserve(t, token(), reserveInput(villa, plan.id));
    const changed = gqlOk(
      await t.gql(
        UPDATE_RESERVE,
        {
          id: made.id,
          input: {
            planId: plan.id,
            page: 1,
            x: 0.5,
            y: 0.5,
            title: 'Fissure reprise partielle',
            responsible: { type: 'OTHER', name: 'Enduits Atlas' },
          },
        },
        token(),
      ),
    ).updateReserve;
    expect(changed).toMatchObject({ number: made.number, x: 0.5, title: 'Fissure reprise partielle', description: '', trade: '', status: 'OPEN' });
    expect(changed.responsible).toEqual({ type: 'OTHER', id: null, name: 'Enduits Atlas' });
  });

  it('is said reassigned (reserve.assigned) when someone new must lift it, not when it is saved again as it was', () => {
    const named = (over: Partial<Responsible>): Responsible => ({
      responsiblePersonnel: null,
      responsiblePartner: null,
      responsibleName: null,
      responsibleKey: null,
      ...over,
    });
    const before = { responsiblePersonnel: { id: 'p1' }, responsiblePartner: null, responsibleName: 'Youssef Alami' } as unknown as Reserve;
    expect(reassigned(null, named({}))).toBe(false);
    expect(reassigned(null, named({ responsibleName: 'Enduits Atlas' }))).toBe(true);
    expect(reassigned(before, named({ responsiblePersonnel: { id: 'p1' } as Personnel, responsibleName: 'Youssef Alami' }))).toBe(false);
    expect(reassigned(before, named({ responsiblePersonnel: { id: 'p2' } as Personnel, responsibleName: 'Karim Alami' }))).toBe(true);
    expect(reassigned(before, named({ responsibleName: 'Youssef Alami' }))).toBe(true);
    expect(reassigned(before, named({}))).toBe(false);
  });
});

describe('the list', () => {
  it('filters by plan, trade, status and responsible, newest first, with the totals of the filter per status', async () => {
    const site = (await createSite(t, token(), { name: 'Chantier filtres' })).id;
    const p1 = await createPlan(t, token(), site, 'Plan A', 1);
    const p2 = await createPlan(t, token(), site, 'Plan B', 1);
    const person = await createPerson(t, token(), { firstName: 'Hicham', lastName: 'Naciri', cni: 'RS300001' });
    const r1 = await createReserve(t, token(), reserveInput(site, p1.id, { trade: 'Peinture', responsible: { type: 'PERSONNEL', id: person.id } }));
    const r2 = await createReserve(
      t,
      token(),
      reserveInput(site, p1.id, { trade: 'peinture', responsible: { type: 'OTHER', name: 'Électricité Générale' } }),
    );
    const r3 = await createReserve(t, token(), reserveInput(site, p2.id, { trade: 'Plomberie' }));
    gqlOk(await lift(r2.id, { note: 'ok' }));
    gqlOk(await lift(r3.id, { note: 'ok' }));
    gqlOk(await t.gql(VALIDATE, { id: r3.id }, token()));

    const all = await list(site);
    expect(all.items.map((r: { id: string }) => r.id)).toEqual([r3.id, r2.id, r1.id]);
    expect(all).toMatchObject({ total: 3, page: 0, size: 100, totals: { open: 1, lifted: 1, validated: 1, refused: 0 } });
    const ids = async (filter: Record<string, unknown>) => (await list(site, filter)).items.map((r: { id: string }) => r.id);
    expect(await ids({ planId: p1.id })).toEqual([r2.id, r1.id]);
    expect(await ids({ trade: 'PEINTURE' })).toEqual([r2.id, r1.id]);
    expect(await ids({ trade: 'Peint' })).toEqual([]);
    expect(await ids({ responsible: person.id })).toEqual([r1.id]);
    expect(await ids({ responsible: 'electricite' })).toEqual([r2.id]);
    expect(await ids({ responsible: '%' })).toEqual([]);
    const lifted = await list(site, { planId: p1.id, status: 'LIFTED' });
    expect(lifted).toMatchObject({ total: 1, items: [{ id: r2.id }], totals: { open: 1, lifted: 1, validated: 0, refused: 0 } });
    const paged = gqlOk(await t.gql(RESERVES, { siteId: site, page: 1, size: 2 }, token())).reserves;
    expect(paged).toMatchObject({ total: 3, page: 1, size: 2, items: [{ id: r1.id }] });
  });
});

describe('the rules, with their messages', () => {
  it('refuses a pin off the page or the plan, a missing title, too long texts, too many photos, and makes nothing', async () => {
    const before = await count();
    expect(
      await fields({
        siteId: villa,
        x: -0.1,
        y: 1.5,
        page: 0,
        title: ' ',
        description: 'd'.repeat(2001),
        trade: 't'.repeat(61),
        dueDate: '2026-02-30',
      }),
    ).toEqual({
      planId: 'Choisissez le plan sur lequel placer la réserve',
      page: 'La page doit être un numéro de page du plan (1, 2, 3…)',
      x: 'Placez la réserve sur le plan : sa position doit être comprise entre 0 et 1.',
      y: 'Placez la réserve sur le plan : sa position doit être comprise entre 0 et 1.',
      title: 'Le titre de la réserve est requis',
      description: 'La description ne doit pas dépasser 2000 caractères',
      trade: 'Le corps de métier ne doit pas dépasser 60 caractères',
      dueDate: "Date d'échéance invalide (AAAA-MM-JJ)",
    });
    expect(await fields(reserveInput(villa, plan.id, { title: 'T'.repeat(121), photoIds: Array.from({ length: 7 }, () => randomUUID()) }))).toEqual({
      title: 'Le titre de la réserve ne doit pas dépasser 120 caractères',
      photoIds: '6 photos au plus par réserve (et 6 pour sa levée)',
    });
    expect(await fields(reserveInput(villa, plan.id, { page: 3 }))).toEqual({
      page: "Cette page n'existe pas dans cette version du plan : choisissez une page du document.",
    });
    expect(await fields(reserveInput(villa, plan.id, { version: 9 }))).toEqual({
      version: "Cette version du plan n'existe pas : choisissez une version du plan.",
    });
    expect(await fields(reserveInput(villa, planB.id))).toEqual({ planId: "Ce plan n'existe pas ou a été supprimé." });
    expect(await fields(reserveInput(villa, plan.id, { responsible: { type: 'OTHER', name: ' ' } }))).toEqual({
      'responsible.name': 'Le nom du responsable est requis',
    });
    expect(await fields(reserveInput(villa, plan.id, { responsible: { type: 'PARTNER' } }))).toEqual({
      'responsible.id': 'Choisissez le responsable dans la liste',
    });
    expect(await fields(reserveInput(villa, plan.id, { responsible: { type: 'OTHER', name: 'N'.repeat(151) } }))).toEqual({
      'responsible.name': 'Le nom du responsable ne doit pas dépasser 150 caractères',
    });
    expect((await refusal(LIFT, { id: randomUUID(), input: { note: 'n'.repeat(1001) } })).extensions.fields).toEqual({
      note: 'La note ne doit pas dépasser 1000 caractères',
    });
    expect(await count()).toBe(before);
  });
});

describe('isolation', () => {
  it("hides a company's réserves from another and a USER's from the sites that are not theirs, on every read and change", async () => {
    const r = await createReserve(t, token(), reserveInput(villa, plan.id, { title: 'Garde-corps desserré' }));
    for (const tok of [b.manager.accessToken, user.accessToken]) {
      expect((await refusal(RESERVE, { id: r.id }, tok)).extensions.code).toBe('NOT_FOUND');
      expect((await refusal(RESERVES, { siteId: villa }, tok)).extensions).toMatchObject({ code: 'NOT_FOUND', messageId: 'site.notFound' });
      expect((await refusal(UPDATE_RESERVE, { id: r.id, input: reserveInput(villa, plan.id, { siteId: undefined }) }, tok)).extensions.code).toBe(
        'NOT_FOUND',
      );
      expect((await refusal(LIFT, { id: r.id, input: { note: 'Piraté' } }, tok)).extensions.code).toBe('NOT_FOUND');
      expect((await refusal(VALIDATE, { id: r.id }, tok)).extensions.code).toBe('NOT_FOUND');
      expect((await refusal(REFUSE, { id: r.id, input: { reason: 'Piraté' } }, tok)).extensions.code).toBe('NOT_FOUND');
      expect((await refusal(CREATE_RESERVE, { input: reserveInput(villa, plan.id) }, tok)).extensions.fields).toEqual({
        siteId: "Ce chantier n'existe pas ou a été supprimé.",
      });
    }
    expect((await refusal(DELETE_RESERVE, { id: r.id }, b.manager.accessToken)).extensions.code).toBe('NOT_FOUND');
    expect(await get(r.id)).toMatchObject({ title: 'Garde-corps desserré', status: 'OPEN' });
  });

  it('leaves the delete to the Admin Société: a USER is refused it on their own site', async () => {
    const r = await createReserve(t, user.accessToken, reserveInput(immeuble, planB.id));
    expect((await refusal(DELETE_RESERVE, { id: r.id }, user.accessToken)).extensions.code).toBe('FORBIDDEN');
    expect(gqlOk(await t.gql(DELETE_RESERVE, { id: r.id }, token())).deleteReserve).toBe(true);
    expect((await refusal(RESERVE, { id: r.id })).extensions.code).toBe('NOT_FOUND');
  });
});

describe('the offline change feed', () => {
  it("brings a réserve to the phones of its site, and its plan when a version is added (last: it moves the plan's sheet)", async () => {
    const since = await startOfFeed(t, user.accessToken);
    const r = await createReserve(t, user.accessToken, reserveInput(immeuble, planB.id, { title: 'Peinture écaillée' }));
    const fileId = await uploadSheet(t, token(), await pdfOfPages(1));
    gqlOk(await t.gql(ADD_VERSION, { planId: planB.id, input: { fileId } }, token()));
    const { items } = await changesSince(t, user.accessToken, since, {
      until: (got) => got.some((c) => c.id === r.id) && got.some((c) => c.id === planB.id),
    });
    expect(items.find((c) => c.id === r.id)).toMatchObject({ kind: 'Reserve', siteId: immeuble, deleted: false });
    expect(items.find((c) => c.id === planB.id)).toMatchObject({ kind: 'Plan', siteId: immeuble, deleted: false });
    // Another's site stays off a USER's feed.
    expect(items.filter((c) => c.siteId === villa)).toEqual([]);
  });
});
