import { Migration } from '@mikro-orm/migrations';

/**
 * `site_count`: a company's number of sites per (archived, status), so the sites list gives its total without
 * counting rows (10,000 sites were 10,000 index entries read per page). Kept by statement triggers on `site`, in the
 * transaction of the change, by atomic arithmetic (like site_month_finance); a statement's changes are applied in
 * key order so that two transactions never take the same counters in opposite orders.
 */
export class Migration20261124000100 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "site_count" ("company_id" uuid not null, "archived" boolean not null, "status" text not null, "n" int not null default 0, constraint "site_count_pkey" primary key ("company_id", "archived", "status"));`);
    this.addSql(`alter table "site_count" add constraint "site_count_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    // A decrement only updates: when a company is deleted, its counters may already have gone with it.
    this.addSql(`create function "site_count_add"(p_company uuid, p_archived boolean, p_status text, p_delta int) returns void language plpgsql as $$
begin
  if p_delta < 0 then
    update "site_count" set "n" = "n" + p_delta where "company_id" = p_company and "archived" = p_archived and "status" = p_status;
  else
    insert into "site_count" as c ("company_id", "archived", "status", "n") values (p_company, p_archived, p_status, p_delta)
    on conflict ("company_id", "archived", "status") do update set "n" = c."n" + excluded."n";
  end if;
end $$;`);
    this.addSql(`create function "site_count_track"() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform "site_count_add"(company_id, archived, status, d)
    from (select company_id, archived, status, count(*)::int as d from new_rows group by 1, 2, 3 order by 1, 2, 3) x;
  elsif tg_op = 'DELETE' then
    perform "site_count_add"(company_id, archived, status, d)
    from (select company_id, archived, status, -count(*)::int as d from old_rows group by 1, 2, 3 order by 1, 2, 3) x;
  else
    perform "site_count_add"(company_id, archived, status, d)
    from (select company_id, archived, status, sum(d)::int as d
          from (select company_id, archived, status, 1 as d from new_rows union all select company_id, archived, status, -1 from old_rows) y
          group by 1, 2, 3 having sum(d) <> 0 order by 1, 2, 3) x;
  end if;
  return null;
end $$;`);
    this.addSql(`create trigger "site_count_insert" after insert on "site" referencing new table as new_rows for each statement execute function "site_count_track"();`);
    this.addSql(`create trigger "site_count_update" after update on "site" referencing old table as old_rows new table as new_rows for each statement execute function "site_count_track"();`);
    this.addSql(`create trigger "site_count_delete" after delete on "site" referencing old table as old_rows for each statement execute function "site_count_track"();`);
    // The sites made before the counters existed.
    this.addSql(`insert into "site_count" ("company_id", "archived", "status", "n") select "company_id", "archived", "status", count(*)::int from "site" group by 1, 2, 3;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "site_count_insert" on "site";`);
    this.addSql(`drop trigger if exists "site_count_update" on "site";`);
    this.addSql(`drop trigger if exists "site_count_delete" on "site";`);
    this.addSql(`drop function if exists "site_count_track"();`);
    this.addSql(`drop function if exists "site_count_add"(uuid, boolean, text, int);`);
    this.addSql(`drop table if exists "site_count" cascade;`);
  }

}
