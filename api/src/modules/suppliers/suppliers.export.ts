import { isFullIce } from '@chantiers/schema';
import type { Request, Router } from 'express';
import type { Context } from '../../context';
import { exportOperation, exportParam, exportRouter, queryText } from '../../core/export/export-router';

const EXPORT = exportOperation({
  summary: 'Exporter les fournisseurs',
  description: 'Nom, ICE / SIREN, ICE complet, e-mail, téléphone, adresse.',
  access: 'suppliers.export',
  parameters: [exportParam('search', 'Le texte cherché, comme dans la liste (100 caractères au plus).')],
});
export const suppliersExportDoc = [EXPORT];

/** `GET /api/v1/chantiers/fournisseurs/export?format=csv|xlsx&search=`: the company's suppliers as a file. */
export function suppliersExportRouter(contextFor: (req: Request) => Context): Router {
  return exportRouter(contextFor, EXPORT.access, async (ctx, _auth, req) => {
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
