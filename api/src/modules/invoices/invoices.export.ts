import type { Request, Router } from 'express';
import Decimal from 'decimal.js';
import type { Context } from '../../core/context/context';
import { exportOperation, exportRouter, periodParams } from '../../core/export/export-router';
import { VAT_RATES } from '@chantiers/schema';
import { exportFileName, periodNameParts } from '../../core/export/table-export';
import { listPeriod, queryValue } from '../../core/records/list-args';
import type { Invoice } from './invoice.entity';
import { statedVat } from './invoice-amounts';
import { PAYMENT_MODE_LABEL } from './invoice-pdf-data';
import { balanceOf, invoiceStatusOf } from './invoice-status';

const STATUS_LABEL: Record<string, string> = {
  EMISE: 'émise',
  PARTIELLEMENT_PAYEE: 'partiellement payée',
  PAYEE: 'payée',
  EN_RETARD: 'en retard',
  ANNULEE: 'annulée',
};
const KIND_LABEL: Record<string, string> = {
  ACOMPTE: 'acompte',
  SITUATION: 'situation',
  SOLDE: 'solde',
  RETENUE: 'retenue de garantie',
  AVOIR: 'avoir',
};
const money = (header: string) => ({ header, kind: 'money' as const, width: 16 });
/** A credit note counts against the sales: its amounts are negative in the accountant's file. */
const signed = (kind: string, value: string) => (kind === 'AVOIR' ? new Decimal(value).negated().toFixed(2) : value);

function periodOf(req: Request) {
  return listPeriod(queryValue(req, 'dateDebut'), queryValue(req, 'dateFin'));
}

const INVOICES_EXPORT = exportOperation({
  summary: 'Exporter les factures et avoirs (comptabilité)',
  description:
    'Date, numéro, type, client et son ICE, devis, chantier, échéance, montants (HT, TVA, TTC, retenue, net), payé, avoirs, reste, ' +
    'statut, puis la base HT et la TVA de chaque taux (20, 14, 10, 7 et 0 %) ; les avoirs en négatif ; puis une ligne de totaux.',
  access: 'invoices.read',
  parameters: periodParams(),
});
export const invoicesExportDoc = [INVOICES_EXPORT];

const date = (header: string) => ({ header, kind: 'date' as const, width: 12 });
/** The TVA return's columns: each rate's base and TVA, in the order of the rates' list. */
const RATE_COLUMNS = VAT_RATES.flatMap((r) => [money(`Base HT ${r} %`), money(`TVA ${r} %`)]);
const INVOICE_COLUMNS = [
  date('Date'),
  { header: 'N°', width: 16 },
  { header: 'Type', width: 16 },
  { header: 'Client', width: 28 },
  { header: 'ICE client', width: 18 },
  { header: 'Devis', width: 16 },
  { header: 'Chantier', width: 24 },
  date('Échéance'),
  money('Total HT'),
  money('TVA'),
  money('Total TTC'),
  money('Retenue de garantie'),
  money('Net à payer'),
  money('Payé'),
  money('Avoirs'),
  money('Reste à payer'),
  { header: 'Statut', width: 18 },
  { header: 'Avoir sur', width: 16 },
  ...RATE_COLUMNS,
];
/** The amount columns a total adds up: from 'Total HT' on, except the status and the credited invoice. */
const FIRST_AMOUNT = INVOICE_COLUMNS.findIndex((c) => c.header === 'Total HT');

function rateCells(i: Invoice): string[] {
  const vat = statedVat(i.kind, i.lines.getItems());
  return VAT_RATES.flatMap((r) => {
    const mine = vat.filter((v) => new Decimal(v.rate).equals(r));
    const base = mine.reduce((s, v) => s.plus(v.base), new Decimal(0));
    const tva = mine.reduce((s, v) => s.plus(v.vat), new Decimal(0));
    return [signed(i.kind, base.toFixed(2)), signed(i.kind, tva.toFixed(2))];
  });
}

/** The sums of the amount columns, blank elsewhere. */
function totalRow(rows: (string | null)[][]): (string | null)[] {
  return INVOICE_COLUMNS.map((c, col) => {
    if (col === 0) return 'Total';
    if (col < FIRST_AMOUNT || !('kind' in c) || c.kind !== 'money') return '';
    return rows.reduce((s, r) => s.plus(r[col] || '0'), new Decimal(0)).toFixed(2);
  });
}

/** `GET /api/v1/factures/export?format=csv|xlsx&dateDebut=&dateFin=`: invoices and credit notes for the accountant. */
export function invoicesExportRouter(contextFor: (req: Request) => Context): Router {
  return exportRouter(contextFor, INVOICES_EXPORT.access, async (ctx, auth, req) => {
    const period = periodOf(req);
    const { invoices, today } = await ctx.services.invoices.forExport(ctx.em, auth.companyId, period);
    const rows: (string | null)[][] = invoices.map((i) => [
      i.issueDate,
      i.reference,
      KIND_LABEL[i.kind] ?? i.kind,
      i.quote.client.name,
      i.quote.client.ice ?? '',
      i.quote.reference,
      i.site.name,
      i.kind === 'AVOIR' ? '' : i.dueDate,
      signed(i.kind, i.totalHT),
      signed(i.kind, i.totalVAT),
      signed(i.kind, i.totalTTC),
      signed(i.kind, i.retentionAmount),
      signed(i.kind, i.netToPay),
      i.paidAmount,
      i.creditedAmount,
      balanceOf(i),
      i.kind === 'AVOIR' ? 'avoir' : STATUS_LABEL[invoiceStatusOf(i, today)],
      i.creditOf?.reference ?? '',
      ...rateCells(i),
    ]);
    return {
      name: 'factures',
      fileName: exportFileName('factures', ...periodNameParts(period)),
      columns: INVOICE_COLUMNS,
      rows: [...rows, totalRow(rows)],
    };
  });
}

const PAYMENTS_EXPORT = exportOperation({
  summary: 'Exporter les paiements reçus',
  description: 'Date, facture, client, chantier, mode, référence, montant ; puis le total.',
  access: 'invoices.read',
  parameters: periodParams(),
});
export const paymentsExportDoc = [PAYMENTS_EXPORT];

/** `GET /api/v1/factures/paiements/export?format=csv|xlsx&dateDebut=&dateFin=`: the payments received. */
export function paymentsExportRouter(contextFor: (req: Request) => Context): Router {
  return exportRouter(contextFor, PAYMENTS_EXPORT.access, async (ctx, auth, req) => {
    const period = periodOf(req);
    const payments = await ctx.services.invoices.paymentsForExport(ctx.em, auth.companyId, period);
    const total = payments.reduce((s, p) => s.plus(p.amount), new Decimal(0)).toFixed(2);
    return {
      name: 'paiements',
      fileName: exportFileName('paiements', ...periodNameParts(period)),
      columns: [
        date('Date'),
        { header: 'Facture', width: 16 },
        { header: 'Client', width: 28 },
        { header: 'Chantier', width: 24 },
        { header: 'Mode', width: 12 },
        { header: 'Référence', width: 18 },
        money('Montant'),
      ],
      rows: [
        ...payments.map((p) => [
          p.date,
          p.invoice.reference,
          p.invoice.quote.client.name,
          p.invoice.site.name,
          PAYMENT_MODE_LABEL[p.mode] ?? p.mode,
          p.reference ?? '',
          p.amount,
        ]),
        ['Total', '', '', '', '', '', total],
      ],
    };
  });
}
