// Planning benchmarks for `npm run bench` (run by scripts/bench.mjs with `node -r @swc-node/register`,
// SWC_NODE_PROJECT=api/tsconfig.json). Creates a scratch database, seeds one company with 300 sites, 400 people in
// 100 teams of 4, the teams' assignments (stints of 1 to 4 months on a site) and 60,000 tasks over 2025–2027, each
// of 1 to 20 days in a stint, with 2 or 3 of the team on it, ~40 % waiting for an earlier task of the site. Starts the
// real api in this process and times, one request at a time over loopback GraphQL, with the web's own documents
// (web/src/features/planning/planning.graphql), p50 and p95 over SAMPLES requests each:
//   - the global planning of December 2026 (tasks from/to), target p50 < 300 ms (see TARGETS_MS);
//   - a site's month (tasks siteId), a person's month (tasks personnelId), target p50 < 50 ms each;
//   - the conflicts of a week for 3 people (taskConflicts), target p50 < 50 ms;
//   - a task created with 3 people and 1 dependency, conflicts confirmed (createTask), target p50 < 80 ms;
//   - a site's planning summary (sitePlanningSummary), target p50 < 50 ms.
// BENCH_EXPLAIN=1 also prints, after the timings, every statement the api sends for one request of each kind, with
// its EXPLAIN ANALYZE; BENCH_SAMPLES changes the 50 samples, BENCH_KEEP_DB keeps the database (else dropped at the end).
// Exits 1 when a target is missed, 2 when the bench cannot run.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { RunningServer } from '../api/src/server';
import { fmt, percentile } from './bench-measure';
import { startBenchApi } from './bench-server';
import { PASSWORD, withClient } from './bench-sites-seed';

const root = path.resolve(__dirname, '..');

const SITES = 300;
const TEAMS = 100;
const PEOPLE = TEAMS * 4;
const TASKS = 60_000;
const WARMUP = 5;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 50);
const MONTH = { from: '2026-12-01', to: '2026-12-31' };

// The global month answers 2,200 tasks with their people and dependencies, 1.3 MB of JSON. Read as views in one
// statement (planning-views.query.ts, ~40 ms) rather than as ORM entities (~550 ms of the ~600 it took), the rest is
// GraphQL's fields for each and the JSON: ~140 ms, 300 ms is the target with room for a busy machine.
const TARGETS_MS = { global: 300, site: 50, person: 50, conflicts: 50, create: 80, summary: 50 } as const;
type Case = keyof typeof TARGETS_MS;

const FIRST_NAMES = ['Hassan', 'Brahim', 'Mustapha', 'Abdellah', 'Saïd', 'Aziz', 'Youssef', 'Karim', 'Rachid', 'Omar', 'Hicham', 'Mehdi'];
const LAST_NAMES = ['Ait Ali', 'Ouchen', 'Bouzid', 'Naciri', 'El Idrissi', 'Bennani', 'Tazi', 'Chraibi', 'Berrada', 'Lahlou', 'Amrani', 'Sqalli'];
const TRADES = ['Maçon', 'Coffreur', 'Ferrailleur', 'Électricien', 'Plombier', 'Carreleur', 'Peintre', 'Menuisier', 'Manœuvre', 'Chef d’équipe'];

/** A top-level definition of a GraphQL document, from `head` to its closing brace. */
function definition(doc: string, head: string): string {
  const start = doc.indexOf(head);
  if (start < 0) throw new Error(`${head} not found in web/src/features/planning/planning.graphql`);
  let depth = 0;
  for (let i = doc.indexOf('{', start); i < doc.length; i++) {
    if (doc[i] === '{') depth++;
    else if (doc[i] === '}' && --depth === 0) return doc.slice(start, i + 1);
  }
  throw new Error(`${head} is not closed in web/src/features/planning/planning.graphql`);
}

/** The planning screens' documents, each with the TaskFields fragment. */
function documents() {
  const doc = fs.readFileSync(path.join(root, 'web', 'src', 'features', 'planning', 'planning.graphql'), 'utf8');
  const fields = definition(doc, 'fragment TaskFields on');
  return {
    tasks: `${definition(doc, 'query PlanningTasks(')}\n${fields}`,
    create: `${definition(doc, 'mutation CreateTask(')}\n${fields}`,
    summary: `${definition(doc, 'query SitePlanningSummary(')}\n${fields}`,
    // The screens learn the conflicts from a save refused (CONFLICT); the query is the api's own check.
    conflicts: 'query ($input: TaskCheckInput!) { taskConflicts(input: $input) { kind message personnelId taskId siteName } }',
  };
}

/** What a conflicts check or a creation sends: a week of December 2026 on a team's site, three of the team, a task to wait for. */
interface Draft {
  siteId: string;
  startDate: string;
  endDate: string;
  personnelIds: string[];
  dependsOnId: string;
}

interface Seeded {
  email: string;
  siteIds: string[];
  personnelIds: string[];
  drafts: Draft[];
  counts: { assignments: number; tasks: number; people: number; dependencies: number; globalMonth: number };
}

async function seed(dbUrl: string): Promise<Seeded> {
  const { hashPassword } = require('../api/src/core/auth/passwords');
  const companyId = randomUUID();
  const userId = randomUUID();
  const email = 'bench-planning@example.test';
  const siteIds = Array.from({ length: SITES }, () => randomUUID());
  const personnelIds = Array.from({ length: PEOPLE }, () => randomUUID());
  return withClient(dbUrl, async (c) => {
    await c.query('begin');
    await c.query(`insert into company (id, name, city, created_at, updated_at) values ($1, 'Atlas Grands Travaux', 'Casablanca', now(), now())`, [
      companyId,
    ]);
    await c.query(
      `insert into app_user (id, company_id, first_name, last_name, email, role, type, status, password_hash, email_verified_at, created_at, updated_at)
       values ($1, $2, 'Amina', 'Benali', $3, 'MANAGER', 'USER', 'ACTIVE', $4, now(), now(), now())`,
      [userId, companyId, email, await hashPassword(PASSWORD)],
    );
    await c.query(
      `insert into site (id, company_id, name, budget, start_date, end_date, status, progress, archived, search_text, created_by, created_at, updated_at)
       select id, $1, 'Chantier ' || n, 5000000, date '2024-12-01', date '2028-06-30', 'EN_COURS', 50, false, 'chantier ' || n, $3, now(), now()
         from unnest($2::uuid[]) with ordinality as t(id, n)`,
      [companyId, siteIds, userId],
    );
    // Person n (from 0) is of team n / 4.
    await c.query(
      `insert into personnel (id, company_id, last_name, first_name, cni, phone, address, trade, daily_rate, meal_bonus, email, active,
                              search_text, created_at, updated_at)
       select id, $1, l.name, f.name, 'BK' || lpad(n::text, 6, '0'), '0612' || lpad(n::text, 6, '0'), 'Casablanca', tr.name, 250, 30,
              'p' || n || '@example.test', true, lower(l.name || ' ' || f.name || ' bk' || lpad(n::text, 6, '0') || ' ' || tr.name), now(), now()
         from unnest($2::uuid[]) with ordinality as t(id, n)
         cross join lateral (select ($3::text[])[1 + n % 12] as name) l
         cross join lateral (select ($4::text[])[1 + (n / 12) % 12] as name) f
         cross join lateral (select ($5::text[])[1 + n % 10] as name) tr`,
      [companyId, personnelIds, LAST_NAMES, FIRST_NAMES, TRADES],
    );
    await c.query('select setseed(0.42)');
    // Each team's stints, one after the other from 2025-01-01: 30 to 120 days on a site drawn at random.
    await c.query(
      `create temp table stint as
       select team, g, site_id, start_date, least(end_date, date '2027-12-31') as end_date
         from (select team, g, s.ids[1 + floor(r * $2)::int] as site_id,
                      date '2025-01-01' + (sum(len) over w - len)::int as start_date, date '2025-01-01' + (sum(len) over w)::int - 1 as end_date
                 from (select team, g, 30 + floor(random() * 91)::int as len, random() as r
                         from generate_series(0, $3 - 1) team cross join generate_series(1, 40) g) x
                 cross join (select $1::uuid[] as ids) s
               window w as (partition by team order by g)) y
        where start_date <= date '2027-12-31'`,
      [siteIds, SITES, TEAMS],
    );
    // The four of the team on each stint, but one in twenty stints leaves one of them out (a task may then warn).
    await c.query(
      `insert into personnel_assignment (id, company_id, personnel_id, site_id, start_date, end_date, created_at)
       select gen_random_uuid(), $1, p.ids[1 + st.team * 4 + m], st.site_id, st.start_date, st.end_date, now()
         from stint st cross join generate_series(0, 3) m cross join (select $2::uuid[] as ids) p
        where not (m = (st.g + st.team) % 4 and (st.g * 7 + st.team) % 20 = 0)`,
      [companyId, personnelIds],
    );
    // Tasks in the team's stints, 0.56 a team-day (so a few more than TASKS, cut at random): 1 to 20 days, starting
    // in the stint (some run past its end); done before today, not started after, under way in between.
    await c.query(
      `create temp table task_seed as
       select gen_random_uuid() as id, team, site_id, d as start_date, d + len - 1 as end_date, r3, r4, r5
         from (select st.team, st.site_id, st.start_date + floor(r1 * (st.end_date - st.start_date + 1))::int as d,
                      1 + floor(r2 * 20)::int as len, r3, r4, r5
                 from (select st.*, k, random() as r1, random() as r2, random() as r3, random() as r4, random() as r5
                         from stint st cross join generate_series(1, ceil((st.end_date - st.start_date + 1) * 0.56)::int) k) st) x
        order by random()
        limit $1`,
      [TASKS],
    );
    await c.query(
      `insert into planning_task (id, company_id, site_id, title, description, start_date, end_date, progress, category, created_by, created_at, updated_at)
       select id, $1, site_id,
              (array['Fondations', 'Coulage dalle', 'Élévation murs', 'Ferraillage poteaux', 'Enduits', 'Carrelage', 'Plomberie', ` +
        `'Électricité', 'Peinture', 'Menuiserie', 'Étanchéité', 'Voirie'])[1 + floor(r3 * 12)::int] || ' — ' || to_char(start_date, 'DD/MM'),
              case when r4 < 0.3 then 'Bloc ' || (1 + floor(r4 * 10)::int) end, start_date, end_date,
              case when end_date < current_date then 100 when start_date > current_date then 0 else floor(r4 * 100)::int end,
              (array['GROS_OEUVRE', 'SECOND_OEUVRE', 'FINITIONS', 'VRD', 'AUTRE'])[1 + floor(r5 * 5)::int], $2, now(), now()
         from task_seed`,
      [companyId, userId],
    );
    // 2 or 3 of the team's four, from a member drawn at random.
    await c.query(
      `insert into planning_task_person (task_id, personnel_id)
       select t.id, p.ids[1 + t.team * 4 + (floor(t.r5 * 4)::int + j) % 4]
         from task_seed t cross join lateral generate_series(0, case when t.r4 < 0.5 then 1 else 2 end) j
         cross join (select $1::uuid[] as ids) p`,
      [personnelIds],
    );
    // ~40 % of the tasks wait for the site's task that ends last before they start.
    await c.query('create index on task_seed (site_id, end_date)');
    await c.query(
      `insert into planning_task_dependency (task_id, depends_on_id)
       select t.id, p.id from task_seed t
         cross join lateral (select p.id from task_seed p where p.site_id = t.site_id and p.end_date < t.start_date
                              order by p.end_date desc, p.id limit 1) p
        where t.r3 < 0.4`,
    );
    // The drafts: stints under way in December 2026, a week in them, three of the team, a task of the site before it.
    const drafts = await c.query<Draft>(
      `select st.site_id as "siteId", to_char(w.start_date, 'YYYY-MM-DD') as "startDate", to_char(w.start_date + 4, 'YYYY-MM-DD') as "endDate",
              array[p.ids[1 + st.team * 4], p.ids[2 + st.team * 4], p.ids[3 + st.team * 4]]::text[] as "personnelIds", dep.id as "dependsOnId"
         from stint st
         cross join (select $1::uuid[] as ids) p
         cross join lateral (select greatest(st.start_date, date '2026-12-01') + (st.team % 7) as start_date) w
         cross join lateral (select t.id from planning_task t where t.site_id = st.site_id and t.end_date < w.start_date
                              order by t.end_date desc, t.id limit 1) dep
        where st.start_date <= date '2026-12-24' and st.end_date >= date '2026-12-10' and w.start_date + 4 <= st.end_date
        order by st.team`,
      [personnelIds],
    );
    const count = async (sql: string) => Number((await c.query<{ n: string }>(sql)).rows[0].n);
    const counts = {
      assignments: await count('select count(*) as n from personnel_assignment'),
      tasks: await count('select count(*) as n from planning_task'),
      people: await count('select count(*) as n from planning_task_person'),
      dependencies: await count('select count(*) as n from planning_task_dependency'),
      globalMonth: await count(`select count(*) as n from planning_task where start_date <= '${MONTH.to}' and end_date >= '${MONTH.from}'`),
    };
    await c.query('commit');
    await c.query('vacuum analyze site, personnel, personnel_assignment, planning_task, planning_task_person, planning_task_dependency');
    if (!drafts.rows.length) throw new Error('no stint under way in December 2026');
    return { email, siteIds, personnelIds, drafts: drafts.rows, counts };
  });
}

async function main(): Promise<number> {
  const api = await startBenchApi('plan');
  const { dbUrl, server, post } = api;
  try {
    const started = performance.now();
    const seeded = await seed(dbUrl);
    const { counts } = seeded;
    console.log(
      `bench: planning seed = ${counts.tasks.toLocaleString('en')} tasks (${counts.people.toLocaleString('en')} people on them, ` +
        `${counts.dependencies.toLocaleString('en')} dependencies), ${PEOPLE} people, ${counts.assignments.toLocaleString('en')} assignments, ` +
        `${SITES} sites in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const token = await api.signIn(seeded.email, PASSWORD);
    const docs = documents();
    const { siteIds, personnelIds, drafts } = seeded;
    const draft = (i: number) => drafts[i % drafts.length];
    let created = 0;
    const sizes: Record<Case, number[]> = { global: [], site: [], person: [], conflicts: [], create: [], summary: [] };
    const cases: Record<Case, (i: number) => Promise<unknown>> = {
      global: async () => sizes.global.push((await post(docs.tasks, MONTH, token)).tasks.length),
      site: async (i) => sizes.site.push((await post(docs.tasks, { ...MONTH, siteId: draft(i).siteId }, token)).tasks.length),
      person: async (i) =>
        sizes.person.push((await post(docs.tasks, { ...MONTH, personnelId: personnelIds[(i * 7919) % PEOPLE] }, token)).tasks.length),
      conflicts: async (i) => {
        const { dependsOnId, ...d } = draft(i);
        sizes.conflicts.push((await post(docs.conflicts, { input: { ...d, dependsOnIds: [dependsOnId] } }, token)).taskConflicts.length);
      },
      create: async (i) => {
        const { dependsOnId, ...d } = draft(i);
        const input = { ...d, dependsOnIds: [dependsOnId], title: `Reprise enduits ${++created}`, category: 'FINITIONS', progress: 0 };
        sizes.create.push((await post(docs.create, { input, confirmConflicts: true }, token)).createTask.people.length);
      },
      summary: async (i) => sizes.summary.push((await post(docs.summary, { siteId: siteIds[(i * 7) % SITES] }, token)).sitePlanningSummary.taskCount),
    };
    const results = {} as Record<Case, { p50: number; p95: number }>;
    for (const name of Object.keys(cases) as Case[]) {
      for (let i = 0; i < WARMUP; i++) await cases[name](SAMPLES + i);
      sizes[name].length = 0;
      const samples: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        const t0 = performance.now();
        await cases[name](i);
        samples.push(performance.now() - t0);
      }
      samples.sort((a, b) => a - b);
      results[name] = { p50: percentile(samples, 50), p95: percentile(samples, 95) };
    }
    const mean = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length));
    const labels: Record<Case, string> = {
      global: `global planning of December 2026 (${mean(sizes.global)} tasks shown of ${counts.globalMonth.toLocaleString('en')})`,
      site: `a site's month (${mean(sizes.site)} tasks on average)`,
      person: `a person's month (${mean(sizes.person)} tasks on average)`,
      conflicts: `taskConflicts, a week for 3 people and 1 dependency (${mean(sizes.conflicts)} conflicts on average)`,
      create: 'createTask with 3 people and 1 dependency, conflicts confirmed',
      summary: `sitePlanningSummary (${mean(sizes.summary)} tasks per site on average)`,
    };
    let missed = 0;
    for (const name of Object.keys(cases) as Case[]) {
      const { p50, p95 } = results[name];
      if (p50 >= TARGETS_MS[name]) missed++;
      console.log(`bench: planning ${labels[name]} p50 = ${fmt(p50)} ms, p95 = ${fmt(p95)} ms (target p50 < ${TARGETS_MS[name]} ms)`);
    }
    if (process.env.BENCH_EXPLAIN) await explain(dbUrl, server, cases);
    return missed ? 1 : 0;
  } finally {
    await api.close();
  }
}

/** One request of each kind with the statements the api sends caught; each select's EXPLAIN ANALYZE. */
async function explain(dbUrl: string, server: RunningServer, cases: Record<Case, (i: number) => Promise<unknown>>): Promise<void> {
  const platform = server.orm.em.getPlatform();
  const statements: string[] = [];
  // Every statement, ORM or raw, goes through the connection's execute, which calls onQuery with it and its values.
  server.orm.config.set('onQuery', (sql: string, params: readonly unknown[]) => {
    statements.push(platform.formatQuery(sql, params));
    return sql;
  });
  await withClient(dbUrl, async (c) => {
    for (const [name, one] of Object.entries(cases)) {
      statements.length = 0;
      await one(1000);
      console.log(`\n==== ${name}`);
      for (const sql of [...statements]) {
        console.log(`\n${sql}`);
        if (!/^\s*(select|with)\b/i.test(sql)) continue;
        const plan = await c.query(`explain (analyze, buffers) ${sql}`);
        for (const row of plan.rows) console.log(`    ${row['QUERY PLAN']}`);
      }
    }
  });
  server.orm.config.set('onQuery', (sql: string) => sql);
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`bench: planning failed (${err?.message ?? err})`);
    process.exit(2);
  },
);
