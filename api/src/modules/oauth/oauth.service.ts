import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Configuration } from 'openid-client';
import type { OidcProviderConfig } from '../../config';
import { hashPassword } from '../../core/auth/passwords';
import { hashLinkToken } from '../../core/auth/tokens';
import { AppError } from '../../core/errors/app-error';
import type { RequestMeta } from '../../core/http/request-meta';
import type { RateCounters } from '../../core/rate-limit/counters';
import type { AuthPayload } from '../accounts';
import type { SessionsService } from '../accounts';
import { User } from '../accounts';
import { UserToken } from '../accounts';
import { OAuthExchangeCode, OAuthIdentity, OAuthPendingSignUp, OAuthState } from './oauth.entities';
import { openId } from './openid';
import { withParam } from './redirect-uri';

/** A fresh object per query: MikroORM writes into the options it is given (see accounts.service.ts). */
const noFilters = () => ({ filters: false }) as const;
const STATE_TTL_MS = 10 * 60_000;
export const PENDING_TTL_MS = 30 * 60_000;
const CODE_TTL_MS = 60_000;
export const LIMIT_WINDOW_SECONDS = 600;

/** What `?oauth_error=` says; the web shows each as a French toast. */
export type OAuthErrorCode = 'cancelled' | 'state' | 'unverified' | 'email' | 'disabled' | 'provider' | 'rate_limited';

/** The provider's discovery failed (down, misconfigured): the person goes back to the app with a message. */
export class ProviderUnavailable extends Error {
  constructor(
    readonly provider: string,
    cause: unknown,
  ) {
    super(`OpenID provider ${provider} unavailable`, { cause });
  }
}

/** The ticket of a pending sign-up or the one-time code: 256 random bits, only their SHA-256 stored. */
export const newSecret = () => randomBytes(32).toString('base64url');

/** An unusable password for an account made by social sign-in: its owner may choose one through 'forgot password'. */
export const unusablePasswordHash = () => hashPassword(randomBytes(32).toString('base64url'));

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export interface AuthorizeRequest {
  /** The redirect URI registered at the provider (`…/oauth2/callback/{provider}`). */
  callbackUrl: string;
  /** Checked by the caller: a page of the app itself. */
  redirectUri: string;
  browserSecret: string;
  ip: string;
}

export interface CallbackRequest {
  query: URLSearchParams;
  browserSecret: string | null;
  /** The app's sign-in page, where a refusal goes when the state names no sign-in (so no checked return address). */
  fallback: string;
  meta: RequestMeta;
  logger: Logger;
}

/**
 * Social sign-in with OpenID Connect providers (openid-client): the authorization code flow with PKCE (S256), state
 * and nonce, all kept on the server; the id_token is validated by the library, the e-mail must be verified by the
 * provider. The browser never sees a provider's tokens nor ours in a URL: it gets a one-time code to exchange.
 */
export class OAuthService {
  private readonly configs = new Map<string, Promise<Configuration>>();

  constructor(
    private readonly providers: readonly OidcProviderConfig[],
    private readonly counters: RateCounters,
    private readonly sessions: SessionsService,
    private readonly perIp: number,
    /** APP_URL: the origin users reach the app at, and the base of the redirect URI registered at each provider. */
    readonly appUrl: string | undefined,
  ) {}

  list(): { id: string; name: string }[] {
    return this.providers.map((p) => ({ id: p.id, name: p.name }));
  }

  provider(id: string): OidcProviderConfig | undefined {
    return this.providers.find((p) => p.id === id);
  }

  /** Takes one point of the IP's counter for `kind`; throws RATE_LIMITED when spent. */
  async limit(em: EntityManager, kind: 'authorize' | 'exchange', ip: string): Promise<void> {
    const taken = await this.counters.take(em, [{ key: `oauth_${kind}_ip:${ip}`, limit: this.perIp, windowSeconds: LIMIT_WINDOW_SECONDS }]);
    if (!taken.allowed) throw new AppError('RATE_LIMITED', 'oauth.rateLimited', undefined, { retryAfterSeconds: taken.retryAfterSeconds });
  }

  /** The provider's metadata, fetched once per process; a failure is forgotten so the next sign-in tries again. */
  private async configuration(p: OidcProviderConfig): Promise<Configuration> {
    try {
      return await this.discover(p);
    } catch (err) {
      throw new ProviderUnavailable(p.id, err);
    }
  }

  private discover(p: OidcProviderConfig): Promise<Configuration> {
    let pending = this.configs.get(p.id);
    if (!pending) {
      pending = openId().then((client) =>
        client.discovery(new URL(p.issuer), p.clientId, undefined, client.ClientSecretPost(p.clientSecret), {
          // http only on loopback: config.ts refuses any other http issuer.
          execute: new URL(p.issuer).protocol === 'http:' ? [client.allowInsecureRequests] : [],
          timeout: 10,
        }),
      );
      pending.catch(() => this.configs.delete(p.id));
      this.configs.set(p.id, pending);
    }
    return pending;
  }

  /** Records the sign-in in progress and answers the provider's authorization URL. */
  async authorize(em: EntityManager, p: OidcProviderConfig, req: AuthorizeRequest): Promise<string> {
    const client = await openId();
    const config = await this.configuration(p);
    const state = client.randomState();
    const nonce = client.randomNonce();
    const codeVerifier = client.randomPKCECodeVerifier();
    const row = em.create(OAuthState, {
      provider: p.id,
      stateHash: hashLinkToken(state),
      browserHash: hashLinkToken(req.browserSecret),
      nonce,
      codeVerifier,
      callbackUrl: req.callbackUrl,
      redirectUri: req.redirectUri,
      expiresAt: new Date(Date.now() + STATE_TTL_MS),
    });
    await em.persistAndFlush(row);
    return client.buildAuthorizationUrl(config, {
      redirect_uri: req.callbackUrl,
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    }).href;
  }

  /** Where the browser goes after the provider sent it back: the app with a one-time code, a sign-up, or an error. */
  async callback(em: EntityManager, p: OidcProviderConfig, req: CallbackRequest): Promise<string> {
    const fail = (to: string, code: OAuthErrorCode, why: string, err?: unknown) => {
      req.logger.warn({ provider: p.id, why, err }, 'social sign-in refused');
      return withParam(to, 'oauth_error', code);
    };
    const state = req.query.get('state');
    if (!state || state.length > 200) return fail(req.fallback, 'state', 'no state');
    const row = await em.findOne(OAuthState, { stateHash: hashLinkToken(state), provider: p.id });
    if (!row) return fail(req.fallback, 'state', 'unknown state');
    // Single use whatever follows, even under two concurrent callbacks: the conditional UPDATE decides.
    const claimed = await em.nativeUpdate(OAuthState, { id: row.id, usedAt: null, expiresAt: { $gt: new Date() } }, { usedAt: new Date() });
    if (claimed !== 1) return fail(row.redirectUri, 'state', 'state expired or used');
    if (!req.browserSecret || !sameHash(hashLinkToken(req.browserSecret), row.browserHash)) return fail(row.redirectUri, 'state', 'another browser');
    const error = req.query.get('error');
    if (error) return fail(row.redirectUri, error === 'access_denied' ? 'cancelled' : 'provider', `provider error ${error.slice(0, 100)}`);

    let claims: Record<string, unknown>;
    try {
      const client = await openId();
      const current = new URL(row.callbackUrl);
      current.search = req.query.toString();
      const tokens = await client.authorizationCodeGrant(await this.configuration(p), current, {
        pkceCodeVerifier: row.codeVerifier,
        expectedState: state,
        expectedNonce: row.nonce,
        idTokenExpected: true,
      });
      claims = { ...tokens.claims() };
    } catch (err) {
      return fail(row.redirectUri, 'provider', 'code exchange or id_token refused', err);
    }
    const subject = typeof claims.sub === 'string' ? claims.sub : '';
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
    if (!subject || subject.length > 255) return fail(row.redirectUri, 'provider', 'no subject');
    if (!email || email.length > 254) return fail(row.redirectUri, 'email', 'no e-mail');
    // Only a provider's word that it checked the address lets it sign into (or create) the account of that address.
    if (claims.email_verified !== true) return fail(row.redirectUri, 'unverified', 'e-mail not verified');

    const names = { firstName: nameClaim(claims.given_name), lastName: nameClaim(claims.family_name) };
    const outcome = await this.signInOrPend(em, p.id, subject, email, names);
    if (outcome.kind === 'disabled') return fail(row.redirectUri, 'disabled', 'account disabled');
    if (outcome.kind === 'pending') return `${new URL(row.redirectUri).origin}/inscription-sociale?ticket=${encodeURIComponent(outcome.ticket)}`;
    return withParam(row.redirectUri, 'oauth_code', outcome.code);
  }

  /**
   * The linked account (by provider and subject), else the account of the verified e-mail, else a pending sign-up.
   * A pending local account is confirmed (the provider proved the address, as the e-mailed link would), and its
   * password replaced: whoever typed it before, maybe not the address's owner, must not keep a way in.
   */
  private async signInOrPend(
    em: EntityManager,
    provider: string,
    subject: string,
    email: string,
    names: { firstName: string | null; lastName: string | null },
  ): Promise<{ kind: 'code'; code: string } | { kind: 'pending'; ticket: string } | { kind: 'disabled' }> {
    const passwordHash = await unusablePasswordHash();
    return em.transactional(async (tx) => {
      const identity = await tx.findOne(OAuthIdentity, { provider, subject }, { populate: ['user'], ...noFilters() });
      const user = identity?.user ?? (await tx.findOne(User, { email }, noFilters()));
      if (!user) {
        const ticket = newSecret();
        tx.create(OAuthPendingSignUp, {
          ticketHash: hashLinkToken(ticket),
          provider,
          subject,
          email,
          ...names,
          expiresAt: new Date(Date.now() + PENDING_TTL_MS),
        });
        return { kind: 'pending' as const, ticket };
      }
      if (user.status === 'DISABLED') return { kind: 'disabled' as const };
      if (user.status === 'PENDING') {
        user.status = 'ACTIVE';
        user.emailVerifiedAt = new Date();
        user.passwordHash = passwordHash;
        await tx.nativeUpdate(UserToken, { user, usedAt: null, kind: { $in: ['VERIFY_EMAIL', 'INVITE'] } }, { usedAt: new Date() });
      }
      if (identity) identity.lastUsedAt = new Date();
      else {
        // Two callbacks of the same person at once: the unique pair keeps one link.
        await tx.execute(
          `insert into oauth_identity (id, provider, subject, user_id, email, created_at, last_used_at)
           values (gen_random_uuid(), ?, ?, ?, ?, now(), now()) on conflict (provider, subject) do nothing`,
          [provider, subject, user.id, email],
        );
      }
      const code = newSecret();
      tx.create(OAuthExchangeCode, { codeHash: hashLinkToken(code), user, expiresAt: new Date(Date.now() + CODE_TTL_MS) });
      return { kind: 'code' as const, code };
    });
  }

  /** `?oauth_code=`: the usual session, once, within 60 seconds of the callback. */
  async exchange(em: EntityManager, code: string, meta: RequestMeta): Promise<AuthPayload> {
    await this.limit(em, 'exchange', meta.ip);
    const invalid = () => new AppError('UNAUTHENTICATED', 'oauth.code.invalid');
    return em.transactional(async (tx) => {
      const row = await tx.findOne(OAuthExchangeCode, { codeHash: hashLinkToken(code) }, { populate: ['user', 'user.company'], ...noFilters() });
      if (!row) throw invalid();
      const claimed = await tx.nativeUpdate(OAuthExchangeCode, { id: row.id, usedAt: null, expiresAt: { $gt: new Date() } }, { usedAt: new Date() });
      if (claimed !== 1 || row.user.status !== 'ACTIVE') throw invalid();
      return this.sessions.open(tx, row.user, meta);
    });
  }
}

function nameClaim(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, 75) : null;
}
