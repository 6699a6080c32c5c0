/**
 * Law 69-21 payment delays (issue 38), as a pure computation: dates (YYYY-MM-DD) and decimal strings in, rows out.
 * The api lists and declares with it, the web may preview with it: one arithmetic.
 *
 * - Due date: the one agreed, at most `paymentDelay.maxDays` (120) after the invoice date (a later agreed date is
 *   capped: beyond it the law does not let the delay run); none agreed: the date + `paymentDelay.defaultDays` (60).
 * - A part paid after the due date is late; its months late are the calendar months from the due date to its payment
 *   date, a started month counting in full (due 31/01, paid 28/02: 1; paid 01/03: 2). What is still unpaid runs to
 *   `asOf` (today, or the end of the declared period).
 * - Its rate: Bank Al-Maghrib's key rate for the first month, + `paymentDelay.monthlyIncrement` (0,85 %) per further
 *   month or part of one. The key rate is the one in force at the end of the calendar month in which the delay began
 *   (DGI communiqués of June and December 2024: a delay starting from 1 June 2024 takes 2,75 %, one starting before
 *   takes 3 %). The penalty of a part is its amount × rate / 100, rounded half-up to the centime; a row's is their sum.
 * - Payments are taken in date order against the amount due (the TTC less credit notes, less the retention held).
 */
import { compareDecimal, atPercent, subtractMoney, sumMoney, moneyOf } from '../money/rules';
import { fromCentimes, toCentimes } from '../money/decimal';
import { RATES, rateAt } from './rates';

export type DelaySide = 'ISSUED' | 'RECEIVED';

export interface DelayPayment {
  date: string;
  amount: string;
}

/** An invoice issued (a client owes it) or received (a purchase: the company owes it). */
export interface DelayDocument {
  id: string;
  side: DelaySide;
  reference: string;
  /** The client or the supplier. */
  party: string;
  issueDate: string;
  /** The agreed due date; null: none agreed (the default delay applies). */
  dueDate: string | null;
  /** What is to be paid by the due date (TTC − credit notes − retention held), decimal string. */
  amount: string;
  payments: readonly DelayPayment[];
}

/** One part of the amount: paid on `paidOn` (null: still unpaid on asOf) and the penalty it bears. */
export interface DelayPart {
  amount: string;
  paidOn: string | null;
  /** The last day counted: its payment date, or asOf. */
  until: string;
  daysLate: number;
  monthsLate: number;
  /** % applied (key rate + increments), '0.00' when on time. */
  rate: string;
  penalty: string;
}

export interface DelayRow {
  id: string;
  side: DelaySide;
  reference: string;
  party: string;
  issueDate: string;
  /** The due date the law counts from (default or capped). */
  dueDate: string;
  /** The agreed date went beyond the legal maximum and was capped. */
  dueDateCapped: boolean;
  amount: string;
  paid: string;
  unpaid: string;
  /** Days late of the latest part (unpaid: to asOf; paid: to its payment); 0 when on time. */
  daysLate: number;
  monthsLate: number;
  /** The key rate of the first month ('2.25'), null when never late. */
  keyRate: string | null;
  /** The highest rate applied to one of its parts. */
  rate: string;
  penalty: string;
  late: boolean;
  parts: DelayPart[];
}

const DAY_MS = 86_400_000;
const toUtc = (day: string): number => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const fromUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string => fromUtc(toUtc(day) + days * DAY_MS);
export const daysBetween = (from: string, to: string): number => Math.round((toUtc(to) - toUtc(from)) / DAY_MS);

/** The same day `months` later, clamped to the month's end (31/01 + 1 → 28/02 or 29/02). */
export function addMonths(day: string, months: number): string {
  const y = Number(day.slice(0, 4));
  const m = Number(day.slice(5, 7)) - 1 + months;
  const d = Number(day.slice(8, 10));
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return fromUtc(Date.UTC(y, m, Math.min(d, last)));
}

/** The last day of the day's calendar month. */
export const endOfMonth = (day: string): string => fromUtc(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 0));

/** Months or parts of a month from `due` to `paid` (0 when paid on or before the due date). */
export function monthsLate(due: string, paid: string): number {
  if (paid <= due) return 0;
  let n = 1;
  while (addMonths(due, n) < paid) n += 1;
  return n;
}

type DelayKey = 'paymentDelay.defaultDays' | 'paymentDelay.maxDays' | 'paymentDelay.bamRate' | 'paymentDelay.monthlyIncrement';
/** The value in force on `day`; before the law's first date, its first value (an older invoice still runs under it). */
const rateValue = (key: DelayKey, day: string): string => (rateAt(key, day) ?? RATES[key][0]).value;

/** The latest due date the law lets an invoice of `issueDate` agree (its date + 120 days). */
export const maxDueDate = (issueDate: string): string => addDays(issueDate, Number(rateValue('paymentDelay.maxDays', issueDate)));
/** The due date when none was agreed (its date + 60 days). */
export const defaultDueDate = (issueDate: string): string => addDays(issueDate, Number(rateValue('paymentDelay.defaultDays', issueDate)));

/** The due date the law counts from, and whether the agreed one was capped. */
export function legalDueDate(issueDate: string, agreed: string | null): { dueDate: string; capped: boolean } {
  const max = maxDueDate(issueDate);
  if (!agreed) return { dueDate: defaultDueDate(issueDate), capped: false };
  return agreed > max ? { dueDate: max, capped: true } : { dueDate: agreed, capped: false };
}

/** Bank Al-Maghrib's key rate for a delay that began the day after `dueDate`. */
export const keyRateFor = (dueDate: string): string => rateValue('paymentDelay.bamRate', endOfMonth(addDays(dueDate, 1)));

/** The % for `months` late: key rate + increment × (months − 1); '0.00' for 0. */
export function penaltyRate(dueDate: string, months: number): string {
  if (months <= 0) return '0.00';
  const key = toCentimes(keyRateFor(dueDate));
  const step = toCentimes(rateValue('paymentDelay.monthlyIncrement', dueDate));
  return fromCentimes(key + step * BigInt(months - 1));
}

function part(amount: string, dueDate: string, paidOn: string | null, until: string): DelayPart {
  const months = monthsLate(dueDate, until);
  const rate = penaltyRate(dueDate, months);
  return {
    amount,
    paidOn,
    until,
    daysLate: Math.max(0, daysBetween(dueDate, until)),
    monthsLate: months,
    rate,
    penalty: months ? atPercent(amount, rate) : '0.00',
  };
}

/** One invoice's row on `asOf`: only the payments made by then count. */
export function computeDelay(doc: DelayDocument, asOf: string): DelayRow {
  const { dueDate, capped } = legalDueDate(doc.issueDate, doc.dueDate);
  const amount = moneyOf(doc.amount);
  const payments = [...doc.payments].filter((p) => p.date <= asOf).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const parts: DelayPart[] = [];
  let rest = amount;
  for (const p of payments) {
    if (compareDecimal(rest, 0) <= 0) break;
    const take = compareDecimal(p.amount, rest) > 0 ? rest : moneyOf(p.amount);
    parts.push(part(take, dueDate, p.date, p.date));
    rest = subtractMoney(rest, take);
  }
  if (compareDecimal(rest, 0) > 0) parts.push(part(rest, dueDate, null, asOf));
  const late = parts.filter((p) => p.monthsLate > 0);
  const last = parts[parts.length - 1];
  const highest = late.reduce((r, p) => (compareDecimal(p.rate, r) > 0 ? p.rate : r), '0.00');
  return {
    id: doc.id,
    side: doc.side,
    reference: doc.reference,
    party: doc.party,
    issueDate: doc.issueDate,
    dueDate,
    dueDateCapped: capped,
    amount,
    paid: subtractMoney(amount, rest),
    unpaid: rest,
    daysLate: last ? last.daysLate : 0,
    monthsLate: late.reduce((m, p) => Math.max(m, p.monthsLate), 0),
    keyRate: late.length ? keyRateFor(dueDate) : null,
    rate: highest,
    penalty: sumMoney(parts.map((p) => p.penalty)),
    late: late.length > 0,
    parts,
  };
}

/** A declared period's row: the penalty that arose in [from, to] (to date at `to` less to date the day before `from`). */
export interface DeclarationRow extends DelayRow {
  /** Paid late during the period. */
  paidLateInPeriod: string;
  /** The penalty arisen during the period. */
  periodPenalty: string;
}

/**
 * The rows a declaration of [from, to] lists: the invoices with a part paid late during the period or unpaid and late
 * at its end. Its penalty is what arose in the period, so consecutive declarations never count a centime twice.
 */
export function declarationRows(docs: readonly DelayDocument[], from: string, to: string): DeclarationRow[] {
  const rows: DeclarationRow[] = [];
  for (const doc of docs) {
    const end = computeDelay(doc, to);
    const before = computeDelay(doc, addDays(from, -1));
    const paidLate = end.parts.filter((p) => p.paidOn && p.paidOn >= from && p.monthsLate > 0);
    const unpaidLate = end.parts.some((p) => !p.paidOn && p.monthsLate > 0);
    if (!paidLate.length && !unpaidLate) continue;
    const beforePenalty = before.dueDate < from ? before.penalty : '0.00';
    rows.push({
      ...end,
      paidLateInPeriod: sumMoney(paidLate.map((p) => p.amount)),
      periodPenalty: subtractMoney(end.penalty, beforePenalty),
    });
  }
  return rows.sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : a.reference.localeCompare(b.reference)));
}

export interface DelayTotals {
  /** Penalties on invoices received (the company owes them). */
  owed: string;
  /** Penalties on invoices issued (its clients owe them). */
  owedTo: string;
  lateReceived: number;
  lateIssued: number;
}

export function delayTotals(rows: readonly DelayRow[]): DelayTotals {
  const of = (side: DelaySide) => rows.filter((r) => r.side === side);
  return {
    owed: sumMoney(of('RECEIVED').map((r) => r.penalty)),
    owedTo: sumMoney(of('ISSUED').map((r) => r.penalty)),
    lateReceived: of('RECEIVED').filter((r) => r.late).length,
    lateIssued: of('ISSUED').filter((r) => r.late).length,
  };
}

/** A quarter (1–4) or a year as [from, to]. */
export function declarationPeriod(year: number, quarter: number | null): { from: string; to: string } {
  if (!quarter) return { from: `${year}-01-01`, to: `${year}-12-31` };
  const first = `${year}-${String((quarter - 1) * 3 + 1).padStart(2, '0')}-01`;
  return { from: first, to: endOfMonth(addMonths(first, 2)) };
}
