import type { Request, Router } from 'express';
import Decimal from 'decimal.js';
import type { Context } from '../../context';
import { exportOperation, exportRouter, periodParams } from '../../core/export/export-router';
import { exportFileName } from '../../core/export/table-export';
import { frDate, listPeriod, queryValue } from '../../core/records/list-args';
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
    'statut ; les avoirs en négatif.',
  access: 'invoices.read',
  parameters: periodParams(),
});
export const invoicesExportDoc = [INVOICES_EXPORT];

/** `GET /api/v1/factures/export?format=csv|xlsx&dateDebut=&dateFin=`: invoices and credit notes for the accountant. */
export function invoicesExportRouter(contextFor: (req: Request) => Context): Router {
  return exportRouter(contextFor, INVOICES_EXPORT.access, async (ctx, auth, req) => {
    const period = periodOf(req);
    const { invoices, today } = await ctx.services.invoices.forExport(ctx.em, auth.companyId, period);
    return {
      name: 'factures',
      fileName: exportFileName('factures', period.from, period.to),
      columns: [
        { header: 'Date', width: 12 },
        { header: 'N°', width: 16 },
        { header: 'Type', width: 16 },
        { header: 'Client', width: 28 },
        { header: 'ICE client', width: 18 },
        { header: 'Devis', width: 16 },
        { header: 'Chantier', width: 24 },
        { header: 'Échéance', width: 12 },
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
      ],
      rows: invoices.map((i) => [
        frDate(i.issueDate),
        i.reference,
        KIND_LABEL[i.kind] ?? i.kind,
        i.quote.client.name,
        i.quote.client.ice ?? '',
        i.quote.reference,
        i.site.name,
        i.kind === 'AVOIR' ? '' : frDate(i.dueDate),
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
      ]),
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
      fileName: exportFileName('paiements', period.from, period.to),
      columns: [
        { header: 'Date', width: 12 },
        { header: 'Facture', width: 16 },
        { header: 'Client', width: 28 },
        { header: 'Chantier', width: 24 },
        { header: 'Mode', width: 12 },
        { header: 'Référence', width: 18 },
        money('Montant'),
      ],
      rows: [
        ...payments.map((p) => [
          frDate(p.date),
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
