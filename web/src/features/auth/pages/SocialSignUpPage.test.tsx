import '../../dashboard/components/jsdom-text-encoding';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { readTokens } from '../../../shared/session/storage';
import { antdInJsdom, apiError, callsOf, placesApi, renderAt, serveApi } from '../../partners/public/public-test-kit';
import SocialSignUpPage from './SocialSignUpPage';

jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
jest.mock('../../../app/antd/AntdScope', () => ({ AntdScope: ({ children }: { children: React.ReactNode }) => children }));
antdInJsdom();

const PENDING = { email: 'salma@example.ma', firstName: 'Salma', lastName: 'Idrissi', providerName: 'Google' };
const user = (type: 'USER' | 'PARTNER') => ({
  id: 'a6f0b3c4-1d2e-4f5a-8b9c-0d1e2f3a4b5c',
  firstName: 'Salma',
  lastName: 'Idrissi',
  email: PENDING.email,
  phone: null,
  photoUrl: null,
  role: type === 'USER' ? 'MANAGER' : 'USER',
  type,
  status: 'ACTIVE',
  companyId: 'b6f0b3c4-1d2e-4f5a-8b9c-0d1e2f3a4b5c',
  companyName: 'Idrissi Bâtiment',
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
});

async function renderPage(ticket = 'the-ticket') {
  renderAt(`/inscription-sociale?ticket=${ticket}`, [{ path: '/inscription-sociale', element: <SocialSignUpPage /> }]);
  await act(() => new Promise((r) => setTimeout(r, 0)));
}

beforeEach(() => localStorage.clear());

/** Types, then lets the form's (lazy, asynchronous) validation settle, as a person's next click would. */
async function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
  await act(() => new Promise((r) => setTimeout(r, 0)));
}

describe('SocialSignUpPage (/inscription-sociale)', () => {
  it('shows the verified address, asks the company name and opens the MANAGER’s session', async () => {
    serveApi({
      PendingSocialSignUp: () => ({ data: { pendingSocialSignUp: PENDING } }),
      CompleteSocialSignUp: () => ({ data: { completeSocialSignUp: { accessToken: 'a.b.c', refreshToken: 'd.e.f', user: user('USER') } } }),
    });
    await renderPage();
    expect(await screen.findByText('salma@example.ma')).toBeInTheDocument();
    expect(screen.getByText(/vérifiée par Google/)).toBeInTheDocument();
    expect(screen.getByLabelText('Prénom')).toHaveValue('Salma');
    await type('Société', 'Idrissi Bâtiment');
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard-users/'));
    expect(callsOf('CompleteSocialSignUp')[0].variables.input).toEqual({
      ticket: 'the-ticket',
      kind: 'COMPANY',
      firstName: 'Salma',
      lastName: 'Idrissi',
      companyName: 'Idrissi Bâtiment',
    });
    expect(readTokens().accessToken).toBe('a.b.c');
  });

  it('requires the company name before asking the api', async () => {
    serveApi({ PendingSocialSignUp: () => ({ data: { pendingSocialSignUp: PENDING } }) });
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText('Le nom de la société est requis')).toBeInTheDocument();
    expect(callsOf('CompleteSocialSignUp')).toHaveLength(0);
  });

  it('asks a partner the listing’s fields and shows the api’s field messages', async () => {
    serveApi({
      ...placesApi,
      PendingSocialSignUp: () => ({ data: { pendingSocialSignUp: PENDING } }),
      CompleteSocialSignUp: () => apiError('BAD_USER_INPUT', 'Le téléphone est obligatoire', { fields: { phone: 'Le téléphone est obligatoire' } }),
    });
    await renderPage();
    fireEvent.click(await screen.findByRole('radio', { name: 'Un partenaire (prestataire de services)' }));
    expect(screen.getByLabelText('Téléphone')).toBeInTheDocument();
    await type('Société', 'Tazi Plomberie');
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText('Le téléphone est obligatoire')).toBeInTheDocument();
    expect(callsOf('CompleteSocialSignUp')[0].variables.input).toMatchObject({ kind: 'PARTNER', companyName: 'Tazi Plomberie' });
  });

  it('says when the sign-up expired or was already completed', async () => {
    serveApi({ PendingSocialSignUp: () => ({ data: { pendingSocialSignUp: null } }) });
    await renderPage('spent');
    expect(await screen.findByText(/Cette inscription a expiré ou a déjà été terminée/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/sign-in');
  });
});
