import type { InvoiceValues } from '@chantiers/schema';

export type DepositBy = 'percent' | 'amount';

export interface InvoiceFormValues {
  kind: 'ACOMPTE' | 'SITUATION' | 'SOLDE' | 'RETENUE';
  depositBy: DepositBy;
  percent: string;
  amountHT: string;
  /** Quote line id → cumulative % typed (as typed: '50', '12,5'). */
  progress: Record<string, string>;
  issueDate: string;
  notes: string;
}

/** What the form sends: only the fields of its kind; a situation sends the lines whose progress was changed. */
export function toInvoiceInput(v: InvoiceFormValues, previous: Map<string, string>): InvoiceValues {
  const base = { kind: v.kind, issueDate: v.issueDate || null, notes: v.notes || null };
  if (v.kind === 'ACOMPTE')
    return { ...base, percent: v.depositBy === 'percent' ? v.percent : null, amountHT: v.depositBy === 'amount' ? v.amountHT : null };
  if (v.kind === 'SITUATION') {
    const progress = Object.entries(v.progress)
      .filter(([lineId, typed]) => typed.trim() !== '' && Number(typed.replace(',', '.')) !== Number(previous.get(lineId) ?? '0'))
      .map(([lineId, percent]) => ({ lineId, percent: percent.trim() }));
    return { ...base, progress };
  }
  return base;
}
