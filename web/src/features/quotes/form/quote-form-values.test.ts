import { FORM_ERROR } from 'final-form';
import type { QuoteDetailFieldsFragment } from '../../../gql/graphql';
import { emptyQuote, formErrors, quoteValues, toQuoteInput, typed, validateQuote, validityFrom } from './quote-form-values';

const saved: QuoteDetailFieldsFragment = {
  id: '5d2c8a53-64b6-4d55-9a47-6b8bb1b9e0a1',
  reference: 'DEV-2026-0001',
  client: {
    id: 'c7c1b1f0-8f3c-4d7e-9a51-0f7c8a2b6d11',
    name: 'Atlas Immobilier',
    kind: 'COMPANY',
    ice: null,
    phone: '0522334455',
    city: null,
    email: null,
  },
  clientPhone: '0522334455',
  issueDate: '2026-03-01',
  validUntil: '2026-04-15',
  site: null,
  object: 'Villa R+1',
  status: 'EN_COURS',
  totalHT: '15625.00',
  totalVAT: '3125.00',
  totalTTC: '18750.00',
  amountInWords: '',
  notes: null,
  conditions: null,
  vat: null,
  lots: [
    {
      title: 'Gros œuvre',
      subtotalHT: '15625.00',
      lines: [
        {
          id: 'b1000000-0000-4000-8000-000000000001',
          designation: 'Béton',
          unit: 'm³',
          quantity: '12.500',
          unitPriceHT: '1250.00',
          vatRate: '20.00',
          discountPercent: '0.00',
          totalHT: '15625.00',
        },
        {
          id: 'b1000000-0000-4000-8000-000000000002',
          designation: 'Acier',
          unit: 'kg',
          quantity: '1234.567',
          unitPriceHT: '14.30',
          vatRate: '7.00',
          discountPercent: '5.50',
          totalHT: '0',
        },
      ],
    },
  ],
};

describe('quote form values', () => {
  it('shows the api decimals as a person types them', () => {
    expect(typed('12.500', ',')).toBe('12,5');
    expect(typed('1250.00', ',', true)).toBe('1250');
    expect(typed('14.30', ',', true)).toBe('14,30');
    expect(typed('14.30', '.')).toBe('14.3');
    const lines = quoteValues(saved, ',').lots[0].lines;
    expect(lines.map(({ uid: _uid, ...l }) => l)).toEqual([
      { designation: 'Béton', unit: 'm³', quantity: '12,5', unitPriceHT: '1250', vatRate: '20', discountPercent: '' },
      { designation: 'Acier', unit: 'kg', quantity: '1234,567', unitPriceHT: '14,30', vatRate: '7', discountPercent: '5,5' },
    ]);
  });

  it('sends no uid, and lets the api default an empty discount and validity', () => {
    const values = { ...quoteValues(saved, ','), validUntil: '' };
    const input = toQuoteInput(values);
    expect(input.validUntil).toBeNull();
    expect(input.lots?.[0].lines?.[0]).toEqual({
      designation: 'Béton',
      unit: 'm³',
      quantity: '12,5',
      unitPriceHT: '1250',
      vatRate: '20',
      discountPercent: undefined,
    });
    expect(validateQuote(values)).toEqual({});
  });

  it('places errors on the fields by position, and the others on the form', () => {
    const values = quoteValues(saved, ',');
    const errors = formErrors({ 'lots.0.lines.1.quantity': 'quote.line.quantity.invalid', lots: 'quote.lines.max', 'lots.3.title': 'x' }, values);
    expect(errors?.lots?.[0]?.lines?.[1]?.quantity).toBe('quote.line.quantity.invalid');
    expect(errors?.[FORM_ERROR]).toBe('quote.lines.max');
    const empty = validateQuote(emptyQuote(30));
    expect(empty?.clientId).toBe('quote.client.required');
    expect(empty?.lots?.[0]?.title).toBe('quote.lot.title.required');
    expect(empty?.lots?.[0]?.lines?.[0]?.designation).toBe('quote.line.designation.required');
  });

  it('dates the validity from the issue day', () => {
    expect(validityFrom('2026-12-20', 30)).toBe('2027-01-19');
    expect(validityFrom('2026-12-20', null)).toBe('');
  });
});
