import type { Request, Router } from 'express';
import Decimal from 'decimal.js';
import type { Context } from '../../core/context/context';
import { AppError } from '../../core/errors/app-error';
import { exportOperation, exportParam, exportRouter, queryText } from '../../core/export/export-router';
import { exportFileName } from '../../core/export/table-export';
import { isCalendarMonth } from '@chantiers/schema';
import { frenchMonth } from './activity-dates';

const money = (header: string) => ({ header, kind: 'money' as const, width: 14 });

const EXPORT = exportOperation({
  summary: 'Exporter le CRA du mois (paie)',
  description:
    'Une ligne par personne et chantier (jours, tarifs appliqués, net, prime, brut), le total de chaque personne et celui du mois, avec la CNI.',
  access: 'activity.read',
  parameters: [
    exportParam('mois', 'Le mois, AAAA-MM.', { type: 'string', pattern: '^\\d{4}-\\d{2}$' }, true),
    exportParam('idChantier', 'Un chantier seulement.', { type: 'string', format: 'uuid' }),
  ],
});
export const activityExportDoc = [EXPORT];

/**
 * `GET /api/v1/chantiers/cra/export?mois=YYYY-MM&format=xlsx|csv&idChantier=`: a month for payroll, a line per person
 * and site (days, the rates they were valued at, net, prime, brut) and each person's total, with the CNI.
 */
export function activityExportRouter(contextFor: (req: Request) => Context): Router {
  return exportRouter(contextFor, EXPORT.access, async (ctx, _auth, req) => {
    const month = queryText(req.query.mois, 7);
    if (!month || !isCalendarMonth(month)) throw AppError.badInput({ mois: 'cra.month.invalid' });
    const siteId = queryText(req.query.idChantier, 36);
    const m = await ctx.services.activity.month(ctx.em, month, siteId && /^[0-9a-f-]{36}$/i.test(siteId) ? siteId.toLowerCase() : null);
    const rows: (string | null)[][] = [];
    for (const r of m.rows) {
      const bySite = new Map<string, { name: string; days: Decimal; net: Decimal; bonus: Decimal; rates: Set<string> }>();
      for (const e of r.entries) {
        const s = bySite.get(e.site.id) ?? { name: e.site.name, days: new Decimal(0), net: new Decimal(0), bonus: new Decimal(0), rates: new Set() };
        s.days = s.days.plus(e.value);
        s.net = s.net.plus(e.net);
        s.bonus = s.bonus.plus(e.bonus);
        s.rates.add(`${e.dailyRate}|${e.mealBonus}`);
        bySite.set(e.site.id, s);
      }
      const p = r.personnel;
      for (const s of [...bySite.values()].sort((a, b) => a.name.localeCompare(b.name, 'fr'))) {
        // A rate changed within the month: the line says the rates were several, the amounts are exact.
        const [daily, meal] = s.rates.size === 1 ? [...s.rates][0].split('|') : ['', ''];
        rows.push([
          p.lastName,
          p.firstName,
          p.cni,
          p.trade,
          s.name,
          s.days.toString(),
          daily || null,
          meal || null,
          s.net.toFixed(2),
          s.bonus.toFixed(2),
          s.net.plus(s.bonus).toFixed(2),
        ]);
      }
      if (bySite.size > 1) rows.push([p.lastName, p.firstName, p.cni, p.trade, 'Total', r.days, null, null, r.net, r.bonus, r.gross]);
    }
    rows.push(['Total', '', '', '', '', m.totals.days, null, null, m.totals.net, m.totals.bonus, m.totals.gross]);
    return {
      name: `CRA ${frenchMonth(month)}`.slice(0, 31),
      fileName: exportFileName('cra', month),
      columns: [
        { header: 'Nom', width: 18 },
        { header: 'Prénom', width: 18 },
        { header: 'CNI', width: 12 },
        { header: 'Métier', width: 16 },
        { header: 'Chantier', width: 24 },
        { header: 'Jours', width: 8, kind: 'quantity' as const },
        money('Tarif journalier'),
        money('Prime panier'),
        money('Net'),
        money('Prime'),
        money('Brut'),
      ],
      rows,
    };
  });
}
