// @both-databases: files stored as rows, in raw SQL.
import { countFiles, createCompany, getUrl, HTML, JPEG, PDF, pngImage, sendForm, type TestCompany, upload } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';

const DAY_MS = 24 * 3600 * 1000;
const TOO_LARGE = "Une erreur s'est produite lors de la soumission du formulaire. Veuillez réessayer.";
const IMAGES_ONLY = 'Seules les images PNG ou JPEG (.png, .jpg, .jpeg) sont acceptées.';

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas BTP'), createCompany(t, 'Rif Travaux')]);
});
afterAll(() => t.stop());

describe('POST /api/v1/files stores uploads checked by their content', () => {
  it('stores a PNG and serves the exact bytes through its signed URL, privately and without sniffing', async () => {
    const png = pngImage([223, 90, 90]);
    const res = await upload(t, a.manager.accessToken, png, 'façade nord.png');
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'façade nord.png',
      contentType: 'image/png',
      size: png.length,
      url: expect.stringMatching(/^\/api\/v1\/files\/[0-9a-f-]{36}\?exp=\d+&sig=[\w-]{32}$/),
    });

    const served = await getUrl(t, res.json.url);
    expect(served.status).toBe(200);
    expect(served.bytes.equals(png)).toBe(true);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toMatch(/^private\b/);
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(served.headers.get('content-disposition')).toBe(`inline; filename*=UTF-8''fa%C3%A7ade%20nord.png`);
  });

  it('keeps only the base name of a path-like file name', async () => {
    const res = await upload(t, a.manager.accessToken, pngImage(), '../../plans/étage 1.png');
    expect(res.status).toBe(201);
    expect(res.json.name).toBe('étage 1.png');
  });

  it('stores a JPEG named .jpg and serves it as image/jpeg', async () => {
    const res = await upload(t, a.manager.accessToken, JPEG, 'chantier.JPG');
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ contentType: 'image/jpeg', size: JPEG.length });
    const served = await getUrl(t, res.json.url);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.bytes.equals(JPEG)).toBe(true);
  });

  it('keeps a photo without its EXIF (GPS position, camera), turned upright by it; an image without metadata byte for byte', async () => {
    const sharp = (await import('sharp')).default;
    // A 40×20 phone photo taken sideways (orientation 6), with its GPS position and camera in EXIF.
    const phone = await sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 200, g: 120, b: 40 } } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'Samsung', Model: 'Galaxy A54' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 35/1 0/1' } })
      .toBuffer();
    expect(phone.includes(Buffer.from('Galaxy A54'))).toBe(true);
    for (const kind of ['image', 'document']) {
      const res = await upload(t, a.manager.accessToken, phone, 'façade.jpg', kind);
      expect(res.status).toBe(201);
      const kept = (await getUrl(t, res.json.url)).bytes;
      expect(res.json.size).toBe(kept.length);
      const meta = await sharp(kept).metadata();
      expect(meta.exif).toBeUndefined();
      expect(kept.includes(Buffer.from('Galaxy A54'))).toBe(false);
      expect([meta.width, meta.height, meta.format]).toEqual([20, 40, 'jpeg']);
    }
  });

  it('accepts a PDF as a document and refuses it as an image', async () => {
    const before = await countFiles(t, a.id);
    const doc = await upload(t, a.manager.accessToken, PDF, 'facture.pdf', 'document');
    expect(doc.status).toBe(201);
    expect(doc.json.contentType).toBe('application/pdf');
    expect((await getUrl(t, doc.json.url)).bytes.equals(PDF)).toBe(true);

    const image = await upload(t, a.manager.accessToken, PDF, 'facture.pdf', 'image');
    expect(image.status).toBe(415);
    expect(image.json).toMatchObject({ error: 'UNSUPPORTED_MEDIA_TYPE', message: IMAGES_ONLY, fields: { file: IMAGES_ONLY } });
    expect(await countFiles(t, a.id)).toBe(before + 1);
  });

  it('refuses a PNG renamed .pdf and an HTML page renamed .png, and stores neither', async () => {
    const before = await countFiles(t);
    const renamedPng = await upload(t, a.manager.accessToken, pngImage(), 'plan.pdf', 'document');
    expect(renamedPng.status).toBe(415);
    expect(renamedPng.json.message).toBe('Seuls les fichiers PDF, PNG ou JPEG sont acceptés.');
    expect((await upload(t, a.manager.accessToken, pngImage(), 'plan.pdf', 'image')).status).toBe(415);

    const html = await upload(t, a.manager.accessToken, HTML, 'photo.png');
    expect(html.status).toBe(415);
    expect(html.json.message).toBe(IMAGES_ONLY);
    expect(await countFiles(t)).toBe(before);
  });

  it('answers 413 with the form message for a file one byte over 10,000,000, and stores nothing', async () => {
    const before = await countFiles(t);
    const png = pngImage();
    const big = Buffer.concat([png, Buffer.alloc(10_000_001 - png.length, 7)]);
    expect(big.length).toBe(10_000_001);
    const res = await upload(t, a.manager.accessToken, big, 'grand.png');
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({ status: 413, error: 'PAYLOAD_TOO_LARGE', message: TOO_LARGE });
    expect(await countFiles(t)).toBe(before);
  });

  it('accepts a file of exactly 10,000,000 bytes', async () => {
    const png = pngImage();
    const max = Buffer.concat([png, Buffer.alloc(10_000_000 - png.length)]);
    const res = await upload(t, a.manager.accessToken, max, 'limite.png');
    expect(res.status).toBe(201);
    expect(res.json.size).toBe(10_000_000);
  });

  it('answers 401 without a bearer and 400 without a file, storing nothing', async () => {
    const before = await countFiles(t);
    const anonymous = await upload(t, undefined, pngImage(), 'a.png');
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.error).toBe('UNAUTHENTICATED');
    const revoked = await upload(t, 'not-a-token', pngImage(), 'a.png');
    expect(revoked.status).toBe(401);

    const noFile = await sendForm(t, 'POST', '/files?kind=image', { fields: { note: 'rien' } }, a.manager.accessToken);
    expect(noFile.status).toBe(400);
    expect(noFile.json).toMatchObject({ error: 'BAD_USER_INPUT', message: 'Aucun fichier reçu.', fields: { file: 'Aucun fichier reçu.' } });
    const empty = await upload(t, a.manager.accessToken, Buffer.alloc(0), 'vide.png');
    expect(empty.status).toBe(400);
    expect(await countFiles(t)).toBe(before);
  });

  it('answers 400 for an unknown kind, including names of object built-ins', async () => {
    for (const kind of ['video', 'toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      const res = await upload(t, a.manager.accessToken, pngImage(), 'a.png', kind);
      expect({ kind, status: res.status }).toEqual({ kind, status: 400 });
    }
  });

  it('refuses a second file in the same request', async () => {
    const res = await sendForm(
      t,
      'POST',
      '/files?kind=image',
      { files: { file: [pngImage(), 'a.png'], other: [JPEG, 'b.jpg'] } },
      a.manager.accessToken,
    );
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Un seul fichier est accepté.');
  });
});

describe('GET /api/v1/files/:id serves only through an intact, unexpired signature', () => {
  let id: string;
  let url: string;
  beforeAll(async () => {
    ({ id, url } = (await upload(t, a.manager.accessToken, pngImage([78, 172, 76]), 'signé.png')).json);
  });

  it('answers 404 when the signature is tampered with, missing, or moved to another file', async () => {
    const u = new URL(url, t.url);
    const sig = u.searchParams.get('sig')!;
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const other = (await upload(t, a.manager.accessToken, pngImage(), 'autre.png')).json;
    const otherSig = new URL(other.url, t.url).searchParams.get('sig')!;
    for (const bad of [
      `/api/v1/files/${id}?exp=${u.searchParams.get('exp')}&sig=${flipped}`,
      `/api/v1/files/${id}?exp=${u.searchParams.get('exp')}`,
      `/api/v1/files/${id}?exp=${Number(u.searchParams.get('exp')) + 86_400}&sig=${sig}`,
      `/api/v1/files/${id}?exp=${u.searchParams.get('exp')}&sig=${otherSig}`,
      `/api/v1/files/${id}`,
    ]) {
      const res = await getUrl(t, bad);
      expect({ bad, status: res.status }).toEqual({ bad, status: 404 });
      expect(res.json.message).toBe("Ce fichier n'existe pas ou n'est plus disponible.");
    }
  });

  it('answers 404 for a correctly signed URL whose expiry has passed', async () => {
    const expired = t.server.services.files.url(id, Date.now() - 3 * DAY_MS);
    expect(Number(new URL(expired, t.url).searchParams.get('exp')) * 1000).toBeLessThan(Date.now());
    expect((await getUrl(t, expired)).status).toBe(404);
    expect((await getUrl(t, t.server.services.files.url(id))).status).toBe(200);
  });

  it('answers 404, never 500, for a non-UUID id or a deleted file', async () => {
    expect((await getUrl(t, '/api/v1/files/not-a-uuid?exp=1&sig=x')).status).toBe(404);
    expect((await getUrl(t, "/api/v1/files/1' or '1'='1")).status).toBe(404);
    expect((await getUrl(t, `${url.split('?')[0]}?exp=1&exp=2&sig=a&sig=b`)).status).toBe(404);
    const gone = t.server.services.files.url('00000000-0000-4000-8000-000000000000');
    expect((await getUrl(t, gone)).status).toBe(404);
  });

  it("lets company B read A's file only through the signed URL A was given", async () => {
    const res = await fetch(`${t.url}/api/v1/files/${id}`, { headers: { authorization: `Bearer ${b.manager.accessToken}` } });
    expect(res.status).toBe(404);
    const served = await getUrl(t, url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });
});

describe('a signed URL lives at most one day', () => {
  const HOUR_MS = 3600 * 1000;
  const expOf = (url: string) => Number(new URL(url, t.url).searchParams.get('exp')) * 1000;
  let id: string;
  beforeAll(async () => {
    id = (await upload(t, a.manager.accessToken, pngImage([92, 144, 163]), 'durée.png')).json.id;
  });

  it('expires 23 to 24 hours after it is handed out, whatever the time of day', () => {
    const midnight = Date.UTC(2026, 0, 15);
    for (const now of [midnight, midnight + 1, midnight + 23 * HOUR_MS + 59 * 60_000, midnight + 12 * HOUR_MS + 30 * 60_000, Date.now()]) {
      const left = expOf(t.server.services.files.url(id, now)) - now;
      expect({ now, over23h: left > 23 * HOUR_MS, atMost24h: left <= DAY_MS }).toEqual({ now, over23h: true, atMost24h: true });
    }
  });

  it('stays the same within an hour, so browsers cache it, and changes with the hour', () => {
    const hour = Date.UTC(2026, 0, 15, 9);
    expect(t.server.services.files.url(id, hour + 59 * 60_000)).toBe(t.server.services.files.url(id, hour));
    expect(t.server.services.files.url(id, hour + HOUR_MS)).not.toBe(t.server.services.files.url(id, hour));
  });

  it('is cached by the browser no longer than it lives', async () => {
    const url = t.server.services.files.url(id);
    const served = await getUrl(t, url);
    expect(served.status).toBe(200);
    const maxAge = Number(/max-age=(\d+)/.exec(served.headers.get('cache-control') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(23 * 3600 - 5);
    expect(maxAge * 1000).toBeLessThanOrEqual(expOf(url) - Date.now() + 1000);
  });

  it('refuses a correctly signed URL whose expiry is more than a day ahead (the 48-hour URLs of old)', async () => {
    const later = t.server.services.files.url(id, Date.now() + 2 * HOUR_MS);
    expect(expOf(later) - Date.now()).toBeGreaterThan(DAY_MS);
    expect((await getUrl(t, later)).status).toBe(404);
    expect((await getUrl(t, t.server.services.files.url(id))).status).toBe(200);
  });
});
