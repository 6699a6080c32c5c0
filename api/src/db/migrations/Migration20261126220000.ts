import { Migration } from '@mikro-orm/migrations';

/**
 * Documents (issue 18): document types as data (a null company is a built-in type, everyone's: seeded here with fixed
 * ids) and the documents of a site, each with one claimed stored file.
 */
export class Migration20261126220000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "document_type" ("id" uuid not null, "company_id" uuid null, "name" varchar(100) not null, "name_key" text not null, "category" text check ("category" in ('ADMINISTRATIF', 'TECHNIQUE', 'FINANCIER', 'SECURITE', 'PHOTOS', 'AUTRE')) not null, "created_at" timestamptz not null, constraint "document_type_pkey" primary key ("id"));`);
    this.addSql(`create unique index "document_type_builtin_name_unique" on "document_type" ("name_key") where "company_id" is null;`);
    this.addSql(`alter table "document_type" add constraint "document_type_company_name_unique" unique ("company_id", "name_key");`);

    this.addSql(`create table "site_document" ("id" uuid not null, "company_id" uuid not null, "site_id" uuid not null, "label" varchar(100) not null, "label_key" text not null, "type_id" uuid not null, "document_date" date not null, "file_id" uuid not null, "file_name" varchar(255) not null, "file_content_type" varchar(100) not null, "file_size" int not null, "search_text" text not null, "created_by" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "site_document_pkey" primary key ("id"));`);
    this.addSql(`create index "site_document_company_id_index" on "site_document" ("company_id");`);
    this.addSql(`create index "site_document_type_idx" on "site_document" ("type_id");`);
    this.addSql(`create index "site_document_site_date_idx" on "site_document" ("site_id", "document_date");`);
    this.addSql(`create index "site_document_site_created_idx" on "site_document" ("site_id", "created_at" desc, "id" desc);`);
    this.addSql(`alter table "site_document" add constraint "site_document_file_unique" unique ("file_id");`);
    this.addSql(`alter table "site_document" add constraint "site_document_site_label_unique" unique ("site_id", "label_key");`);

    this.addSql(`alter table "document_type" add constraint "document_type_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "site_document" add constraint "site_document_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "site_document" add constraint "site_document_site_id_foreign" foreign key ("site_id") references "site" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "site_document" add constraint "site_document_type_id_foreign" foreign key ("type_id") references "document_type" ("id") on update cascade;`);
    this.addSql(`alter table "site_document" add constraint "site_document_file_id_foreign" foreign key ("file_id") references "stored_file" ("id") on update cascade;`);

    // The built-in types, everyone's; their ids never change (clients and tests may name them).
    this.addSql(`insert into "document_type" ("id", "name", "name_key", "category", "created_at") values
      ('d0c7e000-0000-4000-8000-000000000001', 'Autorisation de construire', 'autorisation de construire', 'ADMINISTRATIF', now()),
      ('d0c7e000-0000-4000-8000-000000000002', 'Permis d''habiter', 'permis d''habiter', 'ADMINISTRATIF', now()),
      ('d0c7e000-0000-4000-8000-000000000003', 'Déclaration d''ouverture de chantier', 'declaration d''ouverture de chantier', 'ADMINISTRATIF', now()),
      ('d0c7e000-0000-4000-8000-000000000004', 'PV de réception provisoire', 'pv de reception provisoire', 'ADMINISTRATIF', now()),
      ('d0c7e000-0000-4000-8000-000000000005', 'PV de réception définitive', 'pv de reception definitive', 'ADMINISTRATIF', now()),
      ('d0c7e000-0000-4000-8000-000000000006', 'Plans d''architecte', 'plans d''architecte', 'TECHNIQUE', now()),
      ('d0c7e000-0000-4000-8000-000000000007', 'Plans béton armé', 'plans beton arme', 'TECHNIQUE', now()),
      ('d0c7e000-0000-4000-8000-000000000008', 'CPS', 'cps', 'TECHNIQUE', now()),
      ('d0c7e000-0000-4000-8000-000000000009', 'Bordereau des prix', 'bordereau des prix', 'TECHNIQUE', now()),
      ('d0c7e000-0000-4000-8000-000000000010', 'Métrés', 'metres', 'TECHNIQUE', now()),
      ('d0c7e000-0000-4000-8000-000000000011', 'Rapport du bureau de contrôle', 'rapport du bureau de controle', 'TECHNIQUE', now()),
      ('d0c7e000-0000-4000-8000-000000000012', 'Essais laboratoire', 'essais laboratoire', 'TECHNIQUE', now()),
      ('d0c7e000-0000-4000-8000-000000000013', 'Caution', 'caution', 'FINANCIER', now()),
      ('d0c7e000-0000-4000-8000-000000000014', 'Attachement', 'attachement', 'FINANCIER', now()),
      ('d0c7e000-0000-4000-8000-000000000015', 'Décompte', 'decompte', 'FINANCIER', now()),
      ('d0c7e000-0000-4000-8000-000000000016', 'Plan de sécurité', 'plan de securite', 'SECURITE', now()),
      ('d0c7e000-0000-4000-8000-000000000017', 'PV de visite sécurité', 'pv de visite securite', 'SECURITE', now()),
      ('d0c7e000-0000-4000-8000-000000000018', 'Registre de sécurité', 'registre de securite', 'SECURITE', now()),
      ('d0c7e000-0000-4000-8000-000000000019', 'Photos de chantier', 'photos de chantier', 'PHOTOS', now()),
      ('d0c7e000-0000-4000-8000-000000000020', 'Autre', 'autre', 'AUTRE', now());`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "site_document" cascade;`);
    this.addSql(`drop table if exists "document_type" cascade;`);
  }
}
