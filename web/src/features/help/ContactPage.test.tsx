import '../dashboard/components/jsdom-text-encoding';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '../../shared/session/storage';
import { notifyError, notifyMessage } from '../../shared/errors/notify';
import { antdInJsdom, apiError, callsOf, renderAt, serveApi } from '../partners/public/public-test-kit';
import ContactPage from './ContactPage';

jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
// antd's provider and theme load lazily in the app (AntdScope); here antd's defaults are enough.
jest.mock('../../app/antd/AntdScope', () => ({ AntdScope: ({ children }: { children: React.ReactNode }) => children }));
jest.mock('../../shared/errors/notify', () => ({
  ...jest.requireActual('../../shared/errors/notify'),
  notifyError: jest.fn(),
  notifyMessage: jest.fn(),
}));
antdInJsdom();

const SENT = 'Votre message a bien été envoyé. Nous vous répondrons par e-mail.';

async function renderPage(path = '/contact') {
  renderAt(path, [{ path: '/contact', element: <ContactPage /> }]);
  await act(() => new Promise((r) => setTimeout(r, 0)));
}

const typeIn = (label: string, value: string) => {
  const field = screen.getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
};

async function fill(over: Partial<Record<'Nom et prénom' | 'Adresse e-mail' | 'Objet' | 'Message', string>> = {}) {
  const values = {
    'Nom et prénom': 'Salma Bennani',
    'Adresse e-mail': 'salma@exemple.ma',
    Objet: 'Démonstration',
    Message: 'Bonjour, une démo ?',
    ...over,
  };
  for (const [label, value] of Object.entries(values)) typeIn(label, value);
  await act(() => new Promise((r) => setTimeout(r, 0)));
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Envoyer le message' }));

beforeEach(() => {
  localStorage.clear();
  jest.mocked(notifyError).mockClear();
  jest.mocked(notifyMessage).mockClear();
});

describe('ContactPage', () => {
  it('checks every SPEC §5 rule with the shared schema’s messages before sending anything', async () => {
    serveApi({});
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Nous contacter' })).toBeInTheDocument();
    expect(document.title).toBe('Nous contacter · Chantiers');
    submit();
    expect(await screen.findByText('Le nom et prénom est requis')).toBeInTheDocument();
    expect(screen.getByText("L'email est requis")).toBeInTheDocument();
    expect(screen.getByText("L'objet est requis")).toBeInTheDocument();
    expect(screen.getByText('Le message est requis')).toBeInTheDocument();
    typeIn('Nom et prénom', 'Ali');
    expect(await screen.findByText('Le nom et prénom doit contenir au moins 4 caractères')).toBeInTheDocument();
    typeIn('Nom et prénom', 'Agent 007');
    expect(await screen.findByText('Le nom et prénom ne doit pas contenir de chiffres')).toBeInTheDocument();
    typeIn('Nom et prénom', 'x'.repeat(41));
    expect(await screen.findByText('Le nom et prénom ne doit pas dépasser 40 caractères')).toBeInTheDocument();
    typeIn('Adresse e-mail', 'pas-une-adresse');
    expect(await screen.findByText('Email invalide')).toBeInTheDocument();
    typeIn('Adresse e-mail', `${'a'.repeat(30)}@exemple.ma`);
    expect(await screen.findByText("L'email ne doit pas dépasser 40 caractères")).toBeInTheDocument();
    typeIn('Objet', 'Info');
    expect(await screen.findByText("L'objet doit contenir au moins 5 caractères")).toBeInTheDocument();
    typeIn('Objet', 'o'.repeat(41));
    expect(await screen.findByText("L'objet ne doit pas dépasser 40 caractères")).toBeInTheDocument();
    typeIn('Message', 'm'.repeat(501));
    expect(await screen.findByText('Le message ne doit pas dépasser 500 caractères')).toBeInTheDocument();
    submit();
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(callsOf('HelpSendContact')).toHaveLength(0);
  });

  it('sends as a visitor, shows the green notice and clears the form', async () => {
    serveApi({ HelpSendContact: () => ({ data: { sendContactMessage: { message: SENT } } }) });
    await renderPage();
    await fill();
    submit();
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    const [call] = callsOf('HelpSendContact');
    expect(call.variables).toEqual({
      input: { name: 'Salma Bennani', email: 'salma@exemple.ma', subject: 'Démonstration', message: 'Bonjour, une démo ?', website: null },
    });
    expect(call.headers.authorization ?? call.headers.Authorization).toBeUndefined();
    await waitFor(() => expect(screen.getByLabelText('Objet')).toHaveValue(''));
    expect(screen.getByLabelText('Nom et prénom')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    // The cleared form shows no 'requis' under its fields.
    expect(screen.queryByText("L'objet est requis")).not.toBeInTheDocument();
  });

  it('prefills a signed-in user’s name and e-mail and sends under their token', async () => {
    const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 })).replace(/=+$/, '');
    const token = `eyJhbGciOiJIUzI1NiJ9.${payload}.sig`;
    localStorage.setItem(STORAGE_KEYS.accessToken, token);
    localStorage.setItem(STORAGE_KEYS.refreshToken, token);
    localStorage.setItem(STORAGE_KEYS.userDetails, JSON.stringify({ id: 'u1', firstName: 'Karim', lastName: 'Alaoui', email: 'karim@btp.ma' }));
    serveApi({ HelpSendContact: () => ({ data: { sendContactMessage: { message: SENT } } }) });
    await renderPage();
    expect(screen.getByLabelText('Nom et prénom')).toHaveValue('Karim Alaoui');
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('karim@btp.ma');
    typeIn('Objet', 'Question facture');
    typeIn('Message', 'Comment émettre un avoir ?');
    await act(() => new Promise((r) => setTimeout(r, 0)));
    submit();
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    const [call] = callsOf('HelpSendContact');
    expect(call.headers.authorization).toBe(`Bearer ${token}`);
    // Cleared back to the prefill.
    await waitFor(() => expect(screen.getByLabelText('Objet')).toHaveValue(''));
    expect(screen.getByLabelText('Nom et prénom')).toHaveValue('Karim Alaoui');
  });

  it('takes its subject from the link that opened it (the subscription page’s « Passer au compte professionnel »)', async () => {
    serveApi({});
    await renderPage('/contact?objet=Compte%20professionnel');
    expect(screen.getByLabelText('Objet')).toHaveValue('Compte professionnel');
    expect(screen.getByLabelText('Nom et prénom')).toHaveValue('');
  });

  it('puts the api’s field errors on their fields', async () => {
    serveApi({
      HelpSendContact: () =>
        apiError('BAD_USER_INPUT', 'Email invalide', { fields: { email: 'Email invalide' }, fieldIds: { email: 'validation.email.invalid' } }),
    });
    await renderPage();
    await fill();
    submit();
    expect(await screen.findByText('Email invalide')).toBeInTheDocument();
    expect(notifyError).not.toHaveBeenCalled();
    expect(notifyMessage).not.toHaveBeenCalled();
  });

  it('a refusal (rate limit) or a failure: the SPEC §8 toast « Erreur lors de l’envoi du message »; the form keeps the text', async () => {
    let refuse = true;
    serveApi({
      HelpSendContact: () =>
        refuse
          ? apiError('RATE_LIMITED', 'Trop de messages envoyés. Réessayez dans une heure.', { messageId: 'contact.rateLimited', status: 429 })
          : apiError('INTERNAL', 'Erreur interne', { status: 500 }),
    });
    await renderPage();
    await fill();
    submit();
    await waitFor(() =>
      expect(notifyMessage).toHaveBeenCalledWith("Erreur lors de l'envoi du message", 'Trop de messages envoyés. Réessayez dans une heure.'),
    );
    expect(screen.getByLabelText('Objet')).toHaveValue('Démonstration');
    expect(screen.queryByText(SENT)).not.toBeInTheDocument();
    refuse = false;
    fireEvent.click(await screen.findByRole('button', { name: 'Envoyer le message' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(expect.anything(), { title: "Erreur lors de l'envoi du message" }));
  });
});
