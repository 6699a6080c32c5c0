import type { InvoiceData } from '@chantiers/schema';
import { AppError } from '../../core/errors/app-error';
import { sentence } from '../../core/errors/sentence';
import type { QuoteLine } from '../quotes/quote-line.entity';
import { formatAmount } from '../quotes/pdf/quote-pdf.format';
import { add, atProgress, type ByRate, byRate, cents, D, rateKey, split, sum, ZERO } from './invoice-amounts';
import type { Invoice } from './invoice.entity';

export interface NewLine {
  designation: string;
  quoteLineId?: string | null;
  quoteAmountHT?: string | null;
  previousPercent?: string | null;
  cumulativePercent?: string | null;
  deduction?: boolean;
  vatRate: string;
  totalHT: string;
}

/** What the quote's earlier invoices add up to: billed HT per rate (net of credit notes), deposits, progress, retention. */
export interface QuoteLedger {
  bases: ByRate;
  billed: ByRate;
  deposits: ByRate;
  deducted: ByRate;
  progress: Map<string, string>;
  retentionHeld: InstanceType<typeof D>;
}

const linesOf = (i: Invoice) => i.lines.getItems();
const withVat = (l: { vatRate: string; totalHT: string }) => ({ vatRate: l.vatRate, totalHT: l.totalHT });

export function ledgerOf(quoteLines: QuoteLine[], invoices: Invoice[]): QuoteLedger {
  let billed: ByRate = new Map();
  let deposits: ByRate = new Map();
  let deducted: ByRate = new Map();
  const progress = new Map<string, string>();
  let retentionHeld = new D(0);
  const byId = new Map(invoices.map((i) => [i.id, i]));
  for (const inv of invoices) {
    const lines = linesOf(inv);
    if (inv.kind === 'AVOIR') {
      billed = add(billed, byRate(lines.map(withVat)), -1);
      if (inv.creditOf && byId.get(inv.creditOf.id)?.kind === 'ACOMPTE') deposits = add(deposits, byRate(lines.map(withVat)), -1);
      retentionHeld = retentionHeld.minus(inv.retentionAmount);
      continue;
    }
    if (inv.kind === 'RETENUE') {
      retentionHeld = retentionHeld.minus(inv.retentionAmount);
      continue;
    }
    billed = add(billed, byRate(lines.map(withVat)));
    retentionHeld = retentionHeld.plus(inv.retentionAmount);
    if (inv.kind === 'ACOMPTE') deposits = add(deposits, byRate(lines.map(withVat)));
    for (const l of lines) {
      if (l.deduction) deducted = add(deducted, byRate([{ vatRate: l.vatRate, totalHT: new D(l.totalHT).negated().toFixed(2) }]));
      else if (l.quoteLineId && l.cumulativePercent) {
        const before = progress.get(l.quoteLineId);
        if (!before || new D(l.cumulativePercent).greaterThan(before)) progress.set(l.quoteLineId, l.cumulativePercent);
      }
    }
  }
  return { bases: byRate(quoteLines), billed, deposits, deducted, progress, retentionHeld };
}

const leftOf = (l: QuoteLedger) => sum(l.bases).minus(sum(l.billed));

function refuseBeyondQuote(ledger: QuoteLedger, lines: NewLine[]): void {
  const ht = lines.reduce((s, l) => s.plus(l.totalHT), new D(0));
  const left = leftOf(ledger);
  if (ht.greaterThan(left)) throw AppError.badInput({ amountHT: sentence('invoice.exceedsQuote', { rest: formatAmount(left.toFixed(2)) }) });
}

/** A deposit: a share of the quote (per rate), or an amount HT split over the rates in proportion to the quote. */
export function depositLines(ledger: QuoteLedger, input: InvoiceData, reference: string): NewLine[] {
  const shares: ByRate = input.percent
    ? new Map([...ledger.bases].map(([r, base]) => [r, cents(base.times(input.percent!).dividedBy(100))]))
    : split(input.amountHT!, ledger.bases);
  const label = input.percent
    ? `Acompte de ${formatAmount(input.percent).replace(/,00$/, '')} % sur devis ${reference}`
    : `Acompte sur devis ${reference}`;
  const lines = [...shares].filter(([, v]) => !v.isZero()).map(([rate, v]) => ({ designation: label, vatRate: rate, totalHT: v.toFixed(2) }));
  if (!lines.length) throw AppError.badInput({ amountHT: 'invoice.amount.invalid' });
  refuseBeyondQuote(ledger, lines);
  return lines;
}

/**
 * A progress statement: each listed line of the quote at its new cumulative %, billed for the progress since the
 * previous statement (rounded on the cumulative amounts, so 100 % bills a line exactly); the deposits are deducted
 * in proportion to the works billed, so that at 100 % they are deducted in full.
 */
export function situationLines(ledger: QuoteLedger, quoteLines: QuoteLine[], input: InvoiceData): NewLine[] {
  const wanted = new Map<string, string>();
  for (const p of input.progress ?? []) wanted.set(p.lineId.toLowerCase(), new D(p.percent).toFixed(2));
  const known = new Set(quoteLines.map((l) => l.id));
  for (const id of wanted.keys()) if (!known.has(id)) throw AppError.badInput({ progress: 'invoice.line.notFound' });
  const lines: NewLine[] = [];
  let worksAfter: ByRate = new Map();
  for (const ql of quoteLines) {
    const before = ledger.progress.get(ql.id) ?? '0.00';
    const after = wanted.get(ql.id) ?? before;
    if (new D(after).lessThan(before)) throw AppError.badInput({ progress: 'invoice.progress.backwards' });
    const rate = rateKey(ql.vatRate);
    worksAfter = add(worksAfter, new Map([[rate, atProgress(ql.totalHT, after)]]));
    const delta = atProgress(ql.totalHT, after).minus(atProgress(ql.totalHT, before));
    if (delta.isZero()) continue;
    lines.push({
      designation: ql.designation,
      quoteLineId: ql.id,
      quoteAmountHT: ql.totalHT,
      previousPercent: before,
      cumulativePercent: after,
      vatRate: rate,
      totalHT: delta.toFixed(2),
    });
  }
  if (!lines.length) throw AppError.badInput({ progress: 'invoice.progress.nothing' });
  for (const [rate, deposit] of ledger.deposits) {
    const base = ledger.bases.get(rate) ?? ZERO;
    if (deposit.lessThanOrEqualTo(0) || base.isZero()) continue;
    const due = cents(deposit.times(worksAfter.get(rate) ?? ZERO).dividedBy(base));
    const deduction = due.minus(ledger.deducted.get(rate) ?? ZERO);
    if (deduction.greaterThan(0))
      lines.push({
        designation: "Déduction de l'acompte (au prorata des travaux)",
        deduction: true,
        vatRate: rate,
        totalHT: deduction.negated().toFixed(2),
      });
  }
  refuseBeyondQuote(ledger, lines);
  return lines;
}

/** The balance: per rate, what the quote still holds once every invoice and credit note is counted. */
export function balanceLines(ledger: QuoteLedger, reference: string): NewLine[] {
  const lines = [...ledger.bases]
    .map(([rate, base]) => ({ rate, left: base.minus(ledger.billed.get(rate) ?? ZERO) }))
    .filter((r) => r.left.greaterThan(0))
    .map((r) => ({ designation: `Solde du devis ${reference}`, vatRate: r.rate, totalHT: r.left.toFixed(2) }));
  if (!lines.length) throw new AppError('CONFLICT', 'invoice.nothingLeft');
  return lines;
}
