// @both-databases: the documents module on the REST door.
import { bearer, countFiles, createCompany, createSite, getUrl, HTML, JPEG, PDF, pngImage, sendForm, type TestCompany } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';
import { BUILT_IN, countDocuments, fileState, MSG, uploadDocument } from './documents.test-helpers';

/** SPEC §7: `/api/v1/chantiers/document/*` (multipart or JSON) and `/typedocument/*`, outside /api/v1. */
let t: TestServer;
let a: TestCompany;
let token: string;
let site: string;

beforeAll(async () => {
  t = await startTestServer();
  a = await createCompany(t, 'Atlas BTP');
  token = a.manager.accessToken;
  site = (await createSite(t, token, { name: 'Tour Hassan' })).id;
});
afterAll(() => t.stop());

const fields = (over: Record<string, string> = {}) => ({
  libelle: 'Plan de masse',
  idTypeDocument: BUILT_IN.plansArchitecte,
  dateCreation: '2026-03-15',
  idChantier: site,
  ...over,
});
const add = (over: Record<string, string> = {}, file: [Buffer, string] | null = [PDF, 'masse.pdf']) =>
  sendForm(t, 'POST', '/chantiers/document/ajouterdocument', { fields: fields(over), ...(file ? { files: { file } } : {}) }, token);

/** A call outside /api/v1 (SPEC §7 'Outside /api/v1'). */
async function root(method: string, path: string, body?: unknown, tok: string | null = token) {
  const res = await fetch(`${t.url}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(tok ? { authorization: `Bearer ${tok}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : null };
}

describe('/api/v1/chantiers/document/*', () => {
  it('ajouterdocument: one multipart request uploads the file and saves the document, answered with the legacy keys', async () => {
    const before = await countFiles(t, a.id);
    const res = await add({ libelle: 'Plan de masse signé' });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: expect.any(String),
      chantier: { id: site, nom: 'Tour Hassan' },
      libelle: 'Plan de masse signé',
      typeDocument: { id: BUILT_IN.plansArchitecte, libelle: "Plans d'architecte", categorie: 'TECHNIQUE', predefini: true },
      dateCreation: '2026-03-15',
      fichier: { id: expect.any(String), nom: 'masse.pdf', type: 'application/pdf', taille: PDF.length, url: expect.any(String), apercu: true },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await countFiles(t, a.id)).toBe(before + 1);
    expect(await fileState(t, res.json.fichier.id)).toBe('claimed');
    expect((await getUrl(t, res.json.fichier.url)).bytes.equals(PDF)).toBe(true);
  });

  it('refuses bad fields with the legacy names and forgets the uploaded file', async () => {
    const before = await countFiles(t, a.id);
    const docs = await countDocuments(t);
    const res = await add({ libelle: '', dateCreation: '31/02/2026', idTypeDocument: 'inconnu' });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      error: 'BAD_USER_INPUT',
      message: MSG.labelRequired,
      fields: { libelle: MSG.labelRequired, dateCreation: MSG.dateInvalid, idTypeDocument: MSG.typeUnknown },
    });
    await add({ libelle: 'Doublon' });
    const duplicate = await add({ libelle: 'DOUBLON' });
    expect(duplicate.status).toBe(400);
    expect(duplicate.json).toMatchObject({ message: MSG.labelTaken, fields: { libelle: MSG.labelTaken } });
    expect(await countFiles(t, a.id)).toBe(before + 1);
    expect(await countDocuments(t)).toBe(docs + 1);
  });

  it('requires the file, checks it by its content and its size, and stores nothing when refused', async () => {
    const before = await countFiles(t, a.id);
    const docs = await countDocuments(t);
    const none = await add({ libelle: 'Sans fichier' }, null);
    expect(none.status).toBe(400);
    expect(none.json.fields).toEqual({ file: MSG.fileRequired });
    const html = await add({ libelle: 'Page web' }, [HTML, 'rapport.pdf']);
    expect(html.status).toBe(415);
    expect(html.json).toMatchObject({ message: MSG.fileType, fields: { file: MSG.fileType } });
    const big = await add({ libelle: 'Trop gros' }, [Buffer.concat([PDF, Buffer.alloc(10_000_001 - PDF.length, 32)]), 'gros.pdf']);
    expect(big.status).toBe(413);
    expect(big.json.message).toBe(MSG.tooLarge);
    expect(await countFiles(t, a.id)).toBe(before);
    expect(await countDocuments(t)).toBe(docs);
  });

  it('takes a file uploaded before as idFichier (JSON)', async () => {
    const fileId = await uploadDocument(t, token, JPEG, 'photo.jpg');
    const res = await t.rest(
      'POST',
      '/chantiers/document/ajouterdocument',
      { ...fields({ libelle: 'Photo façade' }), idFichier: fileId },
      bearer(a.manager),
    );
    expect(res.status).toBe(201);
    expect(res.body.fichier).toMatchObject({ id: fileId, type: 'image/jpeg' });
  });

  it('modifierDocument: JSON without a file keeps it; multipart with one replaces it and deletes the old one', async () => {
    const created = (await add({ libelle: 'Plan RDC' })).json;
    const kept = await t.rest(
      'PUT',
      `/chantiers/document/modifierDocument/${created.id}`,
      { libelle: 'Plan RDC indice B', idTypeDocument: BUILT_IN.plansBeton, dateCreation: '2026-04-02' },
      bearer(a.manager),
    );
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ libelle: 'Plan RDC indice B', typeDocument: { libelle: 'Plans béton armé' }, dateCreation: '2026-04-02' });
    expect(kept.body.fichier.id).toBe(created.fichier.id);

    const png = pngImage([223, 90, 90]);
    const replaced = await sendForm(
      t,
      'PUT',
      `/chantiers/document/modifierDocument/${created.id}`,
      { fields: fields({ libelle: 'Plan RDC indice C' }), files: { file: [png, 'rdc.png'] } },
      token,
    );
    expect(replaced.status).toBe(200);
    expect(replaced.json.fichier).toMatchObject({ nom: 'rdc.png', type: 'image/png', taille: png.length });
    expect(await fileState(t, created.fichier.id)).toBe('absent');
    expect(await fileState(t, replaced.json.fichier.id)).toBe('claimed');
  });

  it('get, list (Spring page, filters, sort, pages) and delete', async () => {
    const listSite = (await createSite(t, token, { name: 'Villa Anfa' })).id;
    for (const [libelle, idTypeDocument, dateCreation] of [
      ['Caution définitive', BUILT_IN.caution, '2026-01-10'],
      ['Autorisation', BUILT_IN.permisHabiter, '2026-02-10'],
      ['Bordereau', BUILT_IN.cps, '2026-03-10'],
    ])
      expect((await add({ libelle, idTypeDocument, dateCreation, idChantier: listSite })).status).toBe(201);
    const page = await t.rest('GET', `/chantiers/document/list?idChantier=${listSite}&sort=ALPHA&size=2&page=0`, undefined, bearer(a.manager));
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ totalElements: 3, totalPages: 2, number: 0, size: 2 });
    expect(page.body.content.map((d: { libelle: string }) => d.libelle)).toEqual(['Autorisation', 'Bordereau']);
    const financier = await t.rest('GET', `/chantiers/document/list?idChantier=${listSite}&categorie=FINANCIER`, undefined, bearer(a.manager));
    expect(financier.body.content.map((d: { libelle: string }) => d.libelle)).toEqual(['Caution définitive']);
    const byDate = await t.rest('GET', `/chantiers/document/list?idChantier=${listSite}&sort=DATE_DESC`, undefined, bearer(a.manager));
    expect(byDate.body.content.map((d: { dateCreation: string }) => d.dateCreation)).toEqual(['2026-03-10', '2026-02-10', '2026-01-10']);
    const missing = await t.rest('GET', '/chantiers/document/list', undefined, bearer(a.manager));
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ fields: { idChantier: MSG.siteRequired } });

    const doc = byDate.body.content[0];
    const got = await t.rest('GET', `/chantiers/document/get/${doc.id}`, undefined, bearer(a.manager));
    expect(got.body).toEqual({ ...doc, fichier: { ...doc.fichier, url: expect.any(String) } });
    const deleted = await t.rest('DELETE', `/chantiers/document/delete/${doc.id}`, undefined, bearer(a.manager));
    expect(deleted).toMatchObject({ status: 200, body: { deleted: true } });
    expect(await fileState(t, doc.fichier.id)).toBe('absent');
    expect((await t.rest('GET', `/chantiers/document/get/${doc.id}`, undefined, bearer(a.manager))).status).toBe(404);
  });

  it('answers 401 without a session and stores no file', async () => {
    const before = await countFiles(t);
    const res = await sendForm(t, 'POST', '/chantiers/document/ajouterdocument', { fields: fields(), files: { file: [PDF, 'a.pdf'] } });
    expect(res.status).toBe(401);
    expect(await countFiles(t)).toBe(before);
  });
});

describe('/typedocument/*, outside /api/v1', () => {
  it('ajoutertypedocument adds a type of the company; a taken name is refused with its message', async () => {
    const res = await root('POST', '/typedocument/ajoutertypedocument', { libelle: 'Ordre de service', categorie: 'ADMINISTRATIF' });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ id: expect.any(String), libelle: 'Ordre de service', categorie: 'ADMINISTRATIF', predefini: false });
    const taken = await root('POST', '/typedocument/ajoutertypedocument', { libelle: 'ORDRE DE SERVICE', categorie: 'TECHNIQUE' });
    expect(taken.status).toBe(400);
    expect(taken.json).toMatchObject({ message: MSG.typeNameTaken, fields: { libelle: MSG.typeNameTaken } });
    const bad = await root('POST', '/typedocument/ajoutertypedocument', { libelle: '', categorie: 'JURIDIQUE' });
    expect(bad.json.fields).toEqual({ libelle: MSG.typeNameRequired, categorie: MSG.categoryInvalid });
  });

  it('list gives the built-in types and the company’s; options a flat list for a select, by category then name', async () => {
    const list = await root('GET', '/typedocument/list');
    expect(list.status).toBe(200);
    expect(list.json).toContainEqual({ id: BUILT_IN.autre, libelle: 'Autre', categorie: 'AUTRE', predefini: true });
    expect(list.json).toContainEqual(expect.objectContaining({ libelle: 'Ordre de service', predefini: false }));
    const options = await root('GET', '/typedocument/options');
    expect(options.status).toBe(200);
    expect(options.json[0]).toEqual({ value: expect.any(String), label: 'Autorisation de construire', categorie: 'ADMINISTRATIF' });
    expect(options.json.at(-1)).toEqual({ value: BUILT_IN.autre, label: 'Autre', categorie: 'AUTRE' });
    expect(options.json).toHaveLength(list.json.length);
    expect(options.headers.get('cache-control')).toBe('no-store');
  });

  it('answers the same under /api/v1, 401 signed out, and 404 for an unknown path', async () => {
    expect((await t.rest('GET', '/typedocument/list', undefined, bearer(a.manager))).body).toEqual((await root('GET', '/typedocument/list')).json);
    expect((await root('GET', '/typedocument/list', undefined, null)).status).toBe(401);
    const unknown = await root('GET', '/typedocument/inconnu');
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toBe('NOT_FOUND');
  });
});
