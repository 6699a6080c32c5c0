import { rateKey } from '@chantiers/schema';
import type { LineContent, QuoteLine } from '../quote-line.entity';
import type { ChangeOrder } from './change-order.entity';

/**
 * A line the quote bills: one of its own, or one an accepted avenant added, with the content the accepted avenants
 * gave it in their order. A removed line stays at what it was billed when removed.
 */
export interface BillableLine extends Pick<
  LineContent,
  'lotTitle' | 'designation' | 'unit' | 'quantity' | 'unitPriceHT' | 'vatRate' | 'discountPercent' | 'totalHT'
> {
  id: string;
  /** The avenant that added it (null: the quote's own), and the last one that changed or removed it. */
  addedBy: string | null;
  changedBy: string | null;
  removed: boolean;
}

/** A line's content as answered (the views of quotes and avenants read it too), its rate in the one key form. */
export const lineContentOf = (l: LineContent) => ({
  lotTitle: l.lotTitle,
  designation: l.designation,
  unit: l.unit,
  quantity: l.quantity,
  unitPriceHT: l.unitPriceHT,
  vatRate: rateKey(l.vatRate),
  discountPercent: l.discountPercent,
  totalHT: l.totalHT,
});

const fromQuote = (l: QuoteLine): BillableLine => ({ id: l.id, ...lineContentOf(l), addedBy: null, changedBy: null, removed: false });

/** The quote's lines with `orders` applied (accepted ones only, in their number's order), in the quote's order. */
export function billableLines(quoteLines: readonly QuoteLine[], orders: readonly ChangeOrder[]): BillableLine[] {
  const lines: BillableLine[] = [...quoteLines].sort((a, b) => a.lotIndex - b.lotIndex || a.position - b.position).map(fromQuote);
  const byId = new Map(lines.map((l) => [l.id, l]));
  for (const order of [...orders].filter((o) => o.status === 'ACCEPTE').sort((a, b) => a.number - b.number))
    for (const c of [...order.lines.getItems()].sort((a, b) => a.position - b.position)) {
      const content = lineContentOf(c);
      if (c.action === 'ADD') {
        const added: BillableLine = { id: c.id, ...content, addedBy: order.reference, changedBy: null, removed: false };
        lines.push(added);
        byId.set(added.id, added);
        continue;
      }
      const target = byId.get(c.targetLineId ?? '');
      // The service checked the target when the avenant was accepted; a line gone since changes nothing.
      if (!target) continue;
      // Removed: it keeps what it was billed when the avenant was accepted, and bills nothing more.
      if (c.action === 'REMOVE') Object.assign(target, { totalHT: c.totalHT, removed: true, changedBy: order.reference });
      else Object.assign(target, content, { changedBy: order.reference });
    }
  return lines;
}
