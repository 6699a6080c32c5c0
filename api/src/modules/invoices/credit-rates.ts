import {
  type ByRate,
  compareDecimal,
  type CreditNoteData,
  moneyOf,
  proRata,
  rateKey,
  retentionOf,
  splitTTCByRate,
  subtractMoney,
  sumMoney,
  ttcByRate,
} from '@chantiers/schema';
import { AppError } from '../../core/errors/app-error';
import { sentence } from '../../core/errors/sentence';
import { formatAmount } from '../../core/pdf/pdf-format';
import type { Invoice } from './invoice.entity';

interface CreditNoteLines {
  lines: { getItems(): { vatRate: string; totalHT: string; vatAmount?: string | null }[] };
}

/** What is left to credit on each TVA rate of an invoice: its TTC at that rate less its credit notes' lines at it. */
export function creditableByRate(billedTTC: ByRate, notes: CreditNoteLines[]): ByRate {
  const rest: ByRate = new Map(billedTTC);
  for (const line of notes.flatMap((n) => n.lines.getItems())) {
    const rate = rateKey(line.vatRate);
    rest.set(rate, subtractMoney(rest.get(rate) ?? '0', line.totalHT, line.vatAmount ?? '0'));
  }
  return rest;
}

/** One rate of `creditable`, refused when the invoice bills nothing at it. */
export function creditableOnRate(creditable: ByRate, vatRate: string): { rate: string; rest: string } {
  const rate = rateKey(vatRate);
  const rest = creditable.get(rate);
  if (!rest) throw AppError.badInput({ vatRate: 'invoice.credit.rate.none' });
  return { rate, rest };
}

/**
 * What a credit note with its amount left empty credits: all that is left (`left`, of the chosen rate if one is), unless
 * payments leave less unpaid: then the TTC whose net of retention (`netOf`) is what is still due, as a credit note does
 * not refund. Nothing due at all: `left`, which the unpaid rule then refuses with its message.
 */
export function wholeCredit(left: string, due: string, retentionRate: string, netOf: (amount: string) => string): string {
  if (compareDecimal(due, 0) <= 0 || compareDecimal(netOf(left), due) <= 0 || compareDecimal(retentionRate, 100) >= 0) return left;
  // A credit's net grows by 0 or 1 centime a centime: from the estimate, step to the amount whose net is exactly due.
  let amount = proRata(due, 100, subtractMoney(100, retentionRate));
  while (compareDecimal(netOf(amount), due) > 0) amount = subtractMoney(amount, '0.01');
  while (compareDecimal(netOf(amount), due) < 0) amount = sumMoney([amount, '0.01']);
  return compareDecimal(amount, left) < 0 ? amount : left;
}

/**
 * A credit note's money: its TTC (as typed, or all that may be credited), the retention it takes back, its net and its
 * split per rate, each rounding the shared rule's; refused beyond what is left of the invoice or still unpaid.
 */
export function creditNoteAmounts(target: Invoice, previous: Invoice[], input: CreditNoteData) {
  const creditedTTC = sumMoney(previous.map((c) => c.totalTTC));
  const stillHeld = subtractMoney(target.retentionAmount, ...previous.map((c) => c.retentionAmount));
  const restTTC = subtractMoney(target.totalTTC, creditedTTC);
  // One rate chosen (the line billed at it): what is left on that rate bounds the credit, which stays on it.
  const restByRate = creditableByRate(ttcByRate(target.lines.getItems()), previous);
  const onRate = input.vatRate ? creditableOnRate(restByRate, input.vatRate) : null;
  const bound = onRate ? onRate.rest : restTTC;
  // The retention a credit takes back: what is still held when it credits all the rest, else its share.
  const retentionOfCredit = (a: string) => (compareDecimal(a, restTTC) === 0 ? stillHeld : retentionOf(a, target.retentionRate));
  const due = subtractMoney(target.netToPay, target.paidAmount, target.creditedAmount);
  const amount = input.amountTTC
    ? moneyOf(input.amountTTC)
    : wholeCredit(bound, due, target.retentionRate, (a) => subtractMoney(a, retentionOfCredit(a)));
  if (compareDecimal(amount, 0) <= 0 || compareDecimal(amount, bound) > 0)
    throw AppError.badInput({ amountTTC: sentence('invoice.credit.tooLarge', { rest: formatAmount(bound) }) });
  const retention = retentionOfCredit(amount);
  const net = subtractMoney(amount, retention);
  if (compareDecimal(net, due) > 0) throw AppError.badInput({ amountTTC: sentence('invoice.credit.paid', { rest: `${formatAmount(due)} DH` }) });
  // Spread as billed means over what is left on each rate: a rate credited on its own is not credited again.
  const weights = onRate ? new Map([[onRate.rate, '1']]) : restByRate;
  const { bases, vat } = splitTTCByRate(amount, weights);
  return { amount, retention, net, bases, vat };
}
