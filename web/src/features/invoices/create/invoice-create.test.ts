import { toInvoiceInput, type InvoiceFormValues } from './invoice-create';

const values = (over: Partial<InvoiceFormValues>): InvoiceFormValues => ({
  kind: 'ACOMPTE',
  depositBy: 'percent',
  percent: '30',
  amountHT: '5000',
  progress: {},
  issueDate: '2026-11-26',
  notes: '',
  ...over,
});

describe('the invoice form sends', () => {
  it('a deposit by percent or by amount, never both', () => {
    expect(toInvoiceInput(values({}), new Map())).toEqual({ kind: 'ACOMPTE', issueDate: '2026-11-26', notes: null, percent: '30', amountHT: null });
    expect(toInvoiceInput(values({ depositBy: 'amount' }), new Map())).toMatchObject({ percent: null, amountHT: '5000' });
  });

  it('only the lines of a statement whose progress moved', () => {
    const previous = new Map([
      ['a', '50.00'],
      ['b', '0.00'],
    ]);
    const input = toInvoiceInput(values({ kind: 'SITUATION', progress: { a: '50', b: '12,5', c: '' } }), previous);
    expect(input.progress).toEqual([{ lineId: 'b', percent: '12,5' }]);
    expect(input).not.toHaveProperty('percent');
  });

  it('nothing more for a balance or a retention release', () => {
    expect(toInvoiceInput(values({ kind: 'SOLDE', notes: 'Fin de chantier' }), new Map())).toEqual({
      kind: 'SOLDE',
      issueDate: '2026-11-26',
      notes: 'Fin de chantier',
    });
  });
});
