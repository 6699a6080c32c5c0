import '../../dashboard/components/jsdom-text-encoding';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { frenchMessages } from '../../../app/i18n';
import SignUpPage from './SignUpPage';

jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
// The notice loads antd's Alert from its ES build; jest takes the CommonJS one.
jest.mock('antd/es/alert', () => jest.requireActual('antd/lib/alert'));

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
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
  type('Mot de passe', 'secret-123');
  type('Confirmation du mot de passe', 'secret-123');
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
});
