import { isFullIce } from '@chantiers/schema';
import type { Request, Router } from 'express';
import type { Context } from '../../context';
import { exportRouter, queryText } from '../../core/export/export-router';

/** `GET /api/v1/chantiers/fournisseurs/export?format=csv|xlsx&search=`: the company's suppliers as a file. */
export function suppliersExportRouter(contextFor: (req: Request) => Context): Router {
  return exportRouter(contextFor, 'suppliers.export', async (ctx, _auth, req) => {
    const suppliers = await ctx.services.suppliers.all(ctx.em, queryText(req.query.search, 100));
    return {
      name: 'fournisseurs',
      columns: [
        { header: 'Nom', width: 30 },
        { header: 'ICE / SIREN', width: 18 },
        { header: 'ICE complet' },
        { header: 'E-mail', width: 30 },
        { header: 'Téléphone', width: 16 },
        { header: 'Adresse', width: 40 },
      ],
      rows: suppliers.map((s) => [s.name, s.ice, isFullIce(s.ice) ? 'oui' : 'non', s.email, s.phone, s.address]),
    };
  });
}
