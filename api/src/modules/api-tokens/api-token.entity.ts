import { randomUUID } from 'node:crypto';
import { ArrayType, Entity, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { CompanyScoped } from '../../core/tenancy/company-scoped.entity';
import { User } from '../accounts';

/**
 * A personal access token (issue 21). Only the SHA-256 of its secret is kept; the token (`cht_<publicId>_<secret>`)
 * is shown once, when it is made. `publicId` finds the row without the tenant filter (the token is the credential),
 * then the hashes are compared in constant time.
 */
@Entity({ tableName: 'api_token' })
export class ApiToken extends CompanyScoped {
  [OptionalProps]?: 'createdAt' | 'lastUsedAt' | 'revokedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** 16 hex characters, public: part of the token, the lookup key. */
  @Property({ length: 16, unique: 'api_token_public_id_unique' })
  publicId!: string;

  /** Hex SHA-256 of the secret part (32 random bytes). */
  @Property({ length: 64 })
  secretHash!: string;

  @Property({ length: 60 })
  name!: string;

  @Property({ type: ArrayType, columnType: 'text[]' })
  scopes!: string[];

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  createdBy!: Rel<User>;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  /** Written at most once a minute (authentication skips the write within the minute). */
  @Property({ type: 'timestamptz', nullable: true })
  lastUsedAt?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  revokedAt?: Date | null;
}
