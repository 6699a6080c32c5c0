import { Migration } from '@mikro-orm/migrations';

/**
 * Webhooks (issue 21): the companies' endpoints, and their deliveries — the outbox written in each event's own
 * transaction, then the delivery log. `webhook_delivery_due_idx` keeps the dispatcher's claim cheap (pending rows only),
 * `webhook_delivery_done_idx` the pruning of the log after 30 days.
 */
export class Migration20261127050000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "webhook_endpoint" ("id" uuid not null, "company_id" uuid not null, "url" varchar(500) not null, "description" varchar(120) null, "events" text[] not null, "secret" varchar(80) not null, "active" boolean not null default true, "created_by_id" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "webhook_endpoint_pkey" primary key ("id"));`);
    this.addSql(`create index "webhook_endpoint_company_id_index" on "webhook_endpoint" ("company_id");`);
    this.addSql(`create table "webhook_delivery" ("id" uuid not null, "company_id" uuid not null, "endpoint_id" uuid not null, "event_id" uuid not null, "event_type" varchar(40) not null, "body" text not null, "status" varchar(10) not null default 'PENDING', "attempts" int not null default 0, "created_at" timestamptz not null, "next_attempt_at" timestamptz not null, "give_up_at" timestamptz not null, "last_attempt_at" timestamptz null, "delivered_at" timestamptz null, "response_status" int null, "response_excerpt" text null, "last_error" varchar(500) null, "replay_of" uuid null, constraint "webhook_delivery_pkey" primary key ("id"));`);
    this.addSql(`create index "webhook_delivery_company_id_index" on "webhook_delivery" ("company_id");`);
    this.addSql(`create index "webhook_delivery_due_idx" on "webhook_delivery" ("next_attempt_at") where "status" = 'PENDING';`);
    this.addSql(`create index "webhook_delivery_done_idx" on "webhook_delivery" ("created_at") where "status" <> 'PENDING';`);
    this.addSql(`create index "webhook_delivery_endpoint_idx" on "webhook_delivery" ("endpoint_id", "created_at" desc, "id" desc);`);
    this.addSql(`alter table "webhook_endpoint" add constraint "webhook_endpoint_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "webhook_endpoint" add constraint "webhook_endpoint_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "webhook_delivery" add constraint "webhook_delivery_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "webhook_delivery" add constraint "webhook_delivery_endpoint_id_foreign" foreign key ("endpoint_id") references "webhook_endpoint" ("id") on update cascade on delete cascade;`);
  }
}
