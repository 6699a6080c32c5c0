import '../dashboard/components/jsdom-text-encoding';
import { fireEvent, screen, within } from '@testing-library/react';
import { parse, print } from 'graphql';
import { STORAGE_KEYS } from '../../shared/session/storage';
import { antdInJsdom, apiError, callsOf, renderAt, serveApi } from '../partners/public/public-test-kit';
import { WelcomeChecklist } from './operations';
import { WelcomeChecklistDocument } from './welcome.generated';
import WelcomePage from './WelcomePage';
import { GRANTS } from '../../test/grants';

jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
jest.mock('../../app/antd/AntdScope', () => ({ AntdScope: ({ children }: { children: React.ReactNode }) => children }));
antdInJsdom();

const CHECKLIST = {
  companyName: 'Atlas Bâtiment',
  companyDetails: true,
  firstSite: true,
  teamInvited: false,
  personnel: false,
  suppliers: true,
  firstQuote: false,
};

function signIn(role: 'MANAGER' | 'USER', type = 'USER') {
  const payload = btoa(JSON.stringify({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 }));
  const token = `eyJhbGciOiJIUzI1NiJ9.${payload}.sig`;
  localStorage.setItem(STORAGE_KEYS.accessToken, token);
  localStorage.setItem(STORAGE_KEYS.refreshToken, token);
  const user = {
    id: 'u1',
    firstName: 'Amina',
    lastName: 'Benali',
    email: 'amina@atlas.ma',
    role,
    type,
    status: 'ACTIVE',
    companyName: 'Atlas Bâtiment',
  };
  localStorage.setItem(STORAGE_KEYS.userDetails, JSON.stringify(user));
  return token;
}

/** The api's answer: the checklist, and what this member may do (their user context). */
const answer = (role: 'MANAGER' | 'USER', welcomeChecklist: Record<string, unknown>) => ({
  data: {
    welcomeChecklist,
    userContext: { user: { id: 'u1', role, type: 'USER' }, permissions: GRANTS[role], limitedBy: role === 'USER' ? ['ownSites'] : [] },
  },
});

const renderPage = () =>
  renderAt('/dashboard-users/', [
    { path: '/dashboard-users/', element: <WelcomePage /> },
    { path: '/parametres/equipe', element: <p>équipe</p> },
    { path: '/personnels', element: <p>personnel</p> },
    { path: '/sign-up', element: <p>inscription</p> },
  ]);

const stepOf = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('li') as HTMLElement;

beforeEach(() => localStorage.clear());

describe('WelcomePage (/dashboard-users/)', () => {
  it('sends the text of its .graphql operation', () => {
    expect(print(parse(WelcomeChecklist.query))).toBe(print(WelcomeChecklistDocument));
  });

  it('shows a MANAGER the live state of each step and links the ones left to their screen', async () => {
    const token = signIn('MANAGER');
    serveApi({ WelcomeChecklist: () => answer('MANAGER', CHECKLIST) });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenue, Amina' })).toBeInTheDocument();
    expect(await screen.findByText('3 étape(s) sur 6')).toBeInTheDocument();
    expect(callsOf('WelcomeChecklist')[0].headers.authorization).toBe(`Bearer ${token}`);
    expect(within(stepOf('Compléter la fiche de la société')).getByText('Fait')).toBeInTheDocument();
    const team = stepOf('Inviter votre équipe');
    expect(within(team).getByText('À faire')).toBeInTheDocument();
    fireEvent.click(within(team).getByRole('link', { name: /Commencer/ }));
    expect(await screen.findByText('équipe')).toBeInTheDocument();
  });

  it("tells a USER that the Admin Société's steps are theirs, and still links the others", async () => {
    signIn('USER');
    serveApi({ WelcomeChecklist: () => answer('USER', { ...CHECKLIST, companyDetails: false }) });
    renderPage();
    await screen.findByText('2 étape(s) sur 6');
    const legal = stepOf('Compléter la fiche de la société');
    expect(within(legal).getByText('Votre Admin Société s’en charge')).toBeInTheDocument();
    expect(within(legal).queryByRole('link')).toBeNull();
    expect(within(stepOf('Inviter votre équipe')).queryByRole('link')).toBeNull();
    expect(within(stepOf('Ajouter le personnel')).getByRole('link', { name: /Commencer/ })).toHaveAttribute('href', '/personnels');
  });

  it('says all is ready when every step is done', async () => {
    signIn('MANAGER');
    const all = Object.fromEntries(Object.entries(CHECKLIST).map(([k, v]) => [k, k === 'companyName' ? v : true]));
    serveApi({ WelcomeChecklist: () => answer('MANAGER', all) });
    renderPage();
    expect(await screen.findByText('Tout est prêt')).toBeInTheDocument();
    expect(screen.getByText('6 étape(s) sur 6')).toBeInTheDocument();
  });

  it('shows a visitor the six steps and the way in, without calling the api', async () => {
    serveApi({});
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenue sur Chantiers' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    expect(screen.queryByText('À faire')).toBeNull();
    expect(callsOf('WelcomeChecklist')).toHaveLength(0);
    fireEvent.click(screen.getByRole('link', { name: 'Créer le compte de ma société' }));
    expect(await screen.findByText('inscription')).toBeInTheDocument();
  });

  it('offers to retry when the checklist cannot be loaded', async () => {
    signIn('MANAGER');
    serveApi({ WelcomeChecklist: () => apiError('INTERNAL', 'boom') });
    renderPage();
    expect(await screen.findByText('Erreur de chargement des données')).toBeInTheDocument();
    serveApi({ WelcomeChecklist: () => answer('MANAGER', CHECKLIST) });
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('3 étape(s) sur 6')).toBeInTheDocument();
  });

  it('sends a partner to their own space', async () => {
    signIn('MANAGER', 'PARTNER');
    serveApi({});
    renderPage();
    expect(screen.getByRole('link', { name: 'Aller à mon espace partenaire' })).toHaveAttribute('href', '/dashboard-partenaire');
    expect(callsOf('WelcomeChecklist')).toHaveLength(0);
  });
});
