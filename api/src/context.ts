import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { AuthInfo } from './core/auth/auth-info';
import type { RequestMeta } from './core/http/request-meta';
import type { Services } from './services';

export interface Context {
  em: EntityManager;
  meta: RequestMeta;
  logger: Logger;
  services: Services;
  /** Who calls, from the bearer token; resolved once, null when absent, expired or revoked. */
  authenticate(): Promise<AuthInfo | null>;
  /** Set by the auth checker on operations that require a signed-in user. */
  auth?: AuthInfo;
}

/** The caller of an operation guarded by @Authorized (the checker has run). */
export function authOf(ctx: Context): AuthInfo {
  if (!ctx.auth) throw new Error('authOf() used on an operation without @Authorized');
  return ctx.auth;
}
