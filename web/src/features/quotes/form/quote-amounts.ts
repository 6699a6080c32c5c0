/**
 * The quote form's live totals by the shared money rules (@chantiers/schema, schema/money), the very functions the
 * api stores a quote with: the preview cannot show a centime the saved quote does not have.
 */
import { compareDecimal, documentTotals, lineTotalHT, lotTotalHT } from '@chantiers/schema';
import { rateChoice, typedDecimal } from '../../../shared/money/typed';

/** What a line needs for its amounts, as typed: '12,5', '1 250', '' … */
export interface LineAmountsInput {
  quantity?: string | null;
  unitPriceHT?: string | null;
  discountPercent?: string | null;
  vatRate?: string | null;
}

export interface VatRow {
  /** '20', '14', '10', '7' or '0'. */
  rate: string;
  base: string;
  vat: string;
}

export interface QuotePreview {
  /** Per lot, the sum of its readable lines HT. */
  lots: string[];
  /** Highest rate first, as the server and the PDF list them; only the rates some readable line uses. */
  vat: VatRow[];
  totalHT: string;
  totalVAT: string;
  totalTTC: string;
  /** Lines started but not readable yet (a price typed, no quantity…): left out of the totals until they are. */
  pending: number;
}

export { rateChoice };

const blank = (text: string | null | undefined) => String(text ?? '').trim() === '';

/** A line's total HT as a decimal string, or null until the quantity and the price are readable (no discount is none). */
export function lineTotal(line: LineAmountsInput): string | null {
  const quantity = typedDecimal(line.quantity, 3);
  const unitPriceHT = typedDecimal(line.unitPriceHT, 2);
  const discountPercent = blank(line.discountPercent) ? '0' : typedDecimal(line.discountPercent, 2);
  if (quantity === null || unitPriceHT === null || discountPercent === null || compareDecimal(discountPercent, 100) > 0) return null;
  return lineTotalHT({ quantity, unitPriceHT, discountPercent });
}

const RATE = /^\d{1,2}$/;

/** Lot subtotals, then per rate: base = Σ lines HT, TVA = base × rate / 100 rounded half-up once; TTC = HT + TVA. */
export function quotePreview(lots: readonly { lines: readonly LineAmountsInput[] }[]): QuotePreview {
  const readable: { vatRate: string; totalHT: string }[] = [];
  const subtotals: string[] = [];
  let pending = 0;
  for (const lot of lots) {
    const lines: { vatRate: string; totalHT: string }[] = [];
    for (const line of lot.lines) {
      const totalHT = lineTotal(line);
      const vatRate = rateChoice(line.vatRate);
      if (totalHT === null || !RATE.test(vatRate)) {
        // A line not begun (a fresh row) is not 'pending': nothing was typed into it that could count.
        if (!blank(line.quantity) || !blank(line.unitPriceHT)) pending += 1;
        continue;
      }
      lines.push({ vatRate, totalHT });
    }
    subtotals.push(lotTotalHT(lines));
    readable.push(...lines);
  }
  const totals = documentTotals(readable);
  return {
    lots: subtotals,
    vat: totals.vat.map((row) => ({ rate: rateChoice(row.rate), base: row.base, vat: row.vat })),
    totalHT: totals.totalHT,
    totalVAT: totals.totalVAT,
    totalTTC: totals.totalTTC,
    pending,
  };
}
