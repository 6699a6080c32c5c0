import express, { type Request, type Router } from 'express';
import { ClosedMonth } from '../../../core/books/closed-month.entity';
import { monthOf } from '../../../core/books/months';
import type { Context } from '../../../core/context/context';
import { exportOperation, exportParam, exportRouter } from '../../../core/export/export-router';
import { handle } from '../../../core/http/handler';
import { queryValue } from '../../../core/records/list-args';
import { fileAnswer, type RouterOperation } from '../../../core/rest/router-doc';
import { fecFile, journalsTable } from './journal-files';
import { journals } from './journals.read';

const PERIOD = [
  exportParam('du', 'Le premier jour, AAAA-MM-JJ.', { type: 'string', format: 'date' }, true),
  exportParam('au', 'Le dernier jour, AAAA-MM-JJ (douze mois au plus).', { type: 'string', format: 'date' }, true),
];

const JOURNALS_EXPORT = exportOperation({
  path: '/journaux/export',
  summary: 'Exporter les journaux comptables d’une période',
  description:
    'Ventes (factures, avoirs, recettes), achats (achats, fiches de service), banque et caisse (règlements reçus et faits), paie ' +
    '(déclaration CNSS) : une ligne par ligne d’écriture, sur le plan comptable marocain (CGNC) et la correspondance de la société ; ' +
    'chaque écriture est équilibrée et renvoie à sa pièce.',
  access: 'accounting.read',
  parameters: PERIOD,
});

const FEC_EXPORT: RouterOperation & { access: 'accounting.read' } = {
  method: 'get',
  path: '/journaux/fec',
  summary: 'Fichier des écritures comptables (FEC) d’un exercice',
  description:
    'Le fichier des écritures de l’exercice (avis CNC n° 24) : 18 colonnes séparées par des tabulations, dates AAAAMMJJ, montants à ' +
    'virgule ; `ValidDate` est la date de clôture du mois de l’écriture (vide tant qu’il est ouvert).',
  access: 'accounting.read',
  parameters: [exportParam('annee', "L'exercice (année civile), AAAA.", { type: 'string', pattern: '^\\d{4}$' }, true)],
  responses: fileAnswer('Le fichier, en pièce jointe (texte UTF-8, tabulations).', ['text/plain']),
};

const YEAR = /^\d{4}$/;

function fecRouter(contextFor: (req: Request) => Context): Router {
  const router = express.Router();
  router.get(
    '/',
    handle(contextFor, FEC_EXPORT.access, async (ctx, auth, req, res) => {
      const year = queryValue(req, 'annee');
      const { entries } = await journals(ctx.em, auth.companyId, YEAR.test(year ?? '') ? `${year}-01-01` : null, `${year}-12-31`);
      const closings = await ctx.em.find(ClosedMonth, {}, { orderBy: { month: 'asc' } });
      const validDate = (day: string) =>
        closings
          .find((c) => c.month >= monthOf(day))
          ?.closedAt.toISOString()
          .slice(0, 10) ?? null;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="FEC_${year}.txt"`);
      res.setHeader('Cache-Control', 'no-store');
      res.end(fecFile(entries, validDate));
    }),
  );
  return router;
}

export const journalsExportDoc: readonly RouterOperation[] = [JOURNALS_EXPORT, FEC_EXPORT];

/** `GET /api/v1/comptabilite/journaux/export?du&au&format=csv|xlsx` and `/journaux/fec?annee=`: the books as files. */
export function journalsExportRouter(contextFor: (req: Request) => Context): Router {
  const router = express.Router();
  router.use(
    '/journaux/export',
    exportRouter(contextFor, JOURNALS_EXPORT.access, async (ctx, auth, req) => {
      const { from, to, entries } = await journals(ctx.em, auth.companyId, queryValue(req, 'du'), queryValue(req, 'au'));
      return journalsTable(entries, `journaux_${from}_${to}`);
    }),
  );
  router.use('/journaux/fec', fecRouter(contextFor));
  return router;
}
