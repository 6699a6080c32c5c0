import type { EntityManager } from '@mikro-orm/postgresql';
import { amountInWords, PAYMENT_MODE_WORDS } from '@chantiers/schema';
import type { FilesService } from '../../core/files/files.service';
import { formatPercent } from '../../core/pdf/pdf-format';
import type { DocumentPdfData, PdfLine } from '../../core/documents/pdf/document-pdf.types';
import { pdfArabic } from '../../core/documents/pdf-arabic';
import { pdfClient, pdfCompany } from '../../core/documents/pdf-parties';
import { statedVat } from './invoice-amounts';
import type { Invoice } from './invoice.entity';
import type { InvoiceLine } from './invoice-line.entity';
import { balanceOf } from './invoice-status';

/** What the header says it is: a deposit and a progress statement are invoices of their own kind in the accounts. */
const HEADINGS: Record<string, string> = { ACOMPTE: 'FACTURE D’ACOMPTE', SITUATION: 'FACTURE DE SITUATION' };

/** The Arabic heading of a bilingual invoice (docs/ARABIC-GLOSSARY.md). */
const ARABIC_HEADINGS: Record<string, string> = { ACOMPTE: 'فاتورة تسبيق', SITUATION: 'فاتورة وضعية الأشغال', AVOIR: 'إشعار دائن' };

export const PAYMENT_MODE_LABEL: Record<string, string> = PAYMENT_MODE_WORDS;

/** A situation's line says its progress; a line per rate (deposit, balance, credit note) says its rate when there are several. */
function lineOf(l: InvoiceLine, rates: number): PdfLine {
  const designation =
    l.cumulativePercent !== null && l.cumulativePercent !== undefined
      ? `${l.designation} — avancement cumulé ${formatPercent(l.cumulativePercent)} (précédent ${formatPercent(l.previousPercent ?? '0')})`
      : rates > 1
        ? `${l.designation} (TVA ${formatPercent(l.vatRate)})`
        : l.designation;
  return { designation, unit: 'forfait', quantity: '1.000', unitPriceHT: l.totalHT, vatRate: l.vatRate, discountPercent: '0.00', totalHT: l.totalHT };
}

/** An invoice or credit note as its PDF prints it: the commercial documents' layout, with the due date and the settlement. */
export async function invoicePdfData(em: EntityManager, files: FilesService, invoice: Invoice): Promise<DocumentPdfData> {
  const lines = invoice.lines.getItems();
  const vat = statedVat(invoice.kind, lines);
  const release = invoice.kind === 'RETENUE';
  const stated = release ? invoice.netToPay : invoice.totalTTC;
  return {
    title: invoice.kind === 'AVOIR' ? 'AVOIR' : 'FACTURE',
    heading: HEADINGS[invoice.kind],
    number: invoice.reference,
    issueDate: invoice.issueDate,
    dueDate: invoice.kind === 'AVOIR' ? null : invoice.dueDate,
    object: invoice.label,
    siteName: invoice.site.name,
    company: await pdfCompany(em, files, invoice.company.id),
    client: pdfClient(invoice.quote.client, invoice.quote.clientPhone),
    lots: lines.length
      ? [
          {
            title: `Devis ${invoice.quote.reference}`,
            lines: lines.map((l) => lineOf(l, new Set(lines.map((x) => x.vatRate)).size)),
            subtotalHT: invoice.totalHT,
          },
        ]
      : [],
    totals: { totalHT: invoice.totalHT, vat, totalVAT: invoice.totalVAT, totalTTC: invoice.totalTTC },
    amountInWords: amountInWords(stated),
    notes: invoice.kind === 'AVOIR' ? null : (invoice.notes ?? null),
    conditions: null,
    settlement: {
      retentionRate: invoice.retentionRate,
      retentionAmount: invoice.retentionAmount,
      releasesRetention: release,
      netToPay: invoice.netToPay,
      payments: invoice.payments.getItems().map((p) => ({ date: p.date, amount: p.amount, mode: PAYMENT_MODE_LABEL[p.mode] ?? p.mode })),
      credited: invoice.creditedAmount,
      balance: balanceOf(invoice),
      creditOf: invoice.creditOf?.reference ?? null,
    },
    arabic: pdfArabic(invoice.quote.client, ARABIC_HEADINGS[invoice.kind] ?? 'فاتورة', stated),
  };
}
