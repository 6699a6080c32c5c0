// @both-databases: two first saves of one day serialised by an advisory lock; jsonb lines.
import {
  addMember,
  createCompany,
  createSite,
  createSupplier,
  giveSite,
  gqlErr,
  gqlOk,
  type Member,
  sql,
  type TestCompany,
} from '../../../test/company';
import { addDays, createPerson, createPurchase, today } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';
import { cameraJpeg, uploadPhoto } from '../follow-ups/follow-ups.test-helpers';
import { createEndpoint } from '../webhooks/webhooks.test-helpers';
import { ADDENDUM, DAY, drawnSignature, LIST, logInput, SAVE, SIGN } from './daily-logs.test-helpers';

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let user: Member;
let villa: string;
let immeuble: string;
let supplier: string;
const yesterday = addDays(today, -1);

beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas Journal'), createCompany(t, 'Souss Journal')]);
  user = await addMember(t, a, { firstName: 'Samira', lastName: 'Idrissi' });
  villa = (await createSite(t, a.manager.accessToken, { name: 'Villa Anfa' })).id;
  immeuble = (await createSite(t, a.manager.accessToken, { name: 'Immeuble Maârif' })).id;
  await giveSite(t, immeuble, user);
  supplier = (await createSupplier(t, a.manager.accessToken, { name: 'Béton Atlas' })).id;
});
afterAll(() => t.stop());

const token = () => a.manager.accessToken;
const day = async (siteId: string, d: string, tok = token()) => gqlOk(await t.gql(DAY, { siteId, day: d }, tok)).dailyLog;
const save = async (input: Record<string, unknown>, tok = token()) => gqlOk(await t.gql(SAVE, { input }, tok)).saveDailyLog;
const refusal = async (query: string, input: Record<string, unknown>, tok = token()) => gqlErr(await t.gql(query, { input }, tok));
const logs = async () => (await sql(t, 'select count(*)::int as n from daily_log where company_id = $1', [a.id]))[0].n as number;

describe("a day's log", () => {
  it('starts as a draft: manpower per trade from the CRA and the assignments of the day, the purchases of the day', async () => {
    const d = addDays(today, -3);
    const mason1 = (await createPerson(t, token(), { trade: 'Maçon', cni: 'JA100001' })).id;
    const mason2 = (await createPerson(t, token(), { trade: 'Maçon', cni: 'JA100002' })).id;
    const electrician = (await createPerson(t, token(), { trade: 'Électricien', cni: 'JA100003' })).id;
    const absent = (await createPerson(t, token(), { trade: 'Peintre', cni: 'JA100004' })).id;
    gqlOk(
      await t.gql(
        'mutation ($input: AssignmentInput!) { assignPersonnel(input: $input) { id } }',
        { input: { siteId: villa, personnelIds: [mason1, mason2], startDate: addDays(d, -5), endDate: addDays(d, 5) } },
        token(),
      ),
    );
    const cells = [
      { siteId: villa, personnelId: electrician, day: d, value: '1' },
      { siteId: villa, personnelId: mason1, day: d, value: '0.5' },
      { siteId: villa, personnelId: absent, day: d, value: '0' },
    ];
    gqlOk(await t.gql('mutation ($entries: [ActivityEntryInput!]!) { saveActivity(entries: $entries) { day } }', { entries: cells }, token()));
    const bought = await createPurchase(t, token(), villa, { supplierId: supplier, label: 'Ciment CPJ 45', date: d, amountHT: '1028.75' }, 'id');
    await createPurchase(t, token(), villa, { supplierId: supplier, label: 'Autre jour', date: addDays(d, -1) });

    const draft = await day(villa, d);
    expect(draft).toMatchObject({ id: null, saved: false, day: d, site: { id: villa, name: 'Villa Anfa' }, signedAt: null, photos: [], addenda: [] });
    expect(draft.manpower).toEqual([
      { trade: 'Maçon', count: 2, company: '' },
      { trade: 'Électricien', count: 1, company: '' },
    ]);
    expect(draft.purchasesOfDay).toEqual([{ id: bought.id, label: 'Ciment CPJ 45', supplierName: 'Béton Atlas', amountTTC: '1234.50' }]);
    expect(await logs()).toBe(0);

    const saved = await save(logInput(villa, d, { deliveryPurchaseIds: [bought.id] }));
    expect(saved).toMatchObject({
      saved: true,
      weatherMorning: 'SUN',
      weatherAfternoon: 'WIND',
      temperatureMin: 12,
      temperatureMax: 24,
      manpower: [
        { trade: 'Maçon', count: 4, company: '' },
        { trade: 'Ferrailleur', count: 2, company: 'Ferraillage Souss SARL' },
      ],
      equipment: [{ name: 'Bétonnière 350 L', count: 1 }],
      deliveries: [{ id: bought.id, label: 'Ciment CPJ 45', supplierName: 'Béton Atlas', amountTTC: '1234.50' }],
      visitors: [{ name: 'M. Bennani', organisation: 'Bureau de contrôle', purpose: 'Réception des armatures' }],
    });
    expect(await day(villa, d)).toEqual(saved);
  });

  it('is saved whole each time, one per site and day, even when two saves of a new day cross', async () => {
    const d = addDays(today, -4);
    const [one, two] = await Promise.all([
      save(logInput(villa, d, { events: 'Premier envoi' })),
      save(logInput(villa, d, { events: 'Second envoi', equipment: [] })),
    ]);
    expect(one.id).toBe(two.id);
    const again = await save({ siteId: villa, day: d, events: 'Tout remplacé' });
    expect(again).toMatchObject({ id: one.id, events: 'Tout remplacé', manpower: [], equipment: [], visitors: [], weatherMorning: null });
    expect((await sql(t, 'select count(*)::int as n from daily_log where site_id = $1 and day = $2', [villa, d]))[0].n).toBe(1);
  });

  it('keeps its photos in order, without their metadata', async () => {
    const d = addDays(today, -5);
    const p1 = await uploadPhoto(t, token(), await cameraJpeg(2400, 1800), 'dalle.jpg');
    const p2 = await uploadPhoto(t, token(), await cameraJpeg(800, 600), 'ferraillage.jpg');
    const first = await save(logInput(villa, d, { photoIds: [p1, p2] }));
    expect(first.photos.map((p: { name: string }) => p.name)).toEqual(['dalle.jpg', 'ferraillage.jpg']);
    const kept = await save(logInput(villa, d, { photoIds: [first.photos[1].id] }));
    expect(kept.photos.map((p: { id: string }) => p.id)).toEqual([first.photos[1].id]);
    // Without photoIds the photos stay as they are.
    expect((await save(logInput(villa, d))).photos).toHaveLength(1);
  });
});

describe('the signature', () => {
  it('closes the day: read-only after, corrected by dated addenda that name their author', async () => {
    const d = addDays(today, -6);
    await save(logInput(immeuble, d), user.accessToken);
    const signature = await drawnSignature();
    const signed = gqlOk(await t.gql(SIGN, { input: { siteId: immeuble, day: d, signature } }, user.accessToken)).signDailyLog;
    expect(signed).toMatchObject({ signedByName: 'Samira Idrissi', signatureUrl: expect.stringContaining('/api/v1/files/') });
    expect(Date.now() - new Date(signed.signedAt).getTime()).toBeLessThan(60_000);
    const png = await fetch(signed.signatureUrl.startsWith('http') ? signed.signatureUrl : `${t.url}${signed.signatureUrl}`);
    expect(png.headers.get('content-type')).toContain('image/png');

    const changed = await refusal(SAVE, logInput(immeuble, d, { events: 'Réécrit après coup' }), user.accessToken);
    expect(changed).toMatchObject({ extensions: { code: 'CONFLICT' }, message: expect.stringContaining('Ajoutez un additif daté') });
    expect((await refusal(SIGN, { siteId: immeuble, day: d, signature }, user.accessToken)).extensions.code).toBe('CONFLICT');
    expect((await day(immeuble, d, user.accessToken)).events).toBe('Coulage de la dalle du R+1.');

    const withAddendum = gqlOk(
      await t.gql(ADDENDUM, { input: { siteId: immeuble, day: d, text: '  Lire 5 maçons au lieu de 4.  ' } }, a.manager.accessToken),
    ).addDailyLogAddendum;
    expect(withAddendum.addenda).toEqual([
      { id: expect.any(String), text: 'Lire 5 maçons au lieu de 4.', authorName: expect.any(String), createdAt: expect.any(String) },
    ]);
    expect(withAddendum.manpower[0].count).toBe(4);
    const list = gqlOk(await t.gql(LIST, { siteId: immeuble, from: addDays(d, -1), to: today }, user.accessToken)).dailyLogs.items;
    expect(list).toEqual([
      expect.objectContaining({ day: d, headcount: 6, addendumCount: 1, photoCount: 0, hasIncident: false, signedByName: 'Samira Idrissi' }),
    ]);
  });

  it('refuses a blank box, what is not a PNG, and signing a day never saved; an addendum on an unsigned log', async () => {
    const d = addDays(today, -7);
    expect((await refusal(SIGN, { siteId: villa, day: d, signature: await drawnSignature() })).extensions).toMatchObject({
      code: 'NOT_FOUND',
    });
    await save(logInput(villa, d));
    const fields = async (signature: unknown) => (await refusal(SIGN, { siteId: villa, day: d, signature })).extensions.fields;
    expect(await fields(await drawnSignature(true))).toEqual({ signature: 'Le cadre de signature est vide : signez avant de valider.' });
    expect(await fields('data:image/png;base64,AAAA')).toEqual({ signature: 'La signature doit être une image PNG dessinée dans le cadre.' });
    expect(await fields('data:image/svg+xml;base64,PHN2Zz4=')).toEqual({ signature: 'La signature doit être une image PNG dessinée dans le cadre.' });
    expect(await fields('')).toEqual({ signature: 'La signature est requise : signez dans le cadre.' });
    expect(await fields(`data:image/png;base64,${'A'.repeat(300_000)}`)).toEqual({
      signature: 'La signature est trop lourde (200 Ko au plus) : effacez-la et signez à nouveau.',
    });
    const addendum = await refusal(ADDENDUM, { siteId: villa, day: d, text: 'Trop tôt' });
    expect(addendum).toMatchObject({ extensions: { code: 'CONFLICT' }, message: expect.stringContaining('modifiez-le directement') });
    expect((await day(villa, d)).signedAt).toBeNull();
  });
});

describe('what a signature tells', () => {
  it('notifies the Admin Société (not the signer) and sends daily_log.signed to the endpoints that want it', async () => {
    await createEndpoint(t, token(), { events: ['daily_log.signed'] });
    const d = addDays(today, -10);
    await save(logInput(immeuble, d, { incidents: 'Chute de matériel' }), user.accessToken);
    const signed = gqlOk(
      await t.gql(SIGN, { input: { siteId: immeuble, day: d, signature: await drawnSignature() } }, user.accessToken),
    ).signDailyLog;
    const told = await sql(t, "select user_id, params, link from notification where kind = 'DAILY_LOG_SIGNED' and subject_id = $1", [signed.id]);
    expect(told).toEqual([
      {
        user_id: a.manager.id,
        params: { siteName: 'Immeuble Maârif', date: d, authorName: 'Samira Idrissi' },
        link: `/detail-chantier/${immeuble}/journal/${d}`,
      },
    ]);
    const [delivery] = await sql(t, "select body from webhook_delivery where company_id = $1 and event_type = 'daily_log.signed'", [a.id]);
    expect(JSON.parse(delivery.body).data).toEqual({
      dailyLog: {
        id: signed.id,
        day: d,
        site: { id: immeuble, name: 'Immeuble Maârif' },
        signedAt: signed.signedAt,
        signedByName: 'Samira Idrissi',
        headcount: 6,
        hasIncident: true,
      },
    });
  });
});

describe('the rules, with their messages', () => {
  it('refuses a day to come, bad weather, counts, temperatures and lists, and saves nothing', async () => {
    const before = await logs();
    const fields = async (over: Record<string, unknown>, d = yesterday) => (await refusal(SAVE, logInput(villa, d, over))).extensions.fields;
    expect(await fields({}, addDays(today, 1))).toEqual({
      day: "Un journal ne peut pas être rempli pour un jour à venir : choisissez aujourd'hui ou un jour passé.",
    });
    expect(await fields({}, '2026-02-30')).toEqual({ day: 'Date invalide (AAAA-MM-JJ)' });
    // An enum GraphQL refuses before the schema: the door's own message, a field named all the same.
    expect(Object.keys((await fields({ weatherMorning: 'SNOW' })) ?? {})).toEqual(['weatherMorning']);
    expect(
      await fields({ temperatureMin: 30, temperatureMax: 10, manpower: [{ trade: ' ', count: -1 }], equipment: [{ name: 'Grue', count: 0 }] }),
    ).toEqual({
      temperatureMax: 'La température maximale ne peut pas être inférieure à la minimale',
      'manpower.0.trade': 'Le corps de métier est requis',
      'manpower.0.count': 'Le nombre doit être un entier entre 0 et 999 (au moins 1 pour un matériel)',
      'equipment.0.count': 'Le nombre doit être un entier entre 0 et 999 (au moins 1 pour un matériel)',
    });
    expect(await fields({ temperatureMin: 61, visitors: Array.from({ length: 31 }, () => ({ name: 'X' })) })).toEqual({
      temperatureMin: 'La température doit être un nombre entier entre -20 et 60 °C',
      visitors: 'Une liste du journal compte 30 lignes au plus',
    });
    expect(await fields({ events: 'é'.repeat(2001), weatherNote: 'n'.repeat(201) })).toEqual({
      events: 'Ce champ ne doit pas dépasser 2000 caractères',
      weatherNote: 'La note météo ne doit pas dépasser 200 caractères',
    });
    expect(await logs()).toBe(before);
  });

  it('takes as deliveries only purchases of this site dated that day', async () => {
    const d = addDays(today, -8);
    const other = await createPurchase(t, token(), immeuble, { supplierId: supplier, date: d });
    const otherDay = await createPurchase(t, token(), villa, { supplierId: supplier, date: addDays(d, -1) });
    const bSupplier = (await createSupplier(t, b.manager.accessToken, { name: 'Rif' })).id;
    const bSite = (await createSite(t, b.manager.accessToken, { name: 'Chantier Souss' })).id;
    const theirs = await createPurchase(t, b.manager.accessToken, bSite, { supplierId: bSupplier, date: d });
    for (const id of [other.id, otherDay.id, theirs.id])
      expect((await refusal(SAVE, logInput(villa, d, { deliveryPurchaseIds: [id] }))).extensions.fields).toEqual({
        deliveryPurchaseIds: "Une livraison doit être un achat de ce chantier daté de ce jour : enregistrez l'achat d'abord, à cette date.",
      });
  });
});

describe('isolation', () => {
  it("hides a company's logs from another and a USER's from the sites that are not theirs", async () => {
    const d = addDays(today, -9);
    await save(logInput(villa, d));
    for (const tok of [b.manager.accessToken, user.accessToken]) {
      expect(gqlErr(await t.gql(DAY, { siteId: villa, day: d }, tok)).extensions.code).toBe('NOT_FOUND');
      expect(gqlErr(await t.gql(LIST, { siteId: villa, from: d, to: d }, tok)).extensions.code).toBe('NOT_FOUND');
      expect((await refusal(SAVE, logInput(villa, d, { events: 'Piraté' }), tok)).extensions.fields).toEqual({
        siteId: "Ce chantier n'existe pas ou a été supprimé.",
      });
      expect((await refusal(SIGN, { siteId: villa, day: d, signature: await drawnSignature() }, tok)).extensions.code).toBe('NOT_FOUND');
      expect((await refusal(ADDENDUM, { siteId: villa, day: d, text: 'x' }, tok)).extensions.code).toBe('NOT_FOUND');
    }
    expect((await day(villa, d)).events).toBe('Coulage de la dalle du R+1.');
  });

  it('goes with its site, its files released', async () => {
    const site = (await createSite(t, token(), { name: 'Chantier éphémère' })).id;
    await save(logInput(site, yesterday));
    gqlOk(await t.gql(SIGN, { input: { siteId: site, day: yesterday, signature: await drawnSignature() } }, token()));
    const [{ signature_id: file }] = await sql(t, 'select signature_id from daily_log where site_id = $1', [site]);
    gqlOk(await t.gql('mutation ($id: ID!) { deleteSite(id: $id) { deleted } }', { id: site }, token()));
    expect(await sql(t, 'select id from daily_log where site_id = $1', [site])).toEqual([]);
    expect(await sql(t, 'select id from stored_file where id = $1', [file])).toEqual([]);
  });
});
