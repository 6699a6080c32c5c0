import type { Response } from 'express';
import type { PublicError } from '../errors/to-public';

/** The REST error body (ARCHITECTURE §4): `{ status, error, message, fields, traceId }`. */
export function sendError(res: Response, err: PublicError): void {
  if (err.code === 'RATE_LIMITED') res.setHeader('Retry-After', String(err.retryAfterSeconds ?? res.getHeader('Retry-After') ?? 900));
  res.status(err.status).json({
    status: err.status,
    error: err.code,
    message: err.message,
    ...(err.messageId ? { messageId: err.messageId } : {}),
    ...(err.fields ? { fields: err.fields } : {}),
    ...(err.retryAfterSeconds !== undefined ? { retryAfterSeconds: err.retryAfterSeconds } : {}),
    ...(err.fixPath ? { fixPath: err.fixPath } : {}),
    ...(err.conflicts ? { conflicts: err.conflicts } : {}),
    ...(err.current ? { current: err.current } : {}),
    traceId: err.traceId,
  });
}
