import { translate, UNSAFE_TEXT_MESSAGE, unsafeTextPath } from '@chantiers/schema';
import type { RequestHandler } from 'express';
import { sendError } from './send-error';

/**
 * Query strings reach routes that are not GraphQL (exports, files, images) as well as the REST facade: unsafe text
 * there (NUL, a lone surrogate) is refused before any route reads it. Arguments are checked by the schema itself.
 */
export const rejectUnsafeQuery: RequestHandler = (req, res, next) => {
  const path = unsafeTextPath(req.query);
  if (!path) return next();
  const field = path[0] ?? 'query';
  sendError(res, {
    code: 'BAD_USER_INPUT',
    status: 400,
    message: translate(UNSAFE_TEXT_MESSAGE),
    messageId: UNSAFE_TEXT_MESSAGE,
    fields: { [field]: translate(UNSAFE_TEXT_MESSAGE) },
    traceId: String(req.id ?? ''),
  });
};
