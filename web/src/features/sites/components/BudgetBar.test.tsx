import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { sitesMessages } from '../messages';
import { BudgetBar } from './BudgetBar';

const wrap = (ui: React.ReactNode) =>
  render(
    <IntlProvider locale="fr" messages={sitesMessages}>
      {ui}
    </IntlProvider>,
  );

// getByText compares with the DOM's spaces collapsed: the expected texts use plain spaces.
describe('the budget bar', () => {
  it('tells the committed amount against the budget, the paid part and what is left, exactly', () => {
    const { container } = wrap(<BudgetBar budget="10000.00" committed="1650.00" paid="650.00" />);
    expect(screen.getByRole('img', { name: 'Budget consommé : 16,5\u00a0%' })).toBeInTheDocument();
    expect(container.querySelector('.budget-bar-head')?.textContent?.replace(/\s+/g, ' ')).toBe('Engagé 1 650,00 DH sur 10 000,00 DH16,5 %');
    expect(screen.getByText('650,00 DH')).toBeInTheDocument();
    expect(screen.getByText('Reste 8 350,00 DH')).toBeInTheDocument();
  });

  it('says the overrun in red when the committed amount passes the budget', () => {
    const { container } = wrap(<BudgetBar budget="1000.00" committed="1250.10" compact />);
    expect(screen.getByText('Dépassement de 250,10 DH')).toHaveClass('fin-negative');
    expect(screen.getByText('125 %')).toBeInTheDocument();
    expect(container.querySelector('.budget-bar')).toHaveClass('is-over');
    expect((container.querySelector('.budget-bar-committed') as HTMLElement).style.width).toBe('100%');
  });

  it('says there is no budget, with the committed amount when there is one', () => {
    wrap(<BudgetBar budget={null} committed="300.00" />);
    expect(screen.getByText('Aucun budget saisi')).toBeInTheDocument();
    expect(screen.getByText('Engagé : 300,00 DH')).toBeInTheDocument();
  });
});
