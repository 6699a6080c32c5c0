import { isFullIce } from '@chantiers/schema';
import type { Request, Router } from 'express';
import type { Context } from '../../core/context/context';
import { exportOperation, exportParam, exportRouter, queryText } from '../../core/export/export-router';
import { exportFileName } from '../../core/export/table-export';
import { todayInMorocco } from '../../core/time/morocco';

const EXPORT = exportOperation({
  summary: 'Exporter les fournisseurs',
  description: 'Nom, ICE, ICE complet, e-mail, téléphone, adresse.',
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
      // A list as it stands today: the day it was read is its period.
      fileName: exportFileName('fournisseurs', todayInMorocco()),
      columns: [
        { header: 'Nom', width: 30 },
        { header: 'ICE', width: 18 },
        { header: 'ICE complet' },
        { header: 'E-mail', width: 30 },
        { header: 'Téléphone', width: 16 },
        { header: 'Adresse', width: 40 },
        { header: 'IF', width: 12 },
      ],
      rows: suppliers.map((s) => [s.name, s.ice, isFullIce(s.ice) ? 'oui' : 'non', s.email, s.phone, s.address, s.taxId]),
    };
  });
}
