import Decimal from 'decimal.js';

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
const cents = (d: Decimal.Value) => new D(d).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const ZERO = new D(0);

/** Amounts HT per TVA rate ('20.00' → '1000.00'). */
export type ByRate = Map<string, Decimal>;

export const rateKey = (rate: string) => new D(rate).toFixed(2);

export function byRate(lines: { vatRate: string; totalHT: string }[]): ByRate {
  const out: ByRate = new Map();
  for (const l of lines) out.set(rateKey(l.vatRate), (out.get(rateKey(l.vatRate)) ?? ZERO).plus(l.totalHT));
  return out;
}

export function add(a: ByRate, b: ByRate, sign = 1): ByRate {
  const out: ByRate = new Map(a);
  for (const [r, v] of b) out.set(r, (out.get(r) ?? ZERO).plus(v.times(sign)));
  return out;
}

export const sum = (m: ByRate) => [...m.values()].reduce((s, v) => s.plus(v), ZERO);

/**
 * Splits `total` over the keys in proportion to `weights`, each share rounded to the centime and the last one taking
 * what rounding left, so the shares add up to `total` exactly.
 */
export function split(total: Decimal.Value, weights: ByRate): ByRate {
  const entries = [...weights.entries()].filter(([, w]) => !w.isZero());
  const whole = sum(new Map(entries));
  const out: ByRate = new Map();
  if (!entries.length || whole.isZero()) return out;
  let left = new D(total);
  entries.forEach(([rate, w], i) => {
    const share = i === entries.length - 1 ? left : cents(new D(total).times(w).dividedBy(whole));
    out.set(rate, share);
    left = left.minus(share);
  });
  return out;
}

export interface Totals {
  totalHT: string;
  totalVAT: string;
  totalTTC: string;
  vat: { rate: string; base: string; vat: string }[];
}

/** An invoice's TVA per rate as it states it: a credit note's as split when issued, else each rate's rounded once. */
export function statedVat(kind: string, lines: { vatRate: string; totalHT: string; vatAmount?: string | null }[]): Totals['vat'] {
  return kind === 'AVOIR'
    ? lines.map((l) => ({ rate: rateKey(l.vatRate), base: l.totalHT, vat: l.vatAmount ?? '0.00' }))
    : totalsOf(byRate(lines)).vat;
}

/** Totals of bases per rate: the TVA of each rate rounded once, as on the quote. */
export function totalsOf(bases: ByRate): Totals {
  const vat = [...bases.entries()]
    .sort(([a], [b]) => new D(b).comparedTo(a))
    .map(([rate, base]) => ({ rate, base: base.toFixed(2), vat: cents(base.times(rate).dividedBy(100)).toFixed(2) }));
  const ht = sum(bases);
  const tva = vat.reduce((s, r) => s.plus(r.vat), ZERO);
  return { totalHT: ht.toFixed(2), totalVAT: tva.toFixed(2), totalTTC: ht.plus(tva).toFixed(2), vat };
}

/** An amount TTC split per rate in proportion to `weights`, each share split into HT and TVA (HT = TTC × 100 / (100 + rate)). */
export function fromTTC(ttc: Decimal.Value, weights: ByRate): { bases: ByRate; vat: ByRate } {
  const shares = split(ttc, weights);
  const bases: ByRate = new Map();
  const vat: ByRate = new Map();
  for (const [rate, share] of shares) {
    const ht = cents(share.times(100).dividedBy(new D(100).plus(rate)));
    bases.set(rate, ht);
    vat.set(rate, share.minus(ht));
  }
  return { bases, vat };
}

/** Retention held on an amount TTC at a rate (%). */
export const retentionOf = (ttc: Decimal.Value, rate: Decimal.Value) => cents(new D(ttc).times(rate).dividedBy(100));

/** A line's billed amount at a cumulative progress: rounded on the cumulative, so that 100 % bills the line exactly. */
export const atProgress = (lineHT: Decimal.Value, percent: Decimal.Value) => cents(new D(lineHT).times(percent).dividedBy(100));

export { D, cents, ZERO };
