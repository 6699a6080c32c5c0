// @both-databases: a data migration and its text-search functions.
import type { MikroORM } from '@mikro-orm/postgresql';
import { createTestDatabase, openTestOrm, type TestDatabase } from '../../../test/db';

/** Migration20261126140000 on a database whose search_text was folded before œ and æ were spelt out. */
let db: TestDatabase;
let orm: MikroORM;
let close: () => Promise<void>;
const sql = <R = Record<string, unknown>>(text: string, params: unknown[] = []) => orm.em.getConnection().execute<R[]>(text, params);

// Boots an empty database (the embedded one takes its wasm PostgreSQL up): more than jest's default 30 s when loaded.
beforeAll(async () => {
  db = await createTestDatabase({ empty: true });
  ({ orm, close } = await openTestOrm(db));
  await orm.getMigrator().up({ to: 'Migration20261126130000' });
}, 120_000);
afterAll(async () => {
  await close?.();
  await db?.drop();
});

it('spells out the ligatures in the stored search text and leaves the rest as it was', async () => {
  const [company] = await sql<{ id: string }>(
    `insert into company (id, name, created_at, updated_at) values (gen_random_uuid(), 'Atlas', now(), now()) returning id`,
  );
  for (const [name, searchText] of [
    ['Gros œuvre', 'gros œuvre'],
    ['Villa Lætitia', 'villa lætitia'],
    ['Villa Anfa', 'villa anfa'],
  ]) {
    await sql(
      `insert into site (id, company_id, name, progress, archived, created_at, updated_at, search_text)
       values (gen_random_uuid(), ?, ?, 0, false, now(), now(), ?)`,
      [company.id, name, searchText],
    );
  }
  await sql(
    `insert into supplier (id, company_id, name, ice, email, phone, address, search_text, created_at, updated_at)
     values (gen_random_uuid(), ?, 'Cœur Matériaux', '001', 'a@b.ma', '0600000000', 'Rue', 'cœur materiaux 001 a@b.ma', now(), now())`,
    [company.id],
  );
  const [counts] = await sql<{ n: number }>(`select sum(n)::int as n from site_count`);

  await orm.getMigrator().up();

  expect(await sql(`select search_text from site order by search_text`)).toEqual([
    { search_text: 'gros oeuvre' },
    { search_text: 'villa anfa' },
    { search_text: 'villa laetitia' },
  ]);
  expect(await sql(`select search_text from supplier`)).toEqual([{ search_text: 'coeur materiaux 001 a@b.ma' }]);
  // The rewrite changes no site's company, status or archiving: the counters stay as they were.
  expect(await sql(`select sum(n)::int as n from site_count`)).toEqual([counts]);
});
