import { Migration } from '@mikro-orm/migrations';
import { CITY_ROWS, COUNTRY_ROWS, PROVINCE_ROWS, REGION_ROWS } from '../../modules/referentials/territory/rows';

/** A SQL literal of our own data (never input): quotes doubled, null as null. */
const lit = (v: string | number | null) => (v === null ? 'null' : typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`);
const values = (rows: readonly (string | number | null)[][]) => rows.map((r) => `(${r.map(lit).join(', ')})`).join(',\n');

/**
 * Referentials (issue 19): countries, Morocco's 12 regions and 75 prefectures and provinces (décret n° 2-15-40 du
 * 20 février 2015, ISO 3166-2:MA codes) and main cities, from modules/referentials/territory (the sources are named there).
 * Global reference data: no company column, read by everyone. Later migrations refer to the rows by their codes.
 */
export class Migration20261126240000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "country" ("code" varchar(2) not null, "name_fr" varchar(100) not null, "name_en" varchar(100) not null, "position" smallint not null, constraint "country_pkey" primary key ("code"));`);
    this.addSql(`create table "region" ("code" varchar(10) not null, "country_code" varchar(2) not null, "name_fr" varchar(100) not null, "name_en" varchar(100) not null, "capital_code" varchar(60) null, "position" smallint not null, constraint "region_pkey" primary key ("code"));`);
    this.addSql(`create table "city" ("code" varchar(60) not null, "country_code" varchar(2) not null, "region_code" varchar(10) null, "province_code" varchar(10) null, "name_fr" varchar(100) not null, "name_en" varchar(100) not null, "search_key" text not null, constraint "city_pkey" primary key ("code"));`);
    this.addSql(`create index "city_country_region_idx" on "city" ("country_code", "region_code");`);
    this.addSql(`create table "province" ("code" varchar(10) not null, "region_code" varchar(10) not null, "kind" text check ("kind" in ('PREFECTURE', 'PROVINCE')) not null, "name_fr" varchar(100) not null, "name_en" varchar(100) not null, "seat_code" varchar(60) null, "position" smallint not null, constraint "province_pkey" primary key ("code"));`);

    this.addSql(`insert into "country" ("code", "name_fr", "name_en", "position") values
${values(COUNTRY_ROWS.map((c) => [c.code, c.nameFr, c.nameEn, c.position]))};`);
    this.addSql(`insert into "region" ("code", "country_code", "name_fr", "name_en", "capital_code", "position") values
${values(REGION_ROWS.map((r) => [r.code, r.country, r.nameFr, r.nameEn, r.capital, r.position]))};`);
    this.addSql(`insert into "province" ("code", "region_code", "kind", "name_fr", "name_en", "seat_code", "position") values
${values(PROVINCE_ROWS.map((p) => [p.code, p.region, p.kind, p.nameFr, p.nameEn, p.seat, p.position]))};`);
    this.addSql(`insert into "city" ("code", "country_code", "region_code", "province_code", "name_fr", "name_en", "search_key") values
${values(CITY_ROWS.map((c) => [c.code, c.country, c.region, c.province, c.nameFr, c.nameEn, c.searchKey]))};`);

    this.addSql(`alter table "region" add constraint "region_country_code_foreign" foreign key ("country_code") references "country" ("code") on update cascade;`);
    this.addSql(`alter table "region" add constraint "region_capital_code_foreign" foreign key ("capital_code") references "city" ("code") on update cascade on delete set null;`);
    this.addSql(`alter table "city" add constraint "city_country_code_foreign" foreign key ("country_code") references "country" ("code") on update cascade;`);
    this.addSql(`alter table "city" add constraint "city_region_code_foreign" foreign key ("region_code") references "region" ("code") on update cascade on delete set null;`);
    this.addSql(`alter table "city" add constraint "city_province_code_foreign" foreign key ("province_code") references "province" ("code") on update cascade on delete set null;`);
    this.addSql(`alter table "province" add constraint "province_region_code_foreign" foreign key ("region_code") references "region" ("code") on update cascade;`);
    this.addSql(`alter table "province" add constraint "province_seat_code_foreign" foreign key ("seat_code") references "city" ("code") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "city" cascade;`);
    this.addSql(`drop table if exists "province" cascade;`);
    this.addSql(`drop table if exists "region" cascade;`);
    this.addSql(`drop table if exists "country" cascade;`);
  }
}
