/**
 * TVA return help and supplier compliance (issue 38), as a pure computation: dates (YYYY-MM-DD) and decimal strings
 * in, rows out. The api builds the return and the relevé des déductions with it; the web previews a purchase's
 * withholding and the cash limits with it: one arithmetic.
 *
 * - Period: a month 'YYYY-MM' or a quarter 'YYYY-T1'…'YYYY-T4' (also 'YYYY-Q1').
 * - Cash basis (régime de l'encaissement): TVA collected on the revenues dated in the period (payments received;
 *   an invoice payment already is revenue rows, one per rate); TVA deductible on the purchases whose payment
 *   date is in the period, for the part paid: TVA × paid / TTC, rounded half-up to the centime.
 * - Cash (ESPECES): per supplier, at most `cash.deductible.perDay` a day and `cash.deductible.perMonth` a calendar
 *   month are deductible; payments take the allowance in date order (then in the order given); the part of a
 *   payment beyond it is not deductible, and so is its TVA: TVA paid × part beyond / paid, to the centime.
 * - Withholding (CGI art. 117, from 1 July 2024): a supplier without a tax-compliance certificate dated at most
 *   `vat.certificate.maxAgeMonths` months before the day of the payment (the purchase's date while nothing is
 *   paid) has `vat.withholding.private` % of the purchase's TVA withheld; net to pay = TTC − TVA withheld.
 * - Auto-entrepreneurs: per supplier and calendar year (purchase date), the TTC of the purchases beyond
 *   `autoEntrepreneur.threshold` is subject to `autoEntrepreneur.withholding` % withheld.
 */
import { atPercent, compareDecimal, moneyOf, proRata, rateKey, subtractMoney, sumMoney } from '../money/rules';
import { rateAt } from './rates';

export type VatPeriodKind = 'MONTH' | 'QUARTER';

export interface VatPeriod {
  /** '2026-03' or '2026-T1'. */
  key: string;
  kind: VatPeriodKind;
  year: number;
  /** The month (1–12) or the quarter (1–4): the relevé's `periode`. */
  number: number;
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** '2026-03' (a month) or '2026-T1' / '2026-Q1' (a quarter); null when it is neither. */
export function parseVatPeriod(text: string | null | undefined): VatPeriod | null {
  const s = (text ?? '').trim().toUpperCase();
  const month = /^(\d{4})-(\d{2})$/.exec(s);
  if (month) {
    const year = Number(month[1]);
    const m = Number(month[2]);
    if (m < 1 || m > 12 || year < 2000) return null;
    return {
      key: `${year}-${pad(m)}`,
      kind: 'MONTH',
      year,
      number: m,
      from: `${year}-${pad(m)}-01`,
      to: `${year}-${pad(m)}-${pad(lastDay(year, m))}`,
    };
  }
  const quarter = /^(\d{4})-[TQ]([1-4])$/.exec(s);
  if (quarter) {
    const year = Number(quarter[1]);
    const q = Number(quarter[2]);
    if (year < 2000) return null;
    const first = (q - 1) * 3 + 1;
    return {
      key: `${year}-T${q}`,
      kind: 'QUARTER',
      year,
      number: q,
      from: `${year}-${pad(first)}-01`,
      to: `${year}-${pad(first + 2)}-${pad(lastDay(year, first + 2))}`,
    };
  }
  return null;
}

/** `day` + `months` calendar months (the 31st of a shorter month: its last day). */
function plusMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${year}-${pad(month)}-${pad(Math.min(d, lastDay(year, month)))}`;
}

/** Whether a certificate dated `certificateDate` is valid on `day`: dated on or before it, less than 6 months before. */
export function certificateValidOn(certificateDate: string | null | undefined, day: string): boolean {
  if (!certificateDate || certificateDate > day) return false;
  const months = rateAt('vat.certificate.maxAgeMonths', day);
  return !months || day < plusMonths(certificateDate, Number(months.value));
}

export interface Withholding {
  vatWithheld: string;
  netToPay: string;
}

/** The TVA a private-sector client withholds on a purchase, and the net to pay the supplier. */
export function vatWithholding(p: { amountVAT: string; amountTTC: string; certificateDate: string | null | undefined; day: string }): Withholding {
  const rate = rateAt('vat.withholding.private', p.day);
  const withheld = rate && !certificateValidOn(p.certificateDate, p.day) ? atPercent(p.amountVAT, rate.value) : '0.00';
  return { vatWithheld: withheld, netToPay: subtractMoney(p.amountTTC, withheld) };
}

/** The TVA in what was paid of a purchase: all of it once settled, else TVA × paid / TTC. */
export function vatPaid(p: { amountVAT: string; amountTTC: string; amountPaid: string }): string {
  if (compareDecimal(p.amountPaid, p.amountTTC) === 0) return moneyOf(p.amountVAT);
  if (compareDecimal(p.amountTTC, 0) === 0) return '0.00';
  return proRata(p.amountVAT, p.amountPaid, p.amountTTC);
}

export interface CashPayment {
  id: string;
  supplierId: string;
  day: string;
  /** TTC paid in cash. */
  amount: string;
  /** The TVA in it. */
  vat: string;
}

export interface CashExcess {
  /** The part of the payment beyond the allowances (TTC). */
  amount: string;
  /** Its TVA: not deductible. */
  vat: string;
}

/** What each cash payment puts over the daily and monthly allowances per supplier (only payments with an excess). */
export function cashExcesses(payments: readonly CashPayment[]): Map<string, CashExcess> {
  const ordered = payments.map((p, i) => ({ p, i })).sort((a, b) => (a.p.day < b.p.day ? -1 : a.p.day > b.p.day ? 1 : a.i - b.i));
  const usedDay = new Map<string, string>();
  const usedMonth = new Map<string, string>();
  const out = new Map<string, CashExcess>();
  for (const { p } of ordered) {
    const perDay = rateAt('cash.deductible.perDay', p.day)?.value;
    const perMonth = rateAt('cash.deductible.perMonth', p.day)?.value;
    if (!perDay || !perMonth) continue;
    const dayKey = `${p.supplierId}|${p.day}`;
    const monthKey = `${p.supplierId}|${p.day.slice(0, 7)}`;
    const dayUsed = usedDay.get(dayKey) ?? '0.00';
    const monthUsed = usedMonth.get(monthKey) ?? '0.00';
    const room = [subtractMoney(perDay, dayUsed), subtractMoney(perMonth, monthUsed), moneyOf(p.amount)].reduce((a, b) =>
      compareDecimal(a, b) <= 0 ? a : b,
    );
    const allowed = compareDecimal(room, 0) < 0 ? '0.00' : room;
    usedDay.set(dayKey, sumMoney([dayUsed, allowed]));
    usedMonth.set(monthKey, sumMoney([monthUsed, allowed]));
    const beyond = subtractMoney(p.amount, allowed);
    if (compareDecimal(beyond, 0) > 0) out.set(p.id, { amount: beyond, vat: proRata(p.vat, beyond, p.amount) });
  }
  return out;
}

/** Before a cash payment is saved: what of it would not be deductible, given what was already paid in cash. */
export function cashWarning(
  already: readonly CashPayment[],
  payment: CashPayment,
): { nonDeductibleAmount: string; nonDeductibleVat: string; overDay: boolean; overMonth: boolean } {
  const sameDay = already.filter((p) => p.supplierId === payment.supplierId && p.day === payment.day);
  const sameMonth = already.filter((p) => p.supplierId === payment.supplierId && p.day.slice(0, 7) === payment.day.slice(0, 7));
  const perDay = rateAt('cash.deductible.perDay', payment.day)?.value ?? null;
  const perMonth = rateAt('cash.deductible.perMonth', payment.day)?.value ?? null;
  const dayTotal = sumMoney([...sameDay.map((p) => p.amount), payment.amount]);
  const monthTotal = sumMoney([...sameMonth.map((p) => p.amount), payment.amount]);
  // The new payment comes last of its day: it takes what allowance is left.
  const excess = cashExcesses([...sameMonth, payment]).get(payment.id);
  return {
    nonDeductibleAmount: excess?.amount ?? '0.00',
    nonDeductibleVat: excess?.vat ?? '0.00',
    overDay: perDay !== null && compareDecimal(dayTotal, perDay) > 0,
    overMonth: perMonth !== null && compareDecimal(monthTotal, perMonth) > 0,
  };
}

export interface AutoEntrepreneurPurchase {
  id: string;
  date: string;
  amount: string;
}

export interface AutoEntrepreneurYear {
  year: number;
  total: string;
  threshold: string;
  /** Total − threshold when over it, else 0. */
  excess: string;
  /** Excess × 30 %. */
  withholding: string;
  /** The purchase that crossed the threshold (first with a part beyond it), or null. */
  crossedBy: string | null;
}

/** One auto-entrepreneur supplier's year: its purchases (any order) against the threshold. */
export function autoEntrepreneurYear(year: number, purchases: readonly AutoEntrepreneurPurchase[]): AutoEntrepreneurYear {
  const day = `${year}-12-31`;
  const threshold = rateAt('autoEntrepreneur.threshold', day)?.value ?? '0.00';
  const rate = rateAt('autoEntrepreneur.withholding', day)?.value ?? '0.00';
  const inYear = purchases.filter((p) => p.date.startsWith(`${year}-`)).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  let running = '0.00';
  let crossedBy: string | null = null;
  for (const p of inYear) {
    running = sumMoney([running, p.amount]);
    if (!crossedBy && compareDecimal(running, threshold) > 0) crossedBy = p.id;
  }
  const over = subtractMoney(running, threshold);
  const excess = compareDecimal(over, 0) > 0 ? over : '0.00';
  return { year, total: running, threshold: moneyOf(threshold), excess, withholding: atPercent(excess, rate), crossedBy };
}

/** A payment received: a revenue row (TTC at one rate). */
export interface ReturnRevenue {
  id: string;
  date: string;
  label: string;
  reference: string;
  site: string;
  vatRate: string;
  amountHT: string;
  amountVAT: string;
  amount: string;
}

/** A payment made under a purchase (or, without a ledger, a purchase with something paid). */
export interface ReturnPurchase {
  /** The payment's id (unique in a return); the purchase's when the purchase stands for its payment. */
  id: string;
  /** The purchase paid (absent: `id` is the purchase). */
  purchaseId?: string;
  date: string;
  label: string;
  reference: string;
  site: string;
  supplierId: string;
  supplierName: string;
  supplierTaxId: string;
  supplierIce: string;
  vatRate: string;
  amountVAT: string;
  amountTTC: string;
  amountPaid: string;
  paymentDate: string;
  paymentMode: string | null;
  /**
   * The TVA in this payment when the caller split it already (a ledger's rows: the share of each so that they add up
   * to the TVA of all that is paid); absent: TVA × paid / TTC.
   */
  vatPaid?: string;
}

export interface ReturnRateRow {
  rate: string;
  collectedHT: string;
  collectedVAT: string;
  deductibleHT: string;
  deductibleVAT: string;
  /** TVA of cash payments beyond the limits, not deducted. */
  nonDeductibleVAT: string;
}

export interface DeductionRow extends ReturnPurchase {
  /** What was paid, split: its HT and TVA. */
  paidHT: string;
  paidVAT: string;
  /** Cash beyond the limits: amount (TTC) and its TVA. */
  cashExcess: string;
  nonDeductibleVAT: string;
  deductibleVAT: string;
}

export interface VatReturn {
  byRate: ReturnRateRow[];
  collectedVAT: string;
  deductibleVAT: string;
  nonDeductibleVAT: string;
  /** Collected − deductible: positive, TVA due; negative, a credit. */
  balance: string;
  revenues: ReturnRevenue[];
  deductions: DeductionRow[];
}

/** The return of a period from its revenues and the purchases paid in it (each dated in the period). */
export function vatReturn(revenues: readonly ReturnRevenue[], purchases: readonly ReturnPurchase[]): VatReturn {
  const rows = new Map<string, ReturnRateRow>();
  const row = (rate: string) => {
    const key = rateKey(rate);
    let r = rows.get(key);
    if (!r)
      rows.set(
        key,
        (r = { rate: key, collectedHT: '0.00', collectedVAT: '0.00', deductibleHT: '0.00', deductibleVAT: '0.00', nonDeductibleVAT: '0.00' }),
      );
    return r;
  };
  for (const v of revenues) {
    const r = row(v.vatRate);
    r.collectedHT = sumMoney([r.collectedHT, v.amountHT]);
    r.collectedVAT = sumMoney([r.collectedVAT, v.amountVAT]);
  }
  const paid = purchases.map((p) => ({ p, vat: p.vatPaid ?? vatPaid(p) }));
  const excess = cashExcesses(
    paid
      .filter(({ p }) => p.paymentMode === 'ESPECES')
      .map(({ p, vat }) => ({ id: p.id, supplierId: p.supplierId, day: p.paymentDate, amount: p.amountPaid, vat })),
  );
  const deductions = paid.map(({ p, vat }): DeductionRow => {
    const over = excess.get(p.id);
    const nonDeductibleVAT = over?.vat ?? '0.00';
    const deductibleVAT = subtractMoney(vat, nonDeductibleVAT);
    const r = row(p.vatRate);
    const deductibleTTC = subtractMoney(p.amountPaid, over?.amount ?? 0);
    r.deductibleHT = sumMoney([r.deductibleHT, subtractMoney(deductibleTTC, deductibleVAT)]);
    r.deductibleVAT = sumMoney([r.deductibleVAT, deductibleVAT]);
    r.nonDeductibleVAT = sumMoney([r.nonDeductibleVAT, nonDeductibleVAT]);
    return {
      ...p,
      paidHT: subtractMoney(p.amountPaid, vat),
      paidVAT: vat,
      cashExcess: over?.amount ?? '0.00',
      nonDeductibleVAT,
      deductibleVAT,
    };
  });
  const byRate = [...rows.values()].sort((a, b) => compareDecimal(b.rate, a.rate));
  const collectedVAT = sumMoney(byRate.map((r) => r.collectedVAT));
  const deductibleVAT = sumMoney(byRate.map((r) => r.deductibleVAT));
  return {
    byRate,
    collectedVAT,
    deductibleVAT,
    nonDeductibleVAT: sumMoney(byRate.map((r) => r.nonDeductibleVAT)),
    balance: subtractMoney(collectedVAT, deductibleVAT),
    revenues: [...revenues],
    deductions,
  };
}
