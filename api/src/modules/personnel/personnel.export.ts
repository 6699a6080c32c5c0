import type { Request, Router } from 'express';
import type { Context } from '../../context';
import { exportRouter, queryText } from '../../core/export/export-router';

/** `GET /api/v1/chantiers/personnel/export?format=csv|xlsx&search=&inactifs=true`: the company's personnel as a file. */
export function personnelExportRouter(contextFor: (req: Request) => Context): Router {
  return exportRouter(contextFor, 'personnel.export', async (ctx, _auth, req) => {
    const people = await ctx.services.personnel.all(ctx.em, {
      search: queryText(req.query.search, 100),
      includeInactive: req.query.inactifs === 'true',
    });
    return {
      name: 'personnel',
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
