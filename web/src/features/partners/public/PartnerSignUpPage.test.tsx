import '../../dashboard/components/jsdom-text-encoding';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import PartnerSignUpPage from './PartnerSignUpPage';
import { antdInJsdom, apiError, callsOf, placesApi, renderAt, serveApi } from './public-test-kit';

// @ant-design/icons' CommonJS build requires the ES build of @ant-design/colors, which jest cannot load as is.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
// antd's provider and theme load lazily in the app (AntdScope); here antd's defaults are enough.
jest.mock('../../../app/antd/AntdScope', () => ({ AntdScope: ({ children }: { children: React.ReactNode }) => children }));
antdInJsdom();

/** The page, once its first (lazy) validation has run. */
async function renderPage() {
  renderAt('/insription-partenaire', [{ path: '/insription-partenaire', element: <PartnerSignUpPage /> }]);
  await act(() => new Promise((r) => setTimeout(r, 0)));
}

/** Opens an antd select by its label (typing `search` first: long lists draw only their first options) and picks an option. */
async function choose(label: string, option: string, search?: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  if (search) fireEvent.change(screen.getByLabelText(label), { target: { value: search } });
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find((o) => o.textContent === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

const typeIn = (label: string, value: string) => {
  const field = screen.getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
};

async function fillForm(email: string) {
  typeIn('Raison sociale', 'Atlas Plomberie');
  await choose('Types de service', 'Plomberie', 'Plomb');
  await choose('Types de service', 'Climatisation', 'Clim');
  await choose('Région', 'Fès-Meknès');
  await choose('Ville', 'Fès');
  typeIn('ICE (facultatif)', '001234567000089');
  typeIn('Description (facultatif)', 'Installation sanitaire.\nDépannage 7j/7.');
  typeIn('Prénom', 'Amina');
  typeIn('Nom', 'Benali');
  typeIn('Adresse e-mail', email);
  typeIn('Téléphone', '06 12 34 56 78');
  typeIn('Mot de passe', 'Secret-123');
  typeIn('Confirmation du mot de passe', 'Secret-123');
  // A person's click comes in a task of its own, after the checks of what was typed.
  await act(() => new Promise((r) => setTimeout(r, 0)));
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'S’inscrire comme partenaire' }));

describe('PartnerSignUpPage', () => {
  it('checks the form before sending anything, with the shared schema’s messages', async () => {
    serveApi(placesApi);
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Devenir partenaire' })).toBeInTheDocument();
    submit();
    expect(await screen.findByText('La raison sociale est requise')).toBeInTheDocument();
    expect(screen.getByText('Choisissez au moins un type de service')).toBeInTheDocument();
    expect(screen.getByText('La région est requise')).toBeInTheDocument();
    expect(screen.getByText('La ville est requise')).toBeInTheDocument();
    expect(screen.getByText('Le téléphone est requis')).toBeInTheDocument();
    expect(screen.getByText('Le prénom est requis')).toBeInTheDocument();
    typeIn('ICE (facultatif)', '12345');
    expect(await screen.findByText('L’ICE compte exactement 15 chiffres'.replace('’', "'"))).toBeInTheDocument();
    expect(callsOf('PublicRegisterPartner')).toHaveLength(0);
    expect(
      screen.getByText('Déjà inscrit ?').querySelector('a') ?? screen.getByText('Déjà inscrit ?').parentElement!.querySelector('a'),
    ).toHaveAttribute('href', '/sign-in');
  });

  it('shows the api’s field errors, then the "check your mail" state with the address', async () => {
    let refuse = true;
    serveApi({
      ...placesApi,
      PublicRegisterPartner: (v) =>
        refuse
          ? apiError('BAD_USER_INPUT', 'Données invalides', { status: 400, fields: { email: 'validation.email.invalid' } })
          : { data: { registerPartner: { id: '5b1d2c5e-8f0a-4c57-9d6e-2a4b6c8d0e1f', email: (v.input as { email: string }).email } } },
    });
    await renderPage();
    await fillForm('amina@atlas.ma');
    submit();
    expect(await screen.findByText('Email invalide')).toBeInTheDocument();
    expect(callsOf('PublicRegisterPartner')[0].variables.input).toEqual({
      companyName: 'Atlas Plomberie',
      serviceTypes: ['PLOMBERIE', 'CLIMATISATION'],
      region: 'MA-03',
      city: 'ma-fes',
      ice: '001234567000089',
      description: 'Installation sanitaire.\nDépannage 7j/7.',
      firstName: 'Amina',
      lastName: 'Benali',
      email: 'amina@atlas.ma',
      phone: '06 12 34 56 78',
      password: 'Secret-123',
      confirmPassword: 'Secret-123',
    });

    refuse = false;
    typeIn('Adresse e-mail', 'amina@atlas-plomberie.ma');
    await waitFor(() => expect(screen.queryByText('Email invalide')).not.toBeInTheDocument());
    await act(() => new Promise((r) => setTimeout(r, 0)));
    submit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Inscription enregistrée' })).toBeInTheDocument();
    expect(screen.getByText(/Un e-mail de confirmation vous a été envoyé à/)).toHaveTextContent(
      'Inscription enregistrée. Un e-mail de confirmation vous a été envoyé à amina@atlas-plomberie.ma.',
    );
    expect(screen.getByRole('link', { name: 'Aller à la connexion' })).toHaveAttribute('href', '/sign-in');
  });

  it('empties the city when another region is chosen', async () => {
    serveApi(placesApi);
    await renderPage();
    await choose('Région', 'Fès-Meknès');
    await choose('Ville', 'Meknès');
    expect(screen.getByLabelText('Ville').closest('.ant-select')).toHaveTextContent('Meknès');
    await choose('Région', 'Casablanca-Settat');
    await waitFor(() => expect(screen.getByLabelText('Ville').closest('.ant-select')).not.toHaveTextContent('Meknès'));
    await choose('Ville', 'Casablanca');
    await waitFor(() => expect(screen.getByLabelText('Ville').closest('.ant-select')).toHaveTextContent('Casablanca'));
    expect(callsOf('PublicCities').map((c) => c.variables.region)).toEqual(expect.arrayContaining(['MA-03', 'MA-06']));
  });

  it('shows the rate limit in the form', async () => {
    serveApi({
      ...placesApi,
      PublicRegisterPartner: () =>
        apiError('RATE_LIMITED', "Trop de demandes d'e-mail en peu de temps. Réessayez plus tard.", {
          status: 429,
          messageId: 'auth.mail.rateLimited',
        }),
    });
    await renderPage();
    await fillForm('amina@atlas.ma');
    submit();
    expect(await screen.findByText("Trop de demandes d'e-mail en peu de temps. Réessayez plus tard.")).toBeInTheDocument();
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('amina@atlas.ma');
  });
});
