// @both-databases: last use written in raw SQL.
import { createHash } from 'node:crypto';
import { addMember, createCompany, gqlErr, gqlOk, type Member, pngImage, sql, type TestCompany } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';
import { auth, CREATE, CREATE_SITE, createToken, day, LIST, REVOKE, SITES } from './api-tokens.test-helpers';

let t: TestServer;
let a: TestCompany;
let b: TestCompany;
let user: Member;

beforeAll(async () => {
  t = await startTestServer();
  [a, b] = [await createCompany(t, 'BTP Atlas'), await createCompany(t, 'Sud Bâtiment')];
  user = await addMember(t, a);
  gqlOk(await t.gql(CREATE_SITE, { input: { name: 'Résidence Al Amal' } }, a.manager.accessToken));
  gqlOk(await t.gql(CREATE_SITE, { input: { name: 'Villa Sud' } }, b.manager.accessToken));
});
afterAll(() => t.stop());

describe('managing tokens', () => {
  it('creates a token shown once, lists it without its secret, and stores only the hash', async () => {
    const res = gqlOk(
      await t.gql(CREATE, { input: { name: '  Export comptable ', scopes: ['read'], expiresOn: day(90) } }, a.manager.accessToken),
    ).createApiToken;
    expect(res.token).toMatch(/^cht_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);
    expect(res.apiToken).toMatchObject({
      name: 'Export comptable',
      scopes: ['read'],
      createdByName: 'Amina Benali',
      expired: false,
      lastUsedAt: null,
    });
    expect(res.token.startsWith(res.apiToken.prefix + '_')).toBe(true);
    // End of the chosen day, Morocco time (UTC+1).
    expect(res.apiToken.expiresAt).toBe(new Date(`${day(90)}T22:59:59.999Z`).toISOString());

    const listed = gqlOk(await t.gql(LIST, {}, a.manager.accessToken)).apiTokens;
    expect(listed.map((x: { id: string }) => x.id)).toContain(res.apiToken.id);
    expect(JSON.stringify(listed)).not.toContain(res.token.slice(21));

    const [row] = await sql(t, 'select row_to_json(r)::text as json, secret_hash from api_token r where id = $1', [res.apiToken.id]);
    const secret = res.token.slice(21);
    expect(row.json).not.toContain(secret);
    expect(row.secret_hash).toBe(createHash('sha256').update(secret).digest('hex'));
  });

  it('refuses bad input with French messages and changes nothing', async () => {
    const before = (await sql(t, 'select count(*)::int as n from api_token'))[0].n;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '', scopes: ['read'], expiresOn: day(30) }, 'name', 'Le nom du jeton est requis'],
      [{ name: 'x', scopes: [], expiresOn: day(30) }, 'scopes', 'Choisissez au moins une portée (lecture, écriture)'],
      [{ name: 'x', scopes: ['admin'], expiresOn: day(30) }, 'scopes.0', 'Portée inconnue : lecture (read) ou écriture (write)'],
      [{ name: 'x', scopes: ['read'], expiresOn: day(366) }, 'expiresOn', "La date d'expiration doit être comprise entre demain et dans un an"],
      [{ name: 'x', scopes: ['read'], expiresOn: day(0) }, 'expiresOn', "La date d'expiration doit être comprise entre demain et dans un an"],
      [{ name: 'x', scopes: ['read'], expiresOn: '2026-02-30' }, 'expiresOn', "La date d'expiration n'est pas une date valide"],
    ];
    for (const [input, field, message] of cases) {
      const err = gqlErr(await t.gql(CREATE, { input }, a.manager.accessToken));
      expect(err.extensions.code).toBe('BAD_USER_INPUT');
      expect(err.extensions.fields?.[field]).toBe(message);
    }
    expect(await t.gql(CREATE, { input: { name: 'x', scopes: ['read'], expiresOn: day(365) } }, a.manager.accessToken)).toMatchObject({
      body: { data: { createApiToken: { apiToken: { name: 'x' } } } },
    });
    expect((await sql(t, 'select count(*)::int as n from api_token'))[0].n).toBe(before + 1);
  });

  it('is the MANAGER’s: a USER is refused on both doors', async () => {
    expect(gqlErr(await t.gql(LIST, {}, user.accessToken)).extensions.code).toBe('FORBIDDEN');
    expect(gqlErr(await t.gql(CREATE, { input: { name: 'x', scopes: ['read'], expiresOn: day(30) } }, user.accessToken)).extensions.code).toBe(
      'FORBIDDEN',
    );
    expect((await t.rest('GET', '/tokens', undefined, auth(user.accessToken))).status).toBe(403);
    expect((await t.rest('POST', '/tokens', { nom: 'x', scopes: ['read'], expiration: day(30) }, auth(user.accessToken))).status).toBe(403);
  });

  it('keeps companies apart: another company’s token is neither listed nor revocable', async () => {
    const { id } = await createToken(t, a.manager.accessToken, { name: 'A only' });
    const listedB = gqlOk(await t.gql(LIST, {}, b.manager.accessToken)).apiTokens;
    expect(listedB.map((x: { id: string }) => x.id)).not.toContain(id);
    const err = gqlErr(await t.gql(REVOKE, { id }, b.manager.accessToken));
    expect(err.extensions.code).toBe('NOT_FOUND');
    expect(err.message).toBe('Jeton introuvable');
    expect((await t.rest('DELETE', `/tokens/${id}`, undefined, auth(b.manager.accessToken))).status).toBe(404);
    expect((await sql(t, 'select revoked_at from api_token where id = $1', [id]))[0].revoked_at).toBeNull();
  });

  it('works over REST with French keys', async () => {
    const created = await t.rest('POST', '/tokens', { nom: 'Power BI', scopes: ['read'], expiration: day(30) }, auth(a.manager.accessToken));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ nom: 'Power BI', scopes: ['read'], creePar: 'Amina Benali', expire: false, derniereUtilisation: null });
    expect(created.body.jeton).toMatch(/^cht_/);
    const bad = await t.rest('POST', '/tokens', { nom: 'x', scopes: ['read'], expiration: day(400) }, auth(a.manager.accessToken));
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ expiration: "La date d'expiration doit être comprise entre demain et dans un an" });
    const list = await t.rest('GET', '/tokens', undefined, auth(a.manager.accessToken));
    expect(list.body.map((x: { id: string }) => x.id)).toContain(created.body.id);
    expect((await t.rest('DELETE', `/tokens/${created.body.id}`, undefined, auth(a.manager.accessToken))).body).toEqual({ revoque: true });
    const after = await t.rest('GET', '/tokens', undefined, auth(a.manager.accessToken));
    expect(after.body.map((x: { id: string }) => x.id)).not.toContain(created.body.id);
  });
});

describe('calling with a token', () => {
  it('a read token reads on both doors, with its company’s data only, and is refused changes (403 / FORBIDDEN)', async () => {
    const { token } = await createToken(t, a.manager.accessToken, { scopes: ['read'] });
    const sites = gqlOk(await t.gql(SITES, {}, token)).sites;
    expect(sites.items.map((s: { name: string }) => s.name)).toEqual(['Résidence Al Amal']);
    const rest = await t.rest('GET', '/chantiers/list', undefined, auth(token));
    expect(rest.status).toBe(200);
    expect(rest.body.content.map((s: { libelle: string }) => s.libelle)).toEqual(['Résidence Al Amal']);

    const err = gqlErr(await t.gql(CREATE_SITE, { input: { name: 'Interdit' } }, token));
    expect(err.extensions.code).toBe('FORBIDDEN');
    expect(err.message).toBe('Ce jeton API n’a pas la portée « write » : les modifications lui sont refusées');
    const refused = await t.rest('POST', '/chantiers/save', { libelle: 'Interdit' }, auth(token));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Ce jeton API n’a pas la portée « write » : les modifications lui sont refusées');
    expect((await sql(t, `select count(*)::int as n from site where name = 'Interdit'`))[0].n).toBe(0);
  });

  it('a write token changes on both doors; a write-only token cannot read', async () => {
    const { token } = await createToken(t, a.manager.accessToken, { scopes: ['read', 'write'] });
    gqlOk(await t.gql(CREATE_SITE, { input: { name: 'Par jeton GraphQL' } }, token));
    expect((await t.rest('POST', '/chantiers/save', { libelle: 'Par jeton REST' }, auth(token))).status).toBe(201);
    const rows = await sql(t, `select company_id from site where name like 'Par jeton%'`);
    expect(rows).toEqual([{ company_id: a.id }, { company_id: a.id }]);

    const writeOnly = (await createToken(t, a.manager.accessToken, { scopes: ['write'] })).token;
    expect(gqlErr(await t.gql(SITES, {}, writeOnly)).extensions.code).toBe('FORBIDDEN');
    expect((await t.rest('GET', '/chantiers/list', undefined, auth(writeOnly))).status).toBe(403);
  });

  it('cannot manage tokens (that takes a session)', async () => {
    const { token } = await createToken(t, a.manager.accessToken);
    const err = gqlErr(await t.gql(CREATE, { input: { name: 'x', scopes: ['read'], expiresOn: day(30) } }, token));
    expect(err.extensions.code).toBe('FORBIDDEN');
    expect(err.message).toBe('Les jetons API se gèrent depuis une session ouverte dans l’application, pas avec un jeton');
    expect((await t.rest('GET', '/tokens', undefined, auth(token))).status).toBe(403);
  });

  it('is refused (401) once revoked, past its expiry, when its creator is disabled, or forged', async () => {
    const revoked = await createToken(t, a.manager.accessToken);
    expect(gqlOk(await t.gql(SITES, {}, revoked.token)).sites.totalCount).toBeGreaterThan(0);
    gqlOk(await t.gql(REVOKE, { id: revoked.id }, a.manager.accessToken));
    expect(gqlErr(await t.gql(SITES, {}, revoked.token)).extensions.code).toBe('UNAUTHENTICATED');
    expect((await t.rest('GET', '/chantiers/list', undefined, auth(revoked.token))).status).toBe(401);

    const expired = await createToken(t, a.manager.accessToken);
    await sql(t, `update api_token set expires_at = now() - interval '1 second' where id = $1`, [expired.id]);
    expect(gqlErr(await t.gql(SITES, {}, expired.token)).extensions.code).toBe('UNAUTHENTICATED');
    expect((await t.rest('GET', '/chantiers/list', undefined, auth(expired.token))).status).toBe(401);
    expect(gqlOk(await t.gql(LIST, {}, a.manager.accessToken)).apiTokens.find((x: { id: string }) => x.id === expired.id).expired).toBe(true);

    const manager2 = await addMember(t, a, { role: 'MANAGER' });
    const disabled = await createToken(t, manager2.accessToken);
    expect((await t.rest('GET', '/chantiers/list', undefined, auth(disabled.token))).status).toBe(200);
    await sql(t, `update app_user set status = 'DISABLED' where id = $1`, [manager2.id]);
    expect((await t.rest('GET', '/chantiers/list', undefined, auth(disabled.token))).status).toBe(401);

    const good = await createToken(t, a.manager.accessToken);
    const forged = good.token.slice(0, -1) + (good.token.endsWith('A') ? 'B' : 'A');
    expect((await t.rest('GET', '/chantiers/list', undefined, auth(forged))).status).toBe(401);
    expect((await t.rest('GET', '/chantiers/list', undefined, auth('cht_nothing'))).status).toBe(401);
  });

  it('records its last use at most once a minute', async () => {
    const { token, id } = await createToken(t, a.manager.accessToken);
    // Epoch milliseconds: the two drivers (pg, PGlite) give timestamps in different forms.
    const lastUse = async () =>
      (await sql(t, 'select (extract(epoch from last_used_at) * 1000)::float8 as ms from api_token where id = $1', [id]))[0].ms as number | null;
    expect(await lastUse()).toBeNull();
    gqlOk(await t.gql(SITES, {}, token));
    const first = await lastUse();
    expect(first).toBeGreaterThan(Date.now() - 60_000);
    gqlOk(await t.gql(SITES, {}, token));
    expect(await lastUse()).toBe(first);
    // A minute later (moved back by hand), the next call writes it again.
    await sql(t, `update api_token set last_used_at = now() - interval '2 minutes' where id = $1`, [id]);
    const moved = await lastUse();
    gqlOk(await t.gql(SITES, {}, token));
    expect(await lastUse()).toBeGreaterThan(moved! + 60_000);
    const listed = gqlOk(await t.gql(LIST, {}, a.manager.accessToken)).apiTokens.find((x: { id: string }) => x.id === id);
    expect(listed.lastUsedAt).not.toBeNull();
  });
});

describe('express entry points (uploads, exports)', () => {
  it('apply the same scopes: a read token exports but does not upload', async () => {
    const { token } = await createToken(t, a.manager.accessToken, { scopes: ['read'] });
    const exported = await t.rest('GET', '/chantiers/fournisseurs/export?format=csv', undefined, auth(token));
    expect(exported.status).toBe(200);
    expect(exported.headers.get('ratelimit-limit')).toBe('600');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pngImage())]), 'photo.png');
    const upload = await fetch(`${t.url}/api/v1/files?kind=image`, { method: 'POST', body: form, headers: auth(token) });
    expect(upload.status).toBe(403);
    expect(((await upload.json()) as { message: string }).message).toBe(
      'Ce jeton API n’a pas la portée « write » : les modifications lui sont refusées',
    );
  });
});
