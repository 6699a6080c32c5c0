import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { FigureCards } from './FigureCards';
import { siteFinanceMessages } from './messages';

// @ant-design/icons' CommonJS build requires the ES build of @ant-design/colors, which jest cannot load as is.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));

// A company not subject to TVA: every figure TTC.
const base = {
  vatSubject: false,
  revenues: '5000.00',
  revenuesHT: '5000.00',
  revenuesVAT: '0.00',
  vatBalance: '-200.00',
  purchasesHT: '1000.00',
  purchasesVAT: '200.00',
  purchasesTTC: '1200.00',
  labourGross: '0.00',
  labourNet: '0.00',
  labourBonus: '0.00',
  subcontracting: '350.00',
  profitability: '3450.00',
  profitabilityPercent: '3.5',
  budget: '100000.00',
  progress: 0,
};

const show = (summary: typeof base | (Omit<typeof base, 'budget' | 'profitabilityPercent'> & { budget: null; profitabilityPercent: null })) =>
  render(
    <IntlProvider locale="fr" messages={siteFinanceMessages}>
      <FigureCards summary={summary} />
    </IntlProvider>,
  );

describe('FigureCards', () => {
  it('shows each figure TTC with its formula and a positive profitability in green, no TVA card', () => {
    show(base);
    expect(screen.getByTestId('fig-revenues').textContent).toBe('5\u202f000,00\u00a0DH');
    expect(screen.getByTestId('fig-purchases').textContent).toBe('1\u202f200,00\u00a0DH');
    expect(screen.getByText((_, el) => el?.tagName === 'SPAN' && el.textContent === 'HT 1\u202f000,00\u00a0DH')).toBeInTheDocument();
    expect(screen.getByTestId('fig-subcontracting').textContent).toBe('350,00\u00a0DH');
    expect(screen.getByTestId('fig-profitability').closest('.finance-figure')).toHaveClass('is-gain');
    expect(
      screen.getByText((_, el) => el?.tagName === 'SPAN' && el.textContent === '3,5\u00a0% du budget (100\u202f000,00\u00a0DH)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Rentabilité = recettes − \(achats TTC \+ main d'œuvre brut \+ sous-traitance\)/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /jours × tarif journalier \+ jours × prime panier/ })).toBeInTheDocument();
    expect(screen.queryByTestId('fig-vat')).toBeNull();
  });

  it('subject to TVA: figures HT with TTC and TVA beneath, the TVA due apart, the HT formula', () => {
    // Recettes 6000.00 TTC = 5000.00 HT + 1000.00; achats 1000.00 HT + 200.00; TVA due 1000.00 − 200.00 = 800.00.
    const ht = { ...base, vatSubject: true, revenues: '6000.00', revenuesHT: '5000.00', revenuesVAT: '1000.00', vatBalance: '800.00' };
    const { unmount } = show(ht);
    expect(screen.getByText('Recettes HT')).toBeInTheDocument();
    expect(screen.getByTestId('fig-revenues').textContent).toBe('5\u202f000,00\u00a0DH');
    expect(screen.getByText((_, el) => el?.tagName === 'SPAN' && el.textContent === 'TTC 6\u202f000,00\u00a0DH')).toBeInTheDocument();
    expect(screen.getByText('Achats HT')).toBeInTheDocument();
    expect(screen.getByTestId('fig-purchases').textContent).toBe('1\u202f000,00\u00a0DH');
    expect(screen.getByText('TVA à reverser')).toBeInTheDocument();
    expect(screen.getByTestId('fig-vat').textContent).toBe('800,00\u00a0DH');
    expect(screen.getByText((_, el) => el?.tagName === 'SPAN' && el.textContent === 'Déductible 200,00\u00a0DH')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Rentabilité = recettes HT − \(achats HT \+ main d'œuvre brut \+ sous-traitance\)/ })).toBeInTheDocument();
    unmount();
    // More TVA paid than collected: a credit, said as such and unsigned.
    show({ ...ht, vatBalance: '-150.00' });
    expect(screen.getByText('Crédit de TVA')).toBeInTheDocument();
    expect(screen.getByTestId('fig-vat').textContent).toBe('150,00\u00a0DH');
  });

  it('shows a loss in red and says when there is no budget', () => {
    show({ ...base, profitability: '-1200.00', budget: null, profitabilityPercent: null });
    expect(screen.getByTestId('fig-profitability').textContent).toBe('\u22121\u202f200,00\u00a0DH');
    expect(screen.getByTestId('fig-profitability').closest('.finance-figure')).toHaveClass('is-loss');
    expect(screen.getByText('Pas de budget : pourcentage indisponible')).toBeInTheDocument();
  });
});
