import { Client } from 'pg';
import { createTestDatabase, openTestOrm, type TestDatabase } from '../../test/db';
import { type Database, openDatabase } from './database';
import { migrationsList } from './migrations';

/**
 * DATABASE_TIMEOUT_MS bounds what requests wait for, not the start: a migration that waits for a lock (or builds an
 * index on a big table) runs on its own connection, without the requests' statement, lock and idle timeouts.
 */
const COMPANY_FKS = 'Migration20261127050000';
/** Short enough to be exceeded on purpose, long enough to open a connection on a loaded CI machine (40 ms was not). */
const REQUEST_TIMEOUT_MS = 200;
let db: TestDatabase;
let opened: Database | undefined;
beforeAll(async () => {
  db = await createTestDatabase({ empty: true });
  // Every migration before the one that adds foreign keys to "company" (the webhooks'): it and the later ones are left.
  const { orm, close } = await openTestOrm(db);
  await orm.getMigrator().up({ to: migrationsList[migrationsList.findIndex((m) => m.name === COMPANY_FKS) - 1].name });
  await close();
}, 120_000);
afterAll(async () => {
  await opened?.close();
  await db?.drop();
});

it('migrates while another session holds a lock longer than the requests’ timeout, then holds requests to it', async () => {
  const holder = new Client({ connectionString: db.url });
  await holder.connect();
  await holder.query('begin');
  await holder.query('lock table company in access exclusive mode');
  const released = new Promise<void>((resolve) => setTimeout(() => void holder.query('commit').then(() => resolve()), 5 * REQUEST_TIMEOUT_MS));
  try {
    opened = await openDatabase({ databaseUrl: db.url, dataDir: db.dataDir, timeoutMs: REQUEST_TIMEOUT_MS });
  } finally {
    await released;
    await holder.end();
  }
  const migrator = opened.orm.getMigrator();
  expect(await migrator.getPendingMigrations()).toEqual([]);
  expect((await migrator.getExecutedMigrations()).map((m) => m.name)).toEqual(migrationsList.map((m) => m.name));
  // Requests keep their timeout.
  const conn = opened.orm.em.getConnection();
  await expect(conn.execute(`select pg_sleep(${(3 * REQUEST_TIMEOUT_MS) / 1000})`)).rejects.toMatchObject({ code: '57014' });
  expect(await conn.execute('select 1 as ok')).toEqual([{ ok: 1 }]);
}, 120_000);
