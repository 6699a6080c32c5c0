/**
 * Amounts travel as decimal strings ('1234.50'). Sums and comparisons here are exact: whole cents as BigInt,
 * never JavaScript floats. Only the charts turn an amount into a number, for geometry (see chartNumber).
 */
import type { FinanceLineFieldsFragment } from '../../../gql/graphql';
import { fromCentimes, toCentimes } from '@chantiers/schema';

/** A line of figures as the api gives it (the generated fragment type, without its typename). */
export type FinanceLine = Omit<FinanceLineFieldsFragment, '__typename'>;

/** '1234.5' -> 123450n by the shared arithmetic (schema/money); anything unreadable counts as zero. */
export function toCents(amount: string | null | undefined): bigint {
  try {
    return toCentimes(String(amount ?? '').trim() || '0');
  } catch {
    return 0n;
  }
}

export const fromCents = fromCentimes;

export const addAmounts = (...amounts: string[]): string => fromCents(amounts.reduce((sum, a) => sum + toCents(a), 0n));
export const subtractAmounts = (a: string, b: string): string => fromCents(toCents(a) - toCents(b));

/** -1, 0 or 1: the sign of an amount. */
export function signOf(amount: string | null | undefined): -1 | 0 | 1 {
  const cents = toCents(amount);
  return cents > 0n ? 1 : cents < 0n ? -1 : 0;
}

/**
 * The basis of the margin: a company subject to TVA reads HT amounts (it recovers the TVA it pays), one that is not
 * reads TTC amounts. `incomeOf` and `expensesOf` are what the api's margin subtracts, on that basis.
 */
export type Basis = 'HT' | 'TTC';
export const basisOf = (vatSubject: boolean | null | undefined): Basis => (vatSubject === false ? 'TTC' : 'HT');
type Amounts = Pick<FinanceLine, 'revenues' | 'revenuesHT' | 'purchasesHT' | 'purchasesTTC' | 'labour' | 'subcontracting'>;
export const incomeOf = (line: Amounts, basis: Basis): string => (basis === 'HT' ? line.revenuesHT : line.revenues);
export const purchasesOf = (line: Amounts, basis: Basis): string => (basis === 'HT' ? line.purchasesHT : line.purchasesTTC);
/** Achats (HT or TTC) + main d'œuvre + sous-traitance: what the margin subtracts from the revenues. */
export const expensesOf = (line: Amounts, basis: Basis): string => addAmounts(purchasesOf(line, basis), line.labour, line.subcontracting);

/** True when nothing was earned nor spent. */
export const isEmptyLine = (line: FinanceLine): boolean =>
  [line.revenues, line.purchasesHT, line.purchasesTTC, line.subcontracting, line.labour, line.margin].every((a) => toCents(a) === 0n);

/** An amount as a number of dirhams, for drawing only: labels and tooltips show the string with formatMoney. */
export const chartNumber = (amount: string): number => Number(toCents(amount)) / 100;

/**
 * How `current` moved against `previous`: the difference as a decimal string, and the change in per cent with
 * one decimal (null when the previous amount was zero: no meaningful ratio).
 */
export function deltaOf(current: string, previous: string): { direction: -1 | 0 | 1; difference: string; percent: string | null } {
  const now = toCents(current);
  const before = toCents(previous);
  const diff = now - before;
  const direction = diff > 0n ? 1 : diff < 0n ? -1 : 0;
  // Against nothing or a loss, a percentage means nothing ('+1 156,4 %' from a negative margin): the difference alone.
  if (before <= 0n) return { direction, difference: fromCents(diff), percent: null };
  // Tenths of a per cent, rounded half away from zero, against the size of the previous amount.
  const base = before < 0n ? -before : before;
  const scaled = diff * 1000n;
  const tenths = (scaled + (scaled >= 0n ? base / 2n : -base / 2n)) / base;
  const abs = tenths < 0n ? -tenths : tenths;
  const percent = `${tenths < 0n ? '-' : ''}${abs / 10n}.${abs % 10n}`;
  return { direction, difference: fromCents(diff), percent };
}
