/**
 * The api's money code as it stood before the shared rules (schema/money) replaced it (commit 31a1d01: quote-totals.ts,
 * finance/money.ts, invoices/invoice-amounts.ts and invoice-billing.ts on decimal.js), kept as the reference that
 * money-rules.property.test.ts holds the shared rules to: the same documents must give the same centimes.
 * Refusals throw an Error named by the message key the api used.
 */
import Decimal from 'decimal.js';

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
type Dec = InstanceType<typeof D>;
const cents = (d: Decimal.Value) => new D(d).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const ZERO = new D(0);

export function oldLineAmounts(line: { quantity: string; unitPriceHT: string; discountPercent: string; vatRate: string }) {
  const quantity = new D(line.quantity);
  const price = new D(line.unitPriceHT);
  const discount = new D(line.discountPercent);
  return {
    quantity: quantity.toFixed(3),
    unitPriceHT: price.toFixed(2),
    vatRate: new D(line.vatRate).toFixed(2),
    discountPercent: discount.toFixed(2),
    totalHT: cents(quantity.times(price).times(new D(100).minus(discount)).dividedBy(100)).toFixed(2),
  };
}

export const oldLotSubtotal = (lines: { totalHT: string }[]) => lines.reduce((s, l) => s.plus(l.totalHT), new D(0)).toFixed(2);

export const oldVatOf = (ht: string, rate: string) => new D(ht).times(rate).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

export function oldSplitTTC(ttc: string, rate: string) {
  const ht = new D(ttc).times(100).dividedBy(new D(100).plus(rate)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return { ht: ht.toFixed(2), vat: new D(ttc).minus(ht).toFixed(2) };
}

export type OldByRate = Map<string, Dec>;
const rateKey = (rate: string) => new D(rate).toFixed(2);

export function oldByRate(lines: { vatRate: string; totalHT: string }[]): OldByRate {
  const out: OldByRate = new Map();
  for (const l of lines) out.set(rateKey(l.vatRate), (out.get(rateKey(l.vatRate)) ?? ZERO).plus(l.totalHT));
  return out;
}

function add(a: OldByRate, b: OldByRate, sign = 1): OldByRate {
  const out: OldByRate = new Map(a);
  for (const [r, v] of b) out.set(r, (out.get(r) ?? ZERO).plus(v.times(sign)));
  return out;
}

const sum = (m: OldByRate) => [...m.values()].reduce((s, v) => s.plus(v), ZERO);

export function oldSplit(total: Decimal.Value, weights: OldByRate): OldByRate {
  const entries = [...weights.entries()].filter(([, w]) => !w.isZero());
  const whole = sum(new Map(entries));
  const out: OldByRate = new Map();
  if (!entries.length || whole.isZero()) return out;
  let left = new D(total);
  entries.forEach(([rate, w], i) => {
    const share = i === entries.length - 1 ? left : cents(new D(total).times(w).dividedBy(whole));
    out.set(rate, share);
    left = left.minus(share);
  });
  return out;
}

export function oldTotalsOf(bases: OldByRate) {
  const vat = [...bases.entries()]
    .sort(([a], [b]) => new D(b).comparedTo(a))
    .map(([rate, base]) => ({ rate, base: base.toFixed(2), vat: cents(base.times(rate).dividedBy(100)).toFixed(2) }));
  const ht = sum(bases);
  const tva = vat.reduce((s, r) => s.plus(r.vat), ZERO);
  return { totalHT: ht.toFixed(2), vat, totalVAT: tva.toFixed(2), totalTTC: ht.plus(tva).toFixed(2) };
}

export function oldFromTTC(ttc: Decimal.Value, weights: OldByRate): { bases: OldByRate; vat: OldByRate } {
  const bases: OldByRate = new Map();
  const vat: OldByRate = new Map();
  for (const [rate, share] of oldSplit(ttc, weights)) {
    const ht = cents(share.times(100).dividedBy(new D(100).plus(rate)));
    bases.set(rate, ht);
    vat.set(rate, share.minus(ht));
  }
  return { bases, vat };
}

export const oldRetentionOf = (ttc: Decimal.Value, rate: Decimal.Value) => cents(new D(ttc).times(rate).dividedBy(100)).toFixed(2);
const atProgress = (lineHT: Decimal.Value, percent: Decimal.Value) => cents(new D(lineHT).times(percent).dividedBy(100));

export interface PlainLine {
  vatRate: string;
  totalHT: string;
  deduction?: boolean;
  quoteLineId?: string | null;
  cumulativePercent?: string | null;
}
export interface PlainInvoice {
  id: string;
  kind: 'ACOMPTE' | 'SITUATION' | 'SOLDE' | 'RETENUE' | 'AVOIR';
  lines: PlainLine[];
  retentionAmount: string;
  creditOf?: string | null;
}
interface Ledger {
  bases: OldByRate;
  billed: OldByRate;
  deposits: OldByRate;
  deducted: OldByRate;
  progress: Map<string, string>;
}

function ledgerOf(quoteLines: { id: string; vatRate: string; totalHT: string }[], invoices: PlainInvoice[]): Ledger {
  let billed: OldByRate = new Map();
  let deposits: OldByRate = new Map();
  let deducted: OldByRate = new Map();
  const progress = new Map<string, string>();
  const byId = new Map(invoices.map((i) => [i.id, i]));
  for (const inv of invoices) {
    if (inv.kind === 'AVOIR') {
      billed = add(billed, oldByRate(inv.lines), -1);
      if (inv.creditOf && byId.get(inv.creditOf)?.kind === 'ACOMPTE') deposits = add(deposits, oldByRate(inv.lines), -1);
      continue;
    }
    if (inv.kind === 'RETENUE') continue;
    billed = add(billed, oldByRate(inv.lines));
    if (inv.kind === 'ACOMPTE') deposits = add(deposits, oldByRate(inv.lines));
    for (const l of inv.lines) {
      if (l.deduction) deducted = add(deducted, oldByRate([{ vatRate: l.vatRate, totalHT: new D(l.totalHT).negated().toFixed(2) }]));
      else if (l.quoteLineId && l.cumulativePercent) {
        const before = progress.get(l.quoteLineId);
        if (!before || new D(l.cumulativePercent).greaterThan(before)) progress.set(l.quoteLineId, l.cumulativePercent);
      }
    }
  }
  return { bases: oldByRate(quoteLines), billed, deposits, deducted, progress };
}

function refuseBeyondQuote(ledger: Ledger, lines: PlainLine[]): void {
  const ht = lines.reduce((s, l) => s.plus(l.totalHT), new D(0));
  if (ht.greaterThan(sum(ledger.bases).minus(sum(ledger.billed)))) throw new Error('invoice.exceedsQuote');
}

/** The lines the api billed for a deposit, a progress statement or the balance, after `invoices`. */
export function oldInvoiceLines(
  quoteLines: { id: string; vatRate: string; totalHT: string }[],
  invoices: PlainInvoice[],
  input: {
    kind: 'ACOMPTE' | 'SITUATION' | 'SOLDE';
    percent?: string | null;
    amountHT?: string | null;
    progress?: { lineId: string; percent: string }[];
  },
): PlainLine[] {
  const ledger = ledgerOf(quoteLines, invoices);
  // Since 11-30 a deposit bills no rate beyond what is left at it (an amount is spread over what is left), and the
  // balance brings a rate billed beyond its base back: written again here in decimal.js, as the rule reads.
  const left: OldByRate = new Map([...ledger.bases].map(([r, base]) => [r, D.max(base.minus(ledger.billed.get(r) ?? ZERO), 0)]));
  if (input.kind === 'ACOMPTE') {
    const shares: OldByRate = input.percent
      ? new Map([...ledger.bases].map(([r, base]) => [r, cents(base.times(input.percent!).dividedBy(100))]))
      : oldSplit(input.amountHT!, left);
    const lines = [...shares].filter(([, v]) => !v.isZero()).map(([rate, v]) => ({ vatRate: rate, totalHT: v.toFixed(2) }));
    if (!lines.length) throw new Error('invoice.amount.invalid');
    refuseBeyondQuote(ledger, lines);
    if (lines.some((l) => new D(l.totalHT).greaterThan(left.get(l.vatRate) ?? ZERO))) throw new Error('invoice.exceedsRate');
    return lines;
  }
  if (input.kind === 'SOLDE') {
    const lines = [...ledger.bases]
      .map(([rate, base]) => ({ rate, left: base.minus(ledger.billed.get(rate) ?? ZERO) }))
      .filter((r) => !r.left.isZero())
      .map((r) => ({ vatRate: r.rate, totalHT: r.left.toFixed(2) }));
    if (lines.reduce((s, l) => s.plus(l.totalHT), new D(0)).lessThanOrEqualTo(0)) throw new Error('invoice.nothingLeft');
    return lines;
  }
  const wanted = new Map((input.progress ?? []).map((p) => [p.lineId, new D(p.percent).toFixed(2)]));
  const lines: PlainLine[] = [];
  let worksAfter: OldByRate = new Map();
  for (const ql of quoteLines) {
    const before = ledger.progress.get(ql.id) ?? '0.00';
    const after = wanted.get(ql.id) ?? before;
    if (new D(after).lessThan(before)) throw new Error('invoice.progress.backwards');
    const rate = rateKey(ql.vatRate);
    worksAfter = add(worksAfter, new Map([[rate, atProgress(ql.totalHT, after)]]));
    const delta = atProgress(ql.totalHT, after).minus(atProgress(ql.totalHT, before));
    if (delta.isZero()) continue;
    lines.push({ quoteLineId: ql.id, cumulativePercent: after, vatRate: rate, totalHT: delta.toFixed(2) });
  }
  if (!lines.length) throw new Error('invoice.progress.nothing');
  for (const [rate, deposit] of ledger.deposits) {
    const base = ledger.bases.get(rate) ?? ZERO;
    if (deposit.lessThanOrEqualTo(0) || base.isZero()) continue;
    const due = cents(deposit.times(worksAfter.get(rate) ?? ZERO).dividedBy(base));
    const deduction = due.minus(ledger.deducted.get(rate) ?? ZERO);
    if (deduction.greaterThan(0)) lines.push({ deduction: true, vatRate: rate, totalHT: deduction.negated().toFixed(2) });
  }
  refuseBeyondQuote(ledger, lines);
  return lines;
}

export const decimalSum = (values: string[]) => values.reduce((s, v) => s.plus(v), new D(0)).toFixed(2);
export const decimalMinus = (a: string, b: string) => new D(a).minus(b).toFixed(2);
