import { Migration } from '@mikro-orm/migrations';

/**
 * The site feed becomes data: entries keep the record's name (`entity_label`), how their values are written
 * (`value_kind`) and, for a stock movement, its quantity and unit; the client writes the sentence in the reader's
 * language. `STRUCTURE_FEED_SQL` turns the entries written before as French sentences into the same data, and
 * removes the changes that changed nothing.
 */
export const STRUCTURE_FEED_SQL = [
  // 'Ajout : Achat « Ciment CPJ 45 »' -> the label; 'Ajout : Chantier' (no name) -> none.
  `update "site_news_entry" set "entity_label" = substring("content" from '« (.*) »$'), "content" = null
   where "type" in ('ADD', 'DELETION') and "content" ~ '^(Ajout|Suppression) : '`,
  // A stock movement was named 'Parpaing 20 × 20 × 50 (-900.000)'.
  `update "site_news_entry" e set "entity_label" = x.m[1], "quantity" = x.m[2]::numeric
   from (select "id", regexp_match("entity_label", '^(.*) \\(([-+]?[0-9]+(\\.[0-9]+)?)\\)$') as m
         from "site_news_entry" where "entity_kind" = 'StockMovement') x
   where x."id" = e."id" and x.m is not null`,
  `update "site_news_entry" e set "unit" = p."unit"
   from "stock_movement" m join "stock_product" p on p."id" = m."product_id"
   where e."entity_kind" = 'StockMovement' and m."id"::text = e."entity_id" and e."unit" is null`,
  // A service sheet was named 'Omar (Lundi)': the worker is its name, the day is one of its fields.
  `update "site_news_entry" set "entity_label" = regexp_replace("entity_label", ' \\((Lundi|Mardi|Mercredi|Jeudi|Vendredi|Samedi|Dimanche)\\)$', '')
   where "entity_kind" = 'ServiceSheet'`,
  `update "site_news_entry" set "value_kind" = 'file',
     "before" = case when "content" = 'Fichier ajouté' then null else 'file' end,
     "after" = case when "content" = 'Fichier retiré' then null else 'file' end,
     "content" = null
   where "type" = 'MODIFICATION' and "content" in ('Fichier ajouté', 'Fichier remplacé', 'Fichier retiré')`,
  `update "site_news_entry" set "value_kind" = case
     when "entity_kind" = 'Purchase' and "field" = 'vatRate' then 'percent'
     when "field" = 'progress' then 'percent'
     when "field" in ('budget', 'amountHT', 'amountPaid', 'amount', 'bonus') then 'money'
     when "field" in ('startDate', 'endDate', 'date', 'stockDay') then 'date'
     when "field" = 'archived' then 'boolean'
     when "field" in ('status', 'day', 'type') then 'enum'
     when "field" in ('manager', 'supplier', 'personnel', 'site', 'product') then 'relation'
     when "field" in ('quantity', 'stockAfter') then 'quantity'
     else 'text' end
   where "type" = 'MODIFICATION' and "value_kind" is null`,
  `update "site_news_entry" set
     "before" = case "before" when 'oui' then 'true' when 'non' then 'false' else "before" end,
     "after" = case "after" when 'oui' then 'true' when 'non' then 'false' else "after" end
   where "value_kind" = 'boolean'`,
  `delete from "site_news_entry" where "type" = 'MODIFICATION' and "before" is not distinct from "after" and "value_kind" <> 'file'`,
  `delete from "site_news_entry" where "type" = 'MODIFICATION' and "value_kind" = 'file' and "before" is null and "after" is null`,
];

export class Migration20261125000000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "site_news_entry" add column "value_kind" text check ("value_kind" in ('text', 'money', 'quantity', 'percent', 'date', 'boolean', 'enum', 'relation', 'file', 'number')) null, add column "entity_label" text null, add column "quantity" numeric(15,3) null, add column "unit" varchar(50) null;`,
    );
    for (const statement of STRUCTURE_FEED_SQL) this.addSql(`${statement};`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "site_news_entry" drop column "value_kind", drop column "entity_label", drop column "quantity", drop column "unit";`);
  }
}
