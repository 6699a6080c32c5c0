import '../../dashboard/components/jsdom-text-encoding';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { frenchMessages } from '../../../app/i18n';
import { primeAuthProviders } from '../components/SocialButtons';
import SignUpPage from './SignUpPage';

jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
// The notice loads antd's Alert from its ES build; jest takes the CommonJS one.
jest.mock('antd/es/alert', () => jest.requireActual('antd/lib/alert'));

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  // No social sign-in configured: the page asks nothing more of the api.
  primeAuthProviders([]);
});

/** Answers the next GraphQL call with `body`, as the api does (200 with data or errors). */
const answer = (body: unknown) => fetchMock.mockResolvedValueOnce({ status: 200, statusText: 'OK', json: async () => body });

function renderPage() {
  render(
    <IntlProvider locale="fr" messages={frenchMessages}>
      <MemoryRouter>
        <SignUpPage />
      </MemoryRouter>
    </IntlProvider>,
  );
}

function fillAndSubmit(email: string) {
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type('Prénom', 'Amina');
  type('Nom', 'Benali');
  type('Société', 'BTP Atlas');
  type('Adresse e-mail', email);
  type('Mot de passe', 'Secret-123');
  type('Confirmation du mot de passe', 'Secret-123');
  fireEvent.click(screen.getByRole('button', { name: "S'inscrire" }));
}

describe('SignUpPage', () => {
  it('always ends on "check your mail", which also speaks to an address that already has an account', async () => {
    // The api answers a registered address exactly like a new one.
    answer({ data: { signUp: { id: '5b1d2c5e-8f0a-4c57-9d6e-2a4b6c8d0e1f', email: 'amina@example.ma' } } });
    renderPage();
    fillAndSubmit('amina@example.ma');
    expect(await screen.findByText('Vérifiez votre boîte e-mail')).toBeInTheDocument();
    expect(screen.getByText('amina@example.ma')).toBeInTheDocument();
    expect(screen.getByText(/suivez son lien pour activer votre compte/)).toHaveTextContent(
      "Si cette adresse a déjà un compte, l'e-mail vous explique comment y accéder.",
    );
    expect(JSON.parse(fetchMock.mock.calls[0][1].body).variables.input.email).toBe('amina@example.ma');
  });

  it('says the password rule under the field, and refuses a password SPEC would have taken (6 characters) without asking the api', async () => {
    renderPage();
    const password = screen.getByLabelText('Mot de passe', { exact: true });
    const rule = 'Au moins 8 caractères, dont une majuscule, une minuscule et un chiffre.';
    expect(password).toHaveAccessibleDescription(rule);
    fireEvent.change(password, { target: { value: 'secret' } });
    fireEvent.change(screen.getByLabelText('Confirmation du mot de passe'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: "S'inscrire" }));
    expect(await screen.findByText(/au moins 8 caractères, une lettre majuscule, une lettre minuscule et un chiffre/)).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(/au moins 8 caractères, une lettre majuscule/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the rate-limit message in the form and keeps what was typed', async () => {
    answer({
      errors: [
        {
          message: "Trop de demandes d'e-mail en peu de temps. Réessayez plus tard.",
          extensions: { code: 'RATE_LIMITED', status: 429, messageId: 'auth.mail.rateLimited', retryAfterSeconds: 3500 },
        },
      ],
    });
    renderPage();
    fillAndSubmit('amina@example.ma');
    expect(await screen.findByText("Trop de demandes d'e-mail en peu de temps. Réessayez plus tard.")).toBeInTheDocument();
    expect(screen.queryByText('Vérifiez votre boîte e-mail')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('amina@example.ma'));
  });

  it('checks the form itself before the first submit, and sends the corrected form after a refusal', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: "S'inscrire" }));
    expect(await screen.findByText('Le prénom est requis')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    // The api refuses what only it can check; the field's message goes once the field changes.
    answer({
      errors: [
        {
          message: 'Données invalides',
          extensions: { code: 'BAD_USER_INPUT', status: 400, fields: { email: 'Adresse e-mail invalide' } },
        },
      ],
    });
    const typeIn = (label: string, value: string) => {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
      fireEvent.blur(screen.getByLabelText(label));
    };
    typeIn('Prénom', 'Amina');
    typeIn('Nom', 'Benali');
    typeIn('Société', 'BTP Atlas');
    typeIn('Adresse e-mail', 'amina@example.ma');
    typeIn('Mot de passe', 'Secret-123');
    typeIn('Confirmation du mot de passe', 'Secret-123');
    // A person's click comes in a task of its own, after the checks of what was typed.
    await act(() => new Promise((r) => setTimeout(r, 0)));
    fireEvent.click(screen.getByRole('button', { name: "S'inscrire" }));
    expect(await screen.findByText('Adresse e-mail invalide')).toBeInTheDocument();
    expect(screen.queryByText('Le prénom est requis')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Adresse e-mail'), { target: { value: 'amina@btp-atlas.ma' } });
    await waitFor(() => expect(screen.queryByText('Adresse e-mail invalide')).not.toBeInTheDocument());

    answer({ data: { signUp: { id: '5b1d2c5e-8f0a-4c57-9d6e-2a4b6c8d0e1f', email: 'amina@btp-atlas.ma' } } });
    await act(() => new Promise((r) => setTimeout(r, 0)));
    fireEvent.click(screen.getByRole('button', { name: "S'inscrire" }));
    expect(await screen.findByText('Vérifiez votre boîte e-mail')).toBeInTheDocument();
    expect(screen.queryByText(/est requis/)).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
