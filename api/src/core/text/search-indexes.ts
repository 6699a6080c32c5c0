import { Index } from '@mikro-orm/core';

/** The tables the header's search reads, each with a folded `search_text` column (foldForSearch). */
export const SEARCHED_TABLES = [
  'site',
  'quote',
  'invoice',
  'client',
  'supplier',
  'personnel',
  'stock_product',
  'site_document',
  'planning_task',
] as const;
export type SearchedTable = (typeof SEARCHED_TABLES)[number];

export const searchIndexSql = (table: SearchedTable) => ({
  /** Any part of a word ('beton' in 'betonniere'), and a word misspelt by a letter, ranked by similarity. */
  trigram: `create index "${table}_search_trgm_idx" on "${table}" using gin ("search_text" gin_trgm_ops)`,
  /** Words in any order, each as a prefix ('villa an' finds 'Villa Anfa'). */
  words: `create index "${table}_search_words_idx" on "${table}" using gin (to_tsvector('simple', "search_text"))`,
});

/** Declares a table's two search indexes (written by Migration20261129020000) so the schema check knows them. */
export function SearchIndexes(table: SearchedTable): ClassDecorator {
  const sql = searchIndexSql(table);
  return (target) => {
    Index({ name: `${table}_search_trgm_idx`, expression: sql.trigram })(target);
    Index({ name: `${table}_search_words_idx`, expression: sql.words })(target);
  };
}
