// @both-databases: thumbnails stored in raw SQL.
import { LIMITS } from '@chantiers/schema';
import sharp from 'sharp';
import {
  addMember,
  countFiles,
  createCompany,
  createSite,
  giveSite,
  getUrl,
  gqlErr,
  gqlOk,
  JPEG,
  PDF,
  sql,
  type TestCompany,
  upload,
} from '../../../../test/company';
import { startTestServer, type TestServer } from '../../../../test/server';
import { feed } from '../news/site-news.test-helpers';
import { corruptPng, fileRows, photoPng, setImage, siteFileIds, siteImages, uploadId } from './site-images.test-helpers';

const IMAGES_ONLY = 'Seules les images PNG ou JPEG (.png, .jpg, .jpeg) sont acceptées.';

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas BTP'), createCompany(t, 'Rif Travaux')]);
  token = a.manager.accessToken;
});
afterAll(() => t.stop());

const newSite = async (name = 'Villa Anfa') => (await createSite(t, token, { name })).id as string;

describe('setSiteImage PHOTO keeps the original and a server-made card thumbnail', () => {
  let siteId: string;
  let png: Buffer;
  let first: Record<string, string | null>;
  beforeAll(async () => {
    siteId = await newSite();
    png = await photoPng(1200, 800);
  });

  it('serves the original PNG and a JPEG thumbnail of at most 480×320, both claimed by company A', async () => {
    const fileId = await uploadId(t, token, png, 'façade.png');
    const before = await countFiles(t, a.id);
    const site = gqlOk(await setImage(t, token, siteId, 'PHOTO', fileId)).setSiteImage;
    expect(site).toMatchObject({ id: siteId, photoUrl: expect.stringContaining(`/api/v1/files/${fileId}?`), clientPhotoUrl: null, planUrl: null });

    const original = await getUrl(t, site.photoUrl);
    expect(original.headers.get('content-type')).toBe('image/png');
    expect(original.bytes.equals(png)).toBe(true);

    const thumb = await getUrl(t, site.photoThumbUrl);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(thumb.bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 480, height: 320 });
    expect(thumb.bytes.length).toBeLessThan(png.length);

    first = await siteFileIds(t, siteId);
    expect(first.photo_file_id).toBe(fileId);
    expect(await fileRows(t, [first.photo_file_id, first.photo_thumb_file_id])).toEqual(
      expect.arrayContaining([
        { id: fileId, company_id: a.id, claimed: true, content_type: 'image/png' },
        { id: first.photo_thumb_file_id, company_id: a.id, claimed: true, content_type: 'image/jpeg' },
      ]),
    );
    expect(await countFiles(t, a.id)).toBe(before + 1);
    // Read back through the site query too: the URLs come from the stored columns.
    expect(await siteImages(t, token, siteId)).toMatchObject({ photoUrl: site.photoUrl, photoThumbUrl: site.photoThumbUrl });
  });

  it('replacing the photo deletes the old original and the old thumbnail', async () => {
    const fileId = await uploadId(t, token, JPEG, 'nouvelle.jpg');
    const before = await countFiles(t, a.id);
    const site = gqlOk(await setImage(t, token, siteId, 'PHOTO', fileId)).setSiteImage;
    expect(site.photoUrl).toContain(fileId);
    expect(await fileRows(t, [first.photo_file_id, first.photo_thumb_file_id])).toEqual([]);
    // Two rows gone, one thumbnail added.
    expect(await countFiles(t, a.id)).toBe(before - 1);
    const thumb = await sharp((await getUrl(t, site.photoThumbUrl)).bytes).metadata();
    // A 2×2 photo is not enlarged: the card scales it, the server stores no blown-up pixels.
    expect(thumb).toMatchObject({ format: 'jpeg', width: 2, height: 2 });
  });

  it('setting the same file again changes nothing; using it for another image is refused', async () => {
    const ids = await siteFileIds(t, siteId);
    const same = gqlOk(await setImage(t, token, siteId, 'PHOTO', ids.photo_file_id)).setSiteImage;
    expect(same.photoUrl).toContain(ids.photo_file_id);
    expect(await siteFileIds(t, siteId)).toEqual(ids);
    expect(gqlErr(await setImage(t, token, siteId, 'PLAN', ids.photo_file_id)).extensions.code).toBe('BAD_USER_INPUT');
    expect(gqlErr(await setImage(t, token, siteId, 'PLAN', ids.photo_thumb_file_id)).extensions.code).toBe('BAD_USER_INPUT');
    expect(await siteFileIds(t, siteId)).toEqual(ids);
  });

  it('fileId null removes the photo and its thumbnail', async () => {
    const ids = await siteFileIds(t, siteId);
    const before = await countFiles(t, a.id);
    const site = gqlOk(await setImage(t, token, siteId, 'PHOTO', null)).setSiteImage;
    expect(site).toMatchObject({ photoUrl: null, photoThumbUrl: null });
    expect(await fileRows(t, [ids.photo_file_id, ids.photo_thumb_file_id])).toEqual([]);
    expect(await countFiles(t, a.id)).toBe(before - 2);
    expect((await siteFileIds(t, siteId)).photo_thumb_file_id).toBeNull();
    // Removing what is not there is a no-op.
    expect(gqlOk(await setImage(t, token, siteId, 'PHOTO', null)).setSiteImage.photoUrl).toBeNull();
  });

  it("writes 'Fichier …' MODIFICATION entries for the photo and nothing about the thumbnail", async () => {
    const entries = (await feed(t, token, siteId)).items.filter((e: any) => e.type === 'MODIFICATION');
    expect(entries.map((e: any) => [e.field, e.valueKind, e.before, e.after, e.content, e.authorName])).toEqual([
      ['photoFileId', 'file', 'file', null, null, 'Amina Benali'],
      ['photoFileId', 'file', 'file', 'file', null, 'Amina Benali'],
      ['photoFileId', 'file', null, 'file', null, 'Amina Benali'],
    ]);
    expect(JSON.stringify(entries)).not.toMatch(/thumb|vignette/i);
  });
});

describe('concurrent changes of one site', () => {
  it('leave exactly one photo and one thumbnail claimed, no orphan', async () => {
    const siteId = await newSite('Tour Racine');
    const ids = await Promise.all(
      [1, 2, 3, 4].map((n) => photoPng(320 + n, 240, [n * 40, 0, 0]).then((png) => uploadId(t, token, png, `p${n}.png`))),
    );
    const answers = await Promise.all(ids.map((id) => setImage(t, token, siteId, 'PHOTO', id)));
    answers.forEach((res) => gqlOk(res));
    const final = await siteFileIds(t, siteId);
    expect(ids).toContain(final.photo_file_id);
    // Every claimed file of the company is one a record points to: the losers' files were released.
    const orphans = await sql(
      t,
      `select id from stored_file f where company_id = $1 and claimed_at is not null and not exists (
         select 1 from site s where f.id in (s.photo_file_id, s.photo_thumb_file_id, s.client_photo_file_id, s.plan_file_id))`,
      [a.id],
    );
    expect(orphans).toEqual([]);
    expect(await fileRows(t, ids)).toEqual([expect.objectContaining({ id: final.photo_file_id, claimed: true })]);
  });
});

describe('CLIENT_PHOTO and PLAN', () => {
  it('are stored without a thumbnail and served through their own URLs, by a USER too', async () => {
    const siteId = await newSite('Immeuble Maarif');
    const karim = await addMember(t, a);
    await giveSite(t, siteId, karim);
    const plan = await photoPng(900, 600, [10, 20, 30]);
    const [clientId, planId] = [await uploadId(t, karim.accessToken, JPEG, 'client.jpg'), await uploadId(t, karim.accessToken, plan, 'plan.png')];
    const before = await countFiles(t, a.id);
    gqlOk(await setImage(t, karim.accessToken, siteId, 'CLIENT_PHOTO', clientId));
    const site = gqlOk(await setImage(t, karim.accessToken, siteId, 'PLAN', planId)).setSiteImage;
    expect(site).toMatchObject({ photoUrl: null, photoThumbUrl: null });
    expect(await countFiles(t, a.id)).toBe(before);
    expect((await getUrl(t, site.clientPhotoUrl)).bytes.equals(JPEG)).toBe(true);
    expect((await getUrl(t, site.planUrl)).bytes.equals(plan)).toBe(true);
    expect(await siteFileIds(t, siteId)).toEqual({
      photo_file_id: null,
      photo_thumb_file_id: null,
      client_photo_file_id: clientId,
      plan_file_id: planId,
    });

    gqlOk(await setImage(t, token, siteId, 'PLAN', null));
    expect(await fileRows(t, [planId, clientId])).toEqual([expect.objectContaining({ id: clientId })]);
  });
});

describe('what setSiteImage refuses, changing nothing', () => {
  let siteId: string;
  beforeAll(async () => {
    siteId = await newSite('Entrepôt Ain Sebaa');
  });

  async function expectUnchanged(run: () => Promise<void>): Promise<void> {
    const [ids, count] = [await siteFileIds(t, siteId), await countFiles(t)];
    await run();
    expect(await siteFileIds(t, siteId)).toEqual(ids);
    expect(await countFiles(t)).toBe(count);
  }

  it('a PDF uploaded as a document: 415 with the image message', async () => {
    const pdfId = await uploadId(t, token, PDF, 'devis.pdf', 'document');
    await expectUnchanged(async () => {
      const err = gqlErr(await setImage(t, token, siteId, 'PHOTO', pdfId));
      expect(err).toMatchObject({ message: IMAGES_ONLY, extensions: { code: 'UNSUPPORTED_MEDIA_TYPE', status: 415 } });
      expect(gqlErr(await setImage(t, token, siteId, 'PLAN', pdfId)).extensions.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });
    expect(await fileRows(t, [pdfId])).toEqual([expect.objectContaining({ claimed: false })]);
  });

  it('a corrupt PNG that passed the magic bytes: 415, no thumbnail, for every kind', async () => {
    const res = await upload(t, token, await corruptPng(), 'abîmée.png');
    expect(res.status).toBe(201);
    await expectUnchanged(async () => {
      for (const kind of ['PHOTO', 'CLIENT_PHOTO', 'PLAN']) {
        const err = gqlErr(await setImage(t, token, siteId, kind, res.json.id));
        expect({ kind, message: err.message, code: err.extensions.code, fields: err.extensions.fields }).toEqual({
          kind,
          message: IMAGES_ONLY,
          code: 'UNSUPPORTED_MEDIA_TYPE',
          fields: { file: IMAGES_ONLY },
        });
      }
    });
  });

  it("another company's file: refused like an unknown one, and B's file stays unclaimed", async () => {
    const bFile = await uploadId(t, b.manager.accessToken, await photoPng(300, 200), 'b.png');
    await expectUnchanged(async () => {
      for (const fileId of [bFile, '00000000-0000-4000-8000-000000000000', 'pas-un-id']) {
        const err = gqlErr(await setImage(t, token, siteId, 'PHOTO', fileId));
        expect({ fileId, code: err.extensions.code }).toEqual({ fileId, code: 'BAD_USER_INPUT' });
      }
    });
    expect(await fileRows(t, [bFile])).toEqual([expect.objectContaining({ company_id: b.id, claimed: false })]);
  });

  it("another company's site: NOT_FOUND, and the file stays unclaimed", async () => {
    const bSite = (await createSite(t, b.manager.accessToken, { name: 'Chantier B' })).id;
    const fileId = await uploadId(t, token, await photoPng(300, 200), 'a.png');
    const count = await countFiles(t);
    for (const target of [bSite, 'pas-un-id']) {
      const err = gqlErr(await setImage(t, token, target, 'PHOTO', fileId));
      expect({ target, code: err.extensions.code }).toEqual({ target, code: 'NOT_FOUND' });
    }
    expect(await siteFileIds(t, bSite)).toMatchObject({ photo_file_id: null, photo_thumb_file_id: null });
    expect(await fileRows(t, [fileId])).toEqual([expect.objectContaining({ claimed: false })]);
    expect(await countFiles(t)).toBe(count);
  });

  it('an upload of 10,000,001 bytes: 413, nothing stored', async () => {
    const png = await photoPng(64, 64);
    const big = Buffer.concat([png, Buffer.alloc(LIMITS.uploadMaxBytes + 1 - png.length, 1)]);
    const count = await countFiles(t);
    const res = await upload(t, token, big, 'énorme.png');
    expect(res.status).toBe(413);
    expect(res.json.error).toBe('PAYLOAD_TOO_LARGE');
    expect(await countFiles(t)).toBe(count);
  });

  it('without a bearer: UNAUTHENTICATED', async () => {
    const fileId = await uploadId(t, token, await photoPng(30, 20), 'x.png');
    await expectUnchanged(async () => {
      expect(gqlErr(await setImage(t, '', siteId, 'PHOTO', fileId)).extensions.code).toBe('UNAUTHENTICATED');
    });
  });
});

describe('deleting a site', () => {
  it('deletes its photo, thumbnail, client photo and plan files too', async () => {
    const siteId = await newSite('Chantier à supprimer');
    gqlOk(await setImage(t, token, siteId, 'PHOTO', await uploadId(t, token, await photoPng(800, 600), 'photo.png')));
    gqlOk(await setImage(t, token, siteId, 'PLAN', await uploadId(t, token, await photoPng(300, 200), 'plan.png')));
    const ids = await siteFileIds(t, siteId);
    const kept = [ids.photo_file_id, ids.photo_thumb_file_id, ids.plan_file_id];
    expect((await fileRows(t, kept)).length).toBe(3);
    const res = await t.gql('mutation($id: ID!) { deleteSite(id: $id) { deleted } }', { id: siteId }, token);
    expect(res.body.data.deleteSite.deleted).toBe(true);
    expect(await fileRows(t, kept)).toEqual([]);
  });
});
