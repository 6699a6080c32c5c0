import { translate } from '@chantiers/schema';
import express, { type Router } from 'express';
import { AppError } from '../errors/app-error';
import { type ContextFor, handle, handlePublic } from '../http/handler';
import { sendError } from '../http/send-error';
import { isUuid } from '../ids';
import { isFileKind } from './file-kinds';
import { receiveOneFile } from './multipart';

/**
 * `POST /api/v1/files?kind=image|document` (multipart field `file`, bearer) stores an upload and answers its id,
 * which GraphQL mutations then take. `GET /api/v1/files/:id?exp&sig` serves a file through a signed URL.
 */
export function filesRouter(contextFor: ContextFor): Router {
  const router = express.Router();

  router.post(
    '/',
    handle(contextFor, 'files.upload', async (ctx, auth, req, res) => {
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
    }),
  );

  // No bearer: an <img> cannot send one. The signature is the proof (readSigned checks it and `exp`).
  router.get(
    '/:id',
    handlePublic(contextFor, async (ctx, req, res) => {
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
      // A stored file never runs as a page of this origin, whatever it contains. Only PDFs and images are stored
      // (read by their content), so the app's own pages may show them in a frame (a document's preview).
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox");
      res.setHeader('X-Frame-Options', 'SAMEORIGIN');
      res.end(file.bytes);
    }),
  );

  return router;
}
