import { randomUUID } from 'node:crypto';
import { Entity, Enum, ManyToOne, PrimaryKey, Property, type Rel, OptionalProps } from '@mikro-orm/core';
import { SingleUse } from '../../core/auth/single-use.entity';
import { User } from './user.entity';

export const USER_TOKEN_KINDS = ['VERIFY_EMAIL', 'RESET_PASSWORD', 'INVITE'] as const;
export type UserTokenKind = (typeof USER_TOKEN_KINDS)[number];

/** A single-use e-mailed token. Only its SHA-256 is stored: a database leak yields no usable link. */
@Entity({ tableName: 'user_token' })
export class UserToken extends SingleUse {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: Rel<User>;

  @Enum({ items: () => [...USER_TOKEN_KINDS] })
  kind!: UserTokenKind;

  @Property({ length: 64, unique: true })
  tokenHash!: string;
}
