/**
 * The quote form's live totals, computed as the server computes them (api/src/modules/quotes/quote-totals.ts) but
 * on integers (BigInt): quantities in thousandths, money in centimes, discounts in hundredths of a percent. A float
 * would turn 0.29 into 0.28999… and preview a centime the saved quote does not have.
 */
import { fromCents, rateChoice, scaled } from '../../../shared/money/cents';

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

export { fromCents, rateChoice, scaled };

const blank = (text: string | null | undefined) => String(text ?? '').trim() === '';

/**
 * Quantity × unit price × (1 − discount / 100), rounded half-up to the centime, in centimes; null until the quantity
 * and the price are readable (an empty discount is none).
 */
export function lineTotalCents(line: LineAmountsInput): bigint | null {
  const quantity = scaled(line.quantity, 3);
  const price = scaled(line.unitPriceHT, 2);
  const discount = blank(line.discountPercent) ? 0n : scaled(line.discountPercent, 2);
  if (quantity === null || price === null || discount === null || discount > 10_000n) return null;
  // Thousandths × centimes × hundredths of a percent: 10^3 × 10^4 too many; + half of it rounds half-up (all positive).
  const exact = quantity * price * (10_000n - discount);
  return (exact + 5_000_000n) / 10_000_000n;
}

/** A line's total HT as a decimal string, or null while it is not readable. */
export function lineTotal(line: LineAmountsInput): string | null {
  const cents = lineTotalCents(line);
  return cents === null ? null : fromCents(cents);
}

const RATE = /^\d{1,2}$/;

/** Lot subtotals, then per rate: base = Σ lines HT, TVA = base × rate / 100 rounded half-up once; TTC = HT + TVA. */
export function quotePreview(lots: readonly { lines: readonly LineAmountsInput[] }[]): QuotePreview {
  const bases = new Map<string, bigint>();
  const subtotals: string[] = [];
  let totalHT = 0n;
  let pending = 0;
  for (const lot of lots) {
    let subtotal = 0n;
    for (const line of lot.lines) {
      const cents = lineTotalCents(line);
      const rate = rateChoice(line.vatRate);
      if (cents === null || !RATE.test(rate)) {
        // A line not begun (a fresh row) is not 'pending': nothing was typed into it that could count.
        if (!blank(line.quantity) || !blank(line.unitPriceHT)) pending += 1;
        continue;
      }
      subtotal += cents;
      bases.set(rate, (bases.get(rate) ?? 0n) + cents);
    }
    subtotals.push(fromCents(subtotal));
    totalHT += subtotal;
  }
  const vat = [...bases.entries()]
    .sort(([a], [b]) => Number(b) - Number(a))
    .map(([rate, base]) => ({ rate, base, vat: (base * BigInt(rate) + 50n) / 100n }));
  const totalVAT = vat.reduce((sum, row) => sum + row.vat, 0n);
  return {
    lots: subtotals,
    vat: vat.map((row) => ({ rate: row.rate, base: fromCents(row.base), vat: fromCents(row.vat) })),
    totalHT: fromCents(totalHT),
    totalVAT: fromCents(totalVAT),
    totalTTC: fromCents(totalHT + totalVAT),
    pending,
  };
}
