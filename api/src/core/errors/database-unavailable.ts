/**
 * Errors that say the database cannot be reached (refused, dropped, restarting, out of connections), as opposed
 * to a statement it refused. They become 503 UNAVAILABLE: the caller may retry, nothing is wrong with the request.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
// SQLSTATE class 08 (connection exception), 57P01–57P03 (shutdown, crash, cannot connect now), 53300 (too many),
// 57014 (a statement cancelled by statement_timeout), 55P03 (lock_timeout), 25P03 (idle in transaction too long).
const SQLSTATE = /^(08\d{3}|57P0[1-3]|53300|57014|55P03|25P03)$/;
const MESSAGES = new RegExp(
  [
    'Connection terminated',
    'connection (is )?closed',
    'Client has encountered a connection error',
    'Timeout acquiring a connection',
    'Query read timeout',
    'timeout exceeded when trying to connect',
  ].join('|'),
  'i',
);

export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  let current = err as
    { code?: unknown; name?: unknown; message?: unknown; cause?: unknown; originalError?: unknown; previous?: unknown } | undefined;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const code = typeof current.code === 'string' ? current.code : '';
    if (NETWORK_CODES.has(code) || SQLSTATE.test(code)) return true;
    if (current.name === 'KnexTimeoutError' || current.name === 'ConnectionException') return true;
    if (typeof current.message === 'string' && MESSAGES.test(current.message)) return true;
    current = (current.cause ?? current.originalError ?? current.previous) as typeof current;
  }
  return false;
}
