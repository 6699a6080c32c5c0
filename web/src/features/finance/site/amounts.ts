/**
 * Live previews of the purchase form (TVA, TTC, rest to pay) by integer arithmetic on centimes (BigInt): money
 * is never a JavaScript float. The server computes the real values the same way (half-up to the centime).
 */
import { fromCents, rateChoice, toCents } from '../../../shared/money/cents';

export { fromCents, toCents, rateChoice };

export interface PurchasePreview {
  vat: string;
  ttc: string;
  /** TTC − paid; null when the paid amount is not readable. */
  remaining: string | null;
  /** Paid is more than TTC: the server will refuse it. */
  overpaid: boolean;
}

/** TVA = HT × rate / 100 rounded half-up to the centime, TTC = HT + TVA; null until HT and the rate are readable. */
export function purchasePreview(
  amountHT: string | null | undefined,
  vatRate: string | null | undefined,
  amountPaid?: string | null,
): PurchasePreview | null {
  const ht = toCents(amountHT);
  const rate = String(vatRate ?? '');
  if (ht === null || !/^\d{1,2}$/.test(rate)) return null;
  const vat = (ht * BigInt(rate) + 50n) / 100n;
  const ttc = ht + vat;
  const paid = amountPaid === null || amountPaid === undefined || String(amountPaid).trim() === '' ? 0n : toCents(amountPaid);
  return { vat: fromCents(vat), ttc: fromCents(ttc), remaining: paid === null ? null : fromCents(ttc - paid), overpaid: paid !== null && paid > ttc };
}

/**
 * A revenue's montant (TTC) split at its rate as the server does it: HT = TTC × 100 / (100 + rate) rounded half-up
 * to the centime, TVA = TTC − HT; null until the amount and the rate are readable.
 */
export function revenueSplit(amountTTC: string | null | undefined, vatRate: string | null | undefined): { ht: string; vat: string } | null {
  const ttc = toCents(amountTTC);
  const rate = String(vatRate ?? '');
  if (ttc === null || !/^\d{1,2}$/.test(rate)) return null;
  const base = 100n + BigInt(rate);
  // floor(x + 1/2) on integers: (2·TTC·100 + base) / (2·base).
  const ht = (2n * ttc * 100n + base) / (2n * base);
  return { ht: fromCents(ht), vat: fromCents(ttc - ht) };
}
