import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const SAFE_ID = /^[A-Za-z0-9._-]{6,100}$/;

/** The caller's trace id when it sends a sane one (X-Trace-Id or X-Request-Id), else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  for (const name of ['x-trace-id', 'x-request-id']) {
    const value = req.headers[name];
    if (typeof value === 'string' && SAFE_ID.test(value)) return value;
  }
  return randomUUID();
}
