import type { EntityManager } from '@mikro-orm/postgresql';
import { API_TOKEN_PREFIX, SESSION, type SignInData, type UserType } from '@chantiers/schema';
import type { AuthInfo } from '../../core/auth/auth-info';
import type { RequestMeta } from '../../core/http/request-meta';
import { verifyPassword } from '../../core/auth/passwords';
import type { SessionCache, SessionCheck } from '../../core/auth/session-cache';
import type { ApiTokenAuthenticator } from '../../core/auth/api-token-access';
import type { AccessClaims, RefreshClaims, TokenService } from '../../core/auth/tokens';
import { AppError } from '../../core/errors/app-error';
import type { LoginLimiter } from '../../core/rate-limit/login-limiter';
import { type AuthPayload, toUserDetails, type UserDetails } from './accounts.types';
import { AuthSession, RefreshToken } from './auth-session.entity';
import { User } from './user.entity';

const NO_FILTERS = { filters: false } as const;
const KNOWN_IP_DAYS = 30;
const invalidRefresh = () => AppError.unauthenticated('auth.refresh.invalid');

/** Sign-in, rotating refresh tokens, logout, and resolving who a bearer token belongs to. */
export class SessionsService {
  private cache: SessionCache | null = null;

  constructor(
    private readonly tokens: TokenService,
    private readonly limiter: LoginLimiter,
    private readonly apiTokens: ApiTokenAuthenticator,
  ) {}

  async signIn(em: EntityManager, input: SignInData, meta: RequestMeta): Promise<AuthPayload> {
    const knownIp = await this.signedInFrom(em, input.email, meta.ip);
    const attempt = await this.limiter.begin(em, input.email, meta.ip, { knownIp });
    const user = await em.findOne(User, { email: input.email }, { populate: ['company', 'passwordHash'], ...NO_FILTERS });
    if (!(await verifyPassword(user?.passwordHash, input.password)) || !user) throw new AppError('UNAUTHENTICATED', 'auth.signIn.failed');
    await this.limiter.succeeded(em, attempt);
    if (user.status === 'PENDING') throw new AppError('FORBIDDEN', 'auth.signIn.pending');
    if (user.status === 'DISABLED') throw new AppError('FORBIDDEN', 'auth.signIn.disabled');
    return em.transactional((tx) => this.open(tx, user, meta));
  }

  /**
   * Within the caller's transaction: a new session for an account whose owner proved who they are by other means
   * (social sign-in). `user.company` must be loaded.
   */
  open(tx: EntityManager, user: User, meta: RequestMeta): AuthPayload {
    const session = tx.create(AuthSession, {
      user,
      ip: meta.ip.slice(0, 64),
      userAgent: meta.userAgent?.slice(0, 255) ?? null,
    });
    return this.issue(tx, user, session);
  }

  /** Whether the account signed in from this IP lately: its owner's usual places escape the per-e-mail lock. */
  private async signedInFrom(em: EntityManager, email: string, ip: string): Promise<boolean> {
    const since = new Date(Date.now() - KNOWN_IP_DAYS * 86_400_000);
    return (await em.count(AuthSession, { user: { email }, ip: ip.slice(0, 64), createdAt: { $gt: since } }, { ...NO_FILTERS })) > 0;
  }

  /**
   * Rotates the refresh token. Presenting one already used revokes its whole family (token theft). `type`: the door
   * serves that kind of account only (partners refresh through /partners/auth/refresh); another is refused unspent.
   */
  async refresh(em: EntityManager, refreshToken: string | undefined, type?: UserType): Promise<AuthPayload> {
    const claims = refreshToken ? this.tokens.verify<RefreshClaims>(refreshToken, 'refresh') : null;
    if (!claims) throw invalidRefresh();
    const outcome = await em.transactional(async (tx) => {
      const row = await tx.findOne(RefreshToken, { id: claims.jti }, { populate: ['session.user.company'], ...NO_FILTERS });
      const session = row?.session;
      if (!row || !session || session.id !== claims.sid || session.revokedAt) return null;
      if (type && session.user.type !== type) return null;
      const claimed = await tx.nativeUpdate(RefreshToken, { id: row.id, usedAt: null }, { usedAt: new Date() });
      if (claimed !== 1) {
        await tx.nativeUpdate(AuthSession, { id: session.id }, { revokedAt: new Date(), revokedReason: 'refresh_reuse' });
        return null;
      }
      if (session.user.status !== 'ACTIVE') return null;
      return this.issue(tx, session.user, session);
    });
    if (!outcome) throw invalidRefresh();
    return outcome;
  }

  /** Revokes the session of the given refresh token, else of the access token. Idempotent. */
  async logout(em: EntityManager, auth: AuthInfo | null, refreshToken: string | null | undefined): Promise<boolean> {
    const claims = refreshToken ? this.tokens.verify<RefreshClaims>(refreshToken, 'refresh') : null;
    const sessionId = claims?.sid ?? auth?.sessionId;
    if (!sessionId) return true;
    await em.transactional((tx) =>
      tx.nativeUpdate(AuthSession, { id: sessionId, revokedAt: null }, { revokedAt: new Date(), revokedReason: 'logout' }),
    );
    return true;
  }

  /** Remembers session checks for a few seconds, dropped at once on revocation (core/auth/session-cache.ts). */
  useCache(cache: SessionCache | null): void {
    this.cache = cache;
  }

  /** The caller behind an access token: the session must be live and the account active. */
  async authenticate(em: EntityManager, bearer: string | null): Promise<AuthInfo | null> {
    if (!bearer) return null;
    // A personal access token (`cht_…`, issue 21) is checked in the database on every call, never cached.
    if (bearer.startsWith(API_TOKEN_PREFIX)) return this.apiTokens.authenticate(em, bearer);
    if (this.cache) return this.cache.resolve(bearer, () => this.check(em, bearer));
    return (await this.check(em, bearer))?.auth ?? null;
  }

  private async check(em: EntityManager, bearer: string): Promise<SessionCheck> {
    const claims = this.tokens.verify<AccessClaims>(bearer, 'access');
    if (!claims) return null;
    const session = await em.findOne(AuthSession, { id: claims.sid, revokedAt: null }, { populate: ['user'], ...NO_FILTERS });
    const user = session?.user;
    if (!user || user.id !== claims.sub || user.status !== 'ACTIVE') return null;
    const auth: AuthInfo = { userId: user.id, companyId: user.company.id, sessionId: session.id, role: user.role, type: user.type };
    return { auth, expiresAtSeconds: (claims as AccessClaims & { exp: number }).exp };
  }

  async me(em: EntityManager, auth: AuthInfo): Promise<UserDetails> {
    const user = await em.findOneOrFail(User, { id: auth.userId }, { populate: ['company'] });
    return toUserDetails(user);
  }

  private issue(tx: EntityManager, user: User, session: AuthSession): AuthPayload {
    const row = tx.create(RefreshToken, { session, expiresAt: new Date(Date.now() + SESSION.refreshTokenTtlSeconds * 1000) });
    return {
      accessToken: this.tokens.signAccess({ sub: user.id, cid: user.company.id, sid: session.id, role: user.role }),
      refreshToken: this.tokens.signRefresh({ sub: user.id, sid: session.id, jti: row.id }),
      user: toUserDetails(user),
    };
  }
}
