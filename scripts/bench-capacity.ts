// Capacity figures for `npm run bench` (issue 40; scripts/bench.mjs runs this file with `node -r @swc-node/register`,
// SWC_NODE_PROJECT=api/tsconfig.json): how many sign-ins, sites lists and saved purchases per second 1, 2 and 3 api
// processes answer behind the compose file's proxy (Caddy, round robin, as in docker-compose.yml), and one process
// without it, at 50 connections spread over 100 companies. For each run it says where the machine's CPU went (the api
// processes, PostgreSQL's processes, Caddy, the load generator: /proc), the database's share of the servers' CPU and
// the time its statements were active per request (pg_stat_database.active_time), then prints the table the README keeps, and what a
// site and a purchase weigh on disk (docs/CAPACITY.md does the arithmetic for 1,000 companies × 100 sites from them).
// Throughput is reported, never asserted (a shared machine is too noisy to fail on); exits 2 when the bench cannot run
// (Caddy missing: `apt-get install caddy`). The scratch database is dropped at the end, also on failure and on SIGINT.
import 'reflect-metadata';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { Client } from 'pg';
import { type Proxy, startCaddy } from './bench-caddy';
import { machineCpuMs, postgresPids, processCpuMs } from './bench-cpu';
import { cannon, CONNECTIONS, DURATION_S, fmt, type Measured, type Throughput } from './bench-measure';
import { type Child, runApp, startChild, webDefinition } from './bench-process';
import { adminDatabaseUrl, COMPANIES, PASSWORD, seed, withClient } from './bench-sites-seed';

const APP_PROCESSES = [1, 2, 3];
/** Sites per company: a typical company (SPEC's lists are paged by 12). */
const SITES_PER_COMPANY = 100;
/** pg_stat_database is flushed by an idle backend after 10 s (PGSTAT_IDLE_INTERVAL): read it after that. */
const STATS_SETTLE_MS = 11_000;

const SIGN_IN = 'mutation ($input: SignInInput!) { signIn(input: $input) { accessToken } }';
const SITES_QUERY = ['query Sites(', 'fragment SiteFields on'].map((h) => webDefinition('features/sites/sites.graphql', h)).join('\n');
const CREATE_PURCHASE = ['mutation SiteFinanceCreatePurchase(', 'fragment SiteFinancePurchaseFields on']
  .map((h) => webDefinition('features/finance/site/site-finance.graphql', h))
  .join('\n');

// ------------------------------------------------------------------------------------------------ what the CPU did

interface Reading {
  node: number;
  postgres: number;
  caddy: number;
  load: number;
  machine: { busy: number; total: number };
  /** pg_stat_database.active_time of the bench's database: ms spent running its statements. */
  dbActive: number;
}

interface Run extends Throughput {
  op: string;
  setup: string;
  /** CPU ms per answered request, by process kind. */
  perRequest: { node: number; postgres: number; caddy: number; load: number };
  /** The machine's busy share of all its cores over the run. */
  busy: number;
  /** Database active time per request (ms): its statements running, waits for locks included. */
  dbMs: number;
  /** PostgreSQL's share of the CPU the servers (api, PostgreSQL, Caddy) used. */
  dbShare: number;
}

// ------------------------------------------------------------------------------------------------ conductor

interface World {
  emails: string[];
  managers: { email: string; companyId: string; supplierId: string; siteIds: string[] }[];
}

/** 100 companies × 100 sites (scripts/bench-sites-seed.ts), a supplier each, and ten of each company's sites to buy for. */
async function seedWorld(dbUrl: string): Promise<World> {
  await seed(dbUrl, SITES_PER_COMPANY);
  return withClient(dbUrl, async (c) => {
    await c.query(
      `insert into supplier (id, company_id, name, ice, email, phone, address, search_text, created_at, updated_at)
       select gen_random_uuid(), id, 'Béton Atlas', '001234567000089', 'contact@beton-atlas.ma', '0522123456', 'Casablanca', 'beton atlas', now(), now()
       from company`,
    );
    const { rows: users } = await c.query<{ email: string; role: string; company_id: string }>(
      'select email, role, company_id from app_user order by email',
    );
    const { rows: suppliers } = await c.query<{ id: string; company_id: string }>('select id, company_id from supplier');
    const { rows: sites } = await c.query<{ company_id: string; ids: string[] }>(
      `select company_id, (array_agg(id order by created_at))[1:10] as ids from site where not archived group by company_id`,
    );
    const supplierOf = new Map(suppliers.map((s) => [s.company_id, s.id]));
    const sitesOf = new Map(sites.map((s) => [s.company_id, s.ids]));
    return {
      emails: users.map((u) => u.email),
      managers: users
        .filter((u) => u.role === 'MANAGER')
        .map((u) => ({ email: u.email, companyId: u.company_id, supplierId: supplierOf.get(u.company_id)!, siteIds: sitesOf.get(u.company_id)! })),
    };
  });
}

async function gql(url: string, query: string, variables: Record<string, unknown>, token?: string): Promise<any> {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(30_000),
  });
  const json: any = await res.json();
  if (res.status !== 200 || json.errors?.length) throw new Error(`${res.status} ${JSON.stringify(json.errors ?? json).slice(0, 300)}`);
  return json.data;
}

/** An autocannon request that takes the next item of `bodies` (round robin) each time it is sent. */
function rotating(bodies: { body: string; token?: string }[]) {
  let i = 0;
  return {
    method: 'POST',
    path: '/graphql',
    setupRequest: (req: any) => {
      const next = bodies[i++ % bodies.length];
      return {
        ...req,
        body: next.body,
        headers: { 'content-type': 'application/json', ...(next.token ? { authorization: `Bearer ${next.token}` } : {}) },
      };
    },
  };
}

async function conduct(): Promise<number> {
  const started = performance.now();
  try {
    execFileSync('caddy', ['version'], { stdio: 'ignore' });
  } catch {
    console.error('bench: capacity needs Caddy, the compose file’s proxy (Debian: apt-get install caddy)');
    return 2;
  }
  const admin = adminDatabaseUrl();
  const dbName = `chantiers_bench_capacity_${randomBytes(4).toString('hex')}`;
  const dbUrl = admin.replace(/\/[^/]*$/, `/${dbName}`);
  const apps: Child[] = [];
  let proxy: Proxy | undefined;
  let created = false;
  const cleanup = async () => {
    await proxy?.stop();
    await Promise.allSettled(apps.splice(0).map((a) => a.stop()));
    if (created) {
      created = false;
      await withClient(admin, (c) => c.query(`drop database if exists ${dbName} with (force)`));
    }
  };
  process.once('SIGINT', () => void cleanup().finally(() => process.exit(130)));
  process.once('SIGTERM', () => void cleanup().finally(() => process.exit(130)));
  const stats = new Client({ connectionString: dbUrl });
  try {
    await withClient(admin, (c) => c.query(`create database ${dbName}`));
    created = true;
    const env = {
      BENCH_DATABASE_URL: dbUrl,
      BENCH_JWT_SECRET: randomBytes(32).toString('hex'),
      BENCH_APP_ENV: JSON.stringify({ TRUST_PROXY: 'true' }),
    };
    // The first process migrates; the others start on a migrated database, one after the other.
    apps.push(await startChild(__filename, 'app', env));
    const world = await seedWorld(dbUrl);
    for (let i = 1; i < Math.max(...APP_PROCESSES); i++) apps.push(await startChild(__filename, 'app', env));
    await stats.connect();
    console.log(
      `bench: capacity data ${COMPANIES} companies × ${SITES_PER_COMPANY} sites, ${world.emails.length} members; ` +
        `${CONNECTIONS} connections, ${DURATION_S} s a run; load average before ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
    );

    const read = async (nodes: Child[]): Promise<Reading> => ({
      node: (await Promise.all(nodes.map((a) => a.cpuMs()))).reduce((a, b) => a + b, 0),
      postgres: postgresPids().reduce((n, pid) => n + processCpuMs(pid), 0),
      caddy: proxy ? processCpuMs(proxy.pid) : 0,
      load: (process.cpuUsage().user + process.cpuUsage().system) / 1000,
      machine: machineCpuMs(),
      dbActive: Number((await stats.query('select active_time from pg_stat_database where datname = current_database()')).rows[0].active_time),
    });

    const runs: Run[] = [];
    const setups = [{ processes: 1, proxied: false }, ...APP_PROCESSES.map((processes) => ({ processes, proxied: true }))];
    for (const { processes, proxied } of setups) {
      const nodes = apps.slice(0, processes);
      proxy = proxied ? await startCaddy(nodes.map((a) => a.port)) : undefined;
      const url = proxy?.url ?? `http://127.0.0.1:${nodes[0].port}`;
      const setup = proxied ? `${processes} api process${processes > 1 ? 'es' : ''} behind Caddy` : '1 api process, no proxy';
      const tokens: string[] = [];
      for (const m of world.managers) tokens.push((await gql(url, SIGN_IN, { input: { email: m.email, password: PASSWORD } })).signIn.accessToken);
      const today = new Date().toISOString().slice(0, 10);
      let n = 0;
      const ops = [
        {
          op: 'sign-in',
          answer: '{"data":{"signIn":',
          request: rotating(
            world.emails.map((email) => ({ body: JSON.stringify({ query: SIGN_IN, variables: { input: { email, password: PASSWORD } } }) })),
          ),
        },
        {
          op: 'sites list',
          answer: '{"data":{"sites":',
          request: rotating(tokens.map((token) => ({ token, body: JSON.stringify({ query: SITES_QUERY, variables: { first: 12 } }) }))),
        },
        {
          op: 'purchase saved',
          answer: '{"data":{"createPurchase":',
          // 1,000 different purchases over the 100 companies and ten sites each.
          request: rotating(
            Array.from({ length: 1000 }, (_, i) => {
              const m = world.managers[i % world.managers.length];
              const input = {
                supplierId: m.supplierId,
                label: `Ciment CPJ 45 — lot ${++n}`,
                reference: `FA-${n}`,
                date: today,
                amountHT: `${1000 + (i % 97)}.${String(i % 100).padStart(2, '0')}`,
                vatRate: '20',
              };
              return {
                token: tokens[i % tokens.length],
                body: JSON.stringify({ query: CREATE_PURCHASE, variables: { siteId: m.siteIds[i % 10], input } }),
              };
            }),
          ),
        },
      ];
      // Each answer is right before anything is timed.
      for (const o of ops) {
        const req = o.request.setupRequest({});
        const res = await fetch(`${url}/graphql`, { method: 'POST', headers: req.headers, body: req.body, signal: AbortSignal.timeout(30_000) });
        const text = await res.text();
        if (!text.startsWith(o.answer)) throw new Error(`${o.op} (${setup}) answered ${res.status} ${text.slice(0, 300)}`);
      }
      const server: Measured = { cpuMs: async () => (await Promise.all(nodes.map((a) => a.cpuMs()))).reduce((a, b) => a + b, 0) };
      const options = (o: (typeof ops)[number]) => ({ url, requests: [o.request], verifyBody: (b: string) => b.startsWith(o.answer) });
      for (const o of ops) await cannon(server, options(o), 2);
      await new Promise((r) => setTimeout(r, STATS_SETTLE_MS));
      let before = await read(nodes);
      for (const o of ops) {
        const t = await cannon(server, options(o), DURATION_S);
        await new Promise((r) => setTimeout(r, STATS_SETTLE_MS));
        const after = await read(nodes);
        const count = Math.max(1, Math.round(t.rps * DURATION_S));
        const per = (k: 'node' | 'postgres' | 'caddy' | 'load') => (after[k] - before[k]) / count;
        const dbMs = (after.dbActive - before.dbActive) / count;
        const busyMs = after.machine.busy - before.machine.busy;
        // The settling pause is idle time of the machine: the busy share is over the run's own seconds.
        const runMs = DURATION_S * 1000 * os.cpus().length;
        runs.push({
          ...t,
          op: o.op,
          setup,
          perRequest: { node: per('node'), postgres: per('postgres'), caddy: per('caddy'), load: per('load') },
          busy: Math.min(1, busyMs / runMs),
          dbMs,
          dbShare: per('postgres') / Math.max(0.001, per('node') + per('postgres') + per('caddy')),
        });
        const r = runs[runs.length - 1];
        console.log(
          `bench: capacity ${r.op}, ${setup}: ${Math.round(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms${r.bad ? `, ${r.bad} failed` : ''}; ` +
            `CPU per request: api ${fmt(r.perRequest.node)} ms, PostgreSQL ${fmt(r.perRequest.postgres)} ms, Caddy ${fmt(r.perRequest.caddy)} ms, ` +
            `load generator ${fmt(r.perRequest.load)} ms; machine busy ${Math.round(r.busy * 100)} % of ${os.cpus().length} cores; ` +
            `PostgreSQL ${Math.round(r.dbShare * 100)} % of the servers' CPU, its statements active ${fmt(r.dbMs)} ms per request`,
        );
        before = after;
      }
      await proxy?.stop();
      proxy = undefined;
    }

    // The table the README keeps (copy it from here).
    console.log(
      '\n| Operation | Setup | req/s | p50 ms | p99 ms | CPU ms/request: api · PostgreSQL · Caddy · load | Machine busy | ' +
        'PostgreSQL: share of server CPU (active ms/request) |',
    );
    console.log('|---|---|---:|---:|---:|---|---:|---:|');
    for (const r of runs)
      console.log(
        `| ${r.op} | ${r.setup} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${fmt(r.perRequest.node)} · ${fmt(r.perRequest.postgres)} · ` +
          `${fmt(r.perRequest.caddy)} · ${fmt(r.perRequest.load)} | ${Math.round(r.busy * 100)} % | ${Math.round(r.dbShare * 100)} % (${fmt(r.dbMs)} ms) |`,
      );
    console.log('');

    // What the rows weigh (table, its indexes and TOAST), for the capacity plan's arithmetic.
    await stats.query('vacuum (analyze) purchase, site, auth_session');
    for (const table of ['site', 'purchase', 'auth_session']) {
      const { rows } = await stats.query(`select pg_total_relation_size($1::regclass) as bytes, (select count(*) from ${table}) as n`, [table]);
      const bytes = Number(rows[0].bytes);
      const count = Number(rows[0].n);
      const mb = (bytes / 1024 / 1024).toFixed(1);
      console.log(`bench: capacity ${table} ${count} rows, ${mb} MB with indexes: ${Math.round(bytes / Math.max(1, count))} bytes a row`);
    }
    console.log(`bench: capacity done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    return 0;
  } finally {
    await stats.end().catch(() => undefined);
    await cleanup();
  }
}

if (process.argv[2] === 'app') {
  runApp().catch((err) => {
    console.error(err);
    process.exit(1);
  });
} else {
  conduct().then(
    (code) => process.exit(code),
    (err) => {
      console.error(`bench: capacity could not run: ${err?.stack ?? err}`);
      process.exit(2);
    },
  );
}
