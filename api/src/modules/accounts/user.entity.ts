import { randomUUID } from 'node:crypto';
import { Entity, Enum, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';
import { type Role, type UserStatus, type UserType, ROLES, USER_STATUSES, USER_TYPES } from '@chantiers/schema';
import { CompanyRecord } from '../../core/tenancy/company-record.entity';

@Entity({ tableName: 'app_user' })
export class User extends CompanyRecord {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'role' | 'type' | 'status';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ length: 75 })
  firstName!: string;

  @Property({ length: 75 })
  lastName!: string;

  /** Always stored lower-case: unique whatever the case typed. */
  @Property({ length: 254, unique: true })
  email!: string;

  @Property({ length: 20, nullable: true })
  phone?: string | null;

  @Enum({ items: () => [...ROLES], default: 'USER' })
  role: Role = 'USER';

  @Enum({ items: () => [...USER_TYPES], default: 'USER' })
  type: UserType = 'USER';

  @Enum({ items: () => [...USER_STATUSES], default: 'PENDING' })
  status: UserStatus = 'PENDING';

  @Property({ length: 255, hidden: true, lazy: true })
  passwordHash!: string;

  @Property({ type: 'uuid', nullable: true })
  photoFileId?: string | null;

  @Property({ type: 'timestamptz', nullable: true })
  emailVerifiedAt?: Date | null;
}
