/**
 * The money rules of quotes, invoices, purchases and revenues (SPEC, docs/DECISIONS.md), in one place for the api
 * (what it stores and answers) and the web (what its forms preview): decimal strings in, decimal strings out, each
 * rounding half-up to the centime at the step where the api always rounded it.
 */
import { type Fixed, formatUnits, fromCentimes, multiply, parseFixed, quotientAt, toCentimes, unitsAt } from './decimal';

type Value = string | number | bigint;

const HUNDRED: Fixed = { units: 100n, scale: 0 };
const cents = (value: Value): Fixed => ({ units: toCentimes(value), scale: 2 });

/** A decimal at `places` decimals, half-up past them: ('12.5', 3) -> '12.500'. */
export const fixed = (value: Value, places: number): string => formatUnits(unitsAt(parseFixed(value), places), places);

/** An amount as the api writes it: '1234.5' -> '1234.50'; absent is zero. */
export const moneyOf = (value: Value | null | undefined): string => fixed(value ?? 0, 2);

export const sumMoney = (values: readonly (Value | null | undefined)[]): string =>
  fromCentimes(values.reduce<bigint>((sum, v) => sum + toCentimes(v ?? 0), 0n));

export const subtractMoney = (a: Value, ...b: Value[]): string => fromCentimes(b.reduce<bigint>((rest, v) => rest - toCentimes(v), toCentimes(a)));

export const negateMoney = (a: Value): string => fromCentimes(-toCentimes(a));

/** -1, 0 or 1, at any number of decimals ('12.5' against '12.50' is 0). */
export function compareDecimal(a: Value, b: Value): -1 | 0 | 1 {
  const x = parseFixed(a);
  const y = parseFixed(b);
  const scale = Math.max(x.scale, y.scale);
  const d = unitsAt(x, scale) - unitsAt(y, scale);
  return d > 0n ? 1 : d < 0n ? -1 : 0;
}

export const isZeroMoney = (a: Value): boolean => toCentimes(a) === 0n;

/** A TVA rate as stored and keyed ('20' -> '20.00'). */
export const rateKey = (rate: Value): string => fixed(rate, 2);

/** amount × part / whole, rounded to the centime: a share in proportion. */
export const proRata = (amount: Value, part: Value, whole: Value): string =>
  fromCentimes(quotientAt(multiply(parseFixed(amount), parseFixed(part)), parseFixed(whole), 2));

/** amount × percent / 100 to the centime: a deposit's share, a line billed at a progress, a retention. */
export const atPercent = (amount: Value, percent: Value): string => proRata(amount, percent, 100);

/** A quote line's total HT: quantity × unit price × (100 − discount %) / 100, rounded once, to the centime. */
export function lineTotalHT(line: { quantity: Value; unitPriceHT: Value; discountPercent?: Value | null }): string {
  const discount = parseFixed(line.discountPercent ?? 0);
  const kept: Fixed = { units: unitsAt(HUNDRED, discount.scale) - discount.units, scale: discount.scale };
  return fromCentimes(quotientAt(multiply(parseFixed(line.quantity), parseFixed(line.unitPriceHT), kept), HUNDRED, 2));
}

/** A lot's total HT: its lines' totals added up (each already rounded, so the lot needs no rounding of its own). */
export const lotTotalHT = (lines: readonly { totalHT: Value }[]): string => sumMoney(lines.map((l) => l.totalHT));

/** TVA of an amount before tax at a rate in %, rounded half-up to the centime. */
export const vatOf = (amountHT: Value, ratePercent: Value): string => atPercent(amountHT, ratePercent);

/** A purchase's amounts: TVA = HT × rate rounded, TTC = HT + TVA. */
export function addVat(amountHT: Value, ratePercent: Value): { vat: string; ttc: string } {
  const vat = vatOf(amountHT, ratePercent);
  return { vat, ttc: sumMoney([amountHT, vat]) };
}

/** An amount TTC at a rate: HT = TTC × 100 / (100 + rate) rounded half-up, TVA = TTC − HT (so HT + TVA = TTC). */
export function splitTTC(amountTTC: Value, ratePercent: Value): { ht: string; vat: string } {
  const ttc = cents(amountTTC);
  const rate = parseFixed(ratePercent);
  const divisor: Fixed = { units: unitsAt(HUNDRED, rate.scale) + rate.units, scale: rate.scale };
  const ht = quotientAt(multiply(ttc, HUNDRED), divisor, 2);
  return { ht: fromCentimes(ht), vat: fromCentimes(ttc.units - ht) };
}

/** Retention (retenue de garantie) held on an amount TTC at a rate in %. */
export const retentionOf = (amountTTC: Value, ratePercent: Value): string => atPercent(amountTTC, ratePercent);

/** Amounts per TVA rate, keyed '20.00'. */
export type ByRate = Map<string, string>;

/** Each rate's lines HT added up (the rate's base). */
export function basesByRate(lines: readonly { vatRate: Value; totalHT: Value }[]): ByRate {
  const out = new Map<string, bigint>();
  for (const l of lines) out.set(rateKey(l.vatRate), (out.get(rateKey(l.vatRate)) ?? 0n) + toCentimes(l.totalHT));
  return new Map([...out].map(([rate, c]) => [rate, fromCentimes(c)]));
}

/** a + sign × b, rate by rate. */
export function addByRate(a: ByRate, b: ByRate, sign: 1 | -1 = 1): ByRate {
  const out: ByRate = new Map(a);
  for (const [rate, v] of b) out.set(rate, fromCentimes(toCentimes(out.get(rate) ?? 0) + BigInt(sign) * toCentimes(v)));
  return out;
}

export const sumByRate = (m: ByRate): string => sumMoney([...m.values()]);

export interface VatRow {
  rate: string;
  base: string;
  vat: string;
}

export interface DocumentTotals {
  totalHT: string;
  /** One row per rate, the highest first: the TVA is computed once per rate on its base (as Moroccan invoices state it). */
  vat: VatRow[];
  totalVAT: string;
  totalTTC: string;
}

/** The largest TTC a quote or an invoice may reach (numeric(15, 2) columns): beyond it the document is refused. */
export const DOCUMENT_MAX_TTC = '9999999999999.99';
export const exceedsDocumentMax = (totalTTC: Value): boolean => compareDecimal(totalTTC, DOCUMENT_MAX_TTC) > 0;

/** A document's totals from its bases per rate: each rate's TVA rounded once, TTC = HT + TVA. */
export function totalsOfBases(bases: ByRate): DocumentTotals {
  const vat = [...bases]
    .map(([rate, base]) => ({ rate: rateKey(rate), base: moneyOf(base), vat: vatOf(base, rate) }))
    .sort((a, b) => compareDecimal(b.rate, a.rate));
  const totalHT = sumMoney(vat.map((r) => r.base));
  const totalVAT = sumMoney(vat.map((r) => r.vat));
  return { totalHT, vat, totalVAT, totalTTC: sumMoney([totalHT, totalVAT]) };
}

/** A quote's or an invoice's totals from its lines (each line's total HT already rounded). */
export const documentTotals = (lines: readonly { vatRate: Value; totalHT: Value }[]): DocumentTotals => totalsOfBases(basesByRate(lines));

/** Each rate's TTC (base + its TVA) of a document's lines: the weights of credit notes and payments. */
export const ttcByRate = (lines: readonly { vatRate: Value; totalHT: Value }[]): ByRate =>
  new Map(documentTotals(lines).vat.map((r) => [r.rate, sumMoney([r.base, r.vat])]));

/**
 * `total` split over the keys in proportion to `weights` (zero weights left out), each share rounded to the centime
 * and the last one taking what rounding left, so that the shares add up to `total` exactly.
 */
export function splitInProportion(total: Value, weights: ByRate): ByRate {
  const entries = [...weights].filter(([, w]) => !isZeroMoney(w));
  const whole = sumMoney(entries.map(([, w]) => w));
  const out: ByRate = new Map();
  if (!entries.length || isZeroMoney(whole)) return out;
  let left = toCentimes(total);
  entries.forEach(([key, w], i) => {
    const share = i === entries.length - 1 ? left : toCentimes(proRata(total, w, whole));
    out.set(key, fromCentimes(share));
    left -= share;
  });
  return out;
}

/** An amount TTC split over rates in proportion to `weights`, each share split into HT and TVA at its rate. */
export function splitTTCByRate(amountTTC: Value, weights: ByRate): { bases: ByRate; vat: ByRate } {
  const bases: ByRate = new Map();
  const vat: ByRate = new Map();
  for (const [rate, share] of splitInProportion(amountTTC, weights)) {
    const split = splitTTC(share, rate);
    bases.set(rate, split.ht);
    vat.set(rate, split.vat);
  }
  return { bases, vat };
}

/** What a progress statement bills for a line moving from one cumulative % to another, rounded on the cumulative amounts. */
export const progressBilled = (lineHT: Value, previousPercent: Value, cumulativePercent: Value): string =>
  subtractMoney(atPercent(lineHT, cumulativePercent), atPercent(lineHT, previousPercent));

/**
 * The deposits deducted from a progress statement: the rate's deposits in proportion to the works billed at it so far
 * (rounded on the cumulative), less what earlier statements deducted; never negative ('0.00').
 */
export function depositDeduction(deposits: Value, worksBilled: Value, base: Value, deducted: Value): string {
  if (toCentimes(deposits) <= 0n || isZeroMoney(base)) return '0.00';
  const due = subtractMoney(proRata(deposits, worksBilled, base), deducted);
  return toCentimes(due) > 0n ? due : '0.00';
}
