import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * The last number given per company, kind of document and year. Taken by one atomic upsert in the transaction that
 * creates the document: concurrent creations queue on the row, and a rolled-back one gives its number back.
 */
@Entity({ tableName: 'document_counter' })
export class DocumentCounter {
  @PrimaryKey({ type: 'uuid' })
  companyId!: string;

  /** The prefix: DEV, FAC, AV (a new document brings its own). */
  @PrimaryKey({ length: 5 })
  kind!: string;

  @PrimaryKey({ type: 'smallint' })
  year!: number;

  @Property({ type: 'integer' })
  last!: number;
}
