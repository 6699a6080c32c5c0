import '../../dashboard/components/jsdom-text-encoding';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { frenchMessages } from '../../../app/i18n';
import { englishMessages } from '../../../app/i18n-en';
import SignInPage from '../pages/SignInPage';
import SignUpPage from '../pages/SignUpPage';
import { authorizeUrl, primeAuthProviders, SocialButtons } from './SocialButtons';

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  primeAuthProviders(undefined);
});

const answer = (body: unknown) => fetchMock.mockResolvedValueOnce({ status: 200, statusText: 'OK', json: async () => body });
const BOTH = [
  { id: 'google', name: 'Google' },
  { id: 'microsoft', name: 'Microsoft' },
];

function renderWith(node: React.ReactNode, locale: 'fr' | 'en' = 'fr') {
  render(
    <IntlProvider locale={locale} messages={locale === 'fr' ? frenchMessages : { ...frenchMessages, ...englishMessages }}>
      <MemoryRouter>{node}</MemoryRouter>
    </IntlProvider>,
  );
}

describe('social sign-in buttons', () => {
  it('shows one button per configured provider on the sign-in page, and starts the flow with a full navigation', async () => {
    answer({ data: { authProviders: BOTH } });
    const navigate = jest.fn();
    renderWith(<SocialButtons navigate={navigate} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Continuer avec Google' }));
    expect(screen.getByRole('button', { name: 'Continuer avec Microsoft' })).toBeInTheDocument();
    expect(navigate).toHaveBeenCalledWith(`/oauth2/authorize/google?redirect_uri=${encodeURIComponent('http://localhost/sign-in')}`);
    expect(JSON.parse(fetchMock.mock.calls[0][1].body).operationName).toBe('AuthProviders');
  });

  it('speaks English when English is chosen', async () => {
    primeAuthProviders([BOTH[0]]);
    renderWith(<SocialButtons />, 'en');
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it('shows no button when no provider is configured, nor when the api cannot say', async () => {
    answer({ data: { authProviders: [] } });
    renderWith(<SignInPage />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: /Continuer avec/ })).toBeNull();
    expect(screen.queryByText('ou')).toBeNull();
  });

  it('appears on the sign-up page too', async () => {
    primeAuthProviders(BOTH);
    renderWith(<SignUpPage />);
    expect(await screen.findByRole('button', { name: 'Continuer avec Microsoft' })).toBeInTheDocument();
  });

  it('sends the browser back to this origin’s sign-in page', () => {
    expect(authorizeUrl('microsoft', 'https://app.chantiers.ma')).toBe(
      '/oauth2/authorize/microsoft?redirect_uri=https%3A%2F%2Fapp.chantiers.ma%2Fsign-in',
    );
  });
});
