import type { ErrorRequestHandler } from 'express';
import { translate } from '@chantiers/schema';
import { toPublicError } from '../errors/to-public';
import { sendError } from './send-error';

interface HttpParserError {
  type?: string;
  status?: number;
}

/** Last express handler: body-parser failures get French messages; anything else is INTERNAL, logged with its stack. */
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
  const pub = toPublicError(err, traceId);
  if (pub.internal) req.log?.error({ err, traceId }, 'unhandled error');
  if (res.headersSent) return;
  sendError(res, pub);
};
