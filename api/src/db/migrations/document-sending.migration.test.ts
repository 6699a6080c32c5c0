import type { MikroORM } from '@mikro-orm/postgresql';
import { createTestDatabase, openTestOrm, type TestDatabase } from '../../../test/db';

/** Migration20261130010000 on a database that already holds sendings of quotes and follow-up sheets. */
let db: TestDatabase;
let orm: MikroORM;
let close: () => Promise<void>;
const sql = <R = Record<string, unknown>>(text: string, params: unknown[] = []) => orm.em.getConnection().execute<R[]>(text, params);
const tables = async () =>
  (await sql<{ name: string }>(`select table_name as name from information_schema.tables where table_name like '%sending' order by 1`)).map(
    (r) => r.name,
  );

// Boots an empty database (the embedded one takes its wasm PostgreSQL up): more than jest's default 30 s when loaded.
beforeAll(async () => {
  db = await createTestDatabase({ empty: true });
  ({ orm, close } = await openTestOrm(db));
  await orm.getMigrator().up({ to: 'Migration20261129020000' });
}, 120_000);
afterAll(async () => {
  await close?.();
  await db?.drop();
});

it('moves the quote and follow-up sendings into document_sending, drops their tables, and forgets a deleted document’s', async () => {
  const [company] = await sql<{ id: string }>(
    `insert into company (id, name, created_at, updated_at) values (gen_random_uuid(), 'Atlas', now(), now()) returning id`,
  );
  const [site] = await sql<{ id: string }>(
    `insert into site (id, company_id, name, progress, archived, created_at, updated_at, search_text)
     values (gen_random_uuid(), ?, 'Villa', 0, false, now(), now(), 'villa') returning id`,
    [company.id],
  );
  const [client] = await sql<{ id: string }>(
    `insert into client (id, company_id, name, search_text, created_at, updated_at)
     values (gen_random_uuid(), ?, 'Client', 'client', now(), now()) returning id`,
    [company.id],
  );
  const quotes = await sql<{ id: string }>(
    `insert into quote (id, company_id, reference, client_id, issue_date, valid_until, total_ht, total_vat, total_ttc, search_text, created_at, updated_at)
     values (gen_random_uuid(), ?, 'DEV-2026-0001', ?, '2026-11-01', '2026-12-01', 0, 0, 0, '', now(), now()),
            (gen_random_uuid(), ?, 'DEV-2026-0002', ?, '2026-11-01', '2026-12-01', 0, 0, 0, '', now(), now()) returning id`,
    [company.id, client.id, company.id, client.id],
  );
  const [sheet] = await sql<{ id: string }>(
    `insert into follow_up (id, company_id, site_id, label, visit_date, project_manager, project_owner, report, created_at, updated_at)
     values (gen_random_uuid(), ?, ?, 'Visite', '2026-11-02', 'MOE', 'MOA', 'Rapport', now(), now()) returning id`,
    [company.id, site.id],
  );
  const mail = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222', '33333333-3333-4333-8333-333333333333'];
  await sql(
    `insert into quote_sending (id, company_id, quote_id, "to", mail_id, sent_by, sent_by_name, created_at)
     values ('aaaaaaaa-0000-4000-8000-000000000001', ?, ?, 'client@example.ma', ?, null, 'Amina Idrissi', '2026-11-03T10:00:00Z'),
            ('aaaaaaaa-0000-4000-8000-000000000002', ?, ?, 'autre@example.ma', ?, null, 'Amina Idrissi', '2026-11-03T11:00:00Z')`,
    [company.id, quotes[0].id, mail[0], company.id, quotes[1].id, mail[1]],
  );
  await sql(
    `insert into follow_up_sending (id, company_id, follow_up_id, recipients, mail_ids, sent_by, sent_by_name, created_at)
     values ('bbbbbbbb-0000-4000-8000-000000000001', ?, ?, array['moa@example.ma', 'moe@example.ma'], array[?, ?], null, 'Karim Alami',
             '2026-11-04T09:00:00Z')`,
    [company.id, sheet.id, mail[1], mail[2]],
  );

  await orm.getMigrator().up({ to: 'Migration20261130010000' });

  expect(await tables()).toEqual(['document_sending']);
  const rows = await sql<Record<string, unknown>>(
    `select id, document_kind, document_id, recipients, mail_ids, sent_by_name, created_at from document_sending order by created_at`,
  );
  expect(rows.map((r) => ({ ...r, created_at: new Date(r.created_at as string).toISOString() }))).toEqual([
    {
      id: 'aaaaaaaa-0000-4000-8000-000000000001',
      document_kind: 'QUOTE',
      document_id: quotes[0].id,
      recipients: ['client@example.ma'],
      mail_ids: [mail[0]],
      sent_by_name: 'Amina Idrissi',
      created_at: '2026-11-03T10:00:00.000Z',
    },
    {
      id: 'aaaaaaaa-0000-4000-8000-000000000002',
      document_kind: 'QUOTE',
      document_id: quotes[1].id,
      recipients: ['autre@example.ma'],
      mail_ids: [mail[1]],
      sent_by_name: 'Amina Idrissi',
      created_at: '2026-11-03T11:00:00.000Z',
    },
    {
      id: 'bbbbbbbb-0000-4000-8000-000000000001',
      document_kind: 'FOLLOW_UP',
      document_id: sheet.id,
      recipients: ['moa@example.ma', 'moe@example.ma'],
      mail_ids: [mail[1], mail[2]],
      sent_by_name: 'Karim Alami',
      created_at: '2026-11-04T09:00:00.000Z',
    },
  ]);

  // The old tables' cascades, now triggers: a quote deleted, and a sheet deleted with its site, take their sendings.
  await sql(`delete from quote where id = ?`, [quotes[0].id]);
  await sql(`delete from site where id = ?`, [site.id]);
  expect(await sql(`select id from document_sending`)).toEqual([{ id: 'aaaaaaaa-0000-4000-8000-000000000002' }]);

  // And back down: each document's sendings in its own table again.
  await orm.getMigrator().down();
  expect(await tables()).toEqual(['follow_up_sending', 'quote_sending']);
  expect(await sql(`select id, "to", mail_id from quote_sending`)).toEqual([
    { id: 'aaaaaaaa-0000-4000-8000-000000000002', to: 'autre@example.ma', mail_id: mail[1] },
  ]);
});
