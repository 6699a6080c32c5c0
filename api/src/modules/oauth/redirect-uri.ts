/**
 * The app's own address a sign-in may return to, or null. Strict on purpose (no open redirect): an absolute URL of
 * exactly `origin` (scheme, host and port) with a path, and nothing a browser or a proxy could read another way —
 * no backslash, no `//` after the origin (a scheme-relative host), no user-info, no fragment, no control characters.
 */
export function appRedirect(raw: unknown, origin: string): string | null {
  if (typeof raw !== 'string' || raw.length > 2048) return null;
  if (/[\\\s#]/.test(raw) || [...raw].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  if (!raw.startsWith(`${origin}/`) || raw.startsWith(`${origin}//`)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.username || url.password || url.pathname.startsWith('//')) return null;
  return url.href;
}

/** The origin of an absolute http(s) address, or null. */
export function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** `url` with `key=value` added to its query. */
export function withParam(url: string, key: string, value: string): string {
  const u = new URL(url);
  u.searchParams.set(key, value);
  return u.href;
}
