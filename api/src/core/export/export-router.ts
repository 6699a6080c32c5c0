import express, { type Request, type Router } from 'express';
import type { Context } from '../../context';
import type { AuthInfo } from '../../core/auth/auth-info';
import { AppError } from '../errors/app-error';
import { toPublicError } from '../errors/to-public';
import { sendError } from '../http/send-error';
import { scopeToCompany } from '../tenancy/scope';
import { type ExportTable, exportTable } from './table-export';

/**
 * `GET …/export?format=csv|xlsx&…` (bearer): a company's list as a file. A download, so a plain route rather
 * than a GraphQL operation; `build` reads the rows with the caller's company already in scope.
 */
export function exportRouter(
  contextFor: (req: Request) => Context,
  build: (ctx: Context, auth: AuthInfo, req: Request) => Promise<ExportTable>,
): Router {
  const router = express.Router();
  router.get('/', async (req, res) => {
    const ctx = contextFor(req);
    try {
      const auth = await ctx.authenticate();
      if (!auth) throw AppError.unauthenticated();
      scopeToCompany(ctx.em, auth.companyId);
      const file = await exportTable(await build(ctx, auth, req), req.query.format === 'xlsx' ? 'xlsx' : 'csv');
      res.setHeader('Content-Type', file.contentType);
      res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
      res.setHeader('Cache-Control', 'no-store');
      res.end(file.bytes);
    } catch (err) {
      const pub = toPublicError(err, ctx.meta.requestId);
      if (pub.internal) ctx.logger.error({ err }, 'unhandled error');
      sendError(res, pub);
    }
  });
  return router;
}

/** A query-string value as bounded text, or null. */
export const queryText = (value: unknown, max: number) => (typeof value === 'string' && value ? value.slice(0, max) : null);
