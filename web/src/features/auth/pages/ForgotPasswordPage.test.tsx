import '../../dashboard/components/jsdom-text-encoding';
import { fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { frenchMessages } from '../../../app/i18n';
import ForgotPasswordPage from './ForgotPasswordPage';

jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
// The notice loads antd's Alert from its ES build; jest takes the CommonJS one.
jest.mock('antd/es/alert', () => jest.requireActual('antd/lib/alert'));

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe('ForgotPasswordPage', () => {
  it('shows the rate-limit message in the form, not the success notice', async () => {
    fetchMock.mockResolvedValueOnce({
      status: 200,
      json: async () => ({
        errors: [
          {
            message: "Trop de demandes d'e-mail en peu de temps. Réessayez plus tard.",
            extensions: { code: 'RATE_LIMITED', status: 429, messageId: 'auth.mail.rateLimited' },
          },
        ],
      }),
    });
    render(
      <IntlProvider locale="fr" messages={frenchMessages}>
        <MemoryRouter>
          <ForgotPasswordPage />
        </MemoryRouter>
      </IntlProvider>,
    );
    fireEvent.change(screen.getByLabelText('Adresse e-mail'), { target: { value: 'amina@example.ma' } });
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByText("Trop de demandes d'e-mail en peu de temps. Réessayez plus tard.")).toBeInTheDocument();
    expect(screen.queryByText(/Si un compte existe pour cette adresse/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('amina@example.ma');
  });
});
