import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { API_TOKEN_LIMITS, API_TOKEN_PREFIX, apiTokenSchema, type ApiTokenScope } from '@chantiers/schema';
import type { AuthInfo } from '../../core/auth/auth-info';
import type { ApiTokenAuthenticator } from '../../core/auth/api-token-access';
import { AppError } from '../../core/errors/app-error';
import { parseInput } from '../../core/errors/parse';
import type { RateCounters } from '../../core/rate-limit/counters';
import { Company } from '../../core/tenancy/company.entity';
import { todayInMorocco } from '../../core/time/morocco';
import { User } from '../accounts';
import { ApiToken } from './api-token.entity';

/** `cht_` + 16 hex (the public id) + `_` + 43 base64url characters (32 random bytes): 64 characters in all. */
const TOKEN = /^cht_([0-9a-f]{16})_([A-Za-z0-9_-]{43})$/;
const DAY_MS = 86_400_000;
/** The last-use time is written at most once a minute, not on every request. */
const LAST_USE_EVERY_MS = 60_000;
const WINDOW_SECONDS = 60;

const sha256 = (text: string): Buffer => createHash('sha256').update(text).digest();
const shiftDay = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const notFound = () => AppError.notFound('apiTokens.notFound');

/** Managing tokens takes a person's session: a leaked token must not be able to make itself others. */
function requireSession(auth: AuthInfo): void {
  if (auth.apiToken) throw AppError.forbidden('apiTokens.sessionRequired');
}

export interface CreatedApiToken {
  token: string;
  apiToken: ApiToken;
}

/** Personal access tokens (issue 21): made, listed and revoked by a MANAGER; checked on every token-authenticated call. */
export class ApiTokensService implements ApiTokenAuthenticator {
  constructor(
    private readonly counters: RateCounters,
    private readonly perMinute: number,
  ) {}

  /** The company's live tokens (revoked ones are gone from the list; expired ones stay until revoked), newest first. */
  async list(em: EntityManager, auth: AuthInfo): Promise<ApiToken[]> {
    requireSession(auth);
    return em.find(ApiToken, { revokedAt: null }, { populate: ['createdBy'], orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /** A new token; its secret is in the answer only. Expires at the end of `expiresOn` (Morocco, UTC+1). */
  async create(em: EntityManager, auth: AuthInfo, raw: unknown): Promise<CreatedApiToken> {
    // The session first: a token is refused before its input is looked at.
    requireSession(auth);
    const input = parseInput(apiTokenSchema, raw);
    const today = todayInMorocco();
    if (input.expiresOn <= today || input.expiresOn > shiftDay(today, API_TOKEN_LIMITS.maxDays)) {
      throw AppError.badInput({ expiresOn: 'apiTokens.expiresOn.range' });
    }
    return em.transactional(async (tx) => {
      // The company's row orders concurrent creations, so the cap holds under a double click.
      await tx.findOneOrFail(Company, { id: auth.companyId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if ((await tx.count(ApiToken, { revokedAt: null })) >= API_TOKEN_LIMITS.perCompany) throw new AppError('CONFLICT', 'apiTokens.tooMany');
      const publicId = randomBytes(8).toString('hex');
      const secret = randomBytes(32).toString('base64url');
      const apiToken = tx.create(ApiToken, {
        company: auth.companyId,
        publicId,
        secretHash: sha256(secret).toString('hex'),
        name: input.name,
        scopes: [...new Set(input.scopes)].sort(),
        createdBy: tx.getReference(User, auth.userId),
        expiresAt: new Date(`${input.expiresOn}T23:59:59.999+01:00`),
      });
      await tx.flush();
      await tx.populate(apiToken, ['createdBy']);
      return { token: `${API_TOKEN_PREFIX}${publicId}_${secret}`, apiToken };
    });
  }

  /** Revoked at once: the next call with it, on any api process, reads the row and is refused. */
  async revoke(em: EntityManager, auth: AuthInfo, id: string): Promise<boolean> {
    requireSession(auth);
    return em.transactional(async (tx) => {
      const token = await tx.findOne(ApiToken, { id, revokedAt: null }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!token) throw notFound();
      token.revokedAt = new Date();
      await tx.flush();
      return true;
    });
  }

  /**
   * The caller behind a token, read from the database on every call (no cache: revocation, expiry and a disabled
   * creator take effect on the next request everywhere). Found by its public id across companies (the token is the
   * credential), then the secret's hash compared in constant time. The token acts with its creator's current role.
   */
  async authenticate(em: EntityManager, bearer: string): Promise<AuthInfo | null> {
    const match = TOKEN.exec(bearer);
    if (!match) return null;
    const [, publicId, secret] = match;
    const token = await em.findOne(ApiToken, { publicId }, { populate: ['createdBy'], filters: false });
    if (!token || !timingSafeEqual(sha256(secret), Buffer.from(token.secretHash, 'hex'))) return null;
    const user = token.createdBy;
    const now = Date.now();
    if (token.revokedAt || token.expiresAt.getTime() <= now || user.status !== 'ACTIVE' || user.company.id !== token.company.id) return null;
    const key = `api_token:${token.id}`;
    const taken = await this.counters.take(em, [{ key, limit: this.perMinute, windowSeconds: WINDOW_SECONDS }]);
    const window = taken.windows[key];
    const rate = {
      limit: this.perMinute,
      remaining: Math.max(0, this.perMinute - window.points),
      resetSeconds: Math.max(0, Math.ceil(window.msLeft / 1000)),
    };
    if (!taken.allowed) {
      throw new AppError('RATE_LIMITED', 'apiTokens.rateLimited', undefined, { retryAfterSeconds: taken.retryAfterSeconds, rateWindow: rate });
    }
    if (!token.lastUsedAt || now - token.lastUsedAt.getTime() >= LAST_USE_EVERY_MS) {
      // Conditional: concurrent calls in several processes write it once a minute between them.
      await em.execute(
        `update api_token set last_used_at = now() where id = ? and (last_used_at is null or last_used_at <= now() - interval '1 minute')`,
        [token.id],
      );
    }
    return {
      userId: user.id,
      companyId: token.company.id,
      sessionId: token.id,
      role: user.role,
      type: user.type,
      apiToken: { id: token.id, scopes: token.scopes as ApiTokenScope[], rate },
    };
  }
}
