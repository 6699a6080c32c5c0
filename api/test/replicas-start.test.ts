import fs from 'node:fs';
import { Client } from 'pg';
import pino from 'pino';
import { loadConfig } from '../src/config';
import { DEMO_MANAGER_EMAIL, DEMO_PASSWORD } from '../src/db/seed/demo';
import { DEMO_PARTNER_EMAIL } from '../src/db/seed/demo-partners';
import { type RunningServer, startServer } from '../src/server';
import { createTestDatabase, type TestDatabase } from './db';

/**
 * Replicas started at the same instant on one new PostgreSQL and one shared DATA_DIR, as `docker compose up
 * --scale app=3` does on a first deploy: they take turns to migrate and seed (db/startup-lock.ts) and agree on the
 * generated JWT secret (core/auth/secret.ts). PostgreSQL only: the embedded database belongs to one process.
 */
const REPLICAS = 3;
let db: TestDatabase;
let servers: RunningServer[] = [];

beforeAll(async () => {
  db = await createTestDatabase({ empty: true });
  if (!db.url) throw new Error('replicas need a real PostgreSQL: the embedded run leaves this file out (jest.config.js)');
}, 30_000);
afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await db?.drop();
});

async function query<R>(text: string): Promise<R[]> {
  const c = new Client({ connectionString: db.url });
  await c.connect();
  try {
    return (await c.query(text)).rows as R[];
  } finally {
    await c.end();
  }
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation ($i: SignInInput!) { signIn(input: $i) { accessToken } }',
      variables: { i: { email: DEMO_MANAGER_EMAIL, password: DEMO_PASSWORD } },
    }),
  });
  const body: any = await res.json();
  expect(body.errors).toBeUndefined();
  return body.data.signIn.accessToken;
}

async function me(url: string, token: string): Promise<string | undefined> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: '{ me { email } }' }),
  });
  return ((await res.json()) as any).data?.me?.email;
}

it('start together on an empty database: every one starts, migrations and demo data once, one shared secret', async () => {
  const config = loadConfig({ PORT: '0', DATABASE_URL: db.url, DATA_DIR: db.dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'true' });
  expect(config.jwtSecret).toBeUndefined();
  const started = await Promise.allSettled(Array.from({ length: REPLICAS }, () => startServer(config, pino({ level: 'silent' }))));
  servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'started'))).toEqual(Array(REPLICAS).fill('started'));

  // One demo company, its two accounts once, the demo directory's six partners once; each migration recorded once.
  expect(await query<{ name: string }>(`select c.name from company c where not exists (select 1 from partner p where p.company_id = c.id)`)).toEqual([
    { name: 'Atlas Bâtiment (démo)' },
  ]);
  expect((await query<{ n: number }>(`select count(*)::int as n from app_user where email like '%@demo.chantiers.ma' and type = 'USER'`))[0].n).toBe(
    2,
  );
  expect((await query<{ n: number }>(`select count(*)::int as n from partner where published`))[0].n).toBe(6);
  const migrations = await query<{ name: string; n: number }>('select name, count(*)::int as n from mikro_orm_migrations group by name');
  expect(migrations.length).toBeGreaterThan(0);
  expect(migrations.filter((m) => m.n !== 1)).toEqual([]);

  // One secret on disk, and no draft left beside it: a token signed by any replica is good on every other.
  expect(fs.readdirSync(db.dataDir).filter((f) => f.startsWith('jwt-secret'))).toEqual(['jwt-secret']);
  for (const s of servers) {
    const token = await signIn(s.url);
    for (const other of servers) expect(await me(other.url, token)).toBe(DEMO_MANAGER_EMAIL);
  }

  // The demo partner signs in and finds the demo company's request on their dashboard; the directory lists all six.
  const post = async (query: string, variables: Record<string, unknown> = {}, token?: string) =>
    (await (
      await fetch(`${servers[0].url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      })
    ).json()) as any;
  const partner = await post('mutation ($i: SignInInput!) { signIn(input: $i) { accessToken user { type } } }', {
    i: { email: DEMO_PARTNER_EMAIL, password: DEMO_PASSWORD },
  });
  expect(partner.data.signIn.user.type).toBe('PARTNER');
  const dash = await post('{ partnerDashboard { requests { nouveau } } }', {}, partner.data.signIn.accessToken);
  expect(dash.data.partnerDashboard.requests.nouveau).toBe(1);
  expect((await post('{ partners(region: "MA-03") { total items { name } } }')).data.partners.items.map((i: any) => i.name)).toEqual([
    'Plomberie Fassia (démo)',
  ]);
  expect((await post('{ partners { total } }')).data.partners.total).toBe(6);
}, 120_000);
