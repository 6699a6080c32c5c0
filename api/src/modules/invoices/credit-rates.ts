import { AppError } from '../../core/errors/app-error';
import { type ByRate, cents, D, rateKey } from './invoice-amounts';

interface CreditNoteLines {
  lines: { getItems(): { vatRate: string; totalHT: string; vatAmount?: string | null }[] };
}

/** What is left to credit on each TVA rate of an invoice: its TTC at that rate less its credit notes' lines at it. */
export function creditableByRate(billedTTC: ByRate, notes: CreditNoteLines[]): ByRate {
  const rest: ByRate = new Map(billedTTC);
  for (const line of notes.flatMap((n) => n.lines.getItems())) {
    const rate = rateKey(line.vatRate);
    rest.set(rate, (rest.get(rate) ?? new D(0)).minus(line.totalHT).minus(line.vatAmount ?? 0));
  }
  return rest;
}

/** One rate of `creditable`, refused when the invoice bills nothing at it. */
export function creditableOnRate(creditable: ByRate, vatRate: string): { rate: string; rest: InstanceType<typeof D> } {
  const rate = rateKey(vatRate);
  const rest = creditable.get(rate);
  if (!rest) throw AppError.badInput({ vatRate: 'invoice.credit.rate.none' });
  return { rate, rest };
}

type Amount = InstanceType<typeof D>;
const CENT = new D('0.01');

/**
 * What a credit note with its amount left empty credits: all that is left (`left`, of the chosen rate if one is), unless
 * payments leave less unpaid: then the TTC whose net of retention (`netOf`) is what is still due, as a credit note does
 * not refund. Nothing due at all: `left`, which the unpaid rule then refuses with its message.
 */
export function wholeCredit(left: Amount, due: Amount, retentionRate: string, netOf: (amount: Amount) => Amount): Amount {
  if (!due.greaterThan(0) || netOf(left).lessThanOrEqualTo(due) || new D(retentionRate).greaterThanOrEqualTo(100)) return left;
  // A credit's net grows by 0 or 1 centime a centime: from the estimate, step to the amount whose net is exactly due.
  let amount = cents(due.times(100).dividedBy(new D(100).minus(retentionRate)));
  while (netOf(amount).greaterThan(due)) amount = amount.minus(CENT);
  while (netOf(amount).lessThan(due)) amount = amount.plus(CENT);
  return D.min(amount, left);
}
