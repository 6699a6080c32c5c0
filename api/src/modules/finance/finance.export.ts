import type { Request, Router } from 'express';
import express from 'express';
import type { Context } from '../../context';
import { exportRouter } from '../../core/export/export-router';
import { parseId } from '../../core/errors/parse';
import { listPeriod, requiredPeriod, siteIdArg } from './finance-args';
import { compare, sub } from './money';

const q = (req: Request, key: string) => (typeof req.query[key] === 'string' ? (req.query[key] as string) : null);
const frDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/**
 * `GET /api/v1/chantiers/{depenses,recettes,services}/export?idChantier=&dateDebut=&dateFin=&format=csv|xlsx` and
 * `GET /api/v1/chantiers/finance-globale/export?dateDebut=&dateFin=&format=`: the finance lists as files, with a
 * totals row. Amounts stay decimal strings ('1234.50'), exactly as stored.
 */
export function financeExportRouters(contextFor: (req: Request) => Context): Router {
  const router = express.Router();
  router.use(
    '/depenses/export',
    exportRouter(contextFor, async (ctx, _auth, req) => {
      const siteId = siteIdArg(q(req, 'idChantier'));
      const supplierId = q(req, 'idFournisseur');
      // Like the list: an id that is not a UUID names no supplier (404), it never reaches SQL.
      const filter = { ...listPeriod(q(req, 'dateDebut'), q(req, 'dateFin')), supplierId: supplierId ? parseId(supplierId) : null };
      const [rows, totals] = await Promise.all([
        ctx.services.purchases.all(ctx.em, siteId, filter),
        ctx.services.purchases.totals(ctx.em, siteId, filter),
      ]);
      return {
        name: 'achats',
        columns: ['Date', 'Fournisseur', 'Libellé', 'Référence', 'Montant HT', 'TVA %', 'TVA', 'Montant TTC', 'Réglé', 'Restant', 'Soldé'].map(
          (header) => ({ header, width: 16 }),
        ),
        rows: [
          ...rows.map((p) => [
            frDate(p.date),
            p.supplier.name,
            p.label,
            p.reference,
            p.amountHT,
            p.vatRate,
            p.amountVAT,
            p.amountTTC,
            p.amountPaid,
            sub(p.amountTTC, p.amountPaid),
            compare(p.amountPaid, p.amountTTC) === 0 ? 'oui' : 'non',
          ]),
          ['Total', '', '', '', totals.amountHT, '', totals.amountVAT, totals.amountTTC, totals.amountPaid, totals.amountRemaining, ''],
        ],
      };
    }),
  );
  router.use(
    '/recettes/export',
    exportRouter(contextFor, async (ctx, _auth, req) => {
      const siteId = siteIdArg(q(req, 'idChantier'));
      const filter = listPeriod(q(req, 'dateDebut'), q(req, 'dateFin'));
      const [rows, totals] = await Promise.all([
        ctx.services.revenues.all(ctx.em, siteId, filter),
        ctx.services.revenues.totals(ctx.em, siteId, filter),
      ]);
      return {
        name: 'recettes',
        columns: ['Date', 'Libellé', 'Référence', 'Montant'].map((header) => ({ header, width: 20 })),
        rows: [...rows.map((r) => [frDate(r.date), r.label, r.reference, r.amount]), ['Total', '', '', totals.amount]],
      };
    }),
  );
  router.use(
    '/services/export',
    exportRouter(contextFor, async (ctx, _auth, req) => {
      const siteId = siteIdArg(q(req, 'idChantier'));
      const filter = { ...listPeriod(q(req, 'dateDebut'), q(req, 'dateFin')), supplier: q(req, 'fournisseur') };
      const [rows, totals] = await Promise.all([
        ctx.services.serviceSheets.all(ctx.em, siteId, filter),
        ctx.services.serviceSheets.totals(ctx.em, siteId, filter),
      ]);
      return {
        name: 'fiches-de-service',
        columns: ['Date', 'Jour', 'Fournisseur', 'Intervenant', 'Téléphone', 'Montant payé', 'Prime'].map((header) => ({ header, width: 18 })),
        rows: [
          ...rows.map((s) => [frDate(s.date), s.day, s.supplier, s.worker, s.phone, s.amountPaid, s.bonus]),
          ['Total', '', '', '', '', totals.amountPaid, totals.bonus],
        ],
      };
    }),
  );
  router.use(
    '/finance-globale/export',
    exportRouter(contextFor, async (ctx, auth, req) => {
      const g = await ctx.services.globalFinance.finance(ctx.em, auth.companyId, requiredPeriod(q(req, 'dateDebut'), q(req, 'dateFin')));
      const cells = (l: { revenues: string; purchasesTTC: string; labour: string; subcontracting: string; margin: string }) => [
        l.revenues,
        l.purchasesTTC,
        l.labour,
        l.subcontracting,
        l.margin,
      ];
      return {
        name: 'finance-globale',
        columns: ['Chantier / mois', 'Recettes', 'Achats TTC', "Main d'oeuvre", 'Sous-traitance', 'Marge'].map((header) => ({ header, width: 20 })),
        rows: [
          ...g.sites.map((s) => [s.siteName, ...cells(s)]),
          ['Total', ...cells(g.totals)],
          ['', '', '', '', '', ''],
          ...g.months.map((m) => [m.month, ...cells(m)]),
        ],
      };
    }),
  );
  return router;
}
