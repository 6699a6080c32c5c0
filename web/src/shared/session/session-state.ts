import { isTokenExpired } from './jwt';
import { readTokens } from './storage';

export type SessionState = 'active' | 'expired' | 'absent';

/** SPEC §4: authenticated when the access or the refresh token is present and not expired. */
export function sessionState(): SessionState {
  const { accessToken, refreshToken } = readTokens();
  if (!accessToken && !refreshToken) return 'absent';
  if (!isTokenExpired(accessToken) || !isTokenExpired(refreshToken)) return 'active';
  return 'expired';
}
