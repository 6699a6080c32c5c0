import { randomUUID } from 'node:crypto';
import { ArrayType, Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { CompanyScoped } from '../tenancy/company-scoped.entity';

/**
 * A commercial document sent by e-mail (a quote, an invoice, a follow-up sheet…): which document, to whom, by whom
 * and when. Each recipient gets a mail of their own, whose outbox row says whether it has left. The document is named
 * by its kind and id, not by a foreign key, so the kernel names no module: a trigger per document table deletes the
 * sendings of a document deleted (db/migrations, Migration20261130010000), as a cascade would.
 */
@Entity({ tableName: 'document_sending' })
@Index({ name: 'document_sending_document_idx', properties: ['documentId', 'createdAt'] })
export class DocumentSending extends CompanyScoped {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** The module's name for its documents: QUOTE, INVOICE, FOLLOW_UP. */
  @Property({ length: 20 })
  documentKind!: string;

  @Property({ type: 'uuid' })
  documentId!: string;

  /** The recipients' addresses, in the order given. */
  @Property({ type: ArrayType })
  recipients!: string[];

  /** The outbox mails, one per recipient, in the same order. */
  @Property({ type: ArrayType })
  mailIds!: string[];

  @Property({ type: 'uuid', nullable: true })
  sentBy?: string | null;

  @Property({ length: 201 })
  sentByName!: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
