import express, { type Request, type Router } from 'express';
import type { Context } from '../../../core/context/context';
import { exportOperation, exportParam, exportRouter } from '../../../core/export/export-router';
import { type ExportTable, exportFileName } from '../../../core/export/table-export';
import { handle } from '../../../core/http/handler';
import { text, type RestRoute } from '../../../core/rest/facade';
import { fileAnswer, type RouterOperation } from '../../../core/rest/router-doc';
import type { PayrollDeclaration } from './payroll.service';
import { payrollService } from './payroll.service';

const SHARE =
  'cotisation: part plafonnee: capped base tauxSalarial: employeeRate tauxPatronal: employerRate partSalariale: employee partPatronale: employer';
const ROW =
  'idPersonnel: personnelId nom: lastName prenom: firstName numeroCni: cni numeroCnss: cnssNumber jours: days joursDeclares: declaredDays ' +
  `salaire: wages primePanier: mealBonus primePanierExoneree: mealBonusExempt brut: gross salaireReel: base salairePlafonne: cappedBase ` +
  `cotisations: shares { ${SHARE} } partSalariale: employeeShare partPatronale: employerShare netAPayer: netToPay ` +
  'minimumJournalier: minimumDaily tarifJournalierMin: lowestDailyRate sousSmig: belowMinimumWage alertes: warnings';
const TOTALS =
  'salaries: workers joursDeclares: declaredDays salaire: wages primePanier: mealBonus brut: gross salaireReel: base ' +
  'salairePlafonne: cappedBase partSalariale: employeeShare partPatronale: employerShare netAPayer: netToPay ' +
  'cotisations: shares { cotisation: part partSalariale: employee partPatronale: employer }';

/** `GET /api/v1/comptabilite/declaration-cnss?mois=2026-05`: the month's declaration (the files: payrollRouter). */
export const payrollRestRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/comptabilite/declaration-cnss',
    operation: `query PayrollDeclaration($month: String!) { payrollDeclaration(month: $month) {
      mois: month du: from au: to minimumJournalier: minimumDaily numeroAffiliation: affiliateNumber
      salaries: rows { ${ROW} } totaux: totals { ${TOTALS} } } }`,
    variables: (req) => ({ month: text(req.query.mois) ?? '' }),
    legacyFields: { month: 'mois' },
  },
];

const MONTH = exportParam('mois', 'Le mois déclaré, AAAA-MM.', { type: 'string', pattern: '^\\d{4}-\\d{2}$' }, true);

const TABLE = exportOperation({
  path: '/export',
  summary: 'Exporter la déclaration CNSS du mois',
  description:
    'Une ligne par salarié : immatriculation, nom, CNI, jours au CRA et déclarés, salaire, prime panier, brut, salaire réel et plafonné, ' +
    'cotisations salariales et patronales, net à payer, contrôle SMIG et alertes ; puis les totaux.',
  access: 'accounting.read',
  parameters: [MONTH],
});

const EBDS: RouterOperation = {
  method: 'get',
  path: '/ebds',
  summary: 'Le fichier e-BDS de la déclaration des salaires (Damancom)',
  description:
    'Le fichier d’échange de la CNSS (enregistrements B00 à B06, 260 caractères) : les salariés immatriculés en B02, ceux sans numéro ' +
    'en entrants (B04, avec leur CNI). Sans numéro d’affiliation CNSS de la société (7 chiffres) : 400.',
  access: 'accounting.read',
  parameters: [MONTH],
  responses: fileAnswer('Le fichier texte DS_<affiliation>_<AAAAMM>.txt, en pièce jointe.', ['text/plain']),
};

export const payrollRouterDoc: readonly RouterOperation[] = [TABLE, EBDS];

const WARNING_WORDS: Record<string, string> = {
  DAYS_OVER_MAX: 'Plus de 26 jours',
  DAY_OVER_ONE: 'Jour compté deux fois',
  BELOW_MINIMUM_WAGE: 'Sous le SMIG',
  NO_MINIMUM_WAGE: 'SMIG inconnu',
  NO_CNSS_NUMBER: 'Sans immatriculation',
};
const money = (header: string) => ({ header, kind: 'money' as const, width: 14 });
const col = (header: string, width = 14) => ({ header, width });

/** The declaration as a table: one row per worker, then the totals. */
export function payrollTable(d: PayrollDeclaration): ExportTable {
  const t = d.totals;
  return {
    name: 'declaration-cnss',
    fileName: exportFileName('declaration-cnss', d.month),
    columns: [
      col('N° CNSS', 12),
      col('Nom', 20),
      col('Prénom', 20),
      col('CNI', 12),
      col('Jours CRA', 10),
      col('Jours déclarés', 10),
      money('Salaire'),
      money('Prime panier'),
      money('Brut'),
      money('Salaire réel'),
      money('Salaire plafonné'),
      money('Part salariale'),
      money('Part patronale'),
      money('Net à payer'),
      money('Tarif journalier min.'),
      col('Alertes', 30),
    ],
    rows: [
      ...d.rows.map((r) => [
        r.cnssNumber ?? '',
        r.lastName,
        r.firstName,
        r.cni,
        r.days,
        r.declaredDays,
        r.wages,
        r.mealBonus,
        r.gross,
        r.base,
        r.cappedBase,
        r.employeeShare,
        r.employerShare,
        r.netToPay,
        r.lowestDailyRate,
        r.warnings.map((w) => WARNING_WORDS[w]).join(', '),
      ]),
      [
        'Total',
        '',
        '',
        '',
        '',
        t.declaredDays,
        t.wages,
        t.mealBonus,
        t.gross,
        t.base,
        t.cappedBase,
        t.employeeShare,
        t.employerShare,
        t.netToPay,
        '',
        '',
      ],
    ],
  };
}

/** `GET /api/v1/comptabilite/declaration-cnss/{export, ebds}?mois=AAAA-MM`: the table (CSV, XLSX) and the e-BDS file. */
export function payrollRouter(contextFor: (req: Request) => Context): Router {
  const router = express.Router();
  router.use(
    '/export',
    exportRouter(contextFor, 'accounting.read', async (ctx, auth, req) =>
      payrollTable(await payrollService.declaration(ctx.em, auth.companyId, text(req.query.mois))),
    ),
  );
  router.get(
    '/ebds',
    handle(contextFor, 'accounting.read', async (ctx, auth, req, res) => {
      const file = await payrollService.ebds(ctx.em, auth.companyId, text(req.query.mois));
      res.setHeader('Content-Type', 'text/plain; charset=us-ascii');
      res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
      res.setHeader('Cache-Control', 'no-store');
      res.end(file.content);
    }),
  );
  return router;
}
