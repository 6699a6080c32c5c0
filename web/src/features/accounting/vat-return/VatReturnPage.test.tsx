import '../../../test/jsdom-screen-globals';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { frenchMessages } from '../../../app/i18n';
import { privateMessagesFr } from '../../../app/private-messages';
import { downloadFile } from '../../../shared/download/download-file';
import { VatReturnDocument } from './vat-return.generated';
import VatReturnPage from './VatReturnPage';

// @ant-design/icons' CommonJS build requires the ES build of @ant-design/colors, which jest cannot load as is.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
jest.mock('../../../shared/download/download-file', () => ({ downloadFile: jest.fn(() => Promise.resolve()) }));

type Mock = MockLink.MockedResponse;
const rate = (r: string, cHT: string, cVAT: string, dHT: string, dVAT: string, nd: string) => ({
  __typename: 'VatRateRowView',
  rate: r,
  collectedHT: cHT,
  collectedVAT: cVAT,
  deductibleHT: dHT,
  deductibleVAT: dVAT,
  nonDeductibleVAT: nd,
});
/** The hand-computed March 2026 of schema/accounting/vat-return.fixture.ts, as the api answers it. */
const MARCH = {
  __typename: 'VatReturnView',
  period: { __typename: 'VatPeriodView', key: '2026-03', kind: 'MONTH', year: 2026, number: 3, from: '2026-03-01', to: '2026-03-31' },
  vatSubject: true,
  collectedVAT: '3000.00',
  deductibleVAT: '1973.33',
  nonDeductibleVAT: '566.67',
  balance: '1026.67',
  byRate: [
    rate('20.00', '12500.00', '2500.00', '9166.67', '1833.33', '566.67'),
    rate('14.00', '0.00', '0.00', '1000.00', '140.00', '0.00'),
    rate('10.00', '5000.00', '500.00', '0.00', '0.00', '0.00'),
  ],
  revenues: [
    {
      __typename: 'VatRevenueView',
      id: 'r1',
      date: '2026-03-05',
      label: 'Situation n° 1',
      reference: 'R1',
      site: 'Villa Anfa',
      vatRate: '20.00',
      amountHT: '10000.00',
      amountVAT: '2000.00',
      amount: '12000.00',
    },
  ],
  deductions: [
    {
      __typename: 'VatDeductionView',
      id: 'p3',
      date: '2026-03-15',
      label: 'Sable',
      reference: 'FC-1',
      site: 'Villa Anfa',
      supplierName: 'Fournisseur C',
      supplierTaxId: '10000003',
      vatRate: '20.00',
      amountPaid: '6000.00',
      paymentDate: '2026-03-15',
      paymentMode: 'ESPECES',
      paidVAT: '1000.00',
      cashExcess: '1000.00',
      nonDeductibleVAT: '166.67',
      deductibleVAT: '833.33',
    },
  ],
  autoEntrepreneurs: [],
};
const answer = (period: string, result: unknown): Mock => ({
  request: { query: VatReturnDocument, variables: { period } },
  result: { data: { vatReturn: result } },
  maxUsageCount: 5,
});

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="adresse">{`${pathname}${search}`}</output>;
}

function show(mocks: Mock[], path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <MockedProvider mocks={mocks}>
        <IntlProvider locale="fr" defaultLocale="fr" messages={{ ...frenchMessages, ...privateMessagesFr }}>
          <Routes>
            <Route path="/comptabilite/tva" element={<VatReturnPage />} />
          </Routes>
          <Address />
        </IntlProvider>
      </MockedProvider>
    </MemoryRouter>,
  );
}

describe('Déclaration de TVA', () => {
  it('shows the period’s totals and its by-rate table, to the centime', async () => {
    show([answer('2026-03', MARCH)], '/comptabilite/tva?periode=2026-03');
    const table = await screen.findByTestId('vat-by-rate');
    expect(screen.getByRole('heading', { level: 1, name: 'Déclaration de TVA' })).toBeInTheDocument();
    expect(screen.getByText('TVA à payer').closest('.ant-card')).toHaveTextContent('1 026,67');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/20\s%.*12\s500,00.*2\s500,00.*9\s166,67.*1\s833,33.*566,67/);
    expect(screen.getByRole('tab', { name: 'Règlements fournisseurs (1)' })).toBeInTheDocument();
    expect(within(screen.getByTestId('vat-deductions')).getByText('Fournisseur C')).toBeInTheDocument();
  });

  it('downloads the relevé des déductions of the period', async () => {
    show([answer('2026-03', MARCH)], '/comptabilite/tva?periode=2026-03');
    await screen.findByTestId('vat-by-rate');
    fireEvent.click(screen.getByTestId('vat-export'));
    expect(downloadFile).toHaveBeenCalledWith('/api/v1/comptabilite/tva/releve-deductions?periode=2026-03', 'releve-deductions-2026-03.xml');
  });

  it('moves to the quarter of the month shown', async () => {
    show(
      [answer('2026-03', MARCH), answer('2026-T1', { ...MARCH, period: { ...MARCH.period, key: '2026-T1', kind: 'QUARTER', number: 1 } })],
      '/comptabilite/tva?periode=2026-03',
    );
    await screen.findByTestId('vat-by-rate');
    fireEvent.click(screen.getByText('Trimestre'));
    expect(screen.getByRole('status', { name: 'adresse' })).toHaveTextContent('/comptabilite/tva?periode=2026-T1');
  });

  it('says a company not subject to TVA has no return', async () => {
    const none = {
      ...MARCH,
      vatSubject: false,
      byRate: [],
      revenues: [],
      deductions: [],
      collectedVAT: '0.00',
      deductibleVAT: '0.00',
      nonDeductibleVAT: '0.00',
      balance: '0.00',
    };
    show([answer('2026-03', none)], '/comptabilite/tva?periode=2026-03');
    expect(await screen.findByText('La société n’est pas assujettie à la TVA')).toBeInTheDocument();
    expect(screen.getByTestId('vat-export')).toBeDisabled();
  });
});
