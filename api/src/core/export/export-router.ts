import express, { type Request, type Router } from 'express';
import type { Context } from '../context/context';
import type { AuthInfo } from '../../core/auth/auth-info';
import { fileAnswer, MEDIA, type RouterOperation, type RouterParameter } from '../rest/router-doc';
import { type ContextFor, handle } from '../http/handler';
import type { Action } from '../policies/authorize';
import { type ExportTable, exportTable } from './table-export';

const FORMAT: RouterParameter = {
  name: 'format',
  in: 'query',
  description: 'CSV (UTF-8 avec BOM, séparateur `;`) ou classeur Excel.',
  schema: { type: 'string', enum: ['csv', 'xlsx'], default: 'csv' },
};

/**
 * The OpenAPI description of an export route (`exportRouter`): its own query parameters, then `format`, and the file in
 * either type. `access` is the action its router checks.
 */
export function exportOperation<A extends Action>(op: {
  summary: string;
  description?: string;
  access: A;
  parameters?: readonly RouterParameter[];
  /** Under the mount path: a router of several exports mounts each one below it. */
  path?: string;
}): RouterOperation & { access: A } {
  return {
    method: 'get',
    path: op.path ?? '/',
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    access: op.access,
    parameters: [...(op.parameters ?? []), FORMAT],
    responses: fileAnswer('Le fichier, en pièce jointe ; montants en chaînes décimales, comme enregistrés.', [MEDIA.csv, MEDIA.xlsx]),
  };
}

/** A query parameter of an export, a string unless `schema` says otherwise. */
export const exportParam = (name: string, description: string, schema?: RouterParameter['schema'], required = false): RouterParameter => ({
  name,
  in: 'query',
  description,
  ...(schema ? { schema } : {}),
  ...(required ? { required } : {}),
});

export const UUID_SCHEMA = { type: 'string', format: 'uuid' };

/** `dateDebut` and `dateFin` (AAAA-MM-JJ, bounds included), as the lists take them. */
export const periodParams = (required = false): RouterParameter[] => [
  exportParam('dateDebut', 'Le premier jour, AAAA-MM-JJ.', { type: 'string', format: 'date' }, required),
  exportParam('dateFin', 'Le dernier jour, AAAA-MM-JJ (pas avant `dateDebut`).', { type: 'string', format: 'date' }, required),
];

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
