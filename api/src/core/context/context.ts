import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { AuthInfo } from '../auth/auth-info';
import type { RequestMeta } from '../http/request-meta';

/**
 * The services every request can reach. Empty here on purpose: the kernel names no module, and `services.ts` (which
 * builds them) fills this in by declaration merging, so a kernel file still reads `ctx.services.files` fully typed.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AppServices {}

/** One request's context, on every door (GraphQL, the REST facade, the express routers). */
export interface Context {
  em: EntityManager;
  meta: RequestMeta;
  logger: Logger;
  services: AppServices;
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
