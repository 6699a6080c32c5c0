import type { Knex } from '@mikro-orm/knex';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { AppError } from '../errors/app-error';

const WINDOW_SECONDS = 15 * 60;

/**
 * Failed sign-ins counted per e-mail and per IP in PostgreSQL, so every api process shares them.
 * Must not run inside a transaction: it uses its own connection (the embedded database serialises them).
 */
export class LoginLimiter {
  private readonly byEmail: RateLimiterPostgres;
  private readonly byIp: RateLimiterPostgres;

  constructor(knex: Knex, limits: { perEmail: number; perIp: number }) {
    const common = { storeClient: knex, storeType: 'knex', tableName: 'rate_limit_counter', tableCreated: true, duration: WINDOW_SECONDS };
    this.byEmail = new RateLimiterPostgres({ ...common, keyPrefix: 'login_email', points: limits.perEmail });
    this.byIp = new RateLimiterPostgres({ ...common, keyPrefix: 'login_ip', points: limits.perIp });
  }

  /** Throws RATE_LIMITED when either counter has used up its failures, before any password is checked. */
  async assertAllowed(email: string, ip: string): Promise<void> {
    const [mail, addr] = await Promise.all([this.byEmail.get(email), this.byIp.get(ip)]);
    const spent = (res: typeof mail, limiter: RateLimiterPostgres) => res !== null && res.consumedPoints >= limiter.points;
    if (spent(mail, this.byEmail) || spent(addr, this.byIp)) {
      const retry = Math.max(mail?.msBeforeNext ?? 0, addr?.msBeforeNext ?? 0);
      throw new AppError('RATE_LIMITED', 'auth.signIn.rateLimited', undefined, { retryAfterSeconds: Math.ceil(retry / 1000) });
    }
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await Promise.all([this.byEmail.penalty(email, 1), this.byIp.penalty(ip, 1)]);
  }

  async recordSuccess(email: string): Promise<void> {
    await this.byEmail.delete(email);
  }
}
