import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../errors/app-error';
import { type CounterSpec, hashed, type RateCounters, type TakenPoint } from './counters';

const WINDOW_SECONDS = 15 * 60;

export interface LoginLimits {
  /** Failures per e-mail from one IP. */
  perEmailAndIp: number;
  /** Failures per e-mail from all the IPs that never signed in to it, together. */
  perEmail: number;
  /** Failures per IP, whatever the e-mail. */
  perIp: number;
}

/** The points a password check holds until it is known to have failed (kept) or succeeded (given back). */
export interface LoginAttempt {
  email: string;
  ip: string;
  points: TakenPoint[];
}

const emailKey = (email: string) => `login_email:${hashed(email)}`;
const pairPrefix = (email: string) => `login_pair:${hashed(email)}:`;
const ipKey = (ip: string) => `login_ip:${ip}`;

/**
 * Password checks (sign-in, password change) limited per e-mail and IP, in 15-minute windows.
 *
 * Anyone who knows an address can spend its failures, so the tight limit is per (e-mail, IP): one attacker
 * cannot lock the owner out from elsewhere. The per-e-mail limit across IPs is looser and skipped for an IP the
 * account has signed in from (`knownIp`), so a distributed guesser is slowed without locking the owner's usual
 * devices out; and a password reset clears the address's counters, so the owner can always get back in.
 */
export class LoginLimiter {
  constructor(
    private readonly counters: RateCounters,
    private readonly limits: LoginLimits,
  ) {}

  /**
   * Takes a failure point on each counter before the password is checked, atomically: 40 concurrent guesses
   * get at most `perEmailAndIp` checks. Throws RATE_LIMITED (nothing is held then).
   */
  async begin(em: EntityManager, email: string, ip: string, opts: { knownIp?: boolean } = {}): Promise<LoginAttempt> {
    const window = { windowSeconds: WINDOW_SECONDS };
    const specs: CounterSpec[] = [
      { key: pairPrefix(email) + ip, limit: this.limits.perEmailAndIp, ...window },
      { key: ipKey(ip), limit: this.limits.perIp, ...window },
    ];
    if (!opts.knownIp) specs.push({ key: emailKey(email), limit: this.limits.perEmail, ...window });
    const taken = await this.counters.take(em, specs);
    if (!taken.allowed) {
      throw new AppError('RATE_LIMITED', 'auth.signIn.rateLimited', undefined, { retryAfterSeconds: taken.retryAfterSeconds });
    }
    return { email, ip, points: taken.points };
  }

  /** The right password: it was no failure, and this IP's earlier mistakes on the address are forgiven. */
  async succeeded(em: EntityManager, attempt: LoginAttempt): Promise<void> {
    await this.counters.giveBack(em, attempt.points);
    await this.counters.clear(em, [pairPrefix(attempt.email) + attempt.ip]);
  }

  /** After a password reset (the owner proved the mailbox): every counter of the address, from any IP. */
  async clearEmail(em: EntityManager, email: string): Promise<void> {
    await this.counters.clear(em, [emailKey(email)], [pairPrefix(email)]);
  }
}
