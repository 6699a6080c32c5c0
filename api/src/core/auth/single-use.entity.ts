import { Property } from '@mikro-orm/core';

/**
 * Base of a single-use secret's row (an e-mailed token, a refresh token, an OAuth state, exchange code or pending
 * sign-up): when it lapses, when it was spent, when it was made. Each entity adds its own
 * key and hash; its `expiresAt` index, where the purge needs one, is declared on the entity.
 */
export abstract class SingleUse {
  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  usedAt?: Date | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
