// @both-databases: the referentials on the REST door.
import { startTestServer, type TestServer } from '../../../test/server';

/** SPEC §7 Partners, referentials: outside /api/v1 as the SPEC writes them, and under /api/v1 too; public and cacheable. */
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.stop());

async function root(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${t.url}${path}`, { headers });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : null };
}

describe('/partners/referentiels/*', () => {
  it('countries: `{code, nom, nomEn, nomAr}`, Morocco first, without sign-in, cacheable', async () => {
    const res = await root('/partners/referentiels/countries');
    expect(res.status).toBe(200);
    expect(res.json[0]).toEqual({ code: 'MA', nom: 'Maroc', nomEn: 'Morocco', nomAr: 'المغرب' });
    expect(res.json).toHaveLength(11);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    // The same under /api/v1.
    const v1 = await t.rest('GET', '/partners/referentiels/countries');
    expect([v1.status, v1.body]).toEqual([200, res.json]);
    expect(v1.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('regions/{country}: the 12 regions with their chef-lieu', async () => {
    const res = await root('/partners/referentiels/regions/MA');
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(12);
    expect(res.json[0]).toEqual({
      code: 'MA-01',
      nom: 'Tanger-Tétouan-Al Hoceïma',
      nomEn: 'Tangier-Tetouan-Al Hoceima',
      nomAr: 'طنجة-تطوان-الحسيمة',
      chefLieu: { code: 'ma-tanger', nom: 'Tanger', nomEn: 'Tangier', nomAr: 'طنجة' },
    });
    expect(res.json.map((r: any) => r.nom)).toContain('Dakhla-Oued Ed-Dahab');
    expect((await root('/partners/referentiels/regions/ma')).json).toEqual(res.json);
    expect((await root('/partners/referentiels/regions/ES')).json).toEqual([]);
  });

  it('cities/{country}/{region}: the region’s cities, `search` narrowing them', async () => {
    const res = await root('/partners/referentiels/cities/MA/MA-03');
    expect(res.status).toBe(200);
    expect(res.json.map((c: any) => c.nom)).toEqual(expect.arrayContaining(['Fès', 'Meknès']));
    expect(res.json.find((c: any) => c.nom === 'Meknès')).toEqual({
      code: 'ma-meknes',
      nom: 'Meknès',
      nomEn: 'Meknes',
      nomAr: 'مكناس',
      province: { code: 'MA-MEK', nom: 'Meknès', nomEn: 'Meknes', nomAr: 'مكناس' },
    });
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    const casa = await root(`/partners/referentiels/cities/MA/MA-06?search=${encodeURIComponent('CASA')}`);
    expect(casa.json.map((c: any) => c.nom)).toEqual(['Casablanca']);
    expect((await root('/partners/referentiels/cities/MA/06?search=mohammedia')).json.map((c: any) => c.nom)).toEqual(['Mohammédia']);
    // Arabic finds it too (the query string percent-encoded, as a browser sends it).
    const arabic = await root(`/partners/referentiels/cities/MA/MA-06?search=${encodeURIComponent('البيضاء')}`);
    expect(arabic.json).toEqual([
      {
        code: 'ma-casablanca',
        nom: 'Casablanca',
        nomEn: 'Casablanca',
        nomAr: 'الدار البيضاء',
        province: { code: 'MA-CAS', nom: 'Casablanca', nomEn: 'Casablanca', nomAr: 'الدار البيضاء' },
      },
    ]);
    expect((await root('/partners/referentiels/cities/MA/MA-06?limit=2')).json).toHaveLength(2);
    expect((await root('/partners/referentiels/cities/MA/MA-06?limit=999999999999')).status).toBe(200);
  });

  it('unknown codes: 404 with a French message, not cached; a token is not needed and a bad one is not refused', async () => {
    const country = await root('/partners/referentiels/regions/ZZ');
    expect([country.status, country.json.message]).toEqual([404, "Ce pays n'est pas dans la liste des pays."]);
    expect(country.headers.get('cache-control')).toBe('no-store');
    const region = await root('/partners/referentiels/cities/MA/MA-99');
    expect([region.status, region.json.message]).toEqual([404, "Cette région n'existe pas dans ce pays."]);
    expect((await root('/partners/referentiels/cities/XX/MA-03')).status).toBe(404);
    expect((await root('/partners/referentiels/villes')).status).toBe(404);
    expect((await t.rest('GET', '/partners/referentiels/regions/ZZ')).status).toBe(404);
    expect((await root('/partners/referentiels/countries', { authorization: 'Bearer nonsense' })).status).toBe(200);
  });

  it('hostile input: 4xx, never 5xx', async () => {
    const paths = [
      '/partners/referentiels/regions/%00',
      '/partners/referentiels/regions/%ED%A0%80',
      `/partners/referentiels/regions/${'A'.repeat(5000)}`,
      "/partners/referentiels/regions/MA'%20or%201=1--",
      '/partners/referentiels/cities/MA/%25',
      `/partners/referentiels/cities/MA/MA-03?search=${'x'.repeat(500)}`,
      '/partners/referentiels/cities/MA/MA-03?search=%00',
      '/partners/referentiels/cities/MA/MA-03?search[a]=1',
      '/partners/referentiels/cities/MA/MA-03?limit=-1',
    ];
    for (const path of paths) {
      const { status } = await root(path);
      expect([path, status < 500]).toEqual([path, true]);
    }
  });
});
