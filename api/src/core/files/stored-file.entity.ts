import { randomUUID } from 'node:crypto';
import { BlobType, Check, Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { CompanyScoped } from '../tenancy/company-scoped.entity';

/**
 * An uploaded file: its metadata in PostgreSQL, its bytes there too or in an object store, so every api process reads it. A file is "claimed" when a record
 * refers to it; unclaimed uploads older than a day are swept, so an abandoned form leaves nothing behind.
 */
@Entity({ tableName: 'stored_file' })
@Index({ properties: ['claimedAt', 'createdAt'] })
@Check({ name: 'stored_file_bytes_somewhere', expression: 'data is not null or storage_key is not null' })
export class StoredFile extends CompanyScoped {
  [OptionalProps]?: 'createdAt' | 'claimedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ length: 255 })
  name!: string;

  @Property({ length: 100 })
  contentType!: string;

  @Property({ type: 'integer' })
  size!: number;

  @Property({ length: 64 })
  sha256!: string;

  /** The bytes, when they live in PostgreSQL; null once they are in the object store (`storageKey`). */
  @Property({ type: BlobType, lazy: true, nullable: true })
  data?: Buffer | null;

  /** The object's key in the S3-compatible store (`<company>/<id>`), when the bytes live there (issue 40). */
  @Property({ type: 'text', nullable: true, unique: true })
  storageKey?: string | null;

  @Property({ type: 'uuid', nullable: true })
  createdBy?: string | null;

  @Property({ type: 'timestamptz', nullable: true })
  claimedAt?: Date | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
