import sharp from 'sharp';
import {
  addMember,
  bearer,
  countFiles,
  createCompany,
  createSite,
  getUrl,
  HTML,
  type Member,
  pngImage,
  sendForm,
  sql,
  type TestCompany,
} from '../../../test/company';
import { HOSTILE, RawJson } from '../../../test/fuzz-values';
import { startTestServer, type TestServer } from '../../../test/server';
import { cameraJpeg, createSheet, fileBytes, photoFiles, uploadPhoto } from './follow-ups.test-helpers';

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let user: Member;
let siteId: string;
let token: string;

beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas REST Suivi'), createCompany(t, 'Souss REST Suivi')]);
  user = await addMember(t, a);
  token = a.manager.accessToken;
  siteId = (await createSite(t, token, { name: 'Villa Legacy' })).id;
});
afterAll(() => t.stop());

const LEGACY = {
  libelle: 'Visite hebdomadaire',
  date: '2026-11-20',
  maitriseOeuvre: 'Atelier Bennani',
  maitriseOuvrage: 'M. et Mme Tazi',
  rapport: 'Étanchéité de la terrasse terminée.',
};
const counts = async () => [(await sql(t, 'select count(*)::int as n from follow_up where company_id = $1', [a.id]))[0].n, await countFiles(t, a.id)];

describe('the legacy follow-up routes (SPEC §7 /chantiers/suivis/*)', () => {
  it('save (JSON), get, modifierSuivi and delete with the legacy keys', async () => {
    const photo = await uploadPhoto(t, token, pngImage([5, 6, 7], 20), 'terrasse.png');
    const saved = await t.rest('POST', '/chantiers/suivis/save', { ...LEGACY, idChantier: siteId, photos: [photo] }, bearer(a.manager));
    expect(saved.status).toBe(201);
    expect(saved.body).toEqual({
      id: expect.any(String),
      idChantier: siteId,
      chantier: { id: siteId, nom: 'Villa Legacy' },
      ...LEGACY,
      photo: expect.stringMatching(/^\/api\/v1\/files\//),
      photos: [{ id: expect.any(String), url: saved.body.photo, urlMiniature: expect.stringMatching(/^\/api\/v1\/files\//), nom: 'terrasse.jpg' }],
      envois: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const id = saved.body.id;
    const got = await t.rest('GET', `/chantiers/suivis/get/${id}`, undefined, bearer(a.manager));
    expect(got.status).toBe(200);
    expect(got.body).toEqual(saved.body);

    // The legacy client sends back what it got: the photos as objects; an absent idChantier keeps the site.
    const edited = await t.rest(
      'PUT',
      `/chantiers/suivis/modifierSuivi/${id}`,
      { ...LEGACY, libelle: 'Visite hebdomadaire (bis)', photos: got.body.photos },
      bearer(a.manager),
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id, idChantier: siteId, libelle: 'Visite hebdomadaire (bis)', photos: got.body.photos });
    const noPhotos = await t.rest('PUT', `/chantiers/suivis/modifierSuivi/${id}`, { ...LEGACY, photos: [] }, bearer(a.manager));
    expect(noPhotos.body).toMatchObject({ photo: null, photos: [] });

    expect((await t.rest('DELETE', `/chantiers/suivis/delete/${id}`, undefined, bearer(a.manager))).body).toEqual({ deleted: true });
    expect((await t.rest('GET', `/chantiers/suivis/get/${id}`, undefined, bearer(a.manager))).status).toBe(404);
  });

  it('lists a site’s sheets as a Spring page, newest visit first, searched', async () => {
    const site = (await createSite(t, token, { name: 'Résidence Liste REST' })).id;
    for (const [libelle, date] of [
      ['Visite A', '2026-10-01'],
      ['Visite B', '2026-10-03'],
      ['Réunion Électricité', '2026-10-02'],
    ])
      await createSheet(t, token, site, { label: libelle, visitDate: date });
    const page = await t.rest('GET', `/chantiers/suivis/list?idChantier=${site}&page=0&size=2`, undefined, bearer(a.manager));
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ totalElements: 3, totalPages: 2, number: 0, size: 2 });
    expect(page.body.content.map((s: { libelle: string }) => s.libelle)).toEqual(['Visite B', 'Réunion Électricité']);
    expect(page.body.content[0]).toMatchObject({ idChantier: site, date: '2026-10-03', maitriseOeuvre: expect.any(String) });
    const found = await t.rest('GET', `/chantiers/suivis/list?idChantier=${site}&search=electricite`, undefined, bearer(a.manager));
    expect(found.body.content.map((s: { libelle: string }) => s.libelle)).toEqual(['Réunion Électricité']);
    const none = await t.rest('GET', '/chantiers/suivis/list', undefined, bearer(a.manager));
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({ idChantier: 'Choisissez un chantier' });
  });

  it('answers 400 with the SPEC messages under the legacy keys, and saves nothing', async () => {
    const before = await counts();
    const res = await t.rest(
      'POST',
      '/chantiers/suivis/save',
      { idChantier: siteId, libelle: 'x'.repeat(51), date: '2026-02-30' },
      bearer(a.manager),
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 400, error: 'BAD_USER_INPUT' });
    expect(res.body.fields).toEqual({
      libelle: 'Le libellé ne peut pas dépasser 50 caractères',
      date: 'Date invalide (AAAA-MM-JJ)',
      maitriseOeuvre: "La maîtrise d'oeuvre est requise",
      maitriseOuvrage: "La maîtrise d'ouvrage est requise",
      rapport: 'Le rapport est requis',
    });
    const photos = await t.rest('POST', '/chantiers/suivis/save', { ...LEGACY, idChantier: siteId, photos: ['nope'] }, bearer(a.manager));
    expect(photos.body.fields).toEqual({ 'photos.0': "Ce fichier n'existe pas ou n'est plus disponible." });
    expect(await counts()).toEqual(before);
  });

  it('saves a multipart form with its photos in one request: resized, thumbnails made, originals never stored', async () => {
    const before = await counts();
    const res = await sendForm(
      t,
      'POST',
      '/chantiers/suivis/save',
      {
        fields: { ...LEGACY, idChantier: siteId },
        files: { photo: [await cameraJpeg(2000, 1500, 6), 'façade nord.jpg'] },
      },
      token,
    );
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ idChantier: siteId, ...LEGACY, photos: [{ nom: 'façade nord.jpg' }] });
    const [row] = await photoFiles(t, res.json.id);
    const meta = await sharp(await fileBytes(t, row.file_id)).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 1600 });
    expect(meta.exif).toBeUndefined();
    expect(await sharp(await fileBytes(t, row.thumbnail_id)).metadata()).toMatchObject({ width: 240, height: 320 });
    // One sheet, two files (the photo and its thumbnail): the original was never stored.
    expect(await counts()).toEqual([before[0] + 1, before[1] + 2]);
    expect((await getUrl(t, res.json.photos[0].urlMiniature)).status).toBe(200);
  });

  it('takes several photos under photos, and adds a multipart edit’s photos after those kept', async () => {
    const res = await sendForm(t, 'POST', '/chantiers/suivis/save', { fields: { ...LEGACY, idChantier: siteId }, files: {} }, token);
    expect(res.status).toBe(201);
    expect(res.json.photos).toEqual([]);
    const form = new FormData();
    for (const [k, v] of Object.entries({ ...LEGACY, idChantier: siteId })) form.append(k, v);
    form.append('photos', new Blob([new Uint8Array(pngImage([1, 1, 1], 10))]), 'un.png');
    form.append('photos', new Blob([new Uint8Array(pngImage([2, 2, 2], 10))]), 'deux.png');
    const two = await fetch(`${t.url}/api/v1/chantiers/suivis/save`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    expect(two.status).toBe(201);
    const sheet = (await two.json()) as any;
    expect(sheet.photos.map((p: { nom: string }) => p.nom)).toEqual(['un.jpg', 'deux.jpg']);

    // The edit keeps the second photo only (idPhotos), then adds the new one.
    const edit = await sendForm(
      t,
      'PUT',
      `/chantiers/suivis/modifierSuivi/${sheet.id}`,
      { fields: { ...LEGACY, idPhotos: sheet.photos[1].id }, files: { photo: [pngImage([3, 3, 3], 10), 'trois.png'] } },
      token,
    );
    expect(edit.status).toBe(200);
    expect(edit.json.photos.map((p: { nom: string }) => p.nom)).toEqual(['deux.jpg', 'trois.jpg']);
    // Without idPhotos, the photos stay and the new ones follow.
    const more = await sendForm(
      t,
      'PUT',
      `/chantiers/suivis/modifierSuivi/${sheet.id}`,
      { fields: LEGACY, files: { photo: [pngImage([4, 4, 4], 10), 'quatre.png'] } },
      token,
    );
    expect(more.json.photos.map((p: { nom: string }) => p.nom)).toEqual(['deux.jpg', 'trois.jpg', 'quatre.jpg']);
  });

  it('refuses a multipart form with an HTML page as photo, a bad field or too many photos, and stores nothing', async () => {
    const before = await counts();
    const html = await sendForm(
      t,
      'POST',
      '/chantiers/suivis/save',
      { fields: { ...LEGACY, idChantier: siteId }, files: { photo: [HTML, 'photo.png'] } },
      token,
    );
    expect(html.status).toBe(415);
    expect(html.json).toMatchObject({
      error: 'UNSUPPORTED_MEDIA_TYPE',
      fields: { photo: 'Seules les images PNG ou JPEG (.png, .jpg, .jpeg) sont acceptées.' },
    });
    const bad = await sendForm(
      t,
      'POST',
      '/chantiers/suivis/save',
      { fields: { ...LEGACY, idChantier: siteId, libelle: '' }, files: { photo: [pngImage(), 'a.png'] } },
      token,
    );
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toEqual({ libelle: 'Le libellé est requis' });
    const form = new FormData();
    for (const [k, v] of Object.entries({ ...LEGACY, idChantier: siteId })) form.append(k, v);
    for (let i = 0; i < 13; i++) form.append('photos', new Blob([new Uint8Array(pngImage())]), `p${i}.png`);
    const many = await fetch(`${t.url}/api/v1/chantiers/suivis/save`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    expect(many.status).toBe(400);
    expect(((await many.json()) as any).fields).toEqual({ photos: '12 photos au plus par fiche de suivi' });
    const unsafe = await sendForm(t, 'POST', '/chantiers/suivis/save', { fields: { ...LEGACY, idChantier: siteId, rapport: 'a\u0000b' } }, token);
    expect(unsafe.status).toBe(400);
    expect(unsafe.json.fields).toEqual({ rapport: 'Le champ contient un caractère non autorisé.' });
    const big = Buffer.concat([pngImage(), Buffer.alloc(10_000_001)]);
    const tooLarge = await sendForm(
      t,
      'POST',
      '/chantiers/suivis/save',
      { fields: { ...LEGACY, idChantier: siteId }, files: { photo: [big, 'big.png'] } },
      token,
    );
    expect(tooLarge.status).toBe(413);
    expect(await counts()).toEqual(before);
  });

  it('keeps each company and each Gestionnaire Chantier to their own sheets', async () => {
    const sheet = await createSheet(t, token, siteId);
    for (const who of [b.manager, user]) {
      expect((await t.rest('GET', `/chantiers/suivis/get/${sheet.id}`, undefined, bearer(who))).status).toBe(404);
      expect((await t.rest('PUT', `/chantiers/suivis/modifierSuivi/${sheet.id}`, LEGACY, bearer(who))).status).toBe(404);
      const form = await sendForm(t, 'PUT', `/chantiers/suivis/modifierSuivi/${sheet.id}`, { fields: LEGACY }, who.accessToken);
      expect(form.status).toBe(404);
      // Another company's MANAGER finds nothing; a USER may not delete at all (the Admin Société's).
      expect((await t.rest('DELETE', `/chantiers/suivis/delete/${sheet.id}`, undefined, bearer(who))).status).toBe(who === user ? 403 : 404);
      expect((await t.rest('GET', `/chantiers/suivis/list?idChantier=${siteId}`, undefined, bearer(who))).status).toBe(404);
      const save = await sendForm(t, 'POST', '/chantiers/suivis/save', { fields: { ...LEGACY, idChantier: siteId } }, who.accessToken);
      expect(save.json.fields).toEqual({ idChantier: "Ce chantier n'existe pas ou a été supprimé." });
    }
    expect((await sendForm(t, 'POST', '/chantiers/suivis/save', { fields: LEGACY })).status).toBe(401);
    expect((await t.rest('GET', `/chantiers/suivis/get/${sheet.id}`, undefined, bearer(a.manager))).body.libelle).toBe(sheet.label);
  });
});

describe('hostile multipart forms (the REST fuzz sends JSON: the multipart door is fuzzed here)', () => {
  it('never answers a 5xx, whatever a text field holds, and refuses NUL with 400', async () => {
    // A lone surrogate cannot travel in a multipart form: the client's UTF-8 encoding makes it U+FFFD, a real character.
    const sheet = await createSheet(t, token, siteId);
    const keys = [
      'idChantier',
      'libelle',
      'date',
      'maitriseOeuvre',
      'maitriseOuvrage',
      'rapport',
      'photos',
      'idPhotos',
      '__proto__',
      'libelle[a]',
      'photos[0][id]',
    ];
    const values = HOSTILE.map((h) => ({
      name: h.name,
      text: typeof h.json === 'string' ? h.json : JSON.stringify(h.json instanceof RawJson ? h.json.text : h.json),
    }));
    const faults: string[] = [];
    for (const key of keys)
      for (const { name, text } of values)
        for (const [method, path] of [
          ['POST', '/chantiers/suivis/save'],
          ['PUT', `/chantiers/suivis/modifierSuivi/${sheet.id}`],
        ]) {
          const res = await sendForm(t, method, path, { fields: { ...LEGACY, idChantier: siteId, [key]: text } }, token);
          if (res.status >= 500) faults.push(`${method} ${path} ${key} = ${name} -> ${res.status} ${res.bytes.toString().slice(0, 200)}`);
          if (res.status < 500 && name === 'NUL' && !key.startsWith('__') && res.status !== 400)
            faults.push(`${method} ${key} = ${name}: ${res.status}, not 400`);
        }
    expect(faults).toEqual([]);
  }, 180_000);
});
