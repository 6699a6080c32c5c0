import { createCompany, createSite, gqlOk, JPEG, type TestCompany } from '../../../../test/company';
import { startTestServer, type TestServer } from '../../../../test/server';
import { getBytes, photoPng, setImage, uploadId } from './site-images.test-helpers';

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let siteId: string;
let emptySiteId: string;
const images: Record<string, { bytes: Buffer; type: string }> = {};
beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas BTP'), createCompany(t, 'Rif Travaux')]);
  const token = a.manager.accessToken;
  siteId = (await createSite(t, token, { name: 'Villa Anfa' })).id;
  emptySiteId = (await createSite(t, token, { name: 'Sans images' })).id;
  images.getphotochantier = { bytes: await photoPng(640, 480), type: 'image/png' };
  images.getplanchantier = { bytes: await photoPng(800, 600, [1, 2, 3]), type: 'image/png' };
  images.getphotoclient = { bytes: JPEG, type: 'image/jpeg' };
  const kinds: Record<string, string> = { getphotochantier: 'PHOTO', getplanchantier: 'PLAN', getphotoclient: 'CLIENT_PHOTO' };
  for (const [path, { bytes, type }] of Object.entries(images)) {
    const fileId = await uploadId(t, token, bytes, type === 'image/png' ? `${path}.png` : `${path}.jpg`);
    gqlOk(await setImage(t, token, siteId, kinds[path], fileId));
  }
});
afterAll(() => t.stop());

const PATHS = ['getphotochantier', 'getplanchantier', 'getphotoclient'];

describe('GET /api/v1/images/{getphotochantier|getplanchantier|getphotoclient}/{id}', () => {
  it.each(PATHS)('%s serves the original bytes to a member of the company, privately, for 5 minutes', async (path) => {
    const res = await getBytes(t, `/images/${path}/${siteId}`, a.manager.accessToken);
    expect(res.status).toBe(200);
    expect(res.bytes.equals(images[path].bytes)).toBe(true);
    expect(res.headers.get('content-type')).toBe(images[path].type);
    expect(res.headers.get('content-length')).toBe(String(images[path].bytes.length));
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('private, max-age=300');
    expect(res.headers.get('vary')).toMatch(/authorization/i);
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
  });

  it.each(PATHS)('%s answers 404 to another company, as for an unknown site', async (path) => {
    const res = await getBytes(t, `/images/${path}/${siteId}`, b.manager.accessToken);
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ status: 404, error: 'NOT_FOUND' });
    expect(res.bytes.includes(images[path].bytes.subarray(0, 64))).toBe(false);
  });

  it.each(PATHS)('%s answers 401 without a bearer or with a bad one', async (path) => {
    for (const token of [undefined, 'pas-un-jeton']) {
      const res = await getBytes(t, `/images/${path}/${siteId}`, token);
      expect({ token, status: res.status }).toEqual({ token, status: 401 });
      expect(res.json.error).toBe('UNAUTHENTICATED');
    }
  });

  it('answers 404 for a site without that image, an unknown site and a malformed id', async () => {
    for (const target of [emptySiteId, '00000000-0000-4000-8000-000000000000', 'pas-un-id', "1' or '1'='1"]) {
      const res = await getBytes(t, `/images/getphotochantier/${encodeURIComponent(target)}`, a.manager.accessToken);
      expect({ target, status: res.status }).toEqual({ target, status: 404 });
    }
    expect((await getBytes(t, `/images/getautre/${siteId}`, a.manager.accessToken)).status).toBe(404);
  });

  it('answers 404 once the image is removed', async () => {
    gqlOk(await setImage(t, a.manager.accessToken, siteId, 'PLAN', null));
    expect((await getBytes(t, `/images/getplanchantier/${siteId}`, a.manager.accessToken)).status).toBe(404);
    expect((await getBytes(t, `/images/getphotochantier/${siteId}`, a.manager.accessToken)).status).toBe(200);
  });
});
