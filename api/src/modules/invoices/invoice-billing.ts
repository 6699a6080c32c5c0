import {
  addByRate,
  atPercent,
  basesByRate,
  type ByRate,
  compareDecimal,
  depositDeduction,
  fixed,
  type InvoiceData,
  isZeroMoney,
  negateMoney,
  rateKey,
  splitInProportion,
  subtractMoney,
  sumByRate,
  sumMoney,
} from '@chantiers/schema';
import { AppError } from '../../core/errors/app-error';
import { sentence } from '../../core/errors/sentence';
import type { BillableLine } from '../quotes';
import { formatAmount } from '../../core/pdf/pdf-format';
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
  /** What each billable line was billed so far (HT, its statements' lines added up). */
  lineBilled: Map<string, string>;
  retentionHeld: string;
}

const linesOf = (i: Invoice) => i.lines.getItems();

export function ledgerOf(quoteLines: readonly { vatRate: string; totalHT: string }[], invoices: Invoice[]): QuoteLedger {
  let billed: ByRate = new Map();
  let deposits: ByRate = new Map();
  let deducted: ByRate = new Map();
  const progress = new Map<string, string>();
  const lineBilled = new Map<string, string>();
  let retentionHeld = '0.00';
  const byId = new Map(invoices.map((i) => [i.id, i]));
  for (const inv of invoices) {
    const lines = linesOf(inv);
    if (inv.kind === 'AVOIR') {
      billed = addByRate(billed, basesByRate(lines), -1);
      if (inv.creditOf && byId.get(inv.creditOf.id)?.kind === 'ACOMPTE') deposits = addByRate(deposits, basesByRate(lines), -1);
      retentionHeld = subtractMoney(retentionHeld, inv.retentionAmount);
      continue;
    }
    if (inv.kind === 'RETENUE') {
      retentionHeld = subtractMoney(retentionHeld, inv.retentionAmount);
      continue;
    }
    billed = addByRate(billed, basesByRate(lines));
    retentionHeld = sumMoney([retentionHeld, inv.retentionAmount]);
    if (inv.kind === 'ACOMPTE') deposits = addByRate(deposits, basesByRate(lines));
    for (const l of lines) {
      if (l.deduction) deducted = addByRate(deducted, basesByRate([{ vatRate: l.vatRate, totalHT: negateMoney(l.totalHT) }]));
      else if (l.quoteLineId && l.cumulativePercent) {
        const before = progress.get(l.quoteLineId);
        if (!before || compareDecimal(l.cumulativePercent, before) > 0) progress.set(l.quoteLineId, l.cumulativePercent);
        lineBilled.set(l.quoteLineId, sumMoney([lineBilled.get(l.quoteLineId) ?? '0', l.totalHT]));
      }
    }
  }
  return { bases: basesByRate(quoteLines), billed, deposits, deducted, progress, lineBilled, retentionHeld };
}

const leftOf = (l: QuoteLedger) => subtractMoney(sumByRate(l.bases), sumByRate(l.billed));

/** What is left to bill at each rate of the quote: its base less what was billed at it, never below zero. */
function leftByRate(l: QuoteLedger): ByRate {
  return new Map(
    [...l.bases].map(([rate, base]) => {
      const left = subtractMoney(base, l.billed.get(rate) ?? '0');
      return [rate, compareDecimal(left, 0) > 0 ? left : '0.00'];
    }),
  );
}

function refuseBeyondQuote(ledger: QuoteLedger, lines: NewLine[]): void {
  const ht = sumMoney(lines.map((l) => l.totalHT));
  const left = leftOf(ledger);
  if (compareDecimal(ht, left) > 0) throw AppError.badInput({ amountHT: sentence('invoice.exceedsQuote', { rest: formatAmount(left) }) });
}

/**
 * A deposit: a share of the quote (per rate), or an amount HT split over the rates in proportion to what is left at
 * each (the quote's own proportion before any invoice). A rate may not be billed beyond its base: a deposit after a
 * statement once billed a rate already billed in full, and the balance then billed the quote plus that deposit.
 */
export function depositLines(ledger: QuoteLedger, input: InvoiceData, reference: string): NewLine[] {
  const left = leftByRate(ledger);
  const shares: ByRate = input.percent
    ? new Map([...ledger.bases].map(([r, base]) => [r, atPercent(base, input.percent!)]))
    : splitInProportion(input.amountHT!, left);
  const label = input.percent
    ? `Acompte de ${formatAmount(input.percent).replace(/,00$/, '')} % sur devis ${reference}`
    : `Acompte sur devis ${reference}`;
  const lines = [...shares].filter(([, v]) => !isZeroMoney(v)).map(([rate, v]) => ({ designation: label, vatRate: rate, totalHT: v }));
  if (!lines.length) throw AppError.badInput({ amountHT: 'invoice.amount.invalid' });
  refuseBeyondQuote(ledger, lines);
  for (const line of lines) {
    const rest = left.get(line.vatRate) ?? '0.00';
    if (compareDecimal(line.totalHT, rest) > 0)
      throw AppError.badInput({
        [input.percent ? 'percent' : 'amountHT']: sentence('invoice.exceedsRate', {
          rate: formatAmount(line.vatRate).replace(/,00$/, ''),
          rest: formatAmount(rest),
        }),
      });
  }
  return lines;
}

/**
 * A progress statement: each listed line at its new cumulative %, billed for that share of its total less what it was
 * billed before (so 100 % bills a line exactly, and an avenant that changed a line's total after a statement is caught
 * up at the line's next statement); a line an avenant removed bills nothing more. The deposits are deducted in
 * proportion to the works billed, so that at 100 % they are deducted in full.
 */
export function situationLines(ledger: QuoteLedger, quoteLines: readonly BillableLine[], input: InvoiceData): NewLine[] {
  const wanted = new Map<string, string>();
  for (const p of input.progress ?? []) wanted.set(p.lineId.toLowerCase(), fixed(p.percent, 2));
  const known = new Map(quoteLines.map((l) => [l.id, l]));
  for (const id of wanted.keys()) if (!known.has(id) || known.get(id)!.removed) throw AppError.badInput({ progress: 'invoice.line.notFound' });
  const lines: NewLine[] = [];
  let worksAfter: ByRate = new Map();
  for (const ql of quoteLines) {
    const rate = rateKey(ql.vatRate);
    const billed = ledger.lineBilled.get(ql.id) ?? '0.00';
    if (ql.removed) {
      worksAfter = addByRate(worksAfter, new Map([[rate, billed]]));
      continue;
    }
    const before = ledger.progress.get(ql.id) ?? '0.00';
    const after = wanted.get(ql.id) ?? before;
    if (compareDecimal(after, before) < 0) throw AppError.badInput({ progress: 'invoice.progress.backwards' });
    const cumulative = atPercent(ql.totalHT, after);
    worksAfter = addByRate(worksAfter, new Map([[rate, cumulative]]));
    const delta = subtractMoney(cumulative, billed);
    if (isZeroMoney(delta)) continue;
    lines.push({
      designation: ql.designation,
      quoteLineId: ql.id,
      quoteAmountHT: ql.totalHT,
      previousPercent: before,
      cumulativePercent: after,
      vatRate: rate,
      totalHT: delta,
    });
  }
  if (!lines.length) throw AppError.badInput({ progress: 'invoice.progress.nothing' });
  for (const [rate, deposit] of ledger.deposits) {
    const deduction = depositDeduction(deposit, worksAfter.get(rate) ?? '0', ledger.bases.get(rate) ?? '0', ledger.deducted.get(rate) ?? '0');
    if (!isZeroMoney(deduction))
      lines.push({
        designation: "Déduction de l'acompte (au prorata des travaux)",
        deduction: true,
        vatRate: rate,
        totalHT: negateMoney(deduction),
      });
  }
  // A line an avenant lowered below what its % already billed gives a negative line: the statement may not go below 0.
  if (compareDecimal(sumMoney(lines.map((l) => l.totalHT)), 0) < 0) throw AppError.badInput({ progress: 'invoice.progress.notPositive' });
  refuseBeyondQuote(ledger, lines);
  return lines;
}

/**
 * The balance: per rate, what the quote still holds once every invoice and credit note is counted. A rate billed
 * beyond its base (by invoices issued before deposits were checked per rate) is brought back by a negative line, so
 * the quote's invoices always add up to the quote.
 */
export function balanceLines(ledger: QuoteLedger, reference: string): NewLine[] {
  const lines = [...ledger.bases]
    .map(([rate, base]) => ({ rate, left: subtractMoney(base, ledger.billed.get(rate) ?? '0') }))
    .filter((r) => !isZeroMoney(r.left))
    .map((r) => ({ designation: `Solde du devis ${reference}`, vatRate: r.rate, totalHT: r.left }));
  if (compareDecimal(sumMoney(lines.map((l) => l.totalHT)), 0) <= 0) throw new AppError('CONFLICT', 'invoice.nothingLeft');
  return lines;
}
