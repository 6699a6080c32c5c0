// @both-databases: the places' Arabic names on an upgraded database.
import type { MikroORM } from '@mikro-orm/postgresql';
import { createTestDatabase, openTestOrm, type TestDatabase } from '../../../test/db';
import { CITY_AR_ROWS, COUNTRY_AR_ROWS, PROVINCE_AR_ROWS, REGION_AR_ROWS } from '../../modules/referentials/territory/arabic-rows';
import { CITY_ROWS } from '../../modules/referentials/territory/rows';

/** Migration20261202120000 on a database that held the referentials without Arabic (issue 39). */
let db: TestDatabase;
let orm: MikroORM;
let close: () => Promise<void>;
const sql = <R = Record<string, unknown>>(text: string) => orm.em.getConnection().execute<R[]>(text);
const byCode = <T extends { code: string }>(rows: readonly T[]) => [...rows].sort((a, b) => (a.code < b.code ? -1 : 1));

// Boots an empty database (the embedded one takes its wasm PostgreSQL up): more than jest's default 30 s when loaded.
beforeAll(async () => {
  db = await createTestDatabase({ empty: true });
  ({ orm, close } = await openTestOrm(db));
  await orm.getMigrator().up({ to: 'Migration20261202034353' });
}, 120_000);
afterAll(async () => {
  await close?.();
  await db?.drop();
});

it('gives every place its Arabic name from the data file, required; down takes it away and the search keys back', async () => {
  const before = await sql<{ code: string; search_key: string }>('select code, search_key from city order by code');
  expect(before).toEqual(byCode(CITY_ROWS).map((c) => ({ code: c.code, search_key: c.searchKey })));

  await orm.getMigrator().up({ to: 'Migration20261202120000' });

  const tables: [string, readonly { code: string; nameAr: string }[]][] = [
    ['country', COUNTRY_AR_ROWS],
    ['region', REGION_AR_ROWS],
    ['province', PROVINCE_AR_ROWS],
    ['city', CITY_AR_ROWS],
  ];
  for (const [table, rows] of tables) {
    expect(await sql(`select code, name_ar as "nameAr" from "${table}" order by code`)).toEqual(
      byCode(rows).map((r) => ({ code: r.code, nameAr: r.nameAr })),
    );
    const [column] = await sql<{ is_nullable: string }>(
      `select is_nullable from information_schema.columns where table_name = '${table}' and column_name = 'name_ar'`,
    );
    expect([table, column.is_nullable]).toEqual([table, 'NO']);
  }
  expect(await sql('select code, search_key as "searchKey" from city order by code')).toEqual(
    byCode(CITY_AR_ROWS).map((c) => ({ code: c.code, searchKey: c.searchKey })),
  );

  await orm.getMigrator().down({ to: 'Migration20261202034353' });
  expect(await sql('select code, search_key from city order by code')).toEqual(before);
  expect(await sql(`select table_name from information_schema.columns where column_name = 'name_ar'`)).toEqual([]);
});
