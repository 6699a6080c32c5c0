// @both-databases: the rate limiter counters (upserts in raw SQL).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import pino from 'pino';
import { GQL, signUpAndConfirm } from '../../../test/accounts';
import { PASSWORD, gqlErr, sql, uniqueEmail } from '../../../test/company';
import { startTestServer, type TestServer, PRODUCTION_PASSWORD_HASH } from '../../../test/server';
import { loadConfig } from '../../config';
import { startServer } from '../../server';

const RATE_LIMITED = 'Trop de tentatives de connexion. Réessayez dans quelques minutes.';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ ...PRODUCTION_PASSWORD_HASH, LOGIN_MAX_FAILURES_PER_EMAIL: '3' });
});
afterAll(() => t.stop());

const signIn = (email: string, password: string) => t.rest('POST', '/auth/authenticate', { email, password });

async function fail(email: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) expect((await signIn(email, 'mauvais-mot')).status).toBe(401);
}

describe('sign-in rate limit per e-mail (LOGIN_MAX_FAILURES_PER_EMAIL=3)', () => {
  it('refuses the 4th attempt with 429 after 3 failures, even with the right password', async () => {
    const { email } = await signUpAndConfirm(t);
    await fail(email, 3);
    const res = await signIn(email, PASSWORD);
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ status: 429, error: 'RATE_LIMITED', message: RATE_LIMITED, retryAfterSeconds: expect.any(Number) });
    expect(res.body.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(res.body.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    expect(res.headers.get('retry-after')).toBe(String(res.body.retryAfterSeconds));
    const gql = gqlErr(await t.gql(GQL.signIn, { input: { email, password: PASSWORD } }));
    expect(gql).toMatchObject({ message: RATE_LIMITED, extensions: { code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) } });
  });

  it('keeps the counters in PostgreSQL, where a second api process on the same database reads them', async () => {
    const { email } = await signUpAndConfirm(t);
    await fail(email, 3);
    const rows = await sql(t, `select key, points from rate_limit_counter where key = $1`, [`login_email:${sha256(email)}`]);
    expect(rows).toEqual([{ key: `login_email:${sha256(email)}`, points: 3 }]);
    expect(await sql(t, `select key from rate_limit_counter where key like '%' || $1 || '%'`, [email])).toEqual([]);
    // The embedded database belongs to one process: there is no second one to start on it.
    if (!t.db.url) return;

    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chantiers-second-'));
    const env = { PORT: '0', DATABASE_URL: t.db.url, DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false', LOGIN_MAX_FAILURES_PER_EMAIL: '3' };
    const second = await startServer(loadConfig({ ...env, JWT_SECRET: randomBytes(32).toString('hex') }), pino({ level: 'silent' }));
    try {
      const onSecond = () =>
        fetch(`${second.url}/api/v1/auth/authenticate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: PASSWORD }),
        });
      expect((await onSecond()).status).toBe(429);
      await sql(t, `delete from rate_limit_counter where key like 'login_%'`);
      expect((await onSecond()).status).toBe(200);
    } finally {
      await second.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('counts an e-mail the same whatever its case', async () => {
    const { email } = await signUpAndConfirm(t);
    await fail(email.toUpperCase(), 2);
    await fail(email, 1);
    expect((await signIn(` ${email.toUpperCase()}`, PASSWORD)).status).toBe(429);
  });

  it('forgives the failures of the IP that then signs in with the right password', async () => {
    const { email } = await signUpAndConfirm(t);
    await fail(email, 2);
    expect((await signIn(email, PASSWORD)).status).toBe(200);
    await fail(email, 2);
    expect((await signIn(email, PASSWORD)).status).toBe(200);
  });

  it('limits unknown e-mails the same way, and does not touch other addresses', async () => {
    const ghost = uniqueEmail('ghost');
    await fail(ghost, 3);
    expect((await signIn(ghost, PASSWORD)).status).toBe(429);
    const { email } = await signUpAndConfirm(t);
    expect((await signIn(email, PASSWORD)).status).toBe(200);
  });
});
