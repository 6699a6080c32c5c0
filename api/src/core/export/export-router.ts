import express, { type Request, type Router } from 'express';
import type { Context } from '../../context';
import type { AuthInfo } from '../../core/auth/auth-info';
import { type ContextFor, handle } from '../http/handler';
import type { Action } from '../policies/authorize';
import { type ExportTable, exportTable } from './table-export';

/**
 * `GET …/export?format=csv|xlsx&…` (bearer): a company's list as a file. A download, so a plain route rather
 * than a GraphQL operation; `build` reads the rows with the caller's company already in scope.
 */
export function exportRouter(
  contextFor: ContextFor,
  action: Action,
  build: (ctx: Context, auth: AuthInfo, req: Request) => Promise<ExportTable>,
): Router {
  const router = express.Router();
  router.get(
    '/',
    handle(contextFor, action, async (ctx, auth, req, res) => {
      const file = await exportTable(await build(ctx, auth, req), req.query.format === 'xlsx' ? 'xlsx' : 'csv');
      res.setHeader('Content-Type', file.contentType);
      res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
      res.setHeader('Cache-Control', 'no-store');
      res.end(file.bytes);
    }),
  );
  return router;
}

/** A query-string value as bounded text, or null. */
export const queryText = (value: unknown, max: number) => (typeof value === 'string' && value ? value.slice(0, max) : null);
