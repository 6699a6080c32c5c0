// @both-databases: the keys' claim is one upsert under concurrency, on the embedded engine's single connection too.
import { randomUUID } from 'node:crypto';
import { bearer, createCompany, sql, type TestCompany } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';
import { forgetOldKeys } from './idempotency';

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
beforeAll(async () => {
  t = await startTestServer();
  [a, b] = await Promise.all([createCompany(t, 'Atlas BTP'), createCompany(t, 'Sahara Construction')]);
});
afterAll(() => t.stop());

const CREATE_SITE = `mutation ($input: SiteInput!) { createSite(input: $input) { id name } }`;

/** A GraphQL call as a phone's queue sends it: the bearer and the change's key. */
async function gql(company: TestCompany, query: string, variables: Record<string, unknown>, key?: string) {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(company.manager), ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, replayed: res.headers.get('idempotency-replayed'), body: (await res.json()) as any };
}

const sitesNamed = async (company: TestCompany, name: string) =>
  (await sql(t, 'select count(*)::int as n from site where company_id = $1 and name = $2', [company.id, name]))[0].n as number;

describe('Idempotency-Key on the GraphQL door', () => {
  it('gives a retried change its first answer and makes it once', async () => {
    const key = randomUUID();
    const first = await gql(a, CREATE_SITE, { input: { name: 'Villa Anfa' } }, key);
    expect(first.status).toBe(200);
    expect(first.replayed).toBeNull();
    const again = await gql(a, CREATE_SITE, { input: { name: 'Villa Anfa' } }, key);
    expect(again).toEqual({ ...first, replayed: 'true' });
    expect(await sitesNamed(a, 'Villa Anfa')).toBe(1);
  });

  it('makes a change once when its retries arrive together', async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => gql(a, CREATE_SITE, { input: { name: 'Riad Fès' } }, key)));
    expect(await sitesNamed(a, 'Riad Fès')).toBe(1);
    const made = answers.filter((r) => r.status === 200);
    expect(made.length).toBeGreaterThanOrEqual(1);
    expect(new Set(made.map((r) => r.body.data.createSite.id)).size).toBe(1);
    // The others were told the first is under way, with what to do.
    for (const r of answers.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409);
      expect(r.body.errors[0].message).toBe('Cette requête est déjà en cours de traitement : réessayez dans un instant pour obtenir sa réponse.');
    }
    const settled = await gql(a, CREATE_SITE, { input: { name: 'Riad Fès' } }, key);
    expect(settled.body.data.createSite.id).toBe(made[0].body.data.createSite.id);
  });

  it('refuses a key sent again with another request, and changes nothing', async () => {
    const key = randomUUID();
    await gql(a, CREATE_SITE, { input: { name: 'Immeuble Maarif' } }, key);
    const other = await gql(a, CREATE_SITE, { input: { name: 'Immeuble Gauthier' } }, key);
    expect(other.status).toBe(400);
    expect(other.body.errors[0]).toMatchObject({
      message: "Cette clé d'idempotence a déjà servi pour une autre requête : utilisez une nouvelle clé pour chaque changement.",
      extensions: { code: 'BAD_USER_INPUT', messageId: 'idempotency.key.reused' },
    });
    expect(await sitesNamed(a, 'Immeuble Gauthier')).toBe(0);
  });

  it('keeps each caller’s keys apart', async () => {
    const key = randomUUID();
    const ours = await gql(a, CREATE_SITE, { input: { name: 'Dar Bouazza' } }, key);
    const theirs = await gql(b, CREATE_SITE, { input: { name: 'Dar Bouazza' } }, key);
    expect(theirs.replayed).toBeNull();
    expect(theirs.body.data.createSite.id).not.toBe(ours.body.data.createSite.id);
    expect(await sitesNamed(b, 'Dar Bouazza')).toBe(1);
  });

  it('gives a refusal again as it was, without making anything', async () => {
    const key = randomUUID();
    const refused = await gql(a, CREATE_SITE, { input: { name: '' } }, key);
    expect(refused.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(await gql(a, CREATE_SITE, { input: { name: '' } }, key)).toEqual({ ...refused, replayed: 'true' });
  });

  it('answers queries afresh, key or not', async () => {
    const key = randomUUID();
    const count = async () => (await gql(a, `{ sites(first: 1) { totalCount } }`, {}, key)).body.data.sites.totalCount as number;
    const before = await count();
    await gql(a, CREATE_SITE, { input: { name: 'Lotissement Anassi' } });
    expect(await count()).toBe(before + 1);
  });

  it('refuses a malformed key and a file upload with a key, saying what to do', async () => {
    const bad = await gql(a, CREATE_SITE, { input: { name: 'Clé vide' } }, 'une clé avec des espaces');
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].message).toBe("Clé d'idempotence invalide : de 1 à 255 caractères visibles (un UUID, par exemple).");
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: CREATE_SITE, variables: { input: { name: 'Fichier' } } }));
    const upload = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { ...bearer(a.manager), 'idempotency-key': randomUUID() },
      body: form,
    });
    expect(upload.status).toBe(415);
    expect(((await upload.json()) as any).errors[0].message).toContain("envoyez cette requête sans l'en-tête Idempotency-Key");
    expect(await sitesNamed(a, 'Clé vide')).toBe(0);
  });

  it('runs a change again whose first run was lost (still running after 5 minutes), and forgets keys after 7 days', async () => {
    const key = randomUUID();
    await gql(a, CREATE_SITE, { input: { name: 'Résidence perdue' } }, key);
    await sql(t, `update idempotency_key set state = 'running', created_at = now() - interval '6 minutes' where key = $1`, [key]);
    const rerun = await gql(a, CREATE_SITE, { input: { name: 'Résidence perdue' } }, key);
    expect(rerun.replayed).toBeNull();
    expect(await sitesNamed(a, 'Résidence perdue')).toBe(2);

    const old = randomUUID();
    await gql(a, CREATE_SITE, { input: { name: 'Résidence ancienne' } }, old);
    await sql(t, `update idempotency_key set created_at = now() - interval '8 days' where key = $1`, [old]);
    const recent = randomUUID();
    await gql(a, CREATE_SITE, { input: { name: 'Résidence récente' } }, recent);
    expect(await forgetOldKeys(t.server.orm.em.fork())).toBeGreaterThanOrEqual(1);
    const left = await sql(t, 'select key from idempotency_key where key = any($1)', [[old, recent]]);
    expect(left.map((r) => r.key)).toEqual([recent]);
  });
});

describe('hostile keys and bodies', () => {
  it('answer 4xx with a French message, never 5xx, and change nothing', async () => {
    const send = (key: string, body: string, path = '/graphql', method = 'POST') =>
      fetch(`${t.url}${path}`, { method, headers: { ...bearer(a.manager), 'content-type': 'application/json', 'idempotency-key': key }, body });
    const site = JSON.stringify({ query: CREATE_SITE, variables: { input: { name: 'Hostile' } } });
    const answers = await Promise.all([
      send('x'.repeat(256), site),
      send('a\tb', site),
      send(randomUUID(), '{"query": "mutation {'),
      send(randomUUID(), '{ not json'),
      send(randomUUID(), JSON.stringify({ query: 42 })),
      send(randomUUID(), JSON.stringify([{ query: CREATE_SITE }])),
      send(randomUUID(), '{ not json', '/api/v1/chantiers/fournisseurs/save'),
      send(randomUUID(), JSON.stringify({ nom: '\u0000' }), '/api/v1/chantiers/fournisseurs/save'),
    ]);
    for (const res of answers) {
      expect([res.status >= 400 && res.status < 500, res.status]).toEqual([true, res.status]);
      expect(JSON.stringify(await res.json())).toMatch(/"message":"[^"]+"/);
    }
    expect(await sitesNamed(a, 'Hostile')).toBe(0);
  });

  it('leaves a request without a body or with a safe method as it was', async () => {
    const get = await fetch(`${t.url}/api/v1/chantiers/fournisseurs/list`, { headers: { ...bearer(a.manager), 'idempotency-key': randomUUID() } });
    expect(get.status).toBeLessThan(500);
    expect(get.headers.get('idempotency-replayed')).toBeNull();
  });
});

describe('Idempotency-Key on the REST door', () => {
  const supplier = (ice: string) => ({
    nom: 'Béton Atlas',
    sirenOuIce: ice,
    email: 'ventes@beton-atlas.ma',
    numTelephone: '0522334455',
    adresse: 'Casablanca',
  });

  it('gives a retried legacy save its first answer (201) and saves once', async () => {
    const key = randomUUID();
    const headers = { ...bearer(a.manager), 'idempotency-key': key };
    const first = await t.rest('POST', '/chantiers/fournisseurs/save', supplier('001122334000055'), headers);
    expect(first.status).toBe(201);
    const again = await t.rest('POST', '/chantiers/fournisseurs/save', supplier('001122334000055'), headers);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await sql(t, 'select count(*)::int as n from supplier where company_id = $1 and ice = $2', [a.id, '001122334000055']))[0].n).toBe(1);
    const other = await t.rest('POST', '/chantiers/fournisseurs/save', supplier('001122334000066'), headers);
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ error: 'BAD_USER_INPUT', messageId: 'idempotency.key.reused' });
  });

  it('covers the SPEC paths answered at the root too', async () => {
    const headers = { ...bearer(a.manager), 'idempotency-key': randomUUID() };
    const url = `${t.url}/typedocument/ajoutertypedocument`;
    const send = () =>
      fetch(url, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ libelle: 'Plan de coffrage', categorie: 'TECHNIQUE' }),
      });
    const first = await send();
    const again = await send();
    expect([first.status, again.status, again.headers.get('idempotency-replayed')]).toEqual([201, 201, 'true']);
    expect(await again.json()).toEqual(await first.json());
  });
});
