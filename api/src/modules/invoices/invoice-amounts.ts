import { documentTotals, rateKey, type VatRow } from '@chantiers/schema';

/**
 * An invoice's TVA per rate as it states it: a credit note's as split when it was issued (each line keeps its TVA),
 * any other invoice's from its lines by the shared rule (each rate's TVA rounded once, as on the quote).
 */
export function statedVat(kind: string, lines: { vatRate: string; totalHT: string; vatAmount?: string | null }[]): VatRow[] {
  return kind === 'AVOIR' ? lines.map((l) => ({ rate: rateKey(l.vatRate), base: l.totalHT, vat: l.vatAmount ?? '0.00' })) : documentTotals(lines).vat;
}
