// @both-databases: revocations read in raw SQL, statements counted.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { addMember, createCompany, gqlErr, gqlOk, ME, type Member, REFRESH, signIn, sql, type TestCompany } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';
import { recordStatements } from '../../../test/statements';
import { loadConfig } from '../../config';
import type { AuthInfo } from '../../core/auth/auth-info';
import { type RunningServer, startServer } from '../../server';
import type { AuthChange, RevocationFeed } from './revocations';
import { SessionCache, type SessionCheck } from './session-cache';

const JWT_SECRET = randomBytes(32).toString('hex');
const LOGOUT = `mutation ($refreshToken: String) { logout(refreshToken: $refreshToken) }`;
const CHANGE_PASSWORD = `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { messageId } }`;
const SET_ROLE = `mutation ($userId: ID!, $role: String!) { setUserRole(userId: $userId, role: $role) { id role } }`;
const SET_ACTIVE = `mutation ($userId: ID!, $active: Boolean!) { setUserActive(userId: $userId, active: $active) { id status } }`;
const TEAM = `query { teamMembers { total } }`;

let t: TestServer;
let a: TestCompany;
let recorder: ReturnType<typeof recordStatements>;
beforeAll(async () => {
  t = await startTestServer({ JWT_SECRET });
  a = await createCompany(t, 'Atlas BTP');
  recorder = recordStatements(t.server.orm);
});
afterAll(async () => {
  recorder?.stop();
  await t.stop();
});

/** The session look-ups (auth_session) a call sends. */
async function sessionLookups(call: () => Promise<unknown>): Promise<number> {
  recorder.statements.length = 0;
  await call();
  return recorder.statements.filter((s) => /"auth_session"/.test(s)).length;
}

const meOn = (server: { gql: TestServer['gql'] }, token: string) => server.gql(ME, {}, token);
const signedIn = async (token: string, server: { gql: TestServer['gql'] } = t) => (await meOn(server, token)).body.data?.me?.id as string | undefined;
const refused = async (token: string, server: { gql: TestServer['gql'] } = t) =>
  gqlErr(await meOn(server, token)).extensions.code === 'UNAUTHENTICATED';

/** Signed in, and its session check remembered (the second request finds it in memory). */
async function warm(m: Member, server: { gql: TestServer['gql'] } = t): Promise<Member> {
  expect(await signedIn(m.accessToken, server)).toBe(m.id);
  expect(await signedIn(m.accessToken, server)).toBe(m.id);
  return m;
}

/** A feed driven by hand: `announce` is a change arriving, `settle` waits until `release`. */
function handFeed() {
  let listener: (change: AuthChange | null) => void = () => undefined;
  const pending: (() => void)[] = [];
  const feed = {
    live: true,
    version: 0,
    settle: () => new Promise<boolean>((resolve) => pending.push(() => resolve(feed.live))),
    onChange: (l: (change: AuthChange | null) => void) => void (listener = l),
    stop: async () => undefined,
    announce(change: AuthChange | null) {
      feed.version += 1;
      listener(change);
    },
    release: () => pending.splice(0).forEach((r) => r()),
  };
  return feed satisfies RevocationFeed & Record<string, unknown>;
}

const who: AuthInfo = { userId: 'u1', companyId: 'c1', sessionId: 's1', role: 'USER', type: 'USER' };
const later = () => Math.floor(Date.now() / 1000) + 600;
/** A database check that answers when told, and counts how often it was asked. */
function handCheck() {
  const calls: ((r: SessionCheck) => void)[] = [];
  return { calls, check: () => new Promise<SessionCheck>((resolve) => calls.push(resolve)), answer: (i: number, r: SessionCheck) => calls[i](r) };
}
const tick = () => new Promise((r) => setImmediate(r));

describe('SessionCache', () => {
  it('answers from memory only after the feed settled, and not what a change revoked meanwhile', async () => {
    const feed = handFeed();
    const cache = new SessionCache(feed);
    const db = handCheck();
    const first = cache.resolve('t', db.check);
    db.answer(0, { auth: who, expiresAtSeconds: later() });
    expect(await first).toEqual(who);
    const second = cache.resolve('t', db.check);
    await tick();
    expect(db.calls).toHaveLength(1);
    feed.announce({ kind: 'session', id: 's1' });
    feed.release();
    await tick();
    // Revoked while settling: back to the database.
    expect(db.calls).toHaveLength(2);
    db.answer(1, null);
    expect(await second).toBeNull();
  });

  it('lets a request share a check under way only if no change arrived since it began', async () => {
    const feed = handFeed();
    const cache = new SessionCache(feed);
    const db = handCheck();
    const first = cache.resolve('t', db.check);
    const joiner = cache.resolve('t', db.check);
    feed.release();
    await tick();
    expect(db.calls).toHaveLength(1);
    const late = cache.resolve('t', db.check);
    feed.announce({ kind: 'user', id: 'someone-else' });
    feed.release();
    await tick();
    // The change may have been this token's revocation, committed after the first check read the database.
    expect(db.calls).toHaveLength(2);
    db.answer(0, { auth: who, expiresAtSeconds: later() });
    db.answer(1, null);
    expect([await first, await joiner, await late]).toEqual([who, who, null]);
  });

  it('keeps no answer read while a change arrived, and none at all while the feed is down', async () => {
    const feed = handFeed();
    const cache = new SessionCache(feed);
    const db = handCheck();
    const first = cache.resolve('t', db.check);
    feed.announce({ kind: 'user', id: 'someone-else' });
    db.answer(0, { auth: who, expiresAtSeconds: later() });
    expect(await first).toEqual(who);
    const second = cache.resolve('t', db.check);
    await tick();
    expect(db.calls).toHaveLength(2);
    db.answer(1, { auth: who, expiresAtSeconds: later() });
    await second;
    feed.live = false;
    const third = cache.resolve('t', db.check);
    feed.release();
    await tick();
    expect(db.calls).toHaveLength(3);
    db.answer(2, null);
    expect(await third).toBeNull();
  });

  it("never keeps an answer past the token's own expiry", async () => {
    const feed = handFeed();
    const cache = new SessionCache(feed);
    const db = handCheck();
    const first = cache.resolve('t', db.check);
    db.answer(0, { auth: who, expiresAtSeconds: Math.floor(Date.now() / 1000) - 1 });
    await first;
    void cache.resolve('t', db.check);
    await tick();
    expect(db.calls).toHaveLength(2);
  });
});

describe('the session check cache', () => {
  it('looks a session up once, then answers from memory', async () => {
    const m = await addMember(t, a);
    expect(await sessionLookups(() => signedIn(m.accessToken))).toBe(1);
    expect(await sessionLookups(() => signedIn(m.accessToken))).toBe(0);
    expect(await sessionLookups(() => t.rest('GET', '/auth/utilisateurConnecte', undefined, { authorization: `Bearer ${m.accessToken}` }))).toBe(0);
  });

  it('refuses a remembered session at once after logout, by GraphQL and by REST, every time', async () => {
    for (let i = 0; i < 6; i += 1) {
      const m = await warm(await addMember(t, a));
      if (i % 2) expect((await t.rest('POST', '/auth/logout', { refreshToken: m.refreshToken })).status).toBe(200);
      else expect(gqlOk(await t.gql(LOGOUT, {}, m.accessToken)).logout).toBe(true);
      expect(await refused(m.accessToken)).toBe(true);
      const rest = await t.rest('GET', '/auth/utilisateurConnecte', undefined, { authorization: `Bearer ${m.accessToken}` });
      expect(rest.status).toBe(401);
    }
  });

  it("refuses the other sessions at once after a password change, and keeps the changer's", async () => {
    const m = await addMember(t, a);
    const other = await warm(await signIn(t, m.email));
    await warm(m);
    const input = { oldPassword: 'Chantier2024', password: 'Nouveau2025x', confirmPassword: 'Nouveau2025x' };
    gqlOk(await t.gql(CHANGE_PASSWORD, { input }, m.accessToken));
    expect(await refused(other.accessToken)).toBe(true);
    expect(await signedIn(m.accessToken)).toBe(m.id);
  });

  it('refuses a disabled user at once, and a demoted MANAGER at once on MANAGER operations', async () => {
    const user = await warm(await addMember(t, a));
    gqlOk(await t.gql(SET_ACTIVE, { userId: user.id, active: false }, a.manager.accessToken));
    expect(await refused(user.accessToken)).toBe(true);

    const manager = await addMember(t, a, { role: 'MANAGER' });
    expect(gqlOk(await t.gql(TEAM, {}, manager.accessToken)).teamMembers.total).toBeGreaterThan(0);
    expect(gqlOk(await t.gql(TEAM, {}, manager.accessToken)).teamMembers.total).toBeGreaterThan(0);
    gqlOk(await t.gql(SET_ROLE, { userId: manager.id, role: 'USER' }, a.manager.accessToken));
    expect(gqlErr(await t.gql(TEAM, {}, manager.accessToken)).extensions.code).toBe('FORBIDDEN');
  });

  it('refuses every token of a family at once when a used refresh token comes back', async () => {
    const m = await warm(await addMember(t, a));
    const next = gqlOk(await t.gql(REFRESH, { refreshToken: m.refreshToken })).refreshSession;
    await warm({ ...m, accessToken: next.accessToken });
    expect(gqlErr(await t.gql(REFRESH, { refreshToken: m.refreshToken })).extensions.code).toBe('UNAUTHENTICATED');
    expect(await refused(m.accessToken)).toBe(true);
    expect(await refused(next.accessToken)).toBe(true);
  });

  it('refuses at once what SQL written by hand revokes or disables', async () => {
    const m = await warm(await addMember(t, a));
    await sql(t, `update auth_session set revoked_at = now(), revoked_reason = 'admin' where user_id = $1`, [m.id]);
    expect(await refused(m.accessToken)).toBe(true);
    const n = await warm(await addMember(t, a));
    await sql(t, `update app_user set status = 'DISABLED' where id = $1`, [n.id]);
    expect(await refused(n.accessToken)).toBe(true);
  });

  it('goes to the database while the listening connection is lost, and remembers again once it is back', async () => {
    if (!t.db.url) return; // Embedded: the only connection is the pool's, nothing of its own to lose.
    const m = await warm(await addMember(t, a));
    const [{ n }] = await sql(
      t,
      `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where application_name = ` +
        `'chantiers-revocations' and datname = current_database()`,
    );
    expect(n).toBe(1);
    // Revoked while nobody listens: the notification is lost, the cache must not answer.
    await sql(t, `update auth_session set revoked_at = now() where user_id = $1`, [m.id]);
    expect(await refused(m.accessToken)).toBe(true);
    const fresh = await addMember(t, a);
    let lookups = 1;
    for (let i = 0; i < 50 && lookups > 0; i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      await signedIn(fresh.accessToken);
      lookups = await sessionLookups(() => signedIn(fresh.accessToken));
    }
    expect(lookups).toBe(0);
  });
});

describe('a second api process on the same PostgreSQL', () => {
  let second: RunningServer | undefined;
  let secondGql: TestServer['gql'];
  let dataDir: string;
  beforeAll(async () => {
    if (!t.db.url) return; // Embedded: the database belongs to one process.
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chantiers-second-'));
    // t.databaseEnv: through the same pooler as the first, when api/test/pgbouncer.test.ts runs this file.
    const env = { PORT: '0', ...t.databaseEnv, DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false', JWT_SECRET } as const;
    second = await startServer(loadConfig(env), pino({ level: 'silent' }));
    const url = second.url;
    secondGql = async (query, variables, token) => {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return { status: res.status, body: (await res.json()) as { data?: any; errors?: any[] }, headers: res.headers };
    };
  });
  afterAll(async () => {
    await second?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses at once a session the first process revoked, though the second remembered it', async () => {
    if (!second) return;
    const other = { gql: secondGql };
    for (let i = 0; i < 10; i += 1) {
      const m = await warm(await addMember(t, a), other);
      gqlOk(await t.gql(LOGOUT, {}, m.accessToken));
      expect({ i, refused: await refused(m.accessToken, other) }).toEqual({ i, refused: true });
    }
    const user = await warm(await addMember(t, a), other);
    gqlOk(await t.gql(SET_ACTIVE, { userId: user.id, active: false }, a.manager.accessToken));
    expect(await refused(user.accessToken, other)).toBe(true);
  });
});
