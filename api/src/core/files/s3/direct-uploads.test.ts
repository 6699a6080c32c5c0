import http from 'node:http';
import sharp from 'sharp';
import { createCompany, getUrl, gqlOk, HTML, ME_FIELDS, PDF, pngImage, type TestCompany, upload } from '../../../../test/company';
import { startTestS3, type TestS3 } from '../../../../test/s3-server';
import { startTestServer, type TestServer } from '../../../../test/server';

/** FILES_DRIVER=s3: the browser sends and fetches the bytes at the store; the api signs, checks and records. */
let t: TestServer;
let s3: TestS3;
let a: TestCompany;
let b: TestCompany;
beforeAll(async () => {
  s3 = await startTestS3();
  t = await startTestServer(s3.env);
  [a, b] = await Promise.all([createCompany(t, 'Atlas Objet'), createCompany(t, 'Rif Objet')]);
});
afterAll(async () => {
  await t.stop();
  await s3.stop();
});

const auth = (c: TestCompany) => ({ authorization: `Bearer ${c.manager.accessToken}` });
const start = (c: TestCompany, body: Record<string, unknown>) => t.rest('POST', '/files/uploads', body, auth(c));
const complete = (c: TestCompany, ticket: string) => t.rest('POST', '/files/uploads/complete', { ticket }, auth(c));
const putBytes = (upload: { uploadUrl: string; headers: Record<string, string> }, bytes: Buffer) =>
  fetch(upload.uploadUrl, { method: 'PUT', headers: upload.headers, body: new Uint8Array(bytes) });

/** The whole journey of one file: asked, sent to the store, completed. */
async function sendDirect(c: TestCompany, bytes: Buffer, name: string, contentType: string, kind = 'document') {
  const started = await start(c, { kind, name, size: bytes.length, contentType });
  expect(started.status).toBe(200);
  expect((await putBytes(started.body.upload, bytes)).status).toBe(200);
  return { started: started.body.upload, done: await complete(c, started.body.upload.ticket) };
}

describe('direct uploads to the object store', () => {
  it('signs a PUT URL on the store, checks the object and answers the file as POST /files does; the bytes never reach PostgreSQL', async () => {
    const started = await start(a, { kind: 'document', name: 'devis signé.pdf', size: PDF.length, contentType: 'application/pdf' });
    expect(started.status).toBe(200);
    expect(started.body).toEqual({
      direct: true,
      upload: {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        uploadUrl: expect.stringContaining(`${s3.endpoint}/chantiers-test/${a.id}/`),
        method: 'PUT',
        headers: { 'Content-Type': 'application/pdf' },
        expiresAt: expect.any(String),
        ticket: expect.any(String),
      },
    });
    expect((await putBytes(started.body.upload, PDF)).status).toBe(200);
    const done = await complete(a, started.body.upload.ticket);
    expect(done.status).toBe(201);
    expect(done.body).toEqual({
      id: started.body.upload.id,
      name: 'devis signé.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
      url: expect.stringMatching(/^\/api\/v1\/files\//),
    });
    const [row] = await t.sql('select storage_key, data is null as empty, claimed_at from stored_file where id = $1', [done.body.id]);
    expect(row).toEqual({ storage_key: `${a.id}/${done.body.id}`, empty: true, claimed_at: null });

    // The signed URL redirects to the store for minutes; the browser fetches the bytes there.
    const redirect = await fetch(new URL(done.body.url, t.url), { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toContain(`${s3.endpoint}/chantiers-test/${a.id}/${done.body.id}?`);
    expect(redirect.headers.get('location')).toMatch(/X-Amz-Expires=(\d{1,3})&/);
    const served = await getUrl(t, done.body.url);
    expect(served.status).toBe(200);
    expect(served.bytes.equals(PDF)).toBe(true);
    expect(served.headers.get('content-type')).toBe('application/pdf');

    // Completing again answers the same file (a retried request), without a second row.
    expect((await complete(a, started.body.upload.ticket)).body).toEqual(done.body);
    expect(await t.sql('select count(*)::int as n from stored_file where id = $1', [done.body.id])).toEqual([{ n: 1 }]);
  });

  it('a directly uploaded photo becomes the profile photo, served from the store', async () => {
    const png = pngImage([12, 140, 90], 6);
    const { done } = await sendDirect(a, png, 'moi.png', 'image/png', 'image');
    const saved = gqlOk(
      await t.gql(
        `mutation ($input: ProfileInput!) { updateProfile(input: $input) { ${ME_FIELDS} } }`,
        { input: { firstName: 'Amal', lastName: 'Idrissi', photoFileId: done.body.id } },
        a.manager.accessToken,
      ),
    );
    const served = await getUrl(t, saved.updateProfile.photoUrl);
    expect(served.bytes.equals(png)).toBe(true);
  });

  it('removes a photo’s EXIF in the store too (the object is written again without it)', async () => {
    const phone = await sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 200, g: 120, b: 40 } } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: 'Samsung', Model: 'Galaxy A54' } })
      .toBuffer();
    const { done } = await sendDirect(a, phone, 'façade.jpg', 'image/jpeg', 'image');
    expect(done.status).toBe(201);
    const kept = (await getUrl(t, done.body.url)).bytes;
    expect(kept.includes(Buffer.from('Galaxy A54'))).toBe(false);
    expect(done.body.size).toBe(kept.length);
    expect([(await sharp(kept).metadata()).width, (await sharp(kept).metadata()).exif]).toEqual([20, undefined]);
  });

  it('refuses what the content is not (a page named .pdf) and deletes it from the store', async () => {
    const { started, done } = await sendDirect(a, HTML, 'facture.pdf', 'application/pdf');
    expect(done.status).toBe(415);
    expect(done.body.fields).toEqual({ file: 'Seuls les fichiers PDF, PNG ou JPEG sont acceptés.' });
    expect((await fetch(started.uploadUrl.replace(/\?.*/, ''))).status).toBe(403); // private: no unsigned read
    expect(await t.sql('select count(*)::int as n from stored_file where id = $1', [started.id])).toEqual([{ n: 0 }]);
    expect(s3.requests.some((r) => r.method === 'DELETE' && r.path.endsWith(started.id) && r.status === 204)).toBe(true);
  });

  it('says an interrupted upload did not arrive whole; sent again, it completes', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(200_000, 7)]);
    const started = (await start(a, { kind: 'document', name: 'plan.pdf', size: big.length, contentType: 'application/pdf' })).body.upload;
    await new Promise<void>((resolve) => {
      const url = new URL(started.uploadUrl);
      const req = http.request(url, { method: 'PUT', headers: { ...started.headers, 'Content-Length': String(big.length) } });
      req.on('error', () => resolve());
      req.write(big.subarray(0, 50_000), () => setTimeout(() => (req.destroy(), resolve()), 50));
    });
    const cut = await complete(a, started.ticket);
    expect(cut.status).toBe(400);
    expect(cut.body.fields).toEqual({ file: "Le fichier n'est pas arrivé en entier : choisissez-le et envoyez-le à nouveau." });
    expect((await putBytes(started, big)).status).toBe(200);
    expect((await complete(a, started.ticket)).status).toBe(201);
  });

  it('refuses a file over 10 MB before any byte is sent, and bytes that differ from the size announced', async () => {
    const tooBig = await start(a, { kind: 'document', name: 'scan.pdf', size: 10_000_001, contentType: 'application/pdf' });
    expect(tooBig.status).toBe(413);
    const started = (await start(a, { kind: 'document', name: 'scan.pdf', size: PDF.length, contentType: 'application/pdf' })).body.upload;
    await putBytes(started, Buffer.concat([PDF, PDF]));
    expect((await complete(a, started.ticket)).status).toBe(400);
    const wrongType = await start(a, { kind: 'image', name: 'scan.pdf', size: PDF.length, contentType: 'application/pdf' });
    expect(wrongType.status).toBe(415);
  });

  it('another company cannot complete a ticket it did not get, nor forge one', async () => {
    const started = (await start(a, { kind: 'document', name: 'contrat.pdf', size: PDF.length, contentType: 'application/pdf' })).body.upload;
    await putBytes(started, PDF);
    const stolen = await complete(b, started.ticket);
    expect(stolen.status).toBe(400);
    expect(stolen.body.fields).toEqual({ file: "Ce fichier n'existe pas ou n'est plus disponible." });
    const [payload] = started.ticket.split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), c: b.id })).toString('base64url');
    expect((await complete(b, `${forged}.${started.ticket.split('.')[1]}`)).status).toBe(400);
    expect(await t.sql('select count(*)::int as n from stored_file where id = $1', [started.id])).toEqual([{ n: 0 }]);
    expect((await t.rest('POST', '/files/uploads', { kind: 'document', name: 'x.pdf', size: 10, contentType: 'application/pdf' })).status).toBe(401);
  });

  it('keeps POST /api/v1/files (multipart) working: the api puts the bytes in the store', async () => {
    const png = pngImage([3, 4, 5], 3);
    const res = await upload(t, a.manager.accessToken, png, 'logo.png');
    expect(res.status).toBe(201);
    const [row] = await t.sql('select storage_key, data is null as empty from stored_file where id = $1', [res.json.id]);
    expect(row).toEqual({ storage_key: `${a.id}/${res.json.id}`, empty: true });
    expect((await getUrl(t, res.json.url)).bytes.equals(png)).toBe(true);
  });

  it('lets the pages reach the store (Content-Security-Policy) only when files are there', async () => {
    const page = await fetch(`${t.url}/api/v1/health`).catch(() => null);
    const csp = page?.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`img-src 'self' data: blob: ${s3.endpoint}`);
    expect(csp).toContain(`connect-src 'self' ${s3.endpoint}`);
  });
});
