import { ApiError } from '../api/api-error';
import { graphqlRequest } from '../api/graphql-request';
import { isTokenExpired } from './jwt';
import { RefreshPartnerSession, RefreshSession } from './operations';
import { clearSession, isPartnerSession, readTokens, type StoredUser, writeSession } from './storage';

// Light enough for the entry (app/routing/preload-screen.ts); the rest of the app keeps importing it from here.
export { type SessionState, sessionState } from './session-state';

let refreshing: Promise<string> | null = null;

/** Thrown when the session cannot be continued; the app then signs out with the SPEC message. */
export class SessionExpiredError extends Error {
  constructor() {
    super('session.expired');
  }
}

async function refresh(refreshToken: string): Promise<string> {
  try {
    const {
      accessToken,
      refreshToken: next,
      user,
    } = isPartnerSession()
      ? (await graphqlRequest(RefreshPartnerSession, { refreshToken })).refreshPartnerSession
      : (await graphqlRequest(RefreshSession, { refreshToken })).refreshSession;
    writeSession(accessToken, next, user as StoredUser);
    return accessToken;
  } catch (err) {
    // A network failure keeps the session: only a refused token ends it.
    if (err instanceof ApiError && err.status === 0) throw err;
    clearSession();
    throw new SessionExpiredError();
  }
}

/**
 * The access token to send, refreshed first when it has expired. Concurrent callers share one refresh:
 * the server revokes a token family when a used refresh token comes back.
 */
export async function validAccessToken(): Promise<string | null> {
  const { accessToken, refreshToken } = readTokens();
  if (accessToken && !isTokenExpired(accessToken)) return accessToken;
  if (!refreshToken) return null;
  if (isTokenExpired(refreshToken)) {
    clearSession();
    throw new SessionExpiredError();
  }
  refreshing ??= refresh(refreshToken).finally(() => {
    refreshing = null;
  });
  return refreshing;
}
