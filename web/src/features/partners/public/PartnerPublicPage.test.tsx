import '../../dashboard/components/jsdom-text-encoding';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS } from '../../../shared/session/storage';
import PartnerPublicPage from './PartnerPublicPage';
import { antdInJsdom, apiError, callsOf, renderAt, serveApi } from './public-test-kit';

// @ant-design/icons' CommonJS build requires the ES build of @ant-design/colors, which jest cannot load as is.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
// antd's provider and theme load lazily in the app (AntdScope); here antd's defaults are enough.
jest.mock('../../../app/antd/AntdScope', () => ({ AntdScope: ({ children }: { children: React.ReactNode }) => children }));
antdInJsdom();

const ID = '5b1d2c5e-8f0a-4c57-9d6e-2a4b6c8d0e1f';
const SITE = { id: '0e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a6b', name: 'Villa Anfa' };
const PARTNER = {
  id: ID,
  name: 'Atlas Plomberie',
  logoUrl: null,
  serviceTypes: ['PLOMBERIE', 'CLIMATISATION'],
  description: 'Installation sanitaire.\nDépannage 7j/7.\n<b>pas de HTML</b>',
  ice: '001234567000089',
  createdAt: '2025-11-03T10:00:00.000Z',
  canContact: false,
  regions: [{ code: 'MA-03', nameFr: 'Fès-Meknès', nameEn: 'Fez-Meknes', nameAr: 'فاس-مكناس' }],
  cities: [{ code: 'ma-fes', nameFr: 'Fès', nameEn: 'Fez', nameAr: 'فاس' }],
  photos: [
    { id: 'p1', url: 'https://files.example/1.jpg', thumbnailUrl: 'https://files.example/1-small.jpg' },
    { id: 'p2', url: 'https://files.example/2.jpg', thumbnailUrl: 'https://files.example/2-small.jpg' },
  ],
  contact: null,
};
const CONTACT = { firstName: 'Amina', lastName: 'Benali', email: 'amina@atlas.ma', phone: '06 12 34 56 78' };

/** A signed-in company user: an access token the app counts as valid for an hour. */
function signIn() {
  const payload = btoa(JSON.stringify({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 }));
  const token = `eyJhbGciOiJIUzI1NiJ9.${payload}.sig`;
  localStorage.setItem(STORAGE_KEYS.accessToken, token);
  localStorage.setItem(STORAGE_KEYS.refreshToken, token);
  return token;
}

const renderPage = (locale: 'fr' | 'ar' = 'fr') =>
  renderAt(
    `/partenaires/${ID}`,
    [
      { path: '/partenaires/:idPartenaire', element: <PartnerPublicPage /> },
      { path: '/partenaires', element: <p>annuaire</p> },
      { path: '/sign-in', element: <p>connexion</p> },
    ],
    locale,
  );

describe('PartnerPublicPage', () => {
  it('shows a visitor the listing without the contact, and a sign-in link that comes back here', async () => {
    serveApi({ PublicPartner: () => ({ data: { partner: PARTNER } }) });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Atlas Plomberie' })).toBeInTheDocument();
    expect(callsOf('PublicPartner')[0].headers.authorization).toBeUndefined();
    expect(screen.getByText('Plomberie')).toBeInTheDocument();
    expect(screen.getByText('Fès-Meknès')).toBeInTheDocument();
    expect(screen.getByText('Fès')).toBeInTheDocument();
    expect(screen.getByText('Membre depuis novembre 2025')).toBeInTheDocument();
    expect(screen.getByText(/001234567000089/)).toBeInTheDocument();
    // Plain text with its line breaks, never HTML.
    const description = screen.getByText(/Installation sanitaire/);
    expect(description.textContent).toBe(PARTNER.description);
    expect(description.querySelector('b')).toBeNull();
    expect(screen.getByRole('img', { name: 'Photo 1 sur 2 de Atlas Plomberie' })).toHaveAttribute('src', PARTNER.photos[0].thumbnailUrl);
    expect(screen.getByRole('img', { name: 'Photo 2 sur 2 de Atlas Plomberie' })).toBeInTheDocument();

    expect(screen.getByText('Connectez-vous avec un compte société pour voir les coordonnées et contacter ce partenaire')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Envoyer une demande/ })).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="mailto:"]')).toBeNull();
    const contact = screen.getByRole('heading', { name: 'Contact' }).closest('.pp-contact') as HTMLElement;
    fireEvent.click(within(contact).getByRole('link', { name: 'Se connecter' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/sign-in');
    expect(JSON.parse(screen.getByTestId('where').dataset.state!)).toEqual({ from: `/partenaires/${ID}` });
  });

  it('in Arabic, names the region and the city served in Arabic (issue 39)', async () => {
    serveApi({ PublicPartner: () => ({ data: { partner: PARTNER } }) });
    renderPage('ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Atlas Plomberie' })).toBeInTheDocument();
    expect(screen.getByText('فاس-مكناس')).toBeInTheDocument();
    expect(screen.getByText('فاس')).toBeInTheDocument();
    expect(screen.queryByText('Fès-Meknès')).not.toBeInTheDocument();
    expect(screen.queryByText('Fès')).not.toBeInTheDocument();
  });

  it('shows a company user the contact and sends their request, with a site, under their token', async () => {
    const token = signIn();
    serveApi({
      PublicPartner: () => ({ data: { partner: { ...PARTNER, canContact: true, contact: CONTACT } } }),
      PublicMySites: () => ({ data: { sites: { items: [SITE] } } }),
      PublicSendPartnerRequest: () => ({ data: { sendPartnerRequest: { id: 'r1', message: 'Votre demande a été envoyée au partenaire.' } } }),
    });
    renderPage();
    expect(await screen.findByRole('link', { name: 'amina@atlas.ma' })).toHaveAttribute('href', 'mailto:amina@atlas.ma');
    expect(screen.getByRole('link', { name: '06 12 34 56 78' })).toHaveAttribute('href', 'tel:0612345678');
    expect(screen.getByText('Amina Benali')).toBeInTheDocument();
    expect(callsOf('PublicPartner')[0].headers.authorization).toBe(`Bearer ${token}`);

    fireEvent.click(screen.getByRole('button', { name: /Envoyer une demande/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Demande à Atlas Plomberie')).toBeInTheDocument();
    // Too short first: the shared schema's message, nothing sent.
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: 'Bonjour' } });
    fireEvent.blur(within(dialog).getByLabelText('Message'));
    await act(() => new Promise((r) => setTimeout(r, 0)));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    expect(await within(dialog).findByText('Le message doit contenir au moins 10 caractères')).toBeInTheDocument();
    expect(callsOf('PublicSendPartnerRequest')).toHaveLength(0);

    fireEvent.mouseDown(within(dialog).getByLabelText('Chantier concerné (facultatif)'));
    fireEvent.click(
      await waitFor(() => document.querySelector('.ant-select-item-option[title="Villa Anfa"]') ?? Promise.reject(new Error('no site'))),
    );
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: 'Bonjour, un devis pour la plomberie de la villa ?' } });
    await act(() => new Promise((r) => setTimeout(r, 0)));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    expect(await screen.findByText('Votre demande a été envoyée au partenaire.')).toBeInTheDocument();
    const [sent] = callsOf('PublicSendPartnerRequest');
    expect(sent.variables.input).toEqual({ partnerId: ID, siteId: SITE.id, message: 'Bonjour, un devis pour la plomberie de la villa ?' });
    expect(sent.headers.authorization).toBe(`Bearer ${token}`);
    expect(callsOf('PublicMySites')[0].headers.authorization).toBe(`Bearer ${token}`);
  });

  it('shows the api’s rate-limit message in the request form', async () => {
    signIn();
    serveApi({
      PublicPartner: () => ({ data: { partner: { ...PARTNER, canContact: true, contact: CONTACT } } }),
      PublicMySites: () => ({ data: { sites: { items: [] } } }),
      PublicSendPartnerRequest: () =>
        apiError('RATE_LIMITED', 'Trop de demandes envoyées. Réessayez plus tard.', { status: 429, messageId: 'partner.request.rateLimited' }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Envoyer une demande/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: 'Bonjour, êtes-vous disponible en mars ?' } });
    await act(() => new Promise((r) => setTimeout(r, 0)));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    expect(await within(dialog).findByText('Trop de demandes envoyées. Réessayez plus tard.')).toBeInTheDocument();
    expect(callsOf('PublicSendPartnerRequest')[0].variables.input).toEqual({
      partnerId: ID,
      siteId: null,
      message: 'Bonjour, êtes-vous disponible en mars ?',
    });
  });

  it('says a partner that is gone is gone, with a way back to the directory', async () => {
    serveApi({
      PublicPartner: () => apiError('NOT_FOUND', "Ce partenaire n'existe pas ou n'est plus publié.", { status: 404, messageId: 'partner.notFound' }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ce partenaire n’existe pas ou n’est plus publié' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Voir l’annuaire des partenaires' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/partenaires$/));
  });
});
