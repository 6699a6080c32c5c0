import { paymentDelayFilterSchema, paymentDelayPeriodSchema } from '@chantiers/schema';
import express, { type Request, type Router } from 'express';
import type { Context } from '../../../core/context/context';
import { pdfCompany } from '../../../core/documents/pdf-parties';
import { parseInput } from '../../../core/errors/parse';
import { exportOperation, exportParam, exportRouter } from '../../../core/export/export-router';
import { type ExportTable, exportFileName } from '../../../core/export/table-export';
import { handle } from '../../../core/http/handler';
import { intField } from '../../../core/rest/params';
import { fileAnswer, MEDIA, type RouterOperation, type RouterParameter } from '../../../core/rest/router-doc';
import { todayInMorocco } from '../../../core/time/morocco';
import { renderPaymentDelaysPdf } from './payment-delays-pdf';
import { filterOf } from './payment-delays.rest';
import { type PaymentDelayDeclaration, paymentDelaysService } from './payment-delays.service';

const DAY = { type: 'string', format: 'date' };
const PERIOD_PARAMS: RouterParameter[] = [
  exportParam('annee', 'L’année déclarée, AAAA.', { type: 'integer' }, true),
  exportParam('trimestre', 'Le trimestre, de 1 à 4 ; absent : la déclaration annuelle.', { type: 'integer', minimum: 1, maximum: 4 }),
];
const SIDE_WORD: Record<string, string> = { ISSUED: 'émise', RECEIVED: 'reçue' };
const money = (header: string) => ({ header, kind: 'money' as const, width: 14 });
const date = (header: string) => ({ header, kind: 'date' as const, width: 12 });
const text = (header: string, width = 16) => ({ header, width });

const LIST_EXPORT = exportOperation({
  path: '/export',
  summary: 'Exporter les délais de paiement',
  description:
    'Chaque facture émise et reçue : tiers et ICE, date, échéance convenue et légale, montant dû, payé, restant, jours et mois de retard, ' +
    'taux directeur, taux appliqué et amende à la date d’arrêté ; puis les totaux des amendes dues et à la charge des clients.',
  access: 'accounting.read',
  parameters: [
    exportParam('sens', '`EMISES` ou `RECUES` ; absent : les deux.', { type: 'string', enum: ['EMISES', 'RECUES'] }),
    exportParam('dateDebut', 'Factures datées à partir de ce jour, AAAA-MM-JJ.', DAY),
    exportParam('dateFin', 'Factures datées jusqu’à ce jour, AAAA-MM-JJ.', DAY),
    exportParam('retard', '`true` : en retard seulement.', { type: 'string', enum: ['true', 'false'] }),
    exportParam('dateArrete', 'La date d’arrêté des amendes, AAAA-MM-JJ ; absent : aujourd’hui.', DAY),
  ],
});

const DECLARATION_EXPORT = exportOperation({
  path: '/declaration/export',
  summary: 'Fichier de la déclaration des délais de paiement',
  description:
    'Les factures reçues payées hors délai pendant le trimestre (ou l’année) ou impayées et en retard à sa fin, dans l’ordre du ' +
    'modèle de la DGI : fournisseur (ICE, raison sociale), facture (numéro, date), échéance convenue et légale, montant TTC dû, ' +
    'payé hors délai pendant la période, non payé à sa fin, mois de retard, taux, amende de la période.',
  access: 'accounting.read',
  parameters: PERIOD_PARAMS,
});

const REPORT: RouterOperation = {
  method: 'get',
  path: '/declaration/pdf',
  summary: 'Rapport imprimable des délais de paiement',
  description: 'La déclaration du trimestre ou de l’année à l’en-tête de l’entreprise, puis les factures émises en retard à sa fin.',
  access: 'accounting.read',
  parameters: PERIOD_PARAMS,
  responses: fileAnswer('Le PDF du rapport.', [MEDIA.pdf]),
};

export const paymentDelaysDoc: readonly RouterOperation[] = [LIST_EXPORT, DECLARATION_EXPORT, REPORT];

const periodOf = (req: Request) =>
  parseInput(paymentDelayPeriodSchema, { year: intField(req.query.annee) ?? -1, quarter: intField(req.query.trimestre) ?? null });
const periodName = (d: PaymentDelayDeclaration) => (d.quarter ? `${d.year}-T${d.quarter}` : String(d.year));

/** The declaration as the file: one row per invoice received, the DGI model's columns. */
export function declarationTable(d: PaymentDelayDeclaration): ExportTable {
  return {
    name: 'declaration-delais-paiement',
    fileName: exportFileName('declaration-delais-paiement', periodName(d)),
    columns: [
      text('ICE fournisseur'),
      text('Fournisseur', 28),
      text('Numéro de facture'),
      date('Date de facture'),
      date('Échéance convenue'),
      date('Échéance légale'),
      money('Montant TTC dû'),
      money('Payé hors délai (période)'),
      money('Non payé (fin de période)'),
      { header: 'Mois de retard', width: 10 },
      { header: 'Taux (%)', kind: 'percent' as const, width: 10 },
      money('Amende de la période'),
    ],
    rows: [
      ...d.rows.map((r) => [
        r.partyIce ?? '',
        r.party,
        r.reference,
        r.issueDate,
        r.agreedDueDate ?? '',
        r.dueDate,
        r.amount,
        r.paidLateInPeriod,
        r.unpaid,
        r.monthsLate,
        r.rate,
        r.periodPenalty,
      ]),
      ['Total', '', '', '', '', '', '', '', '', '', '', d.total],
    ],
  };
}

/**
 * `GET /api/v1/comptabilite/delais-paiement/{export, declaration/export, declaration/pdf}`: the list and the
 * declaration as files (CSV or XLSX), and the printable report.
 */
export function paymentDelaysRouter(contextFor: (req: Request) => Context): Router {
  const router = express.Router();
  router.use(
    '/export',
    exportRouter(contextFor, 'accounting.read', async (ctx, auth, req) => {
      const filter = parseInput(paymentDelayFilterSchema, filterOf(req));
      const list = await paymentDelaysService.list(ctx.em, auth.companyId, filter);
      return {
        name: 'delais-paiement',
        fileName: exportFileName('delais-paiement', list.asOf),
        columns: [
          text('Sens', 8),
          text('Référence'),
          text('Tiers', 28),
          text('ICE'),
          date('Date'),
          date('Échéance convenue'),
          date('Échéance légale'),
          money('Montant dû'),
          money('Payé'),
          money('Restant'),
          { header: 'Jours de retard', width: 10 },
          { header: 'Mois de retard', width: 10 },
          { header: 'Taux directeur (%)', kind: 'percent' as const, width: 10 },
          { header: 'Taux appliqué (%)', kind: 'percent' as const, width: 10 },
          money('Amende'),
        ],
        rows: [
          ...list.rows.map((r) => [
            SIDE_WORD[r.side],
            r.reference,
            r.party,
            r.partyIce ?? '',
            r.issueDate,
            r.agreedDueDate ?? '',
            r.dueDate,
            r.amount,
            r.paid,
            r.unpaid,
            r.daysLate,
            r.monthsLate,
            r.keyRate ?? '',
            r.rate,
            r.penalty,
          ]),
          ['Amendes dues par la société', '', '', '', '', '', '', '', '', '', '', '', '', '', list.totals.owed],
          ['Amendes à la charge des clients', '', '', '', '', '', '', '', '', '', '', '', '', '', list.totals.owedTo],
        ],
      };
    }),
  );
  router.use(
    '/declaration/export',
    exportRouter(contextFor, 'accounting.read', async (ctx, auth, req) =>
      declarationTable(await paymentDelaysService.declaration(ctx.em, auth.companyId, periodOf(req))),
    ),
  );
  router.get(
    '/declaration/pdf',
    handle(contextFor, 'accounting.read', async (ctx, auth, req, res) => {
      const period = periodOf(req);
      const declaration = await paymentDelaysService.declaration(ctx.em, auth.companyId, period);
      const issued = await paymentDelaysService.declaration(ctx.em, auth.companyId, period, 'ISSUED');
      const company = await pdfCompany(ctx.em, ctx.services.files, auth.companyId);
      const pdf = await renderPaymentDelaysPdf({ company, printedOn: todayInMorocco(), declaration, issued });
      res
        .status(200)
        .type('application/pdf')
        .setHeader('Content-Disposition', `inline; filename="delais-paiement-${periodName(declaration)}.pdf"`)
        .setHeader('Cache-Control', 'private, no-store')
        .send(pdf);
    }),
  );
  return router;
}
