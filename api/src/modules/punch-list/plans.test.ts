import {
  addMember,
  createCompany,
  createSite,
  getUrl,
  giveSite,
  gqlErr,
  gqlOk,
  HTML,
  type Member,
  pngImage,
  sql,
  type TestCompany,
  upload,
} from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';
import { cameraJpeg, uploadPhoto } from '../follow-ups/follow-ups.test-helpers';
import {
  ADD_VERSION,
  CREATE_PLAN,
  createPlan,
  createReserve,
  DELETE_PLAN,
  DELETE_RESERVE,
  PLAN,
  PLANS,
  pdfOfPages,
  RENAME_PLAN,
  reserveInput,
  UPDATE_RESERVE,
  uploadSheet,
} from './punch-list.test-helpers';

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let user: Member;
let villa: string;
let immeuble: string;

beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas Plans'), createCompany(t, 'Souss Plans')]);
  user = await addMember(t, a, { firstName: 'Samira', lastName: 'Idrissi' });
  villa = (await createSite(t, a.manager.accessToken, { name: 'Villa Anfa' })).id;
  immeuble = (await createSite(t, a.manager.accessToken, { name: 'Immeuble Maârif' })).id;
  await giveSite(t, immeuble, user);
});
afterAll(() => t.stop());

const token = () => a.manager.accessToken;
const plan = async (id: string, tok = token()) => gqlOk(await t.gql(PLAN, { id }, tok)).plan;
const refusal = async (query: string, variables: Record<string, unknown>, tok = token()) => gqlErr(await t.gql(query, variables, tok));
const claimed = async (fileId: string) => (await sql(t, 'select claimed_at from stored_file where id = $1', [fileId]))[0]?.claimed_at ?? null;

describe('a plan and its versions', () => {
  it('starts with version 1, its pages counted from the PDF; a new version supersedes it, which every view says', async () => {
    const fileId = await uploadSheet(t, token(), await pdfOfPages(2), 'RDC indice A.pdf');
    const made = gqlOk(
      await t.gql(CREATE_PLAN, { input: { siteId: villa, title: '  Plan du RDC  ', fileId, note: 'Indice A' } }, token()),
    ).createPlan;
    expect(made).toMatchObject({ title: 'Plan du RDC', site: { id: villa, name: 'Villa Anfa' }, reserveCount: 0, openReserveCount: 0 });
    expect(made.versions).toEqual([made.currentVersion]);
    expect(made.currentVersion).toMatchObject({
      number: 1,
      fileName: 'RDC indice A.pdf',
      contentType: 'application/pdf',
      pageCount: 2,
      note: 'Indice A',
      uploadedByName: expect.any(String),
      superseded: false,
      supersededBy: null,
    });
    expect(await claimed(fileId)).not.toBeNull();
    const pdf = await getUrl(t, made.currentVersion.fileUrl);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');

    const png = (await upload(t, token(), pngImage([200, 200, 200], 64), 'RDC indice B.png', 'document')).json.id;
    const next = gqlOk(await t.gql(ADD_VERSION, { planId: made.id, input: { fileId: png, note: 'Indice B : cloisons' } }, token())).addPlanVersion;
    expect(next.currentVersion).toMatchObject({ number: 2, contentType: 'image/png', pageCount: 1, superseded: false, supersededBy: null });
    expect(next.versions.map((v: { number: number }) => v.number)).toEqual([2, 1]);
    expect(next.versions[1]).toEqual({ ...made.currentVersion, fileUrl: expect.any(String), superseded: true, supersededBy: 2 });
    expect(await plan(made.id)).toEqual(next);
    expect((await gqlOk(await t.gql(PLANS, { siteId: villa }, token()))).plans).toEqual([next]);

    // A réserve pinned on the old sheet says so wherever it is read.
    const pinned = await createReserve(t, token(), reserveInput(villa, made.id, { version: 1, page: 2 }));
    expect(pinned.version).toMatchObject({ number: 1, pageCount: 2, superseded: true, supersededBy: 2 });
    const third = await uploadSheet(t, token(), await pdfOfPages(3));
    const after = gqlOk(await t.gql(ADD_VERSION, { planId: made.id, input: { fileId: third } }, token())).addPlanVersion;
    expect(after.versions.map((v: { supersededBy: number | null }) => v.supersededBy)).toEqual([null, 3, 3]);
    expect(after).toMatchObject({ reserveCount: 1, openReserveCount: 1, currentVersion: { number: 3, pageCount: 3, note: '' } });
    // Its x and y were read on that sheet: a change naming no version leaves it there; a new réserve goes on the one in force.
    const edited = gqlOk(
      await t.gql(UPDATE_RESERVE, { id: pinned.id, input: { ...reserveInput(villa, made.id, { page: 2 }), siteId: undefined } }, token()),
    );
    expect(edited.updateReserve.version).toMatchObject({ number: 1, superseded: true, supersededBy: 3 });
    expect((await createReserve(t, token(), reserveInput(villa, made.id, { page: 3 }))).version).toMatchObject({ number: 3, superseded: false });
  });

  it('numbers versions one after the other when two are added at once', async () => {
    const made = await createPlan(t, token(), villa, 'Façades');
    const files = await Promise.all([1, 2, 3].map(async () => uploadSheet(t, token(), await pdfOfPages(1))));
    const answers = await Promise.all(files.map((fileId) => t.gql(ADD_VERSION, { planId: made.id, input: { fileId } }, token())));
    answers.forEach((r) => gqlOk(r));
    expect((await plan(made.id)).versions.map((v: { number: number }) => v.number)).toEqual([4, 3, 2, 1]);
  });

  it('is renamed, and refuses what is not a readable sheet, with French messages', async () => {
    const made = await createPlan(t, token(), villa, 'Plan R+1');
    expect(gqlOk(await t.gql(RENAME_PLAN, { id: made.id, title: 'Plan R+1 (cloisons)' }, token())).renamePlan.title).toBe('Plan R+1 (cloisons)');
    const fields = async (query: string, variables: Record<string, unknown>) => (await refusal(query, variables)).extensions.fields;
    expect(await fields(RENAME_PLAN, { id: made.id, title: ' ' })).toEqual({ title: 'Le titre du plan est requis' });
    expect(await fields(CREATE_PLAN, { input: { siteId: villa, title: 'P'.repeat(101), note: 'n'.repeat(201) } })).toEqual({
      title: 'Le titre du plan ne doit pas dépasser 100 caractères',
      fileId: 'Choisissez le fichier du plan (PDF, PNG ou JPEG)',
      note: 'La note de version ne doit pas dépasser 200 caractères',
    });
    const broken = (await upload(t, token(), Buffer.from('%PDF-1.4\nrien de plus'), 'abime.pdf', 'document')).json.id;
    expect(await fields(ADD_VERSION, { planId: made.id, input: { fileId: broken } })).toEqual({
      fileId: 'Ce PDF est illisible ou protégé par un mot de passe : enregistrez-le à nouveau sans protection, puis réessayez.',
    });
    // An upload already used by a plan, or another company's: the same answer.
    const used = made.currentVersion.fileUrl.split('/files/')[1].split('?')[0];
    const theirs = await uploadSheet(t, b.manager.accessToken, await pdfOfPages(1));
    for (const fileId of [used, theirs])
      expect(await fields(ADD_VERSION, { planId: made.id, input: { fileId } })).toEqual({
        fileId: "Ce fichier n'existe pas ou n'est plus disponible.",
      });
    expect((await upload(t, token(), HTML, 'plan.pdf', 'document')).status).toBe(415);
    expect((await plan(made.id)).versions).toHaveLength(1);
  });
});

describe('deleting a plan', () => {
  it('is refused while réserves are pinned on it, says what to do, then releases every sheet', async () => {
    const made = await createPlan(t, token(), villa, 'Plan toiture');
    const second = await uploadSheet(t, token(), await pdfOfPages(1));
    gqlOk(await t.gql(ADD_VERSION, { planId: made.id, input: { fileId: second } }, token()));
    const r = await createReserve(t, token(), reserveInput(villa, made.id));
    const refused = await refusal(DELETE_PLAN, { id: made.id });
    expect(refused).toMatchObject({ extensions: { code: 'CONFLICT' }, message: expect.stringContaining("supprimez-les d'abord") });
    const files = (await sql(t, 'select file_id from plan_version where plan_id = $1', [made.id])).map((f) => f.file_id);
    expect(files).toHaveLength(2);

    gqlOk(await t.gql(DELETE_RESERVE, { id: r.id }, token()));
    expect(gqlOk(await t.gql(DELETE_PLAN, { id: made.id }, token())).deletePlan).toBe(true);
    expect(await sql(t, 'select id from plan_version where plan_id = $1', [made.id])).toEqual([]);
    expect(await sql(t, 'select id from stored_file where id = any($1)', [files])).toEqual([]);
    expect((await refusal(PLAN, { id: made.id })).extensions.code).toBe('NOT_FOUND');
  });

  it('is for the Admin Société: a USER is refused, on their own site too', async () => {
    const made = await createPlan(t, token(), immeuble, 'Plan sous-sol');
    expect((await refusal(DELETE_PLAN, { id: made.id }, user.accessToken)).extensions.code).toBe('FORBIDDEN');
    expect((await plan(made.id, user.accessToken)).title).toBe('Plan sous-sol');
  });
});

describe('isolation', () => {
  it("hides a company's plans from another and a USER's from the sites that are not theirs", async () => {
    const made = await createPlan(t, token(), villa, 'Plan masse');
    const fileId = await uploadSheet(t, token(), await pdfOfPages(1));
    for (const tok of [b.manager.accessToken, user.accessToken]) {
      expect((await refusal(PLAN, { id: made.id }, tok)).extensions.code).toBe('NOT_FOUND');
      expect((await refusal(PLANS, { siteId: villa }, tok)).extensions).toMatchObject({ code: 'NOT_FOUND', messageId: 'site.notFound' });
      expect((await refusal(RENAME_PLAN, { id: made.id, title: 'Piraté' }, tok)).extensions.code).toBe('NOT_FOUND');
      expect((await refusal(ADD_VERSION, { planId: made.id, input: { fileId } }, tok)).extensions.code).toBe('NOT_FOUND');
      expect((await refusal(CREATE_PLAN, { input: { siteId: villa, title: 'Piraté', fileId } }, tok)).extensions.fields).toEqual({
        siteId: "Ce chantier n'existe pas ou a été supprimé.",
      });
    }
    expect((await refusal(DELETE_PLAN, { id: made.id }, b.manager.accessToken)).extensions.code).toBe('NOT_FOUND');
    expect(await plan(made.id)).toMatchObject({ title: 'Plan masse', versions: [expect.anything()] });
    expect(await claimed(fileId)).toBeNull();
  });

  it('goes with its site, every file of its sheets and réserves released', async () => {
    const site = (await createSite(t, token(), { name: 'Chantier éphémère' })).id;
    const made = await createPlan(t, token(), site, 'Plan unique');
    const photo = await uploadPhoto(t, token(), await cameraJpeg(640, 480), 'fissure.jpg');
    await createReserve(t, token(), reserveInput(site, made.id, { photoIds: [photo] }));
    const files = [
      ...(await sql(t, 'select file_id from plan_version where plan_id = $1', [made.id])).map((r) => r.file_id),
      ...(
        await sql(t, 'select p.file_id, p.thumbnail_id from reserve_photo p join reserve r on r.id = p.reserve_id where r.site_id = $1', [site])
      ).flatMap((r) => [r.file_id, r.thumbnail_id]),
    ];
    expect(files).toHaveLength(3);
    gqlOk(await t.gql('mutation ($id: ID!) { deleteSite(id: $id) { deleted } }', { id: site }, token()));
    expect(await sql(t, 'select id from plan where site_id = $1 union all select id from reserve where site_id = $1', [site])).toEqual([]);
    expect(await sql(t, 'select id from stored_file where id = any($1)', [files])).toEqual([]);
  });
});
