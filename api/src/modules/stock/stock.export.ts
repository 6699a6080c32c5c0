import { stockLevel } from '@chantiers/schema';
import type { Request, Router } from 'express';
import type { Context } from '../../core/context/context';
import { exportOperation, exportParam, exportRouter, queryText } from '../../core/export/export-router';
import { exportFileName } from '../../core/export/table-export';
import { todayInMorocco } from '../../core/time/morocco';

const LEVEL_LABELS = { ALERTE: 'Alerte', AVERTISSEMENT: 'Avertissement', NORMAL: 'Normal' } as const;

const EXPORT = exportOperation({
  summary: 'Exporter le stock',
  description: "Libellé, catégorie, stock, unité, seuils d'alerte et d'avertissement, niveau, jour de stock.",
  access: 'stock.export',
  parameters: [
    exportParam('search', 'Le texte cherché, comme dans la liste (100 caractères au plus).'),
    exportParam('categorie', 'Une catégorie (75 caractères au plus).'),
    exportParam('aReapprovisionner', '`true` : les produits sous leur seuil seulement.', { type: 'string', enum: ['true', 'false'] }),
  ],
});
export const stockExportDoc = [EXPORT];

/** `GET /api/v1/chantiers/stock/export?format=csv|xlsx&search=&categorie=&aReapprovisionner=true`: the stock as a file. */
export function stockExportRouter(contextFor: (req: Request) => Context): Router {
  return exportRouter(contextFor, EXPORT.access, async (ctx, auth, req) => {
    const products = await ctx.services.stock.all(ctx.em, auth.companyId, {
      search: queryText(req.query.search, 100),
      category: queryText(req.query.categorie, 75),
      toRestock: req.query.aReapprovisionner === 'true',
    });
    return {
      name: 'stock',
      // A list as it stands today: the day it was read is its period.
      fileName: exportFileName('stock', todayInMorocco()),
      columns: [
        { header: 'Libellé', width: 30 },
        { header: 'Catégorie', width: 20 },
        { header: 'Stock', width: 14, kind: 'quantity' },
        { header: 'Unité', width: 16 },
        { header: "Seuil d'alerte", width: 14, kind: 'quantity' },
        { header: "Seuil d'avertissement", width: 20, kind: 'quantity' },
        { header: 'Niveau', width: 14 },
        { header: 'Jour de stock', width: 14, kind: 'date' },
      ],
      rows: products.map((p) => [
        p.label,
        p.category,
        p.stock,
        p.unit,
        p.alertThreshold,
        p.warningThreshold,
        LEVEL_LABELS[stockLevel(p.stock, p.alertThreshold, p.warningThreshold)],
        p.stockDay,
      ]),
    };
  });
}
