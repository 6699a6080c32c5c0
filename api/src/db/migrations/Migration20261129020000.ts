import { Migration } from '@mikro-orm/migrations';

/**
 * The header's search (issue 33): pg_trgm, a folded search_text on planning tasks (the other searched tables have one),
 * and on each searched table a trigram index (parts of words, near misses) and a words index (prefixes, any order).
 */
export class Migration20261129020000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`alter table "planning_task" add column "search_text" text not null default '';`);
    // The api folds with foldForSearch (NFD, marks dropped, lower case); French and Spanish letters are enough here.
    this.addSql(
      `update "planning_task" set "search_text" = lower(translate(title || coalesce(' ' || description, ''), 'ÀÂÄÁÃÉÈÊËÍÎÏÓÔÖÕÚÙÛÜÇÑàâäáãéèêëíîïóôöõúùûüçñ', 'AAAAAEEEEIIIOOOOUUUUCNaaaaaeeeeiiioooouuuucn'));`,
    );
    this.addSql(`create index "site_search_trgm_idx" on "site" using gin ("search_text" gin_trgm_ops);`);
    this.addSql(`create index "site_search_words_idx" on "site" using gin (to_tsvector('simple', "search_text"));`);
    this.addSql(`create index "quote_search_trgm_idx" on "quote" using gin ("search_text" gin_trgm_ops);`);
    this.addSql(`create index "quote_search_words_idx" on "quote" using gin (to_tsvector('simple', "search_text"));`);
    this.addSql(`create index "invoice_search_trgm_idx" on "invoice" using gin ("search_text" gin_trgm_ops);`);
    this.addSql(`create index "invoice_search_words_idx" on "invoice" using gin (to_tsvector('simple', "search_text"));`);
    this.addSql(`create index "client_search_trgm_idx" on "client" using gin ("search_text" gin_trgm_ops);`);
    this.addSql(`create index "client_search_words_idx" on "client" using gin (to_tsvector('simple', "search_text"));`);
    this.addSql(`create index "supplier_search_trgm_idx" on "supplier" using gin ("search_text" gin_trgm_ops);`);
    this.addSql(`create index "supplier_search_words_idx" on "supplier" using gin (to_tsvector('simple', "search_text"));`);
    this.addSql(`create index "personnel_search_trgm_idx" on "personnel" using gin ("search_text" gin_trgm_ops);`);
    this.addSql(`create index "personnel_search_words_idx" on "personnel" using gin (to_tsvector('simple', "search_text"));`);
    this.addSql(`create index "stock_product_search_trgm_idx" on "stock_product" using gin ("search_text" gin_trgm_ops);`);
    this.addSql(`create index "stock_product_search_words_idx" on "stock_product" using gin (to_tsvector('simple', "search_text"));`);
    this.addSql(`create index "site_document_search_trgm_idx" on "site_document" using gin ("search_text" gin_trgm_ops);`);
    this.addSql(`create index "site_document_search_words_idx" on "site_document" using gin (to_tsvector('simple', "search_text"));`);
    this.addSql(`create index "planning_task_search_trgm_idx" on "planning_task" using gin ("search_text" gin_trgm_ops);`);
    this.addSql(`create index "planning_task_search_words_idx" on "planning_task" using gin (to_tsvector('simple', "search_text"));`);
  }
}
