import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../src/config';
import { CREATE_ENDPOINT, type Receiver, startReceiver } from '../src/modules/webhooks/webhook-receiver.test-helpers';
import { type RunningServer, startServer } from '../src/server';
import { createCompany, CREATE_SITE, gqlOk, sql, type TestCompany } from './company';
import { startTestServer, type TestServer } from './server';

/**
 * Two api processes on one PostgreSQL, both sending webhooks (issue 21): each event reaches the receiver once.
 * PostgreSQL only — the embedded database belongs to one process — so jest.config.js leaves it out of the embedded run.
 */
const JWT_SECRET = randomBytes(32).toString('hex');
const ENV = { WEBHOOKS_ALLOW_PRIVATE: 'true', WEBHOOK_RETRY_BASE_SECONDS: '1' };

let t: TestServer;
let second: RunningServer;
let secondDir: string;
let rx: Receiver;
let a: TestCompany;

beforeAll(async () => {
  [t, rx] = await Promise.all([startTestServer({ JWT_SECRET, ...ENV }), startReceiver()]);
  if (!t.db.url) throw new Error('scale-out needs a real PostgreSQL: the embedded run leaves this file out (jest.config.js)');
  secondDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chantiers-webhooks-'));
  second = await startServer(
    loadConfig({
      PORT: '0',
      // Through the same pooler as the first, when api/test/pgbouncer.test.ts runs this file.
      ...t.databaseEnv,
      DATA_DIR: secondDir,
      SMTP_URL: t.smtp.url,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      JWT_SECRET,
      ...ENV,
    }),
    pino({ level: 'silent' }),
  );
  a = await createCompany(t, 'Atlas Deux Serveurs');
  // Two endpoints: every event goes out twice, once to each, and the two processes race for all of it.
  for (const description of ['ERP', 'Tableau de bord'])
    gqlOk(
      await t.gql(CREATE_ENDPOINT, { input: { url: `${rx.url}?to=${description}`, description, events: ['site.created'] } }, a.manager.accessToken),
    );
}, 60_000);
afterAll(async () => {
  await second?.stop();
  if (secondDir) fs.rmSync(secondDir, { recursive: true, force: true });
  await t?.stop();
  await rx?.stop();
});

async function createSiteOn(url: string, name: string): Promise<string> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${a.manager.accessToken}` },
    body: JSON.stringify({ query: CREATE_SITE, variables: { input: { name } } }),
  });
  return ((await res.json()) as { data: { createSite: { id: string } } }).data.createSite.id;
}

describe('webhooks with two api processes', () => {
  it('deliver each event to each endpoint once, whichever process made it and whichever sends it', async () => {
    rx.delayMs = 40;
    const ids: string[] = [];
    for (let batch = 0; batch < 4; batch += 1)
      ids.push(...(await Promise.all(Array.from({ length: 10 }, (_, i) => createSiteOn(i % 2 ? second.url : t.url, `Site ${batch}-${i}`)))));
    const got = await rx.wait(80, () => true, 30_000);
    // What else may still be under way lands now, or never.
    await new Promise((r) => setTimeout(r, 1500));
    const keys = rx.received.map((r) => `${r.json.id}|${r.headers['chantiers-delivery']}`);
    expect(got.length).toBe(80);
    expect(rx.received).toHaveLength(80);
    expect(new Set(keys).size).toBe(80);
    expect(new Set(rx.received.map((r) => r.json.data.site.id))).toEqual(new Set(ids));
    const counts = await sql(t, `select status, attempts, count(*)::int as n from webhook_delivery group by status, attempts`);
    expect(counts).toEqual([{ status: 'DELIVERED', attempts: 1, n: 80 }]);
  });

  it('share a backlog both find at once (rows queued while no process was sending) without sending any twice', async () => {
    rx.received.length = 0;
    rx.delayMs = 20;
    await Promise.all([t.server.services.webhookDispatcher.stop(), second.services.webhookDispatcher.stop()]);
    for (let i = 0; i < 30; i += 1) await createSiteOn(i % 2 ? second.url : t.url, `Arriéré ${i}`);
    expect(rx.received).toHaveLength(0);
    t.server.services.webhookDispatcher.start();
    second.services.webhookDispatcher.start();
    await rx.wait(60, () => true, 30_000);
    await new Promise((r) => setTimeout(r, 1500));
    expect(rx.received).toHaveLength(60);
    expect(new Set(rx.received.map((r) => r.headers['chantiers-delivery'])).size).toBe(60);
  });
});
