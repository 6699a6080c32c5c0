import type { MikroORM } from '@mikro-orm/postgresql';
import { createTestDatabase, openTestOrm, type TestDatabase } from '../../../test/db';

/** Migration20261201060721 on a database that already holds purchases: what each says was paid becomes its first payment. */
let db: TestDatabase;
let orm: MikroORM;
let close: () => Promise<void>;
const sql = <R = Record<string, unknown>>(text: string, params: unknown[] = []) => orm.em.getConnection().execute<R[]>(text, params);

beforeAll(async () => {
  db = await createTestDatabase({ empty: true });
  ({ orm, close } = await openTestOrm(db));
  await orm.getMigrator().up({ to: 'Migration20261201033907' });
}, 120_000);
afterAll(async () => {
  await close?.();
  await db?.drop();
});

it('gives each paid purchase one payment row on its payment day (its date when none), none to an unpaid one', async () => {
  const [company] = await sql<{ id: string }>(
    `insert into company (id, name, created_at, updated_at) values (gen_random_uuid(), 'Atlas', now(), now()) returning id`,
  );
  const [site] = await sql<{ id: string }>(
    `insert into site (id, company_id, name, progress, archived, created_at, updated_at, search_text)
     values (gen_random_uuid(), ?, 'Villa', 0, false, now(), now(), 'villa') returning id`,
    [company.id],
  );
  const [supplier] = await sql<{ id: string }>(
    `insert into supplier (id, company_id, name, ice, email, phone, address, created_at, updated_at)
     values (gen_random_uuid(), ?, 'Sonasid', '001234567000089', 'a@b.ma', '0600000000', 'Casa', now(), now()) returning id`,
    [company.id],
  );
  const purchase = (label: string, paid: string, day: string | null, mode: string | null) =>
    sql(
      `insert into purchase (id, company_id, site_id, supplier_id, label, reference, date, amount_ht, vat_rate, amount_vat,
                             amount_ttc, amount_paid, payment_date, payment_mode, created_at, updated_at)
       values (gen_random_uuid(), ?, ?, ?, ?, ?, '2026-03-02', 1000, 20, 200, 1200, ?, ?, ?, now(), now())`,
      [company.id, site.id, supplier.id, label, label, paid, day, mode],
    );
  await purchase('Ciment', '1200.00', '2026-03-20', 'CHEQUE');
  await purchase('Sable', '300.50', null, null);
  await purchase('Clous', '0.00', null, null);

  await orm.getMigrator().up();

  const rows = await sql<Record<string, string>>(
    `select p.label, to_char(pp.date, 'YYYY-MM-DD') as day, pp.amount, pp.mode, pp.company_id = p.company_id as same_company
       from purchase_payment pp join purchase p on p.id = pp.purchase_id order by p.label`,
  );
  expect(rows).toEqual([
    { label: 'Ciment', day: '2026-03-20', amount: '1200.00', mode: 'CHEQUE', same_company: true },
    { label: 'Sable', day: '2026-03-02', amount: '300.50', mode: null, same_company: true },
  ]);
});
