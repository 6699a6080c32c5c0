import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel, Unique } from '@mikro-orm/core';
import { SingleUse } from '../../core/auth/single-use.entity';
import { User } from '../accounts';

/**
 * One sign-in started at `/oauth2/authorize/{provider}`: what the callback checks and needs (state, nonce, PKCE
 * verifier, where to send the browser back), kept on the server, single use, 10 minutes. Only hashes of the state and
 * of the browser's cookie are stored: the row alone cannot finish a sign-in.
 */
@Entity({ tableName: 'oauth_state' })
@Index({ properties: ['expiresAt'] })
export class OAuthState extends SingleUse {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ length: 20 })
  provider!: string;

  @Property({ length: 64, unique: true })
  stateHash!: string;

  /** SHA-256 of the HttpOnly cookie set on the browser that started the flow. */
  @Property({ length: 64 })
  browserHash!: string;

  @Property({ length: 128 })
  nonce!: string;

  @Property({ length: 128 })
  codeVerifier!: string;

  /** The redirect URI registered at the provider, as sent with this authorization request. */
  @Property({ length: 2048 })
  callbackUrl!: string;

  /** Where the browser goes back to on the app (checked: the app's own origin). */
  @Property({ length: 2048 })
  redirectUri!: string;
}

/** An account's identity at a provider: once linked, the (provider, subject) pair signs in even if the e-mail changes. */
@Entity({ tableName: 'oauth_identity' })
@Unique({ properties: ['provider', 'subject'] })
export class OAuthIdentity {
  [OptionalProps]?: 'createdAt' | 'lastUsedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ length: 20 })
  provider!: string;

  @Property({ length: 255 })
  subject!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: Rel<User>;

  /** The e-mail the provider gave when the link was made (for support: the account's own may change later). */
  @Property({ length: 254 })
  email!: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz' })
  lastUsedAt: Date = new Date();
}

/** A provider-verified e-mail with no account yet: `/inscription-sociale` asks the rest. Single use, 30 minutes. */
@Entity({ tableName: 'oauth_pending_sign_up' })
@Index({ properties: ['expiresAt'] })
export class OAuthPendingSignUp extends SingleUse {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ length: 64, unique: true })
  ticketHash!: string;

  @Property({ length: 20 })
  provider!: string;

  @Property({ length: 255 })
  subject!: string;

  @Property({ length: 254 })
  email!: string;

  @Property({ length: 75, nullable: true })
  firstName?: string | null;

  @Property({ length: 75, nullable: true })
  lastName?: string | null;
}

/** The one-time code the callback hands the browser instead of tokens: 60 seconds, single use, stored hashed. */
@Entity({ tableName: 'oauth_exchange_code' })
@Index({ properties: ['expiresAt'] })
export class OAuthExchangeCode extends SingleUse {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ length: 64, unique: true })
  codeHash!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade', index: true })
  user!: Rel<User>;
}

export const oauthEntities = [OAuthState, OAuthIdentity, OAuthPendingSignUp, OAuthExchangeCode];
