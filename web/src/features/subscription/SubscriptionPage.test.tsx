import '../dashboard/components/jsdom-text-encoding';
import { fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { antdInJsdom } from '../partners/public/public-test-kit';
import { subscriptionMessages } from './messages';
import { subscriptionMessagesEn } from './messages.en';
import SubscriptionPage from './SubscriptionPage';

jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
antdInJsdom();

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

const renderPage = (locale: 'fr' | 'en' = 'fr') =>
  render(
    <IntlProvider locale={locale} messages={locale === 'fr' ? subscriptionMessages : subscriptionMessagesEn}>
      <MemoryRouter initialEntries={['/abonnement']}>
        <Routes>
          <Route path="/abonnement" element={<SubscriptionPage />} />
          <Route path="/contact" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </IntlProvider>,
  );

describe('SubscriptionPage', () => {
  it('lists what the current plan includes, with nothing announced as coming', () => {
    renderPage();
    expect(screen.getByText('Votre offre actuelle')).toBeInTheDocument();
    expect(screen.getByText(/Factures d’acompte, de situation et de solde/)).toBeInTheDocument();
    expect(screen.queryByText(/Bientôt/)).toBeNull();
  });

  it('asks for the professional account through the contact form, its subject filled in, and says no payment is taken here', () => {
    renderPage();
    expect(screen.getByText(/Aucun paiement n’est demandé dans l’application/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Passer au compte professionnel' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/contact?objet=Compte%20professionnel');
  });

  it('speaks English with every message', () => {
    renderPage('en');
    expect(screen.getByRole('heading', { name: /Professional account/ })).toBeInTheDocument();
    expect(Object.keys(subscriptionMessagesEn).sort()).toEqual(Object.keys(subscriptionMessages).sort());
  });
});
