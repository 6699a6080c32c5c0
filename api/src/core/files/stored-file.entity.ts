import { randomUUID } from 'node:crypto';
import { BlobType, Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { CompanyScoped } from '../tenancy/company-scoped.entity';

/**
 * An uploaded file, kept in PostgreSQL so every api process can read it. A file is "claimed" when a record
 * refers to it; unclaimed uploads older than a day are swept, so an abandoned form leaves nothing behind.
 */
@Entity({ tableName: 'stored_file' })
@Index({ properties: ['claimedAt', 'createdAt'] })
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

  @Property({ type: BlobType, lazy: true })
  data!: Buffer;

  @Property({ type: 'uuid', nullable: true })
  createdBy?: string | null;

  @Property({ type: 'timestamptz', nullable: true })
  claimedAt?: Date | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
