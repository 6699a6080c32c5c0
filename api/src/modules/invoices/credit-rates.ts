import { AppError } from '../../core/errors/app-error';
import { type ByRate, D, rateKey } from './invoice-amounts';

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
