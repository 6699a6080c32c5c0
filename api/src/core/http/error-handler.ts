import type { ErrorRequestHandler } from 'express';
import { codeOfStatus, translate } from '@chantiers/schema';
import { toPublicError } from '../errors/to-public';
import { sendError } from './send-error';

interface HttpParserError {
  type?: string;
  status?: unknown;
}

/** The wording of a client error raised by express or body-parser rather than by our code. */
function clientMessageId(err: unknown, status: number): string {
  // The router could not percent-decode a path parameter ('%E0%A4%A').
  if (err instanceof URIError) return 'error.request.badUrl';
  if (status === 404) return 'error.route.notFound';
  if (status === 413) return 'error.payloadTooLarge.message';
  if (status === 415) return 'error.unsupportedMedia.message';
  return 'error.request.invalid';
}

/**
 * Last express handler: body-parser and router failures are the client's (4xx, French messages); anything else is
 * INTERNAL, logged with its stack.
 */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const traceId = String(req.id ?? '');
  const parser = err as HttpParserError;
  if (parser.type === 'entity.too.large') {
    return sendError(res, { code: 'PAYLOAD_TOO_LARGE', status: 413, message: translate('error.payloadTooLarge.message'), traceId });
  }
  if (parser.type === 'entity.parse.failed') {
    return sendError(res, { code: 'BAD_USER_INPUT', status: 400, message: translate('validation.body.invalid'), traceId });
  }
  if (parser.type === 'encoding.unsupported' || parser.type === 'charset.unsupported') {
    return sendError(res, { code: 'UNSUPPORTED_MEDIA_TYPE', status: 415, message: translate('error.unsupportedMedia.message'), traceId });
  }
  // express, router and body-parser mark the errors a request causes with a 4xx status (http-errors).
  const status = typeof parser.status === 'number' && parser.status >= 400 && parser.status < 500 ? parser.status : null;
  if (status) {
    const messageId = clientMessageId(err, status);
    return sendError(res, { code: codeOfStatus(status), status, message: translate(messageId), messageId, traceId });
  }
  const pub = toPublicError(err, traceId);
  if (pub.internal) req.log?.error({ err, traceId }, 'unhandled error');
  if (res.headersSent) return;
  sendError(res, pub);
};
