import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import type { SignatureDocumentKind } from '@chantiers/schema';
import { StoredFile } from '../../core/files/stored-file.entity';
import { CompanyScoped } from '../../core/tenancy/company-scoped.entity';

export type StoredSignatureStatus = 'PENDING' | 'SIGNED' | 'REFUSED' | 'CANCELLED';

/**
 * A document sent to a client for signature (issue 37): the PDF as sent and its SHA-256, the link's hash (the link
 * itself is only in the mail), the one-time code's hash and its attempts, then the answer with who, when, from where.
 * Answered or cancelled, it never changes again: it is the audit trail of the signature.
 */
@Entity({ tableName: 'signature_request' })
@Index({ name: 'signature_request_document_idx', properties: ['documentKind', 'documentId', 'createdAt'] })
export class SignatureRequest extends CompanyScoped {
  [OptionalProps]?: 'createdAt' | 'status' | 'codeAttempts' | 'codesSent';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ length: 16 })
  documentKind!: SignatureDocumentKind;

  @Property({ type: 'uuid' })
  documentId!: string;

  /** The site the document is about, when it has one (scope and the site's news). */
  @Property({ type: 'uuid', nullable: true })
  siteId?: string | null;

  /** 'Avenant AVT-2026-0001 au devis DEV-2026-0004', as the mail and the page name it. */
  @Property({ length: 255 })
  title!: string;

  /** Where the company reads the document in the web app. */
  @Property({ length: 255 })
  link!: string;

  @Property({ length: 254 })
  recipientEmail!: string;

  @Property({ length: 150 })
  recipientName!: string;

  @Property({ length: 2000, nullable: true })
  message?: string | null;

  @Property({ length: 64, unique: 'signature_request_token_key' })
  tokenHash!: string;

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ length: 10 })
  status: StoredSignatureStatus = 'PENDING';

  /** What the document said when sent (signables.ts): another answer now means it changed. */
  @Property({ length: 64 })
  fingerprint!: string;

  /** The PDF the client reads and signs, and the SHA-256 of its bytes. */
  @ManyToOne(() => StoredFile, { filters: false, index: true })
  pdf!: Rel<StoredFile>;

  @Property({ length: 64 })
  pdfSha256!: string;

  @Property({ length: 64, nullable: true })
  codeHash?: string | null;

  @Property({ type: 'timestamptz', nullable: true })
  codeExpiresAt?: Date | null;

  @Property({ type: 'smallint' })
  codeAttempts: number = 0;

  @Property({ type: 'smallint' })
  codesSent: number = 0;

  /** A verified code opens the document for a while: that session's hash and end. */
  @Property({ length: 64, nullable: true })
  sessionHash?: string | null;

  @Property({ type: 'timestamptz', nullable: true })
  sessionExpiresAt?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  verifiedAt?: Date | null;

  @Property({ length: 150, nullable: true })
  signerName?: string | null;

  /** DRAWN (a PNG) or TYPED (the name as the signature). */
  @Property({ length: 6, nullable: true })
  signatureKind?: 'DRAWN' | 'TYPED' | null;

  @ManyToOne(() => StoredFile, { nullable: true, filters: false, index: true })
  signatureImage?: Rel<StoredFile> | null;

  /** The PDF as sent with the certificate page after it. */
  @ManyToOne(() => StoredFile, { nullable: true, filters: false, index: true })
  signedPdf?: Rel<StoredFile> | null;

  @Property({ length: 1000, nullable: true })
  refusalReason?: string | null;

  @Property({ type: 'timestamptz', nullable: true })
  answeredAt?: Date | null;

  @Property({ length: 64, nullable: true })
  answerIp?: string | null;

  @Property({ length: 400, nullable: true })
  answerUserAgent?: string | null;

  @Property({ type: 'uuid', nullable: true })
  sentBy?: string | null;

  @Property({ length: 150 })
  sentByName!: string;

  @Property({ type: 'timestamptz', nullable: true })
  cancelledAt?: Date | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
