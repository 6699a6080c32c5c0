import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel, Unique } from '@mikro-orm/core';
import { StoredFile } from '../../core/files/stored-file.entity';
import { CompanyRecord } from '../../core/tenancy/company-record.entity';
import { Site } from '../sites';
import { DocumentType } from './document-type.entity';
import { SearchIndexes } from '../../core/text/search-indexes';

/**
 * A document of a site (SPEC §3): libellé, type, the document's date ('date de création') and its file. The file's
 * name, type and size are copied here so that a list needs no other table. A USER reads the documents of their
 * sites only: the site's own filter applies through `site`.
 */
@Entity({ tableName: 'site_document' })
@SearchIndexes('site_document')
// One libellé per site, case, accents and spacing aside (SPEC: 'Il y a déjà un libellé avec ce nom').
@Unique({ name: 'site_document_site_label_unique', properties: ['site', 'labelKey'] })
@Unique({ name: 'site_document_file_unique', properties: ['file'] })
@Index({
  name: 'site_document_site_created_idx',
  expression: 'create index "site_document_site_created_idx" on "site_document" ("site_id", "created_at" desc, "id" desc)',
})
@Index({ name: 'site_document_site_date_idx', properties: ['site', 'documentDate'] })
@Index({ name: 'site_document_type_idx', properties: ['type'] })
export class SiteDocument extends CompanyRecord {
  [OptionalProps]?: 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Site, { deleteRule: 'cascade', index: false })
  site!: Rel<Site>;

  @Property({ length: 100 })
  label!: string;

  /** The libellé folded (lower case, no accents, single spaces): uniqueness and the alphabetical order. */
  @Property({ type: 'text', hidden: true })
  labelKey!: string;

  @ManyToOne(() => DocumentType, { index: false })
  type!: Rel<DocumentType>;

  /** The document's own date (SPEC 'date de création'), not when it was recorded. */
  @Property({ type: 'date' })
  documentDate!: string;

  /** A claimed upload; replaced or deleted with the document, in the same transaction. */
  @ManyToOne(() => StoredFile, { index: false })
  file!: Rel<StoredFile>;

  @Property({ length: 255 })
  fileName!: string;

  @Property({ length: 100 })
  fileContentType!: string;

  @Property({ type: 'integer' })
  fileSize!: number;

  /** Libellé and type name folded, for the accent- and case-insensitive search. */
  @Property({ type: 'text', hidden: true })
  searchText!: string;

  @Property({ type: 'uuid', nullable: true })
  createdBy?: string | null;
}
