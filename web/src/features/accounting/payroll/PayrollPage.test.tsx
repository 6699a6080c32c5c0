import '../../../test/jsdom-screen-globals';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { onPhone } from '../../../test/phone-screen';
import { PayrollDeclarationDocument } from './payroll.generated';
import PayrollPage from './PayrollPage';

// @ant-design/icons' CommonJS build requires the ES build of @ant-design/colors, which jest cannot load as is.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
jest.mock('../../../shared/errors/notify', () => ({ notifySuccess: jest.fn(), notifyInfo: jest.fn(), notifyError: jest.fn() }));

const WAIT = { timeout: 8000 };
// Two rows of the hand-computed month (api/src/modules/accounting/payroll/payroll-fixture.md).
const row = (extra: Record<string, unknown>) => ({
  __typename: 'PayrollRowView',
  cni: 'A100',
  mealBonus: '0.00',
  mealBonusExempt: '0.00',
  minimumDaily: '131.41',
  belowMinimumWage: false,
  ...extra,
});
const ALAMI = row({
  personnelId: 'w-alami',
  lastName: 'ALAMI',
  firstName: 'Ahmed',
  cnssNumber: '123456789',
  days: '27.0',
  declaredDays: 26,
  wages: '4050.00',
  gross: '4860.00',
  base: '4050.00',
  cappedBase: '4050.00',
  employeeShare: '272.97',
  employerShare: '854.16',
  netToPay: '4587.03',
  lowestDailyRate: '150.00',
  warnings: ['DAYS_OVER_MAX'],
});
const CHERKAOUI = row({
  personnelId: 'w-cherkaoui',
  lastName: 'CHERKAOUI',
  firstName: 'Saïd',
  cnssNumber: null,
  days: '19.5',
  declaredDays: 20,
  wages: '2340.00',
  gross: '2730.00',
  base: '2340.00',
  cappedBase: '2340.00',
  employeeShare: '157.71',
  employerShare: '493.50',
  netToPay: '2572.29',
  lowestDailyRate: '120.00',
  belowMinimumWage: true,
  warnings: ['BELOW_MINIMUM_WAGE', 'NO_CNSS_NUMBER'],
});
const declaration = (affiliateNumber: string | null): MockLink.MockedResponse => ({
  request: { query: PayrollDeclarationDocument, variables: { month: '2026-05' } },
  result: {
    data: {
      payrollDeclaration: {
        __typename: 'PayrollDeclarationView',
        month: '2026-05',
        minimumDaily: '131.41',
        affiliateNumber,
        rows: [ALAMI, CHERKAOUI],
        totals: {
          __typename: 'PayrollTotalsView',
          workers: 2,
          declaredDays: 46,
          gross: '7590.00',
          base: '6390.00',
          cappedBase: '6390.00',
          employeeShare: '430.68',
          employerShare: '1347.66',
          netToPay: '7159.32',
          shares: [],
        },
      },
    },
  },
});

function show(mocks: MockLink.MockedResponse[], locale: 'fr' | 'en' = 'fr') {
  return render(
    <MemoryRouter initialEntries={['/comptabilite/declaration-cnss?mois=2026-05']}>
      <MockedProvider mocks={mocks}>
        <IntlProvider locale={locale} defaultLocale="fr" messages={{}}>
          <PayrollPage />
        </IntlProvider>
      </MockedProvider>
    </MemoryRouter>,
  );
}

describe('Comptabilité › Déclaration CNSS', () => {
  it('shows each worker, the totals and the warnings on a desk', async () => {
    show([declaration('1234567')]);
    const alami = (await screen.findByText('ALAMI Ahmed', undefined, WAIT)).closest('tr') as HTMLElement;
    expect(within(alami).getByText('27 jours au CRA : 26 déclarés')).toBeTruthy();
    const cherkaoui = screen.getByText('CHERKAOUI Saïd').closest('tr') as HTMLElement;
    expect(within(cherkaoui).getByText('non immatriculé')).toBeTruthy();
    expect(within(cherkaoui).getByText(/Tarif 120,00\sDH sous le SMIG \(131,41\sDH\)/)).toBeTruthy();
    expect(screen.getByText('2 salariés demandent votre attention.')).toBeTruthy();
    expect(screen.getAllByText(/1\s347,66\sDH/).length).toBeGreaterThan(0);
    expect((screen.getByRole('button', { name: /Fichier e-BDS/ }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says the e-BDS file needs the affiliate number, in English too', async () => {
    show([declaration(null)], 'en');
    expect(await screen.findByText('Enter the company’s CNSS affiliate number (7 digits) to produce the e-BDS file.', undefined, WAIT)).toBeTruthy();
    expect((screen.getByRole('button', { name: /e-BDS file/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows cards on a phone', async () => {
    await onPhone(async () => {
      show([declaration('1234567')]);
      expect(await screen.findByText('ALAMI Ahmed', undefined, WAIT)).toBeTruthy();
      expect(document.querySelector('table')).toBeNull();
      expect(screen.getByText('Sans immatriculation : déclaré en entrant')).toBeTruthy();
    });
  });
});
