import { randomUUID } from 'node:crypto';
import { Entity, ManyToOne, PrimaryKey, Property, type Rel, OptionalProps } from '@mikro-orm/core';
import { SingleUse } from '../../core/auth/single-use.entity';
import { User } from './user.entity';

/** One sign-in: the family of rotating refresh tokens. Revoking it ends every token of the family. */
@Entity({ tableName: 'auth_session' })
export class AuthSession {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: Rel<User>;

  @Property({ length: 255, nullable: true })
  userAgent?: string | null;

  @Property({ length: 64, nullable: true })
  ip?: string | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  revokedAt?: Date | null;

  @Property({ length: 30, nullable: true })
  revokedReason?: string | null;
}

/** One refresh token of a family, known by its `jti`; a used one presented again betrays a theft. */
@Entity({ tableName: 'refresh_token' })
export class RefreshToken extends SingleUse {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => AuthSession, { deleteRule: 'cascade', index: true })
  session!: Rel<AuthSession>;
}
