import type { EntityManager } from '@mikro-orm/postgresql';
import { API_TOKEN_PREFIX } from '@chantiers/schema';
import { AppError } from '../errors/app-error';
import type { AuthInfo } from './auth-info';

/** Resolves a personal access token (modules/api-tokens) into its caller; the sessions service delegates to it. */
export interface ApiTokenAuthenticator {
  /** The caller, or null (unknown, revoked, expired, or its creator disabled); throws RATE_LIMITED past the limit. */
  authenticate(em: EntityManager, token: string): Promise<AuthInfo | null>;
}

export type RateWindow = { limit: number; remaining: number; resetSeconds: number };

/** Whether a request's bearer is a personal access token rather than a session's JWT. */
export const isApiTokenBearer = (authorization: string | null | undefined): boolean =>
  !!authorization && /^Bearer\s+/i.test(authorization) && authorization.replace(/^Bearer\s+/i, '').startsWith(API_TOKEN_PREFIX);

/**
 * The one scope rule, for every door: reading (a query, a REST GET) needs `read`, changing (a mutation, any other
 * REST method) needs `write`. A session (no token) is not limited by scopes.
 */
export function requireScope(auth: AuthInfo, kind: 'read' | 'write'): void {
  if (auth.apiToken && !auth.apiToken.scopes.includes(kind)) throw AppError.forbidden(`apiTokens.scope.${kind}`);
}

/** The rate-limit window of a token-authenticated answer: from the caller, or from the RATE_LIMITED refusal. */
export function rateWindowOf(authOrError: unknown): RateWindow | null {
  if (authOrError instanceof AppError) return (authOrError.details?.rateWindow as RateWindow | undefined) ?? null;
  return (authOrError as AuthInfo | null)?.apiToken?.rate ?? null;
}

/** IETF draft `RateLimit-*` headers (the three-header form GitHub-style clients read). */
export function rateLimitHeaders(window: RateWindow): Record<string, string> {
  return {
    'RateLimit-Limit': String(window.limit),
    'RateLimit-Remaining': String(window.remaining),
    'RateLimit-Reset': String(window.resetSeconds),
  };
}

/**
 * The REST facade's gate for a token's request, before any work: the caller (the rate-limit point is taken there),
 * its `RateLimit-*` headers, and the HTTP method's scope (GET reads, any other method writes). Answers the error
 * to send, or null to go on (an unknown token goes on too: the operation answers 401, a public one works).
 */
export async function gateTokenRequest(
  authenticate: () => Promise<AuthInfo | null>,
  method: string,
  setHeader: (name: string, value: string) => void,
): Promise<unknown> {
  let auth: AuthInfo | null;
  try {
    auth = await authenticate();
  } catch (err) {
    const window = rateWindowOf(err);
    if (window) for (const [name, value] of Object.entries(rateLimitHeaders(window))) setHeader(name, value);
    return err;
  }
  const window = rateWindowOf(auth);
  if (!auth || !window) return null;
  for (const [name, value] of Object.entries(rateLimitHeaders(window))) setHeader(name, value);
  try {
    requireScope(auth, method === 'GET' || method === 'HEAD' ? 'read' : 'write');
    return null;
  } catch (err) {
    return err;
  }
}
