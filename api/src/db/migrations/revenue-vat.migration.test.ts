import type { MikroORM } from '@mikro-orm/postgresql';
import { createTestDatabase, openTestOrm, type TestDatabase } from '../../../test/db';

/** Migration20261126100000 on a database that already holds revenues: each is read as TTC at 20 % and split. */
let db: TestDatabase;
let orm: MikroORM;
let close: () => Promise<void>;
const sql = <R = Record<string, unknown>>(text: string, params: unknown[] = []) => orm.em.getConnection().execute<R[]>(text, params);

// Boots an empty database (the embedded one takes its wasm PostgreSQL up): more than jest's default 30 s when loaded.
beforeAll(async () => {
  db = await createTestDatabase({ empty: true });
  ({ orm, close } = await openTestOrm(db));
  await orm.getMigrator().up({ to: 'Migration20261126000000' });
}, 120_000);
afterAll(async () => {
  await close?.();
  await db?.drop();
});

it('splits the revenues recorded before it, rebuilds their months, and leaves the company subject to TVA', async () => {
  const [company] = await sql<{ id: string }>(
    `insert into company (id, name, created_at, updated_at) values (gen_random_uuid(), 'Atlas', now(), now()) returning id`,
  );
  const [site] = await sql<{ id: string }>(
    `insert into site (id, company_id, name, progress, archived, created_at, updated_at, search_text)
     values (gen_random_uuid(), ?, 'Villa', 0, false, now(), now(), 'villa') returning id`,
    [company.id],
  );
  for (const [date, amount] of [
    ['2025-03-05', '12000.00'],
    ['2025-03-20', '0.10'],
    ['2025-04-02', '999999999999.99'],
  ]) {
    await sql(
      `insert into revenue (id, company_id, site_id, label, date, reference, amount, created_at, updated_at)
       values (gen_random_uuid(), ?, ?, 'R', ?, 'R', ?, now(), now())`,
      [company.id, site.id, date, amount],
    );
  }
  await sql(
    `insert into site_month_finance (company_id, site_id, month, revenues) values (?, ?, '2025-03-01', 12000.10), (?, ?, '2025-04-01', 999999999999.99)`,
    [company.id, site.id, company.id, site.id],
  );

  await orm.getMigrator().up();

  const revenues = await sql<Record<string, string>>(`select amount, vat_rate, amount_ht, amount_vat from revenue order by date`);
  expect(revenues).toEqual([
    { amount: '12000.00', vat_rate: '20.00', amount_ht: '10000.00', amount_vat: '2000.00' },
    // 0.10 / 1.2 = 0.0833… -> 0.08; 999999999999.99 / 1.2 = 833333333333.325 -> .33 (half-up).
    { amount: '0.10', vat_rate: '20.00', amount_ht: '0.08', amount_vat: '0.02' },
    { amount: '999999999999.99', vat_rate: '20.00', amount_ht: '833333333333.33', amount_vat: '166666666666.66' },
  ]);
  const months = await sql<Record<string, string>>(
    `select to_char(month, 'YYYY-MM') as month, revenues, revenues_ht, revenues_vat from site_month_finance order by month`,
  );
  expect(months).toEqual([
    { month: '2025-03', revenues: '12000.10', revenues_ht: '10000.08', revenues_vat: '2000.02' },
    { month: '2025-04', revenues: '999999999999.99', revenues_ht: '833333333333.33', revenues_vat: '166666666666.66' },
  ]);
  expect(await sql(`select vat_subject from company`)).toEqual([{ vat_subject: true }]);
});
