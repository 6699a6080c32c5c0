import { amountInWords, documentTotals, lotTotalHT } from '@chantiers/schema';
import { toSiteRef } from '../../core/records/site-ref';
import { toClientView } from '../clients';
import { lineContentOf } from './change-orders/billable-lines';
import type { Quote } from './quote.entity';
import { statusOf } from './quote-status';
import type { QuoteLotView, QuoteView } from './quote.types';

/** The lots of a quote's lines, in their order, each with its subtotal HT. */
export function lotsOf(quote: Quote): QuoteLotView[] {
  const lots: QuoteLotView[] = [];
  for (const l of quote.lines.getItems()) {
    let lot = lots[lots.length - 1];
    if (!lot || lots.length - 1 !== l.lotIndex) {
      lot = { title: l.lotTitle, subtotalHT: '0.00', lines: [] };
      lots.push(lot);
    }
    lot.lines.push({ id: l.id, ...lineContentOf(l) });
  }
  for (const lot of lots) lot.subtotalHT = lotTotalHT(lot.lines);
  return lots;
}

/** A quote as answered: its read status; the lots and TVA rows on the detail only (the list loads no lines). */
export function toQuoteView(q: Quote, today: string, detail = false): QuoteView {
  const lines = detail ? q.lines.getItems() : [];
  return {
    id: q.id,
    reference: q.reference,
    client: toClientView(q.client),
    clientPhone: q.clientPhone ?? null,
    issueDate: q.issueDate,
    validUntil: q.validUntil,
    site: q.site ? toSiteRef(q.site) : null,
    object: q.object ?? null,
    status: statusOf(q, today),
    totalHT: q.totalHT,
    totalVAT: q.totalVAT,
    totalTTC: q.totalTTC,
    amountInWords: amountInWords(q.totalTTC),
    lots: detail ? lotsOf(q) : null,
    vat: detail ? documentTotals(lines).vat : null,
    notes: q.notes ?? null,
    conditions: q.conditions ?? null,
    decidedAt: q.decidedAt ?? null,
    createdAt: q.createdAt,
    updatedAt: q.updatedAt,
  };
}
