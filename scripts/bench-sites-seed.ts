// Seeding for scripts/bench-sites.ts: realistic companies, members and sites inserted with SQL in one go.
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';

export const COMPANIES = 100;
export const BIG_SITES = Number(process.env.BENCH_BIG_SITES ?? 10_000);
export const SMALL_SITES = 100;
export const OTHER_SITES = Number(process.env.BENCH_OTHER_SITES ?? 100);
export const PASSWORD = 'Chantier2024';

export function adminDatabaseUrl(): string {
  return process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
}

export async function withClient<T>(url: string, fn: (c: Client) => Promise<T>): Promise<T> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

const FIRST_NAMES = ['Amina', 'Karim', 'Youssef', 'Fatima Zahra', 'Omar', 'Salma', 'Hicham', 'Nadia', 'Mehdi', 'Khadija', 'Rachid', 'Imane'];
const LAST_NAMES = ['Benali', 'Alaoui', 'El Idrissi', 'Bennani', 'Tazi', 'Chraibi', 'Berrada', 'El Fassi', 'Lahlou', 'Ouazzani', 'Amrani', 'Sqalli'];

/** 100 companies with 4 active members each; company A gets `big` active sites, B SMALL_SITES, the others OTHER_SITES. */
export async function seed(
  dbUrl: string,
  big = BIG_SITES,
): Promise<{ a: { id: string; email: string }; b: { id: string; email: string }; active: number; archived: number }> {
  const { hashPassword } = require('../api/src/core/auth/passwords');
  const hash: string = await hashPassword(PASSWORD);
  const companies = Array.from({ length: COMPANIES }, (_, i) => ({
    id: randomUUID(),
    name: i === 0 ? 'Atlas Grands Travaux' : i === 1 ? 'Rif Bâtiment' : `Entreprise BTP ${String(i + 1).padStart(3, '0')}`,
    sites: i === 0 ? big : i === 1 ? SMALL_SITES : OTHER_SITES,
  }));
  const users = companies.flatMap((c, ci) =>
    Array.from({ length: 4 }, (_, ui) => ({
      id: randomUUID(),
      company: c.id,
      first: FIRST_NAMES[(ci + ui * 5) % FIRST_NAMES.length],
      last: LAST_NAMES[(ci * 7 + ui) % LAST_NAMES.length],
      email: `bench-${ci}-${ui}@example.test`,
      role: ui === 0 ? 'MANAGER' : 'USER',
    })),
  );
  await withClient(dbUrl, async (c) => {
    await c.query('begin');
    await c.query(
      `insert into company (id, name, city, created_at, updated_at) select id, name, 'Casablanca', now(), now() from ` +
        `unnest($1::uuid[], $2::text[]) as t(id, name)`,
      [companies.map((c) => c.id), companies.map((c) => c.name)],
    );
    await c.query(
      `insert into app_user (id, company_id, first_name, last_name, email, role, type, status, password_hash, email_verified_at, created_at, updated_at)
       select id, company_id, first_name, last_name, email, role, 'USER', 'ACTIVE', $7, now(), now(), now()
       from unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[]) as t(id, company_id, first_name, last_name, email, role)`,
      [
        users.map((u) => u.id),
        users.map((u) => u.company),
        users.map((u) => u.first),
        users.map((u) => u.last),
        users.map((u) => u.email),
        users.map((u) => u.role),
        hash,
      ],
    );
    await c.query('select setseed(0.42)');
    // Names, clients and cities with accents; search_text folded as foldForSearch does (lower case, no accents).
    // Each company gets n active sites plus 5 % more archived ones, created_at spread over three years (a
    // permutation of g, so the archived ones are spread too), ~20 % with a manager.
    await c.query(
      `insert into site (id, company_id, name, client, manager_id, foreman, address, city, postal_code, budget, start_date, end_date,
                         status, progress, archived, search_text, created_by, created_at, updated_at)
       select gen_random_uuid(), co.id, s.name, s.client,
              case when random() < 0.2 then m.ids[1 + floor(random() * array_length(m.ids, 1))::int] end,
              s.foreman, (1 + floor(random() * 200))::int || ', ' || s.street, s.city, (10000 + floor(random() * 80000))::int::text,
              round((100000 + random() * 9900000)::numeric, 2), s.created::date + 15, s.created::date + 15 + (90 + floor(random() * 600))::int,
              s.status, case s.status when 'TERMINE' then 100 when 'EN_PREPARATION' then 0 else floor(random() * 100)::int end,
              g > co.n,
              lower(translate(concat_ws(' ', s.name, s.client, s.city), 'ÀÂÄÇÉÈÊËÎÏÔÖÙÛÜàâäçéèêëîïôöùûü', 'AAACEEEEIIOOUUUaaaceeeeiioouuu')),
              m.ids[1], s.created, s.created
       from (select id, n, n + ceil(n / 20.0)::int as total from unnest($1::uuid[], $2::int[]) as t(id, n)) co
       cross join lateral (select array_agg(u.id order by u.email) as ids from app_user u where u.company_id = co.id) m
       cross join lateral generate_series(1, co.total) g
       cross join lateral (
         select (array['Villa', 'Résidence', 'Immeuble', 'École', 'Entrepôt', 'Clinique', 'Hôtel', 'Lotissement', ` +
        `'Mosquée', 'Centre commercial'])[1 + floor(random() * 10)::int]
                  || ' ' || (array['Anfa', 'Al Amal', 'Maârif', 'Hay Riad', 'Agdal', 'Guéliz', 'Al Farabi', 'Les ` +
        `Orangers', 'Palmeraie', 'Bouskoura', 'Aïn Diab', 'Souissi'])[1 + floor(random() * 12)::int]
                  || ' — lot ' || g as name,
                case when random() < 0.7 then (array['M. Bennani', 'Mme Tazi', 'Commune de Salé', 'Marina Invest', ` +
        `'Groupe Addoha', 'Société Générale Immobilière', 'Al Omrane', 'ONEE', 'Clinique du Détroit', 'Famille El Fassi'])[1 + ` +
        `floor(random() * 10)::int] end as client,
                case when random() < 0.5 then (array['Hassan', 'Brahim', 'Mustapha', 'Abdellah', 'Saïd', 'Aziz'])[1 + ` +
        `floor(random() * 6)::int] || ' ' || (array['Ait Ali', 'Ouchen', 'Bouzid', 'Naciri'])[1 + floor(random() * 4)::int] end as foreman,
                (array['rue Ibn Sina', 'boulevard Zerktouni', 'avenue Hassan II', 'rue de Fès', 'avenue Mohammed V', ` +
        `'rue Moulay Youssef'])[1 + floor(random() * 6)::int] as street,
                (array['Casablanca', 'Casablanca', 'Rabat', 'Marrakech', 'Fès', 'Tanger', 'Agadir', 'Meknès', 'Oujda', ` +
        `'Kénitra', 'Tétouan', 'Salé', 'Béni Mellal', 'El Jadida'])[1 + floor(random() * 14)::int] as city,
                (array['EN_PREPARATION', 'EN_COURS', 'EN_COURS', 'EN_COURS', 'SUSPENDU', 'TERMINE', 'TERMINE'])[1 + floor(random() * 7)::int] as status,
                now() - make_interval(secs => (((g - 1) * 7919) % co.total + random()) * (94608000.0 / co.total)) as created
       ) s`,
      [companies.map((c) => c.id), companies.map((c) => c.sites)],
    );
    await c.query('commit');
    // A settled table, as in production: statistics and a visibility map (index-only counts).
    await c.query('vacuum (analyze) site');
    await c.query('vacuum (analyze) app_user');
    await c.query('vacuum (analyze) company');
  });
  const active = companies.reduce((n, c) => n + c.sites, 0);
  const archived = companies.reduce((n, c) => n + Math.ceil(c.sites / 20), 0);
  return { a: { id: companies[0].id, email: users[0].email }, b: { id: companies[1].id, email: users[4].email }, active, archived };
}
