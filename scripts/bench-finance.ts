// Finance benchmarks for `npm run bench` (run by scripts/bench.mjs with `node -r @swc-node/register`,
// SWC_NODE_PROJECT=api/tsconfig.json). Creates a scratch database, seeds one company with 1,000 sites and
// 1,000,000 purchases (plus 100,000 revenues and 100,000 service sheets) over 2025–2026 with SQL, starts the real
// api in this process and times, one request at a time over loopback GraphQL:
//   - a site's figures (siteSummary), target p50 < 50 ms;
//   - the global finance of a year (globalFinance 2026), target p50 < 500 ms.
// Exits 1 when a target is missed, 2 when the bench cannot run. The database is dropped at the end.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { REBUILD_MONTHS_SQL } from '../api/src/modules/finance/months/month-totals';
import { startBenchApi } from './bench-server';
import { PASSWORD, withClient } from './bench-sites-seed';

const SITES = 1_000;
const PURCHASES = Number(process.env.BENCH_PURCHASES ?? 1_000_000);
const REVENUES = PURCHASES / 10;
const SHEETS = PURCHASES / 10;
const TARGET_FIGURES_MS = 50;
const TARGET_GLOBAL_MS = 500;

async function seed(dbUrl: string): Promise<{ email: string; siteIds: string[] }> {
  const { hashPassword } = require('../api/src/core/auth/passwords');
  const companyId = randomUUID();
  const email = 'bench-finance@example.test';
  const siteIds = Array.from({ length: SITES }, () => randomUUID());
  await withClient(dbUrl, async (c) => {
    await c.query('begin');
    await c.query(`insert into company (id, name, city, created_at, updated_at) values ($1, 'Atlas Grands Travaux', 'Casablanca', now(), now())`, [
      companyId,
    ]);
    await c.query(
      `insert into app_user (id, company_id, first_name, last_name, email, role, type, status, password_hash, email_verified_at, created_at, updated_at)
       values ($1, $2, 'Amina', 'Benali', $3, 'MANAGER', 'USER', 'ACTIVE', $4, now(), now(), now())`,
      [randomUUID(), companyId, email, await hashPassword(PASSWORD)],
    );
    await c.query(
      `insert into site (id, company_id, name, budget, status, progress, archived, search_text, created_at, updated_at)
       select id, $1, 'Chantier ' || n, 5000000, 'EN_COURS', 50, false, 'chantier ' || n, now(), now() from unnest($2::uuid[]) with ordinality as t(id, n)`,
      [companyId, siteIds],
    );
    const supplierIds = Array.from({ length: 50 }, () => randomUUID());
    await c.query(
      `insert into supplier (id, company_id, name, ice, email, phone, address, search_text, created_at, updated_at)
       select id, $1, 'Fournisseur ' || n, lpad(n::text, 15, '0'), 'f' || n || '@example.test', '0522000000', 'Casablanca', 'fournisseur ' || n, now(), now()
       from unnest($2::uuid[]) with ordinality as t(id, n)`,
      [companyId, supplierIds],
    );
    await c.query('select setseed(0.42)');
    // HT in centimes, rates cycling over the five; TVA and TTC as the service computes them (half-up).
    await c.query(
      `insert into purchase (id, company_id, site_id, supplier_id, label, reference, date, amount_ht, vat_rate, ` +
        `amount_vat, amount_ttc, amount_paid, created_at, updated_at)
       select gen_random_uuid(), $1, s.ids[1 + (g % $4)], f.ids[1 + (g % 50)], 'Achat ' || g, 'F-' || g, date '2025-01-01' + (g % 730),
              ht, rate, round(ht * rate / 100, 2), ht + round(ht * rate / 100, 2), 0, now(), now()
         from generate_series(1, $5) g
         cross join (select $2::uuid[] as ids) s cross join (select $3::uuid[] as ids) f
         cross join lateral (select round((random() * 100000)::numeric, 2) as ht, (array[20, 14, 10, 7, 0])[1 + (g % 5)]::numeric as rate) a`,
      [companyId, siteIds, supplierIds, SITES, PURCHASES],
    );
    await c.query(
      `insert into revenue (id, company_id, site_id, label, date, reference, amount, vat_rate, amount_ht, amount_vat, created_at, updated_at)
       select gen_random_uuid(), $1, s.ids[1 + (g % $3)], 'Situation ' || g, date '2025-01-01' + (g % 730), 'R-' || g, ` +
        `ttc, 20, round(ttc * 100 / 120, 2), ttc - round(ttc * 100 / 120, 2), now(), now()
         from generate_series(1, $4) g cross join (select $2::uuid[] as ids) s
         cross join lateral (select round((random() * 500000)::numeric, 2) as ttc) a`,
      [companyId, siteIds, SITES, REVENUES],
    );
    await c.query(
      `insert into service_sheet (id, company_id, site_id, day, date, amount_paid, bonus, supplier, phone, worker, created_at, updated_at)
       select gen_random_uuid(), $1, s.ids[1 + (g % $3)], ` +
        `(array['Lundi','Mardi','Mercredi','Jeudi','Vendredi','Samedi','Dimanche'])[1 + ((date '2025-01-01' + (g % 730) - date '2024-12-30') % 7)],
              date '2025-01-01' + (g % 730), round((random() * 2000)::numeric, 2), round((random() * 200)::numeric, 2), ` +
        `'Sous-traitant ' || (g % 40), '0612345678', 'Intervenant ' || (g % 300), now(), now()
         from generate_series(1, $4) g cross join (select $2::uuid[] as ids) s`,
      [companyId, siteIds, SITES, SHEETS],
    );
    // The monthly totals the services keep, built here in one statement as the migration does.
    await c.query(REBUILD_MONTHS_SQL);
    await c.query('commit');
    await c.query('vacuum analyze purchase, revenue, service_sheet, site, site_month_finance');
  });
  return { email, siteIds };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function main(): Promise<number> {
  const api = await startBenchApi('fin');
  try {
    const started = performance.now();
    const { email, siteIds } = await seed(api.dbUrl);
    console.log(
      `bench: finance seed = ${PURCHASES.toLocaleString('en')} purchases, ${REVENUES.toLocaleString('en')} revenues, ` +
        `${SHEETS.toLocaleString('en')} service sheets over ${SITES} sites in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    // What a row weighs at this scale (table, indexes, TOAST): docs/CAPACITY.md's arithmetic starts from it.
    await withClient(api.dbUrl, async (c) => {
      for (const table of ['purchase', 'revenue', 'service_sheet']) {
        const { rows } = await c.query(`select pg_total_relation_size($1::regclass) as bytes, (select count(*) from ${table}) as n`, [table]);
        const [bytes, n] = [Number(rows[0].bytes), Number(rows[0].n)];
        const size = `${(bytes / 1024 / 1024).toFixed(0)} MB with indexes: ${Math.round(bytes / n)} bytes a row`;
        console.log(`bench: finance ${table} ${n.toLocaleString('en')} rows, ${size}`);
      }
    });
    const { post } = api;
    const token = await api.signIn(email, PASSWORD);
    const time = async (n: number, one: (i: number) => Promise<unknown>) => {
      const samples: number[] = [];
      for (let i = 0; i < n; i++) {
        const t0 = performance.now();
        await one(i);
        samples.push(performance.now() - t0);
      }
      return samples.sort((a, b) => a - b);
    };
    const FIGURES =
      'query ($id: ID!) { siteSummary(id: $id) { revenues purchasesHT purchasesVAT purchasesTTC subcontracting profitability profitabilityPercent } }';
    const GLOBAL =
      'query ($from: String, $to: String) { globalFinance(from: $from, to: $to) { totals { revenues purchasesTTC ' +
      'subcontracting margin } sites { site { id name } margin } months { month margin } } }';
    await time(10, (i) => post(FIGURES, { id: siteIds[i] }, token));
    const figures = await time(200, (i) => post(FIGURES, { id: siteIds[(i * 7919) % SITES] }, token));
    await time(2, () => post(GLOBAL, { from: '2026-01-01', to: '2026-12-31' }, token));
    const global = await time(20, () => post(GLOBAL, { from: '2026-01-01', to: '2026-12-31' }, token));
    const f50 = percentile(figures, 50);
    const g50 = percentile(global, 50);
    console.log(
      `bench: site figures (1,000 purchases per site) p50 = ${f50.toFixed(1)} ms, p95 = ` +
        `${percentile(figures, 95).toFixed(1)} ms (target p50 < ${TARGET_FIGURES_MS} ms)`,
    );
    console.log(
      `bench: global finance for 2026 (~${Math.round(PURCHASES / 2).toLocaleString('en')} purchases) p50 = ` +
        `${g50.toFixed(1)} ms, p95 = ${percentile(global, 95).toFixed(1)} ms (target p50 < ${TARGET_GLOBAL_MS} ms)`,
    );
    return f50 < TARGET_FIGURES_MS && g50 < TARGET_GLOBAL_MS ? 0 : 1;
  } finally {
    await api.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`bench: finance failed (${err?.message ?? err})`);
    process.exit(2);
  },
);
