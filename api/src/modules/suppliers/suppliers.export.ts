import { isFullIce } from '@chantiers/schema';
import express, { type Request, type Router } from 'express';
import type { Context } from '../../context';
import { AppError } from '../../core/errors/app-error';
import { toPublicError } from '../../core/errors/to-public';
import { exportTable } from '../../core/export/table-export';
import { sendError } from '../../core/http/send-error';
import { scopeToCompany } from '../../core/tenancy/scope';

/**
 * `GET /api/v1/chantiers/fournisseurs/export?format=csv|xlsx&search=` (bearer): the company's suppliers as a file.
 * A download, so not a GraphQL operation.
 */
export function suppliersExportRouter(contextFor: (req: Request) => Context): Router {
  const router = express.Router();
  router.get('/', async (req, res) => {
    const ctx = contextFor(req);
    try {
      const auth = await ctx.authenticate();
      if (!auth) throw AppError.unauthenticated();
      scopeToCompany(ctx.em, auth.companyId);
      const format = req.query.format === 'xlsx' ? 'xlsx' : 'csv';
      const search = typeof req.query.search === 'string' ? req.query.search.slice(0, 100) : null;
      const suppliers = await ctx.services.suppliers.all(ctx.em, search);
      const file = await exportTable(
        {
          name: 'fournisseurs',
          columns: [{ header: 'Nom', width: 30 }, { header: 'ICE / SIREN', width: 18 }, { header: 'ICE complet' }, { header: 'E-mail', width: 30 }, { header: 'Téléphone', width: 16 }, { header: 'Adresse', width: 40 }],
          rows: suppliers.map((s) => [s.name, s.ice, isFullIce(s.ice) ? 'oui' : 'non', s.email, s.phone, s.address]),
        },
        format,
      );
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
