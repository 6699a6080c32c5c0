/** Seconds since the epoch, as token `exp` claims count. */
export const nowInSeconds = (): number => Math.floor(Date.now() / 1000);

function decodePayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const json = decodeURIComponent(Array.from(atob(base64), (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''));
    const payload: unknown = JSON.parse(json);
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** SPEC §4: a token with no expiry claim, or an unreadable one, counts as expired. */
export function isTokenExpired(token: string | null | undefined, now = nowInSeconds()): boolean {
  if (!token) return true;
  const exp = decodePayload(token)?.exp;
  return typeof exp !== 'number' || exp <= now;
}
