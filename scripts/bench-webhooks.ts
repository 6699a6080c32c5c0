// Webhooks benchmarks for `npm run bench` (run by scripts/bench.mjs with `node -r @swc-node/register`,
// SWC_NODE_PROJECT=api/tsconfig.json). A scratch PostgreSQL database, the real api in this process allowed to call a
// receiver on loopback that answers in RECEIVER_MS, one company:
//   - createSite with no webhook vs with 3 endpoints subscribed (the outbox rows written in the same transaction):
//     p50 of each, target: the difference p50 < 5 ms;
//   - a backlog of 3,000 deliveries (1,000 events for 3 endpoints) queued while no process sends, then drained by one
//     api process: deliveries per second, target ≥ 300/s with a receiver answering in 20 ms;
//   - the dispatcher's claim with 200,000 lines in the log and nothing due: p50, target < 2 ms (the partial index).
// Exits 1 when a target is missed, 2 when the bench cannot run.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { fmt, percentile } from './bench-measure';
import { startBenchApi } from './bench-server';
import { PASSWORD, withClient } from './bench-sites-seed';

const RECEIVER_MS = 20;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const BACKLOG_EVENTS = 1000;
const LOG_LINES = 200_000;
const TARGETS = { overheadMs: 5, perSecond: 300, claimMs: 2 };

async function receiver(): Promise<{ url: string; count: () => number; close: () => Promise<void> }> {
  let n = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () =>
      setTimeout(() => {
        n += 1;
        res.end('ok');
      }, RECEIVER_MS),
    );
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    count: () => n,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const p50 = (xs: number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    50,
  );

async function main(): Promise<number> {
  const rx = await receiver();
  const api = await startBenchApi('hooks', { WEBHOOKS_ALLOW_PRIVATE: 'true' });
  const { dbUrl, server, post } = api;
  try {
    const { hashPassword } = require('../api/src/core/auth/passwords');
    const companyId = randomUUID();
    const email = 'bench-hooks@example.test';
    await withClient(dbUrl, async (c) => {
      await c.query(`insert into company (id, name, city, created_at, updated_at) values ($1, 'Atlas Webhooks', 'Casablanca', now(), now())`, [
        companyId,
      ]);
      await c.query(
        `insert into app_user (id, company_id, first_name, last_name, email, role, type, status, password_hash, email_verified_at, created_at, updated_at)
         values ($1, $2, 'Amina', 'Benali', $3, 'MANAGER', 'USER', 'ACTIVE', $4, now(), now(), now())`,
        [randomUUID(), companyId, email, await hashPassword(PASSWORD)],
      );
    });
    const token = await api.signIn(email, PASSWORD);
    let made = 0;
    const createSite = async () => {
      const t0 = performance.now();
      await post('mutation ($input: SiteInput!) { createSite(input: $input) { id } }', { input: { name: `Chantier ${++made}` } }, token);
      return performance.now() - t0;
    };
    const timed = async (n: number) => {
      const xs: number[] = [];
      for (let i = 0; i < n; i++) xs.push(await createSite());
      return xs;
    };

    // 1. createSite without, then with, webhooks (warm-up first, turns alternated in blocks of 10).
    await timed(20);
    const without: number[] = [];
    const withHooks: number[] = [];
    const CREATE = 'mutation ($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }';
    const endpoints: string[] = [];
    for (let i = 0; i < 3; i++)
      endpoints.push(
        (await post(CREATE, { input: { url: `${rx.url}?n=${i}`, events: ['site.created'], active: false } }, token)).createWebhookEndpoint.endpoint
          .id,
      );
    const setActive = (active: boolean) =>
      Promise.all(
        endpoints.map((id) =>
          post(
            'mutation ($id: ID!, $input: WebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { id } }',
            {
              id,
              input: { url: rx.url, events: ['site.created'], active },
            },
            token,
          ),
        ),
      );
    for (let block = 0; block < SAMPLES / 10; block++) {
      await setActive(false);
      without.push(...(await timed(10)));
      await setActive(true);
      withHooks.push(...(await timed(10)));
    }
    const overhead = p50(withHooks) - p50(without);
    console.log(
      `bench: webhooks createSite p50 = ${fmt(p50(without))} ms without, ${fmt(p50(withHooks))} ms with 3 endpoints: ` +
        `+${fmt(overhead)} ms (target < ${TARGETS.overheadMs} ms)`,
    );

    // 2. A backlog drained by one process.
    const dispatcher = server.services.webhookDispatcher;
    await dispatcher.stop();
    await withClient(dbUrl, (c) => c.query(`delete from webhook_delivery`));
    await withClient(dbUrl, (c) =>
      c.query(
        `insert into webhook_delivery (id, company_id, endpoint_id, event_id, event_type, body, status, attempts, created_at, next_attempt_at, give_up_at)
         select gen_random_uuid(), $1, e.id, ev.id, 'site.created',
                json_build_object('id', ev.id, 'type', 'site.created', 'data', json_build_object('n', ev.n))::text,
                'PENDING', 0, now(), now(), now() + interval '1 day'
         from unnest($2::uuid[]) as e(id), (select gen_random_uuid() as id, g as n from generate_series(1, $3) g) ev`,
        [companyId, endpoints, BACKLOG_EVENTS],
      ),
    );
    const before = rx.count();
    const total = BACKLOG_EVENTS * endpoints.length;
    const t0 = performance.now();
    dispatcher.start();
    while (rx.count() - before < total) await new Promise((r) => setTimeout(r, 20));
    const seconds = (performance.now() - t0) / 1000;
    const perSecond = total / seconds;
    console.log(
      `bench: webhooks backlog of ${total.toLocaleString('en')} deliveries drained in ${seconds.toFixed(1)} s by one process = ` +
        `${Math.round(perSecond)} deliveries/s, receiver answering in ${RECEIVER_MS} ms (target ≥ ${TARGETS.perSecond}/s)`,
    );

    // 3. The claim with a long log and nothing due.
    await dispatcher.stop();
    const claimMs: number[] = [];
    await withClient(dbUrl, async (c) => {
      await c.query(
        `insert into webhook_delivery (id, company_id, endpoint_id, event_id, event_type, body, status, attempts, created_at, next_attempt_at, give_up_at,
                                       delivered_at)
         select gen_random_uuid(), $1, $2, gen_random_uuid(), 'site.created', '{}', case when g % 50 = 0 then 'FAILED' else 'DELIVERED' end, 1,
                now() - (g * interval '10 seconds'), now(), now(), now()
         from generate_series(1, $3) g`,
        [companyId, endpoints[0], LOG_LINES],
      );
      await c.query('vacuum analyze webhook_delivery');
    });
    const claim = (server.services.webhookDispatcher as unknown as { claim(): Promise<unknown[]> }).claim.bind(server.services.webhookDispatcher);
    for (let i = 0; i < 20; i++) await claim();
    for (let i = 0; i < SAMPLES; i++) {
      const t1 = performance.now();
      const rows = await claim();
      claimMs.push(performance.now() - t1);
      if (rows.length) throw new Error('a claim found work where none was due');
    }
    console.log(
      `bench: webhooks claim with ${LOG_LINES.toLocaleString('en')} lines in the log, nothing due ` +
        `p50 = ${fmt(p50(claimMs))} ms (target < ${TARGETS.claimMs} ms)`,
    );
    const missed = [overhead >= TARGETS.overheadMs, perSecond < TARGETS.perSecond, p50(claimMs) >= TARGETS.claimMs].filter(Boolean).length;
    return missed ? 1 : 0;
  } finally {
    await api.close();
    await rx.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`bench: webhooks failed (${err?.message ?? err})`);
    process.exit(2);
  },
);
