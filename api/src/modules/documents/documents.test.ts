import { randomUUID } from 'node:crypto';
import {
  addMember,
  countFiles,
  createCompany,
  createSite,
  getUrl,
  gqlErr,
  gqlOk,
  HTML,
  JPEG,
  PDF,
  pngImage,
  sql,
  type TestCompany,
  upload,
} from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';
import {
  BUILT_IN,
  countDocuments,
  CREATE,
  CREATE_TYPE,
  createDocument,
  DELETE,
  documentInput,
  fileState,
  GET,
  MSG,
  TYPES,
  UPDATE,
  uploadDocument,
} from './documents.test-helpers';

let t: TestServer;
let a: TestCompany;
let token: string;
let site: string;
let siteName: string;

beforeAll(async () => {
  t = await startTestServer();
  a = await createCompany(t, 'Atlas BTP');
  token = a.manager.accessToken;
  siteName = 'Immeuble Yasmine';
  site = (await createSite(t, token, { name: siteName })).id;
});
afterAll(() => t.stop());

const types = async (tok = token) =>
  gqlOk(await t.gql(TYPES, {}, tok)).documentTypes as { id: string; name: string; category: string; builtIn: boolean }[];
const createType = (input: Record<string, unknown>, tok = token) => t.gql(CREATE_TYPE, { input }, tok);

describe('document types are data', () => {
  it('seeds the built-in types, everyone’s, listed by category then name', async () => {
    const listed = await types();
    expect(listed.every((x) => x.builtIn)).toBe(true);
    expect(listed.map((x) => [x.category, x.name])).toEqual([
      ['ADMINISTRATIF', 'Autorisation de construire'],
      ['ADMINISTRATIF', "Déclaration d'ouverture de chantier"],
      ['ADMINISTRATIF', "Permis d'habiter"],
      ['ADMINISTRATIF', 'PV de réception définitive'],
      ['ADMINISTRATIF', 'PV de réception provisoire'],
      ['TECHNIQUE', 'Bordereau des prix'],
      ['TECHNIQUE', 'CPS'],
      ['TECHNIQUE', 'Essais laboratoire'],
      ['TECHNIQUE', 'Métrés'],
      ['TECHNIQUE', 'Plans béton armé'],
      ['TECHNIQUE', "Plans d'architecte"],
      ['TECHNIQUE', 'Rapport du bureau de contrôle'],
      ['FINANCIER', 'Attachement'],
      ['FINANCIER', 'Caution'],
      ['FINANCIER', 'Décompte'],
      ['SECURITE', 'Plan de sécurité'],
      ['SECURITE', 'PV de visite sécurité'],
      ['SECURITE', 'Registre de sécurité'],
      ['PHOTOS', 'Photos de chantier'],
      ['AUTRE', 'Autre'],
    ]);
  });

  it('gives the built-in types fixed ids, with no company', async () => {
    const rows = await sql(t, 'select id, name, company_id from document_type where id = any($1::uuid[]) order by id', [Object.values(BUILT_IN)]);
    expect(rows.map((r) => r.name)).toEqual([
      "Permis d'habiter",
      "Plans d'architecte",
      'Plans béton armé',
      'CPS',
      'Caution',
      'Plan de sécurité',
      'Photos de chantier',
      'Autre',
    ]);
    expect(rows.every((r) => r.company_id === null)).toBe(true);
  });

  it('lets either role add a type of the company, listed in its category with the built-ins', async () => {
    const user = await addMember(t, a);
    const own = gqlOk(await createType({ name: '  Contrat de sous-traitance ', category: 'ADMINISTRATIF' }, user.accessToken)).createDocumentType;
    expect(own).toEqual({ id: expect.any(String), name: 'Contrat de sous-traitance', category: 'ADMINISTRATIF', builtIn: false });
    const byManager = gqlOk(await createType({ name: 'Planning prévisionnel', category: 'technique' })).createDocumentType;
    expect(byManager).toMatchObject({ category: 'TECHNIQUE', builtIn: false });
    const listed = await types();
    expect(listed.filter((x) => x.category === 'ADMINISTRATIF').map((x) => x.name)).toContain('Contrat de sous-traitance');
    expect(listed.find((x) => x.id === byManager.id)).toEqual(byManager);
    const [row] = await sql(t, 'select company_id from document_type where id = $1', [own.id]);
    expect(row.company_id).toBe(a.id);
  });

  it('reads a category in any case and with its accents', async () => {
    expect(gqlOk(await createType({ name: 'Consignes incendie', category: 'Sécurité' })).createDocumentType.category).toBe('SECURITE');
  });

  it('refuses a name the company or a built-in type already has, case, accents and spaces aside', async () => {
    await createType({ name: 'Journal de chantier', category: 'AUTRE' });
    for (const [name, message] of [
      ['journal  DE chantier', MSG.typeNameTaken],
      ['Journal de chantiér', MSG.typeNameTaken],
      ['CPS', MSG.typeNameBuiltIn],
      ['plans beton arme', MSG.typeNameBuiltIn],
    ]) {
      const err = gqlErr(await createType({ name, category: 'TECHNIQUE' }));
      expect({ name, code: err.extensions.code, fields: err.extensions.fields }).toEqual({ name, code: 'BAD_USER_INPUT', fields: { name: message } });
    }
  });

  it.each([
    [{ name: '', category: 'AUTRE' }, { name: MSG.typeNameRequired }],
    [{ name: '   ', category: 'AUTRE' }, { name: MSG.typeNameRequired }],
    [{ name: 'x'.repeat(101), category: 'AUTRE' }, { name: MSG.typeNameMax }],
    [{ name: 'Devis signé', category: 'JURIDIQUE' }, { category: MSG.categoryInvalid }],
    [{ name: 'Devis signé' }, { category: MSG.categoryInvalid }],
    [{}, { name: MSG.typeNameRequired, category: MSG.categoryInvalid }],
  ])('refuses %j with its message, storing nothing', async (input, fields) => {
    const before = (await sql(t, 'select count(*)::int as n from document_type'))[0].n;
    expect(gqlErr(await createType(input)).extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields });
    expect((await sql(t, 'select count(*)::int as n from document_type'))[0].n).toBe(before);
  });

  it('accepts a name of exactly 100 characters', async () => {
    expect(gqlOk(await createType({ name: 'n'.repeat(100), category: 'AUTRE' })).createDocumentType.name).toHaveLength(100);
  });
});

describe('a document’s rules and messages (SPEC §5)', () => {
  it('gives every message at once when nothing is sent', async () => {
    const err = gqlErr(await t.gql(CREATE, { input: {} }, token));
    expect(err.extensions.fields).toEqual({
      siteId: MSG.siteRequired,
      label: MSG.labelRequired,
      typeId: MSG.typeRequired,
      documentDate: MSG.dateRequired,
      fileId: MSG.fileRequired,
    });
  });

  it.each([
    ['label', { label: '' }, MSG.labelRequired],
    ['label', { label: ' \t ' }, MSG.labelRequired],
    ['label', { label: 'L'.repeat(101) }, MSG.labelMax],
    ['documentDate', { documentDate: '' }, MSG.dateRequired],
    ['documentDate', { documentDate: null }, MSG.dateRequired],
    ['documentDate', { documentDate: '2026-02-30' }, MSG.dateInvalid],
    ['documentDate', { documentDate: '15/03/2026' }, MSG.dateInvalid],
    ['documentDate', { documentDate: '0000-01-01' }, MSG.dateInvalid],
    ['typeId', { typeId: '' }, MSG.typeRequired],
    ['typeId', { typeId: 'plans' }, MSG.typeUnknown],
    ['typeId', { typeId: randomUUID() }, MSG.typeUnknown],
    ['fileId', { fileId: '' }, MSG.fileRequired],
    ['fileId', { fileId: 'fichier' }, MSG.fileGone],
    ['fileId', { fileId: randomUUID() }, MSG.fileGone],
    ['siteId', { siteId: randomUUID() }, MSG.siteNotFound],
    ['siteId', { siteId: 'chantier' }, MSG.siteNotFound],
  ])('refuses %s %j, storing nothing and leaving the upload unclaimed', async (field, over, message) => {
    const fileId = await uploadDocument(t, token);
    const before = await countDocuments(t);
    const err = gqlErr(await t.gql(CREATE, { input: documentInput(site, fileId, over) }, token));
    expect(err.extensions).toMatchObject({ code: 'BAD_USER_INPUT', status: 400, fields: { [field]: message } });
    expect(err.message).toBe(message);
    expect(await countDocuments(t)).toBe(before);
    expect(await fileState(t, fileId)).toBe('unclaimed');
  });

  it('accepts a libellé of exactly 100 characters, trimmed', async () => {
    const doc = await createDocument(t, token, site, { label: ` ${'é'.repeat(100)} ` });
    expect(doc.label).toBe('é'.repeat(100));
  });

  it("refuses a libellé the site already has, case, accents and spaces aside: 'Il y a déjà un libellé avec ce nom'", async () => {
    await createDocument(t, token, site, { label: 'Permis de construire signé' });
    for (const label of ['PERMIS DE CONSTRUIRE SIGNÉ', 'permis  de construire signe']) {
      const fileId = await uploadDocument(t, token);
      const err = gqlErr(await t.gql(CREATE, { input: documentInput(site, fileId, { label }) }, token));
      expect({ label, message: err.message, fields: err.extensions.fields }).toEqual({
        label,
        message: MSG.labelTaken,
        fields: { label: MSG.labelTaken },
      });
      expect(await fileState(t, fileId)).toBe('unclaimed');
    }
    const other = (await createSite(t, token, { name: 'Villa Anfa' })).id;
    expect((await createDocument(t, token, other, { label: 'Permis de construire signé' })).site.id).toBe(other);
  });

  it('refuses a file another document already holds', async () => {
    const first = await createDocument(t, token, site, { label: 'Métré lot 1' });
    const err = gqlErr(await t.gql(CREATE, { input: documentInput(site, first.file.id, { label: 'Métré lot 2' }) }, token));
    expect(err.extensions.fields).toEqual({ fileId: MSG.fileGone });
  });

  it('takes PDF, PNG and JPEG files, read by their content: an HTML page renamed .pdf or a PNG renamed .pdf is refused', async () => {
    const before = await countFiles(t, a.id);
    const html = await upload(t, token, HTML, 'plan.pdf', 'document');
    expect(html.status).toBe(415);
    expect(html.json).toMatchObject({ error: 'UNSUPPORTED_MEDIA_TYPE', message: MSG.fileType, fields: { file: MSG.fileType } });
    expect((await upload(t, token, pngImage(), 'plan.pdf', 'document')).status).toBe(415);
    expect(await countFiles(t, a.id)).toBe(before);
    for (const [bytes, name, type] of [
      [pngImage(), 'façade.png', 'image/png'],
      [JPEG, 'chantier.jpg', 'image/jpeg'],
    ] as const) {
      const doc = await createDocument(t, token, site, { label: name, fileId: await uploadDocument(t, token, bytes, name) });
      expect(doc.file).toMatchObject({ name, contentType: type, size: bytes.length, previewable: true });
    }
  });

  it('refuses a file over 10,000,000 bytes (413) and accepts one of exactly 10,000,000', async () => {
    const before = await countFiles(t, a.id);
    const big = Buffer.concat([PDF, Buffer.alloc(10_000_001 - PDF.length, 32)]);
    const refused = await upload(t, token, big, 'gros.pdf', 'document');
    expect(refused.status).toBe(413);
    expect(refused.json.message).toBe(MSG.tooLarge);
    expect(await countFiles(t, a.id)).toBe(before);
    const max = Buffer.concat([PDF, Buffer.alloc(10_000_000 - PDF.length, 32)]);
    const doc = await createDocument(t, token, site, { label: 'Plans complets', fileId: await uploadDocument(t, token, max, 'complet.pdf') });
    expect(doc.file.size).toBe(10_000_000);
  });
});

describe('create, read, update, delete', () => {
  it('stores the document with its file claimed, its name, type and size copied, and answers a signed URL to preview it', async () => {
    const fileId = await uploadDocument(t, token, PDF, 'Plan de masse V2.pdf');
    const doc = gqlOk(await t.gql(CREATE, { input: documentInput(site, fileId, { label: 'Plan de masse V2' }) }, token)).createSiteDocument;
    expect(doc).toEqual({
      id: expect.any(String),
      site: { id: site, name: siteName },
      label: 'Plan de masse V2',
      type: { id: BUILT_IN.plansArchitecte, name: "Plans d'architecte", category: 'TECHNIQUE', builtIn: true },
      documentDate: '2026-03-15',
      file: {
        id: fileId,
        name: 'Plan de masse V2.pdf',
        contentType: 'application/pdf',
        size: PDF.length,
        url: expect.stringMatching(new RegExp(`^/api/v1/files/${fileId}\\?exp=\\d+&sig=`)),
        previewable: true,
      },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(gqlOk(await t.gql(GET, { id: doc.id }, token)).siteDocument).toEqual(doc);
    expect(await fileState(t, fileId)).toBe('claimed');
    const [row] = await sql(t, 'select company_id, created_by, file_name, file_size, file_content_type from site_document where id = $1', [doc.id]);
    expect(row).toEqual({
      company_id: a.id,
      created_by: a.manager.id,
      file_name: 'Plan de masse V2.pdf',
      file_size: PDF.length,
      file_content_type: 'application/pdf',
    });
    const served = await getUrl(t, doc.file.url);
    expect(served.status).toBe(200);
    expect(served.bytes.equals(PDF)).toBe(true);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-length')).toBe(String(PDF.length));
    expect(served.headers.get('content-disposition')).toBe(`inline; filename*=UTF-8''Plan%20de%20masse%20V2.pdf`);
    // The app's own pages may show it in a frame (a preview), no other site may.
    expect(served.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(served.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
  });

  it('keeps the file when an edit sends none, and deletes the old file when it sends another', async () => {
    const doc = await createDocument(t, token, site, { label: 'Bordereau lot gros œuvre', typeId: BUILT_IN.cps });
    const kept = gqlOk(
      await t.gql(UPDATE, { id: doc.id, input: { label: 'Bordereau lot GO', typeId: BUILT_IN.caution, documentDate: '2026-04-01' } }, token),
    ).updateSiteDocument;
    expect(kept).toMatchObject({ label: 'Bordereau lot GO', type: { name: 'Caution', category: 'FINANCIER' }, documentDate: '2026-04-01' });
    expect(kept.file).toEqual({ ...doc.file, url: expect.any(String) });
    expect(await fileState(t, doc.file.id)).toBe('claimed');
    const nullFile = gqlOk(
      await t.gql(UPDATE, { id: doc.id, input: { ...documentInput(site, doc.file.id, { label: 'Bordereau lot GO' }), fileId: null } }, token),
    );
    expect(nullFile.updateSiteDocument.file.id).toBe(doc.file.id);

    const same = gqlOk(await t.gql(UPDATE, { id: doc.id, input: documentInput(site, doc.file.id, { label: 'Bordereau lot GO' }) }, token));
    expect(same.updateSiteDocument.file.id).toBe(doc.file.id);

    const next = await uploadDocument(t, token, JPEG, 'scan.jpg');
    const replaced = gqlOk(
      await t.gql(UPDATE, { id: doc.id, input: documentInput(site, next, { label: 'Bordereau lot GO' }) }, token),
    ).updateSiteDocument;
    expect(replaced.file).toMatchObject({ id: next, name: 'scan.jpg', contentType: 'image/jpeg', size: JPEG.length });
    expect(await fileState(t, next)).toBe('claimed');
    expect(await fileState(t, doc.file.id)).toBe('absent');
  });

  it('moves a document to another site of the caller when asked, where its libellé must be free', async () => {
    const from = (await createSite(t, token, { name: 'Dépôt Ain Sebaa' })).id;
    const to = (await createSite(t, token, { name: 'Résidence Al Amal' })).id;
    const doc = await createDocument(t, token, from, { label: 'PV de chantier 12' });
    await createDocument(t, token, to, { label: 'PV de chantier 13' });
    const err = gqlErr(
      await t.gql(
        UPDATE,
        { id: doc.id, input: { siteId: to, label: 'pv de chantier 13', typeId: BUILT_IN.autre, documentDate: '2026-05-01' } },
        token,
      ),
    );
    expect(err.extensions.fields).toEqual({ label: MSG.labelTaken });
    const moved = gqlOk(
      await t.gql(
        UPDATE,
        { id: doc.id, input: { siteId: to, label: 'PV de chantier 12', typeId: BUILT_IN.autre, documentDate: '2026-05-01' } },
        token,
      ),
    );
    expect(moved.updateSiteDocument.site.id).toBe(to);
  });

  it('refuses an invalid edit, an empty file id or a taken libellé, and leaves the document and its files as they were', async () => {
    const doc = await createDocument(t, token, site, { label: 'Rapport BET 1' });
    await createDocument(t, token, site, { label: 'Rapport BET 2' });
    const next = await uploadDocument(t, token);
    for (const [input, fields] of [
      [documentInput(site, next, { label: 'rapport bet 2' }), { label: MSG.labelTaken }],
      [documentInput(site, next, { label: '', documentDate: '2026-13-01' }), { label: MSG.labelRequired, documentDate: MSG.dateInvalid }],
      [documentInput(site, next, { typeId: randomUUID() }), { typeId: MSG.typeUnknown }],
      [{ ...documentInput(site, next), fileId: '' }, { fileId: MSG.fileRequired }],
    ] as const) {
      expect(gqlErr(await t.gql(UPDATE, { id: doc.id, input }, token)).extensions.fields).toEqual(fields);
    }
    expect(gqlOk(await t.gql(GET, { id: doc.id }, token)).siteDocument).toMatchObject({ label: 'Rapport BET 1', file: { id: doc.file.id } });
    expect(await fileState(t, doc.file.id)).toBe('claimed');
    expect(await fileState(t, next)).toBe('unclaimed');
  });

  it('deletes the document and its file together; then it is NOT_FOUND', async () => {
    const doc = await createDocument(t, token, site, { label: 'À supprimer' });
    expect(gqlOk(await t.gql(DELETE, { id: doc.id }, token)).deleteSiteDocument).toBe(true);
    expect(await fileState(t, doc.file.id)).toBe('absent');
    for (const [query, vars] of [
      [GET, { id: doc.id }],
      [DELETE, { id: doc.id }],
      [UPDATE, { id: doc.id, input: documentInput(site, doc.file.id) }],
    ] as const) {
      const err = gqlErr(await t.gql(query, vars, token));
      expect(err).toMatchObject({ message: MSG.notFound, extensions: { code: 'NOT_FOUND', status: 404 } });
    }
    expect(gqlErr(await t.gql(GET, { id: 'pas-un-id' }, token)).extensions.code).toBe('NOT_FOUND');
    expect((await getUrl(t, doc.file.url)).status).toBe(404);
  });

  it('deletes the documents and their files with their site', async () => {
    const gone = (await createSite(t, token, { name: 'Chantier supprimé' })).id;
    const docs = [await createDocument(t, token, gone, { label: 'Plan' }), await createDocument(t, token, gone, { label: 'Photo' })];
    const deleteSite = 'mutation ($id: ID!) { deleteSite(id: $id) { deleted } }';
    expect(gqlOk(await t.gql(deleteSite, { id: gone }, token)).deleteSite).toEqual({ deleted: true });
    expect(await countDocuments(t, gone)).toBe(0);
    for (const doc of docs) expect(await fileState(t, doc.file.id)).toBe('absent');
  });

  it('answers UNAUTHENTICATED without a session', async () => {
    expect(gqlErr(await t.gql(GET, { id: randomUUID() })).extensions.code).toBe('UNAUTHENTICATED');
    expect(gqlErr(await t.gql(TYPES, {})).extensions.code).toBe('UNAUTHENTICATED');
  });
});
