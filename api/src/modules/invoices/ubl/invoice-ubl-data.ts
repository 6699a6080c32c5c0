import type { EntityManager } from '@mikro-orm/postgresql';
import { formatPercent } from '../../../core/pdf/pdf-format';
import { Company } from '../../../core/tenancy/company.entity';
import { statedVat } from '../invoice-amounts';
import { Invoice } from '../invoice.entity';
import type { UblDocumentData, UblKind } from './ubl-document';

/**
 * An issued invoice or credit note as its UBL file says it: the company and the client as they are now (as the PDF
 * prints them), the quote it bills, the quote's invoices issued before it, and its PDF when given.
 */
export async function invoiceUblData(em: EntityManager, invoice: Invoice, pdf?: Uint8Array | null): Promise<UblDocumentData> {
  const company = await em.findOneOrFail(Company, { id: invoice.company.id });
  const client = invoice.quote.client;
  const earlier =
    invoice.kind === 'AVOIR'
      ? []
      : await em.find(
          Invoice,
          { quote: invoice.quote.id, kind: { $ne: 'AVOIR' }, createdAt: { $lt: invoice.createdAt } },
          { fields: ['reference', 'issueDate'], orderBy: { createdAt: 'asc' } },
        );
  const lines = invoice.lines.getItems();
  return {
    kind: invoice.kind as UblKind,
    id: invoice.id,
    reference: invoice.reference,
    issueDate: invoice.issueDate,
    dueDate: invoice.kind === 'AVOIR' ? null : invoice.dueDate,
    label: invoice.label,
    notes: invoice.notes ?? null,
    seller: { ...company, person: false },
    buyer: { ...client, person: client.kind === 'PERSON' },
    siteName: invoice.site.name,
    quote: { reference: invoice.quote.reference, issueDate: invoice.quote.issueDate },
    previous: earlier.map((e) => ({ reference: e.reference, issueDate: e.issueDate })),
    creditOf: invoice.creditOf ? { reference: invoice.creditOf.reference, issueDate: invoice.creditOf.issueDate } : null,
    lines: lines.map((l) => ({
      designation: l.designation,
      note:
        l.cumulativePercent !== null && l.cumulativePercent !== undefined
          ? `Avancement cumulé ${formatPercent(l.cumulativePercent)} (précédent ${formatPercent(l.previousPercent ?? '0')})`
          : null,
      totalHT: l.totalHT,
      vatRate: l.vatRate,
    })),
    vat: statedVat(invoice.kind, lines),
    totals: { totalHT: invoice.totalHT, totalVAT: invoice.totalVAT, totalTTC: invoice.totalTTC },
    retention: { rate: invoice.retentionRate, amount: invoice.retentionAmount, releases: invoice.kind === 'RETENUE' },
    netToPay: invoice.netToPay,
    pdf: pdf ? { fileName: `${invoice.reference}.pdf`, bytes: pdf } : null,
  };
}
