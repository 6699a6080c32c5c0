import sharp from 'sharp';
import {
  countFiles,
  createCompany,
  createSite,
  getUrl,
  gqlErr,
  gqlOk,
  HTML,
  PDF,
  pngImage,
  sql,
  type TestCompany,
  upload,
} from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';
import { corruptPng } from '../sites/images/site-images.test-helpers';
import {
  cameraJpeg,
  CREATE,
  createSheet,
  DELETE,
  fileBytes,
  filesExist,
  GET,
  hasGps,
  photoFiles,
  sheetInput,
  UPDATE,
  uploadPhoto,
} from './follow-ups.test-helpers';

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let siteId: string;
let token: string;

beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas Photos'), createCompany(t, 'Souss Photos')]);
  token = a.manager.accessToken;
  siteId = (await createSite(t, token, { name: 'Villa aux photos' })).id;
});
afterAll(() => t.stop());

const IMAGES_ONLY = 'Seules les images PNG ou JPEG (.png, .jpg, .jpeg) sont acceptées.';
const sheets = async () => (await sql(t, 'select count(*)::int as n from follow_up where company_id = $1', [a.id]))[0].n as number;
const claimed = async (id: string) => (await sql(t, 'select claimed_at is not null as claimed from stored_file where id = $1', [id]))[0]?.claimed;

describe('the photos of a sheet', () => {
  it('are resized on the server: the longest side 1600 px, a JPEG, with a 320 px thumbnail, and no metadata (no GPS)', async () => {
    const original = await cameraJpeg(2400, 1800);
    expect(hasGps((await sharp(original).metadata()).exif)).toBe(true);
    expect(original.includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(true);
    const uploadId = await uploadPhoto(t, token, original, 'IMG_2041.JPG');
    const sheet = await createSheet(t, token, siteId, { photoIds: [uploadId] });
    expect(sheet.photos).toEqual([
      {
        id: expect.any(String),
        url: expect.stringMatching(/^\/api\/v1\/files\//),
        thumbnailUrl: expect.stringMatching(/^\/api\/v1\/files\//),
        name: 'IMG_2041.jpg',
      },
    ]);
    const [row] = await photoFiles(t, sheet.id);
    const photo = await sharp(await fileBytes(t, row.file_id)).metadata();
    expect(photo).toMatchObject({ format: 'jpeg', width: 1600, height: 1200 });
    expect(photo.exif).toBeUndefined();
    // No EXIF segment at all in the stored bytes (where the GPS position would be).
    expect((await fileBytes(t, row.file_id)).includes(Buffer.from('Exif\0\0', 'latin1'))).toBe(false);
    expect(photo.orientation).toBeUndefined();
    const thumb = await sharp(await fileBytes(t, row.thumbnail_id)).metadata();
    expect(thumb).toMatchObject({ format: 'jpeg', width: 320, height: 240 });
    expect(thumb.exif).toBeUndefined();
    // The original, GPS and all, is not kept; the stored files are the sheet's (claimed) and served as JPEG.
    expect(await filesExist(t, [uploadId])).toEqual([]);
    expect(await claimed(row.file_id)).toBe(true);
    expect(await claimed(row.thumbnail_id)).toBe(true);
    const served = await getUrl(t, sheet.photos[0].thumbnailUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  it('are turned upright as the camera said (EXIF orientation), and small ones are not enlarged', async () => {
    const sideways = await uploadPhoto(t, token, await cameraJpeg(1200, 800, 6));
    const tiny = await uploadPhoto(t, token, pngImage([223, 90, 90], 40), 'plan.png');
    const sheet = await createSheet(t, token, siteId, { photoIds: [sideways, tiny] });
    const [upright, small] = await photoFiles(t, sheet.id);
    expect(await sharp(await fileBytes(t, upright.file_id)).metadata()).toMatchObject({ width: 800, height: 1200 });
    expect(await sharp(await fileBytes(t, upright.thumbnail_id)).metadata()).toMatchObject({ width: 213, height: 320 });
    expect(await sharp(await fileBytes(t, small.file_id)).metadata()).toMatchObject({ format: 'jpeg', width: 40, height: 40 });
    expect(sheet.photos.map((p: { name: string }) => p.name)).toEqual(['IMG_2041.jpg', 'plan.jpg']);
  });

  it('refuses an HTML page as a photo, and a PDF or an undecodable image named as one, storing nothing', async () => {
    const html = await upload(t, token, HTML, 'photo.png', 'image');
    expect(html.status).toBe(415);
    expect(html.json.message).toBe(IMAGES_ONLY);
    const pdf = (await upload(t, token, PDF, 'rapport.pdf', 'document')).json.id as string;
    const broken = await uploadPhoto(t, token, await corruptPng(), 'casse.png');
    const [filesBefore, sheetsBefore] = [await countFiles(t, a.id), await sheets()];
    for (const photoIds of [[pdf], [broken]]) {
      const err = gqlErr(await t.gql(CREATE, { input: sheetInput(siteId, { photoIds }) }, token));
      expect(err.extensions.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(err.message).toBe(IMAGES_ONLY);
    }
    expect([await countFiles(t, a.id), await sheets()]).toEqual([filesBefore, sheetsBefore]);
    // Refused, the uploads stay unclaimed (swept after a day).
    expect([await claimed(pdf), await claimed(broken)]).toEqual([false, false]);
  });

  it('are 12 at most, each once, each an upload of the company that no record holds yet', async () => {
    const ids = [];
    for (let i = 0; i < 13; i++) ids.push(await uploadPhoto(t, token, pngImage([i * 10, 80, 120], 8), `p${i}.png`));
    const fields = async (photoIds: string[], by = token) =>
      gqlErr(await t.gql(CREATE, { input: sheetInput(siteId, { photoIds }) }, by)).extensions.fields;
    expect(await fields(ids)).toEqual({ photoIds: '12 photos au plus par fiche de suivi' });
    expect(await fields([ids[0], ids[0].toUpperCase()])).toEqual({ photoIds: 'Une photo ne figure qu’une fois sur la fiche' });
    expect(await fields(['pas-un-id'])).toEqual({ 'photoIds.0': "Ce fichier n'existe pas ou n'est plus disponible." });
    expect(await fields(['00000000-0000-4000-8000-000000000000'])).toEqual({ photoIds: "Ce fichier n'existe pas ou n'est plus disponible." });
    // Another company cannot claim our uploads, nor our sheets' photos.
    const before = await countFiles(t);
    const theirSite = (await createSite(t, b.manager.accessToken, { name: 'Chantier de Souss' })).id;
    const stolen = gqlErr(await t.gql(CREATE, { input: sheetInput(theirSite, { photoIds: [ids[0]] }) }, b.manager.accessToken));
    expect(stolen.extensions.fields).toEqual({ photoIds: "Ce fichier n'existe pas ou n'est plus disponible." });
    expect(await claimed(ids[0])).toBe(false);
    const full = await createSheet(t, token, siteId, { photoIds: ids.slice(0, 12) });
    expect(full.photos).toHaveLength(12);
    const ours = full.photos[0].id;
    expect(gqlErr(await t.gql(CREATE, { input: sheetInput(theirSite, { photoIds: [ours] }) }, b.manager.accessToken)).extensions.fields).toEqual({
      photoIds: "Ce fichier n'existe pas ou n'est plus disponible.",
    });
    // An upload goes to one sheet only.
    expect(await fields([ids[0]])).toEqual({ photoIds: "Ce fichier n'existe pas ou n'est plus disponible." });
    expect(await countFiles(t)).toBe(before + 24 - 12);
  });

  it('are kept, reordered, added and removed by an edit; the removed ones’ files go in the same transaction', async () => {
    const [p1, p2, p3] = [
      await uploadPhoto(t, token, pngImage([10, 20, 30], 16), 'un.png'),
      await uploadPhoto(t, token, pngImage([40, 50, 60], 16), 'deux.png'),
      await uploadPhoto(t, token, pngImage([70, 80, 90], 16), 'trois.png'),
    ];
    const sheet = await createSheet(t, token, siteId, { photoIds: [p1, p2, p3] });
    const [one, two, three] = sheet.photos;
    const stored = await photoFiles(t, sheet.id);
    const p4 = await uploadPhoto(t, token, pngImage([100, 110, 120], 16), 'quatre.png');
    const edit = (photoIds: string[] | null | undefined) =>
      t.gql(UPDATE, { id: sheet.id, input: sheetInput(siteId, photoIds === undefined ? {} : { photoIds }) }, token);

    const edited = gqlOk(await edit([three.id, p4, one.id])).updateFollowUp;
    expect(edited.photos.map((p: { name: string }) => p.name)).toEqual(['trois.jpg', 'quatre.jpg', 'un.jpg']);
    expect(edited.photos[0].id).toBe(three.id);
    expect(edited.photos[2].id).toBe(one.id);
    const after = await photoFiles(t, sheet.id);
    expect(after.map((r) => r.position)).toEqual([0, 1, 2]);
    // Kept photos keep their files; the removed one's file and thumbnail are gone, and so is the new one's upload.
    expect(after[0].file_id).toBe(stored[2].file_id);
    expect(after[2].file_id).toBe(stored[0].file_id);
    expect(await filesExist(t, [stored[1].file_id, stored[1].thumbnail_id, p4])).toEqual([]);
    expect(two.id).not.toBe(edited.photos[1].id);

    // Without photoIds the photos stay; an empty list removes them all with their files.
    expect(gqlOk(await edit(undefined)).updateFollowUp.photos.map((p: { id: string }) => p.id)).toEqual(
      edited.photos.map((p: { id: string }) => p.id),
    );
    expect(gqlOk(await edit(null)).updateFollowUp.photos).toHaveLength(3);
    const left = await photoFiles(t, sheet.id);
    expect(gqlOk(await edit([])).updateFollowUp.photos).toEqual([]);
    expect(
      await filesExist(
        t,
        left.flatMap((r) => [r.file_id, r.thumbnail_id]),
      ),
    ).toEqual([]);
  });

  it('leaves everything as it was when an edit is refused', async () => {
    const sheet = await createSheet(t, token, siteId, { photoIds: [await uploadPhoto(t, token, pngImage([1, 2, 3], 16), 'garde.png')] });
    const fresh = await uploadPhoto(t, token, pngImage([4, 5, 6], 16), 'nouvelle.png');
    const [files, stored] = [await countFiles(t, a.id), await photoFiles(t, sheet.id)];
    const err = gqlErr(await t.gql(UPDATE, { id: sheet.id, input: sheetInput(siteId, { label: '', photoIds: [fresh] }) }, token));
    expect(err.extensions.fields).toEqual({ label: 'Le libellé est requis' });
    const bad = gqlErr(
      await t.gql(UPDATE, { id: sheet.id, input: sheetInput(siteId, { photoIds: [fresh, '00000000-0000-4000-8000-000000000000'] }) }, token),
    );
    expect(bad.extensions.code).toBe('BAD_USER_INPUT');
    expect(await countFiles(t, a.id)).toBe(files);
    expect(await photoFiles(t, sheet.id)).toEqual(stored);
    expect(await claimed(fresh)).toBe(false);
    expect(gqlOk(await t.gql(GET, { id: sheet.id }, token)).followUp.photos).toHaveLength(1);
  });

  it('are deleted with their sheet, files included', async () => {
    const sheet = await createSheet(t, token, siteId, {
      photoIds: [await uploadPhoto(t, token, pngImage([9, 9, 9], 16), 'a.png'), await uploadPhoto(t, token, pngImage([8, 8, 8], 16), 'b.png')],
    });
    const files = (await photoFiles(t, sheet.id)).flatMap((r) => [r.file_id, r.thumbnail_id]);
    expect(await filesExist(t, files)).toHaveLength(4);
    expect(gqlOk(await t.gql(DELETE, { id: sheet.id }, token)).deleteFollowUp).toBe(true);
    expect(await filesExist(t, files)).toEqual([]);
  });

  it('are deleted with their site, files included', async () => {
    const site = (await createSite(t, token, { name: 'Chantier supprimé' })).id;
    const sheet = await createSheet(t, token, site, { photoIds: [await uploadPhoto(t, token, pngImage([7, 7, 7], 16), 'c.png')] });
    const files = (await photoFiles(t, sheet.id)).flatMap((r) => [r.file_id, r.thumbnail_id]);
    gqlOk(await t.gql('mutation ($id: ID!) { deleteSite(id: $id) { deleted } }', { id: site }, token));
    expect(await filesExist(t, files)).toEqual([]);
  });
});
