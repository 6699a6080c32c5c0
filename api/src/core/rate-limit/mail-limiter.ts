import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../errors/app-error';
import { hashed, type RateCounters } from './counters';

const WINDOW_SECONDS = 3600;

export interface MailLimits {
  /** Account mails (sign-up, reset, invitation) to one address per hour. */
  perEmail: number;
  /** Anonymous requests that send a mail (sign-up, forgot password) per IP per hour. */
  perIp: number;
  /** Invitations sent from one IP per hour (a MANAGER onboarding a team sends many at once). */
  invitesPerIp: number;
}

/**
 * Requests that make the server send an account mail, limited per recipient and per IP: nobody can flood a
 * mailbox or use the server as a mailer. Counted whether or not the address has an account, so a 429 reveals
 * nothing either.
 */
export class MailLimiter {
  constructor(
    private readonly counters: RateCounters,
    private readonly limits: MailLimits,
  ) {}

  /** Takes one point per counter; throws RATE_LIMITED when one is spent (and then holds none). */
  async consume(em: EntityManager, kind: 'anonymous' | 'invitation', email: string, ip: string): Promise<void> {
    const taken = await this.counters.take(em, [
      { key: `mail_email:${hashed(email)}`, limit: this.limits.perEmail, windowSeconds: WINDOW_SECONDS },
      kind === 'invitation'
        ? { key: `invite_ip:${ip}`, limit: this.limits.invitesPerIp, windowSeconds: WINDOW_SECONDS }
        : { key: `mail_ip:${ip}`, limit: this.limits.perIp, windowSeconds: WINDOW_SECONDS },
    ]);
    if (!taken.allowed) {
      throw new AppError('RATE_LIMITED', 'auth.mail.rateLimited', undefined, { retryAfterSeconds: taken.retryAfterSeconds });
    }
  }
}
