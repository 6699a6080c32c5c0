import { isUuid } from '../ids';
import { translate } from '@chantiers/schema';
import express, { type Request, type Response, type Router } from 'express';
import type { Context } from '../../context';
import { AppError } from '../errors/app-error';
import { toPublicError } from '../errors/to-public';
import { sendError } from '../http/send-error';
import { isFileKind } from './file-kinds';
import { receiveOneFile } from './multipart';

function fail(req: Request, res: Response, ctx: Context, err: unknown): void {
  const pub = toPublicError(err, ctx.meta.requestId);
  if (pub.internal) ctx.logger.error({ err, traceId: ctx.meta.requestId }, 'unhandled error');
  sendError(res, pub);
}

/**
 * `POST /api/v1/files?kind=image|document` (multipart field `file`, bearer) stores an upload and answers its id,
 * which GraphQL mutations then take. `GET /api/v1/files/:id?exp&sig` serves a file through a signed URL.
 */
export function filesRouter(contextFor: (req: Request) => Context): Router {
  const router = express.Router();

  router.post('/', async (req, res) => {
    const ctx = contextFor(req);
    try {
      const auth = await ctx.authenticate();
      if (!auth) throw AppError.unauthenticated();
      const kind = req.query.kind ?? 'image';
      if (!isFileKind(kind)) throw AppError.badInput({ kind: 'error.request.invalid' });
      const file = await receiveOneFile(req, res, 'file');
      if (!file) throw AppError.badInput({ file: 'file.missing' });
      const saved = await ctx.services.files.upload(ctx.em, {
        companyId: auth.companyId,
        userId: auth.userId,
        name: file.name,
        bytes: file.bytes,
        kind,
      });
      res.status(201).json(saved);
    } catch (err) {
      fail(req, res, ctx, err);
    }
  });

  router.get('/:id', async (req, res) => {
    const ctx = contextFor(req);
    try {
      const id = String(req.params.id);
      const file = isUuid(id)
        ? await ctx.services.files.readSigned(ctx.em, id, req.query.exp as string | undefined, req.query.sig as string | undefined)
        : null;
      if (!file) return sendError(res, { code: 'NOT_FOUND', status: 404, message: translate('file.notFound'), traceId: ctx.meta.requestId });
      res.setHeader('Content-Type', file.contentType);
      res.setHeader('Content-Length', String(file.size));
      // Cached no longer than the URL lives (readSigned checked `exp`).
      const maxAge = Math.max(0, Math.floor(Number(req.query.exp) - Date.now() / 1000));
      res.setHeader('Cache-Control', `private, max-age=${maxAge}, immutable`);
      res.setHeader('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`);
      // A stored file never runs as a page of this origin, whatever it contains.
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      res.end(file.bytes);
    } catch (err) {
      fail(req, res, ctx, err);
    }
  });

  return router;
}
