import { Migration } from '@mikro-orm/migrations';
import { CITY_ROWS } from '../../modules/referentials/territory/rows';
import { CITY_AR_ROWS, COUNTRY_AR_ROWS, PROVINCE_AR_ROWS, REGION_AR_ROWS } from '../../modules/referentials/territory/arabic-rows';

/** A SQL literal of our own data (never input): quotes doubled. */
const lit = (v: string) => `'${v.replace(/'/g, "''")}'`;
const values = (rows: readonly string[][]) => rows.map((r) => `(${r.map(lit).join(', ')})`).join(',\n');

/**
 * The places' Arabic names (issue 39): a `name_ar` column on country, region, province and city, filled from
 * modules/referentials/territory/arabic-names.ts (its sources are named there), then required. The cities' search keys
 * are written again with the Arabic name folded in, so typing Arabic finds a city. A fresh database and an upgraded one
 * hold the same rows: both run Migration20261126240000, then this.
 */
export class Migration20261202120000 extends Migration {
  override async up(): Promise<void> {
    for (const table of ['country', 'region', 'province', 'city']) {
      this.addSql(`alter table "${table}" add column "name_ar" varchar(100) null;`);
    }
    const fill = (table: string, rows: readonly { code: string; nameAr: string }[]) =>
      this.addSql(`update "${table}" as t set "name_ar" = v.name_ar from (values
${values(rows.map((r) => [r.code, r.nameAr]))}) as v(code, name_ar) where t.code = v.code;`);
    fill('country', COUNTRY_AR_ROWS);
    fill('region', REGION_AR_ROWS);
    fill('province', PROVINCE_AR_ROWS);
    this.addSql(`update "city" as t set "name_ar" = v.name_ar, "search_key" = v.search_key from (values
${values(CITY_AR_ROWS.map((c) => [c.code, c.nameAr, c.searchKey]))}) as v(code, name_ar, search_key) where t.code = v.code;`);
    // Every row has its name by now (a row the file missed fails here, never ships without one).
    for (const table of ['country', 'region', 'province', 'city']) {
      this.addSql(`alter table "${table}" alter column "name_ar" set not null;`);
    }
  }

  override async down(): Promise<void> {
    // The search keys go back to the French and English names, as Migration20261126240000 wrote them.
    this.addSql(`update "city" as t set "search_key" = v.search_key from (values
${values(CITY_ROWS.map((c) => [c.code, c.searchKey]))}) as v(code, search_key) where t.code = v.code;`);
    for (const table of ['country', 'region', 'province', 'city']) {
      this.addSql(`alter table "${table}" drop column "name_ar";`);
    }
  }
}
