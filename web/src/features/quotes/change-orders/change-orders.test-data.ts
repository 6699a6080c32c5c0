import type { MockLink } from '@apollo/client/testing';
import type { ChangeOrderFieldsFragment, ChangeOrdersQuery, QuoteDetailFieldsFragment } from '../../../gql/graphql';
import { ChangeOrdersDocument } from './change-orders.generated';

/** An accepted quote of two lines (Fondations 60 000, Élévation 40 000 HT), its avenants, for the screens' tests. */
export const QUOTE_ID = 'a1000000-0000-4000-8000-000000000001';
export const FONDATIONS = 'b1000000-0000-4000-8000-000000000001';
export const ELEVATION = 'b1000000-0000-4000-8000-000000000002';
export const CLOTURE = 'b1000000-0000-4000-8000-000000000003';

const quoteLine = (id: string, designation: string, quantity: string, unitPriceHT: string, totalHT: string) => ({
  __typename: 'QuoteLineView' as const,
  id,
  designation,
  unit: 'm³',
  quantity,
  unitPriceHT,
  vatRate: '20.00',
  discountPercent: '0.00',
  totalHT,
});

export const QUOTE: QuoteDetailFieldsFragment = {
  id: QUOTE_ID,
  reference: 'DEV-2026-0012',
  client: {
    id: 'c1000000-0000-4000-8000-000000000001',
    name: 'Atlas Construction',
    kind: 'COMPANY',
    ice: null,
    phone: null,
    city: null,
    email: null,
  },
  clientPhone: null,
  issueDate: '2026-01-15',
  validUntil: '2026-02-15',
  site: null,
  object: 'Villa Anfa',
  status: 'ACCEPTE',
  totalHT: '100000.00',
  totalVAT: '20000.00',
  totalTTC: '120000.00',
  amountInWords: '',
  notes: null,
  conditions: null,
  vat: null,
  lots: [
    {
      title: 'Gros œuvre',
      subtotalHT: '100000.00',
      lines: [
        quoteLine(FONDATIONS, 'Fondations', '40.000', '1500.00', '60000.00'),
        quoteLine(ELEVATION, 'Élévation', '20.000', '2000.00', '40000.00'),
      ],
    },
  ],
};

const line = (id: string, action: 'ADD' | 'CHANGE' | 'REMOVE', over: Partial<ChangeOrderFieldsFragment['lines'][number]>) => ({
  __typename: 'ChangeOrderLineView' as const,
  id,
  action,
  lineId: null,
  lotTitle: 'Gros œuvre',
  designation: '',
  unit: 'u',
  quantity: '1.000',
  unitPriceHT: '0.00',
  vatRate: '20.00',
  discountPercent: '0.00',
  totalHT: '0.00',
  previousHT: '0.00',
  ...over,
});

export function order(number: number, status: 'EN_COURS' | 'ACCEPTE' | 'REFUSE', over: Partial<ChangeOrderFieldsFragment>) {
  return {
    __typename: 'ChangeOrderView' as const,
    id: `e1000000-0000-4000-8000-00000000000${number}`,
    quoteId: QUOTE_ID,
    reference: `AVT-2026-000${number}`,
    label: '',
    issueDate: '2026-05-04',
    status,
    deltaHT: '0.00',
    deltaVAT: '0.00',
    deltaTTC: '0.00',
    decidedAt: null,
    refusalReason: null,
    lines: [],
    ...over,
  };
}

export const ACCEPTED = order(1, 'ACCEPTE', {
  label: 'Mur de clôture',
  deltaHT: '12000.00',
  deltaVAT: '2400.00',
  deltaTTC: '14400.00',
  lines: [line(CLOTURE, 'ADD', { designation: 'Mur de clôture', unit: 'ml', quantity: '40.000', unitPriceHT: '300.00', totalHT: '12000.00' })],
});
export const PENDING = order(2, 'EN_COURS', {
  label: 'Élévation supprimée',
  issueDate: '2026-06-10',
  deltaHT: '-24000.00',
  deltaVAT: '-4800.00',
  deltaTTC: '-28800.00',
  lines: [
    line('b2000000-0000-4000-8000-000000000001', 'REMOVE', {
      lineId: ELEVATION,
      designation: 'Élévation',
      totalHT: '16000.00',
      previousHT: '40000.00',
    }),
  ],
});
export const REFUSED = order(3, 'REFUSE', {
  label: 'Piscine',
  issueDate: '2026-06-12',
  deltaHT: '50000.00',
  deltaVAT: '10000.00',
  deltaTTC: '60000.00',
  refusalReason: 'Budget dépassé',
  lines: [
    line('b2000000-0000-4000-8000-000000000002', 'ADD', { designation: 'Piscine', quantity: '1.000', unitPriceHT: '50000.00', totalHT: '50000.00' }),
  ],
});

const billable = (id: string, designation: string, quantity: string, unitPriceHT: string, totalHT: string, addedBy: string | null = null) => ({
  __typename: 'BillableLineView' as const,
  id,
  lotTitle: 'Gros œuvre',
  designation,
  unit: 'm³',
  quantity,
  unitPriceHT,
  vatRate: '20.00',
  totalHT,
  addedBy,
  changedBy: null,
  removed: false,
});

/** The quote with AVT-0001 accepted (+12 000 HT), AVT-0002 pending, AVT-0003 refused; Élévation billed at 40 %. */
export function changeOrdersAnswer(over: Partial<ChangeOrdersQuery['changeOrders']> = {}): { data: ChangeOrdersQuery } {
  return {
    data: {
      changeOrders: {
        __typename: 'QuoteChangeOrdersView',
        initialHT: '100000.00',
        initialTTC: '120000.00',
        currentHT: '112000.00',
        currentTTC: '134400.00',
        items: [ACCEPTED, PENDING, REFUSED],
        lines: [
          billable(FONDATIONS, 'Fondations', '40.000', '1500.00', '60000.00'),
          billable(ELEVATION, 'Élévation', '20.000', '2000.00', '40000.00'),
          { ...billable(CLOTURE, 'Mur de clôture', '40.000', '300.00', '12000.00', 'AVT-2026-0001'), unit: 'ml' },
        ],
        ...over,
      },
      quoteInvoicing: {
        __typename: 'QuoteInvoicingView',
        progress: [
          { __typename: 'LineProgressView', lineId: FONDATIONS, percent: '0.00' },
          { __typename: 'LineProgressView', lineId: ELEVATION, percent: '40.00' },
          { __typename: 'LineProgressView', lineId: CLOTURE, percent: '0.00' },
        ],
      },
    } as unknown as ChangeOrdersQuery, // with the __typename the cache reads, which the operation's type does not list
  };
}

/** The list, answered by `answer` each time it is asked (a refetch after a change may answer otherwise). */
export function changeOrdersMock(answer: () => { data: ChangeOrdersQuery } = () => changeOrdersAnswer()) {
  const sent = jest.fn(answer);
  const mock: MockLink.MockedResponse = {
    request: { query: ChangeOrdersDocument, variables: { quoteId: QUOTE_ID } },
    result: sent,
    maxUsageCount: 10,
  };
  return { mock, sent };
}
