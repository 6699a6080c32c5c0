/**
 * Live previews of the purchase and revenue forms: the shared money rules (@chantiers/schema) on what is typed, so
 * the form shows the centimes the api will store.
 */
import { addVat, compareDecimal, splitTTC, subtractMoney } from '@chantiers/schema';
import { rateChoice, typedAmount } from '../../../shared/money/typed';

export { rateChoice };

export interface PurchasePreview {
  vat: string;
  ttc: string;
  /** TTC − paid; null when the paid amount is not readable. */
  remaining: string | null;
  /** Paid is more than TTC: the server will refuse it. */
  overpaid: boolean;
}

const RATE = /^\d{1,2}$/;

/** TVA = HT × rate / 100 rounded half-up to the centime, TTC = HT + TVA; null until HT and the rate are readable. */
export function purchasePreview(
  amountHT: string | null | undefined,
  vatRate: string | null | undefined,
  amountPaid?: string | null,
): PurchasePreview | null {
  const ht = typedAmount(amountHT);
  const rate = String(vatRate ?? '');
  if (ht === null || !RATE.test(rate)) return null;
  const { vat, ttc } = addVat(ht, rate);
  const paid = amountPaid === null || amountPaid === undefined || String(amountPaid).trim() === '' ? '0' : typedAmount(amountPaid);
  return { vat, ttc, remaining: paid === null ? null : subtractMoney(ttc, paid), overpaid: paid !== null && compareDecimal(paid, ttc) > 0 };
}

/** A revenue's montant (TTC) split at its rate as the api splits it (HT half-up, TVA the rest); null until both are readable. */
export function revenueSplit(amountTTC: string | null | undefined, vatRate: string | null | undefined): { ht: string; vat: string } | null {
  const ttc = typedAmount(amountTTC);
  const rate = String(vatRate ?? '');
  if (ttc === null || !RATE.test(rate)) return null;
  return splitTTC(ttc, rate);
}
