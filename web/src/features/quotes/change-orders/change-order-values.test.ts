import { FORM_ERROR } from 'final-form';
import type { BillableLineFieldsFragment, ChangeOrderFieldsFragment } from '../../../gql/graphql';
import {
  changeOrderErrors,
  changeOrderPreview,
  discountsOf,
  newChangeLine,
  orderValues,
  quoteLines,
  targetContent,
  toChangeOrderInput,
  validateChangeOrder,
} from './change-order-values';
import { changeOrdersMessages } from './messages';
import { changeOrdersMessagesEn } from './messages.en';

const FONDATIONS = 'b1000000-0000-4000-8000-000000000001';
const ELEVATION = 'b1000000-0000-4000-8000-000000000002';
const billable = (
  id: string,
  designation: string,
  quantity: string,
  unitPriceHT: string,
  totalHT: string,
  vatRate = '20.00',
): BillableLineFieldsFragment => ({
  id,
  lotTitle: 'Gros œuvre',
  designation,
  unit: 'm³',
  quantity,
  unitPriceHT,
  vatRate,
  totalHT,
  addedBy: null,
  changedBy: null,
  removed: false,
});
const LINES = [
  billable(FONDATIONS, 'Fondations', '40.000', '1500.00', '60000.00'),
  billable(ELEVATION, 'Élévation', '20.000', '2000.00', '40000.00'),
];
// Élévation was billed at 40 % by a statement: removing it takes off the 60 % left.
const lines = quoteLines(LINES, [{ lineId: ELEVATION, percent: '40.00' }], new Map([[FONDATIONS, '0.00']]));

const add = { ...newChangeLine('ADD', 'Clôture'), designation: 'Mur de clôture', quantity: '2', unitPriceHT: '1 500', discountPercent: '' };
const change = { ...newChangeLine('CHANGE'), lineId: FONDATIONS, ...targetContent(LINES[0], lines, ','), quantity: '45' };
const remove = { ...newChangeLine('REMOVE'), lineId: ELEVATION };

describe('an avenant’s values', () => {
  it('sends each line by its action', () => {
    const input = toChangeOrderInput({ label: 'Clôture', date: '2026-05-04', lines: [add, change, remove] });
    expect(input.lines).toEqual([
      {
        action: 'ADD',
        lotTitle: 'Clôture',
        designation: 'Mur de clôture',
        unit: 'u',
        quantity: '2',
        unitPriceHT: '1 500',
        discountPercent: undefined,
        vatRate: '20',
      },
      {
        action: 'CHANGE',
        lineId: FONDATIONS,
        designation: 'Fondations',
        unit: 'm³',
        quantity: '45',
        unitPriceHT: '1500',
        discountPercent: undefined,
        vatRate: '20',
      },
      { action: 'REMOVE', lineId: ELEVATION },
    ]);
    expect(validateChangeOrder({ label: 'Clôture', date: '2026-05-04', lines: [add, change, remove] })).toEqual({});
  });

  it('previews each line’s delta and the avenant’s HT, TVA and TTC by the shared rules', () => {
    const preview = changeOrderPreview([add, change, remove], lines);
    expect(preview.lines).toEqual([
      { before: null, after: '3000.00', delta: '3000.00' },
      { before: '60000.00', after: '67500.00', delta: '7500.00' },
      { before: '40000.00', after: '16000.00', delta: '-24000.00' },
    ]);
    expect([preview.totalHT, preview.totalVAT, preview.totalTTC]).toEqual(['-13500.00', '-2700.00', '-16200.00']);
    // A change of rate takes the old total out of its rate and puts the new one in its own.
    const reduced = changeOrderPreview([{ ...change, quantity: '40', vatRate: '10' }], lines);
    expect([reduced.totalHT, reduced.totalVAT]).toEqual(['0.00', '-6000.00']);
    // Nothing readable yet: no delta, nothing counted.
    expect(changeOrderPreview([newChangeLine('CHANGE'), { ...add, quantity: '' }], lines).lines).toEqual([null, null]);
  });

  it('reads a saved avenant back as typed, and each billable line’s discount from where it comes', () => {
    const order = {
      id: 'o1',
      quoteId: 'q1',
      reference: 'AVT-2026-0001',
      label: 'Clôture',
      issueDate: '2026-05-04',
      status: 'ACCEPTE',
      deltaHT: '7500.00',
      deltaVAT: '1500.00',
      deltaTTC: '9000.00',
      decidedAt: null,
      refusalReason: null,
      lines: [
        {
          id: 'l1',
          action: 'CHANGE',
          lineId: FONDATIONS,
          lotTitle: 'Gros œuvre',
          designation: 'Fondations',
          unit: 'm³',
          quantity: '45.000',
          unitPriceHT: '1500.00',
          vatRate: '20.00',
          discountPercent: '5.00',
          totalHT: '64125.00',
          previousHT: '60000.00',
        },
      ],
    } satisfies ChangeOrderFieldsFragment;
    expect(orderValues(order, ',').lines.map(({ uid: _uid, ...l }) => l)).toEqual([
      {
        action: 'CHANGE',
        lineId: FONDATIONS,
        lotTitle: '',
        designation: 'Fondations',
        unit: 'm³',
        quantity: '45',
        unitPriceHT: '1500',
        discountPercent: '5',
        vatRate: '20',
      },
    ]);
    const changed = [{ ...LINES[0], changedBy: 'AVT-2026-0001' }, LINES[1]];
    expect(discountsOf(changed, [order], new Map([[ELEVATION, '2.50']]))).toEqual(
      new Map([
        [FONDATIONS, '5.00'],
        [ELEVATION, '2.50'],
      ]),
    );
  });

  it('places errors on the lines’ fields, and the others on the form', () => {
    const values = { label: '', date: '2026-05-04', lines: [add, newChangeLine('CHANGE')] };
    const errors = validateChangeOrder(values);
    expect(errors?.label).toBe('changeOrder.label.required');
    expect(errors?.lines?.[1]?.lineId).toBe('changeOrder.line.target.required');
    // The target first: what to change follows once it is chosen.
    expect(errors?.lines?.[1]?.designation).toBeUndefined();
    const server = changeOrderErrors({ 'lines.0.quantity': 'trop bas', issueDate: 'avant le devis', lines: 'changeOrder.total.negative' }, values);
    expect(server?.date).toBe('avant le devis');
    expect(server?.lines?.[0]?.quantity).toBe('trop bas');
    expect(server?.[FORM_ERROR]).toBe('changeOrder.total.negative');
    expect(validateChangeOrder({ ...values, label: 'x', lines: [] })?.[FORM_ERROR]).toBe('changeOrder.lines.required');
  });

  it('has every word in English too', () => {
    expect(Object.keys(changeOrdersMessagesEn).sort()).toEqual(Object.keys(changeOrdersMessages).sort());
  });
});
