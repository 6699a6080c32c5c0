import '../../dashboard/components/jsdom-text-encoding';
import { render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { frenchMessages } from '../../../app/i18n';
import { isPrivatePath } from '../../../app/routing/route-access';
import { readTokens } from '../../../shared/session/storage';
import { notifyMessage } from '../../../shared/errors/notify';
import { AfterSignInContext } from '../after-sign-in';
import { primeAuthProviders } from '../components/SocialButtons';
import SignInPage from './SignInPage';

jest.mock('../../../shared/errors/notify', () => ({ ...jest.requireActual('../../../shared/errors/notify'), notifyMessage: jest.fn() }));

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  primeAuthProviders([]);
  (notifyMessage as jest.Mock).mockReset();
  localStorage.clear();
  sessionStorage.clear();
});

const answer = (body: unknown) => fetchMock.mockResolvedValueOnce({ status: 200, statusText: 'OK', json: async () => body });

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const preloadPrivateArea = jest.fn();

function renderAt(url: string, from?: string) {
  const [pathname, search = ''] = url.split('?');
  render(
    <IntlProvider locale="fr" messages={frenchMessages}>
      <AfterSignInContext.Provider value={{ isPrivatePath, preloadPrivateArea }}>
        <MemoryRouter initialEntries={[{ pathname, search: search && `?${search}`, state: from ? { from } : null }]}>
          <Routes>
            <Route path="/sign-in" element={<SignInPage />} />
            <Route path="*" element={null} />
          </Routes>
          <Where />
        </MemoryRouter>
      </AfterSignInContext.Provider>
    </IntlProvider>,
  );
}

const user = {
  id: 'a6f0b3c4-1d2e-4f5a-8b9c-0d1e2f3a4b5c',
  firstName: 'Salma',
  lastName: 'Idrissi',
  email: 'salma@example.ma',
  phone: null,
  photoUrl: null,
  role: 'MANAGER',
  type: 'USER',
  status: 'ACTIVE',
  companyId: 'b6f0b3c4-1d2e-4f5a-8b9c-0d1e2f3a4b5c',
  companyName: 'Idrissi Bâtiment',
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
};

describe('SignInPage back from a social sign-in', () => {
  it('exchanges ?oauth_code= for the session, drops it from the address and goes to the dashboard', async () => {
    answer({ data: { exchangeOAuthCode: { accessToken: 'a.b.c', refreshToken: 'd.e.f', user } } });
    renderAt('/sign-in?oauth_code=one-time');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard'));
    const sent = JSON.parse(fetchMock.mock.calls[0][1].body);
    expect(sent).toMatchObject({ operationName: 'ExchangeOAuthCode', variables: { code: 'one-time' } });
    expect(readTokens()).toMatchObject({ accessToken: 'a.b.c', refreshToken: 'd.e.f' });
  });

  it('goes back to the private page asked for before sign-in (the app says which paths are private)', async () => {
    answer({ data: { exchangeOAuthCode: { accessToken: 'a.b.c', refreshToken: 'd.e.f', user } } });
    renderAt('/sign-in?oauth_code=one-time', '/stocks/?q=ciment');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/stocks/?q=ciment'));
  });

  it('does not go back to a public page', async () => {
    answer({ data: { exchangeOAuthCode: { accessToken: 'a.b.c', refreshToken: 'd.e.f', user } } });
    renderAt('/sign-in?oauth_code=one-time', '/faq');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/dashboard$/));
  });

  it('shows ?oauth_error= as a French toast and stays on the sign-in page', async () => {
    renderAt('/sign-in?oauth_error=unverified');
    await waitFor(() =>
      expect(notifyMessage).toHaveBeenCalledWith('Connexion impossible', "Votre adresse e-mail n'est pas vérifiée chez ce fournisseur."),
    );
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/sign-in$/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads an unknown error code as the provider’s failure, and a refused code with the api’s message', async () => {
    renderAt('/sign-in?oauth_error=%3Cscript%3E');
    await waitFor(() => expect(notifyMessage).toHaveBeenCalledWith('Connexion impossible', expect.stringContaining('fournisseur de connexion')));
  });

  it('says so when the code was already used', async () => {
    answer({
      errors: [
        {
          message: 'Ce lien de connexion a expiré ou a déjà servi. Reconnectez-vous.',
          extensions: { code: 'UNAUTHENTICATED', status: 401, messageId: 'oauth.code.invalid' },
        },
      ],
    });
    renderAt('/sign-in?oauth_code=used');
    await waitFor(() =>
      expect(notifyMessage).toHaveBeenCalledWith('Connexion impossible', 'Ce lien de connexion a expiré ou a déjà servi. Reconnectez-vous.'),
    );
    expect(readTokens().accessToken).toBeFalsy();
  });
});
