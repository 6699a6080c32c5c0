import '../../../test/jsdom-screen-globals';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { PurchaseDetailModal } from './RecordDetailModal';
import { siteFinanceMessages } from './messages';
import { SiteFinancePurchaseDocument } from './site-finance.generated';

jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));

// A purchase paid in two months and once taken back: its « Voir » lists each payment on its own day.
const purchase = {
  __typename: 'PurchaseView',
  id: 'p1',
  date: '2026-03-02',
  label: 'Ciment',
  reference: 'FA-1',
  amountHT: '1000.00',
  vatRate: '20.00',
  amountVAT: '200.00',
  amountTTC: '1200.00',
  amountPaid: '1000.00',
  amountRemaining: '200.00',
  paymentDate: '2026-04-10',
  paymentMode: 'CHEQUE',
  dueDate: null,
  settled: false,
  hasInvoice: false,
  vatWithheld: '0.00',
  netToPay: '1200.00',
  supplierId: 's1',
  supplier: { __typename: 'PurchaseSupplierView', id: 's1', name: 'Béton Atlas' },
  createdAt: '2026-03-02T09:00:00.000Z',
  updatedAt: '2026-04-10T09:00:00.000Z',
  invoice: null,
  payments: [
    { __typename: 'PurchasePaymentView', id: 'r1', date: '2026-03-20', amount: '1200.00', mode: 'VIREMENT' },
    { __typename: 'PurchasePaymentView', id: 'r2', date: '2026-04-10', amount: '-200.00', mode: 'CHEQUE' },
  ],
};

it('lists a purchase’s payments, each on its day with its mode, a payment taken back in negative', async () => {
  render(
    <MockedProvider mocks={[{ request: { query: SiteFinancePurchaseDocument, variables: { id: 'p1' } }, result: { data: { purchase } } }]}>
      <IntlProvider locale="fr" messages={siteFinanceMessages}>
        <PurchaseDetailModal id="p1" onClose={() => undefined} />
      </IntlProvider>
    </MockedProvider>,
  );
  const list = await screen.findByRole('list', { name: 'Règlements' });
  const rows = within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
  expect(rows).toEqual(['20/03/2026 · Virement1\u202f200,00\u00a0DH', '10/04/2026 · Chèque\u2212200,00\u00a0DH']);
});
