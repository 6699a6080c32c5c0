// @both-databases: migrations on an empty database.
import type { MikroORM } from '@mikro-orm/postgresql';
import { createTestDatabase, openTestOrm, type TestDatabase } from '../../test/db';
import { migrationsList } from './migrations';

let db: TestDatabase;
let orm: MikroORM;
let close: () => Promise<void>;
// An empty embedded database boots PGlite's wasm PostgreSQL and runs every migration: ~10 s alone, 39 s seen on a
// loaded machine, so the hook gets more than jest's default 30 s.
beforeAll(async () => {
  db = await createTestDatabase({ empty: true });
  ({ orm, close } = await openTestOrm(db));
}, 120_000);
afterAll(async () => {
  await close?.();
  await db?.drop();
});

describe('committed migrations', () => {
  it('apply in order on an empty database', async () => {
    const applied = await orm.getMigrator().up();
    expect(applied.map((m) => m.name)).toEqual(migrationsList.map((m) => m.name));
    expect(await orm.getMigrator().getPendingMigrations()).toEqual([]);
  });

  it('match the entities: no schema change left to migrate', async () => {
    // The SQL first, so that a failure names what the missing migration should contain.
    expect(await orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false })).toBe('');
    expect(await orm.getMigrator().checkMigrationNeeded()).toBe(false);
  });
});
