import { bearer, createCompany, type TestCompany } from '../../../../test/company';
import { startTestServer, type TestServer } from '../../../../test/server';
import { newSite, updateSite } from './site-news.test-helpers';

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let siteId: string;
beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas BTP'), createCompany(t, 'Rif Travaux')]);
  siteId = await newSite(t, a.manager.accessToken, { name: 'Villa A', budget: '1000' });
  await updateSite(t, a.manager.accessToken, siteId, { name: 'Villa B', budget: '1000' });
});
afterAll(() => t.stop());

const announce = (m: TestCompany, body: unknown) => t.rest('POST', '/chantiers/actualite/announcements', body, bearer(m.manager));
const list = (m: TestCompany, query: string) => t.rest('GET', `/chantiers/actualite/list?${query}`, undefined, bearer(m.manager));

describe('POST /api/v1/chantiers/actualite/announcements', () => {
  it('answers 201 with the entry under French keys', async () => {
    const res = await announce(a, { idChantier: siteId, contenu: '<p>Livraison du <u>ciment</u> demain</p><img src=x onerror=alert(1)>' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      idChantier: siteId,
      type: 'ANNOUNCEMENT',
      champ: null,
      typeValeur: null,
      avant: null,
      apres: null,
      typeEntite: null,
      idEntite: null,
      libelleEntite: null,
      quantite: null,
      unite: null,
      auteur: 'Amina Benali',
      contenu: '<p>Livraison du <u>ciment</u> demain</p>',
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it("answers 400 'L'annonce ne peut pas être vide' for an empty announcement, naming contenu", async () => {
    for (const contenu of ['<p> </p>', undefined]) {
      const res = await announce(a, { idChantier: siteId, contenu });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        status: 400,
        error: 'BAD_USER_INPUT',
        message: "L'annonce ne peut pas être vide",
        fields: { contenu: "L'annonce ne peut pas être vide" },
      });
    }
  });

  it('answers 400 for more than 255 characters of text', async () => {
    const res = await announce(a, { idChantier: siteId, contenu: 'x'.repeat(256) });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ contenu: "L'annonce ne doit pas dépasser 255 caractères" });
  });

  it("answers 404 on another company's site, an unknown id or no id", async () => {
    for (const idChantier of [siteId, '00000000-0000-4000-8000-000000000000', undefined]) {
      expect((await announce(b, { idChantier, contenu: '<p>Intrus</p>' })).status).toBe(404);
    }
  });

  it('answers 401 without a session', async () => {
    expect((await t.rest('POST', '/chantiers/actualite/announcements', { idChantier: siteId, contenu: 'x' })).status).toBe(401);
  });
});

describe('GET /api/v1/chantiers/actualite/list', () => {
  it('answers a Spring page of French-keyed entries, newest first, continued by its cursor', async () => {
    const first = await list(a, `idChantier=${siteId}&page=0&size=2`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ totalElements: 3, totalPages: 2, number: 0, size: 2, last: false, cursor: expect.any(String) });
    expect(first.body.content[0]).toMatchObject({
      type: 'ANNOUNCEMENT',
      contenu: '<p>Livraison du <u>ciment</u> demain</p>',
      auteur: 'Amina Benali',
    });
    expect(first.body.content[1]).toMatchObject({
      type: 'MODIFICATION',
      champ: expect.any(String),
      typeEntite: 'Site',
      idEntite: siteId,
      auteur: 'Amina Benali',
    });

    const next = await list(a, `idChantier=${siteId}&page=1&size=2&cursor=${first.body.cursor}`);
    expect(next.body).toMatchObject({ number: 1, last: true });
    const all = [...first.body.content, ...next.body.content];
    expect(all.filter((e: any) => e.type === 'MODIFICATION').map((e: any) => [e.champ, e.avant, e.apres])).toEqual([['name', 'Villa A', 'Villa B']]);
    expect(all.at(-1)).toMatchObject({ type: 'ADD', typeEntite: 'Site', libelleEntite: 'Villa A', contenu: null, champ: null, typeValeur: null });
  });

  it("answers 404 for another company's site", async () => {
    const res = await list(b, `idChantier=${siteId}`);
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toContain('Villa');
  });
});
