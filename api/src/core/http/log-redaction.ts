/**
 * Query parameters that carry a live secret: e-mailed single-use tokens, file URL signatures, JWTs, and the one-time
 * values of a social sign-in (the provider's `code` and `state`, our `oauth_code` and `ticket`), each enough to finish
 * someone's sign-in while it lives.
 */
const SECRET_PARAM = /token|^sig$|signature|secret|password|^code$|^oauth_code$|^ticket$|^state$|^id_token$|^session_state$/i;
const REDACTED = '[REDACTED]';
/** Path segments that are a live secret: the token of a person's iCalendar link (`/api/v1/calendriers/<token>.ics`). */
const SECRET_PATH = /(\/calendriers\/)[^/?#]+/i;

/** `url` (absolute or a path) with secret path segments and the values of secret-bearing query parameters replaced; the rest kept. */
export function redactUrl(raw: string): string {
  const url = raw.replace(SECRET_PATH, `$1${REDACTED}`);
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return eq >= 0 && SECRET_PARAM.test(safeDecode(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
