import { documentTotals } from '@chantiers/schema';
import type { Quote } from '../quote.entity';
import { type BillableLine, lineContentOf } from './billable-lines';
import type { ChangeOrder } from './change-order.entity';
import type { ChangeOrderView, QuoteChangeOrdersView } from './change-order.types';

export const toChangeOrderView = (o: ChangeOrder): ChangeOrderView => ({
  id: o.id,
  quoteId: o.quote.id,
  quoteReference: o.quote.reference,
  number: o.number,
  reference: o.reference,
  label: o.label,
  issueDate: o.issueDate,
  status: o.status,
  deltaHT: o.deltaHT,
  deltaVAT: o.deltaVAT,
  deltaTTC: o.deltaTTC,
  decidedAt: o.decidedAt ?? null,
  refusalReason: o.refusalReason ?? null,
  lines: [...o.lines.getItems()]
    .sort((a, b) => a.position - b.position)
    .map((l) => ({ id: l.id, action: l.action, lineId: l.targetLineId ?? null, ...lineContentOf(l), previousHT: l.previousHT })),
  createdAt: o.createdAt,
});

/** A quote's avenants, and its totals and lines with the accepted ones applied. */
export function quoteChangeOrdersView(quote: Quote, orders: ChangeOrder[], lines: BillableLine[]): QuoteChangeOrdersView {
  const current = documentTotals(lines);
  return {
    items: orders.map(toChangeOrderView),
    initialHT: quote.totalHT,
    initialTTC: quote.totalTTC,
    currentHT: current.totalHT,
    currentTTC: current.totalTTC,
    lines: lines.map((l) => ({ ...l })),
  };
}
