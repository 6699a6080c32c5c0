import type { Request, Router } from 'express';
import type { Context } from '../../core/context/context';
import { exportOperation, exportParam, exportRouter, queryText } from '../../core/export/export-router';
import { exportFileName } from '../../core/export/table-export';
import { todayInMorocco } from '../../core/time/morocco';

const EXPORT = exportOperation({
  summary: 'Exporter le personnel',
  description: 'Nom, prénom, CNI, métier, tarif journalier, prime panier, coordonnées, actif.',
  access: 'personnel.export',
  parameters: [
    exportParam('search', 'Le texte cherché, comme dans la liste (100 caractères au plus).'),
    exportParam('inactifs', '`true` : les personnes désactivées aussi.', { type: 'string', enum: ['true', 'false'] }),
  ],
});
export const personnelExportDoc = [EXPORT];

/** `GET /api/v1/chantiers/personnel/export?format=csv|xlsx&search=&inactifs=true`: the company's personnel as a file. */
export function personnelExportRouter(contextFor: (req: Request) => Context): Router {
  return exportRouter(contextFor, EXPORT.access, async (ctx, _auth, req) => {
    const people = await ctx.services.personnel.all(ctx.em, {
      search: queryText(req.query.search, 100),
      includeInactive: req.query.inactifs === 'true',
    });
    return {
      name: 'personnel',
      // A list as it stands today: the day it was read is its period.
      fileName: exportFileName('personnel', todayInMorocco()),
      columns: [
        { header: 'Nom', width: 22 },
        { header: 'Prénom', width: 22 },
        { header: 'CNI', width: 14 },
        { header: 'Métier', width: 22 },
        { header: 'Tarif journalier (DH)', width: 20, kind: 'money' },
        { header: 'Prime panier (DH)', width: 18, kind: 'money' },
        { header: 'Téléphone', width: 16 },
        { header: 'E-mail', width: 30 },
        { header: 'Adresse', width: 40 },
        { header: 'Actif' },
      ],
      rows: people.map((p) => [
        p.lastName,
        p.firstName,
        p.cni,
        p.trade,
        p.dailyRate,
        p.mealBonus,
        p.phone,
        p.email,
        p.address,
        p.active ? 'oui' : 'non',
      ]),
    };
  });
}
