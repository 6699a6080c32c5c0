import './jsdom-text-encoding';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { sitesMessages } from '../../sites/messages';
import { dashboardHomeMessages } from '../dashboard-messages';
import { dashboardHomeMessagesEn } from '../dashboard-messages.en';
import { LatestSites } from './LatestSites';
import { MonthFinance } from './MonthFinance';
import { MonthTasks } from './MonthTasks';
import { RestockCard } from './RestockCard';
import { ToPayCard } from './ToPayCard';
import { GettingStarted } from './GettingStarted';
import { FALLBACK_USER, writeUser } from '../../../shared/session/storage';
import { fromCentimes as fromCents } from '@chantiers/schema';
import { grant, GRANTS } from '../../../test/grants';

jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));

// Testing Library folds every space (no-break ones included) into a plain one before matching.
const wrap = (ui: ReactNode, locale: 'fr' | 'en' = 'fr') =>
  render(
    <IntlProvider locale={locale} messages={{ ...sitesMessages, ...(locale === 'fr' ? dashboardHomeMessages : dashboardHomeMessagesEn) }}>
      <MemoryRouter>{ui}</MemoryRouter>
    </IntlProvider>,
  );

// TTC figures; the HT ones are a sixth lower (20 % TVA), so a test reads which basis is shown.
const sixthOff = (amount: string) => fromCents((BigInt(amount.replace('.', '')) * 10n + 6n) / 12n);
const line = (revenues: string, purchasesTTC: string, subcontracting: string, margin: string) => ({
  revenues,
  revenuesHT: sixthOff(revenues),
  revenuesVAT: '0.00',
  purchasesHT: sixthOff(purchasesTTC),
  purchasesVAT: '0.00',
  purchasesTTC,
  subcontracting,
  labour: '0.00',
  marginPercent: null,
  vatBalance: '0.00',
  margin,
});

const signedInAs = (role: 'MANAGER' | 'USER') => {
  writeUser({ ...FALLBACK_USER, id: 'u1', type: 'USER', role });
  // As the api's user context says: a Gestionnaire Chantier's figures are limited to their own sites.
  grant(GRANTS[role], role === 'USER' ? ['ownSites'] : []);
};

describe('the dashboard sections', () => {
  afterEach(() => localStorage.clear());

  it('shows this month against the previous one, with the direction said in words too', () => {
    signedInAs('MANAGER');
    wrap(
      <MonthFinance
        month="2026-07"
        basis="TTC"
        current={line('15000.00', '6000.00', '0.00', '9000.00')}
        previous={line('10000.00', '8000.00', '0.00', '2000.00')}
        nothingYet={false}
      />,
    );
    expect(screen.getByText('juillet 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Finance globale' })).toHaveAttribute('href', '/finance-globale');
    const revenues = screen.getByText('Recettes').closest('.fin-kpi') as HTMLElement;
    expect(within(revenues).getByText('15 000,00 DH')).toBeInTheDocument();
    expect(within(revenues).getByText('En hausse de 5 000,00 DH par rapport à juin 2026')).toBeInTheDocument();
    expect(revenues.querySelector('.dash-delta')).toHaveClass('is-good');
    const purchases = screen.getByText('Achats TTC').closest('.fin-kpi') as HTMLElement;
    expect(within(purchases).getByText('En baisse de 2 000,00 DH par rapport à juin 2026')).toBeInTheDocument();
    // Spending less is good news.
    expect(purchases.querySelector('.dash-delta')).toHaveClass('is-good');
    const subcontracting = screen.getByText('Sous-traitance').closest('.fin-kpi') as HTMLElement;
    expect(within(subcontracting).getByText('Comme en juin 2026')).toBeInTheDocument();
    expect(screen.getByText('9 000,00 DH')).toHaveClass('fin-positive');
  });

  it('shows the revenues and purchases HT for a company subject to TVA', () => {
    signedInAs('MANAGER');
    wrap(
      <MonthFinance
        month="2026-07"
        basis="HT"
        current={line('12000.00', '6000.00', '0.00', '5000.00')}
        previous={line('6000.00', '6000.00', '0.00', '0.00')}
        nothingYet={false}
      />,
    );
    const revenues = screen.getByText('Recettes HT').closest('.fin-kpi') as HTMLElement;
    expect(within(revenues).getByText('10 000,00 DH')).toBeInTheDocument();
    expect(within(revenues).getByText('En hausse de 5 000,00 DH par rapport à juin 2026')).toBeInTheDocument();
    const purchases = screen.getByText('Achats HT').closest('.fin-kpi') as HTMLElement;
    expect(within(purchases).getByText('5 000,00 DH')).toBeInTheDocument();
    expect(screen.queryByText('Achats TTC')).toBeNull();
  });

  it('tells a Gestionnaire Chantier the month adds up their sites, with Finance globale over the same sites', () => {
    signedInAs('USER');
    const zero = line('0.00', '0.00', '0.00', '0.00');
    wrap(<MonthFinance month="2026-07" basis="HT" current={line('1000.00', '0.00', '0.00', '1000.00')} previous={zero} nothingYet={false} />);
    expect(screen.getByText('juillet 2026 · vos chantiers')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Finance globale' })).toHaveAttribute('href', '/finance-globale');
  });

  it('welcomes a company with nothing yet instead of showing zeros', () => {
    const zero = line('0.00', '0.00', '0.00', '0.00');
    wrap(<MonthFinance month="2026-07" basis="HT" current={zero} previous={zero} nothingYet />);
    expect(screen.getByText('Pas encore de finances ce mois-ci')).toBeInTheDocument();
    expect(screen.queryByText('0,00 DH')).toBeNull();
  });

  it('lists the latest sites with their status and progress, or invites to create one', () => {
    wrap(
      <LatestSites sites={[{ id: 's1', name: 'Villa Anfa', client: null, city: 'Rabat', status: 'EN_COURS', progress: 35, photoThumbUrl: null }]} />,
    );
    expect(screen.getByRole('link', { name: 'Villa Anfa' })).toHaveAttribute('href', '/detail-chantier/s1');
    expect(screen.getByText('En cours')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Avancement 35\u00a0%' })).toBeInTheDocument();
  });

  it("shows what is left to pay, the site owing most first, each opening its purchases filtered 'À régler'", () => {
    const site = (id: string, name: string) => ({ __typename: 'SiteRef' as const, id, name });
    const { unmount } = wrap(
      <ToPayCard
        toPay={{
          total: '12500.50',
          count: 3,
          sites: [
            { site: site('s1', 'Tour Hassan'), amount: '12000.00', count: 2 },
            { site: site('s2', 'Villa Anfa'), amount: '500.50', count: 1 },
          ],
        }}
      />,
    );
    expect(screen.getByText('12 500,50 DH')).toBeInTheDocument();
    expect(screen.getByText('sur 3 achats non soldés')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tour Hassan' })).toHaveAttribute('href', '/detail-chantier/s1/finances?onglet=achats&aRegler=1');
    expect(screen.getByText('500,50 DH')).toBeInTheDocument();
    unmount();
    wrap(<ToPayCard toPay={{ total: '0.00', count: 0, sites: [] }} />);
    expect(screen.getByText('Tous les achats sont réglés.')).toBeInTheDocument();
  });

  it('shows the stock to reorder with its level, and says when there is none', () => {
    const { unmount } = wrap(
      <RestockCard
        count={7}
        products={[
          { id: 'p1', label: 'Ciment', stock: '3.000', unit: 'sacs', level: 'ALERTE' },
          { id: 'p2', label: 'Sable', stock: '1250.500', unit: 'm³', level: 'AVERTISSEMENT' },
        ]}
      />,
    );
    expect(screen.getByText('7')).toBeInTheDocument();
    expect(screen.getByText('Alerte')).toHaveClass('dash-level-alerte');
    expect(screen.getByText('Avertissement')).toHaveClass('dash-level-avertissement');
    expect(screen.getByText('… et 5 autres')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir le stock' })).toHaveAttribute('href', '/stocks');
    unmount();
    wrap(<RestockCard count={0} products={[]} />, 'en');
    expect(screen.getByText('No product to reorder')).toBeInTheDocument();
  });

  it('has a plain empty state for the month’s tasks', () => {
    wrap(<MonthTasks tasks={[]} />);
    expect(screen.getByText('Aucune tâche planifiée ce mois-ci')).toBeInTheDocument();
  });

  it('puts the tasks behind their planning first and says so', () => {
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const task = (id: string, title: string, startDate: string, endDate: string, progress: number) => ({
      __typename: 'MonthTaskView' as const,
      id,
      title,
      siteId: `site-${id}`,
      siteName: 'Villa Anfa',
      startDate,
      endDate,
      progress,
    });
    wrap(
      <MonthTasks
        tasks={[
          task('1', 'Terrassement', day(-10), day(-3), 100),
          task('2', 'Fondations', day(-8), day(-2), 60),
          task('3', 'Élévation', day(-2), day(5), 0),
          task('4', 'Charpente', day(3), day(9), 0),
        ]}
      />,
    );
    expect(screen.getAllByRole('listitem').map((li) => within(li).getByRole('link').textContent)).toEqual([
      'Fondations',
      'Élévation',
      'Terrassement',
      'Charpente',
    ]);
    const [late, notStarted, done, coming] = screen.getAllByRole('listitem');
    expect(within(late).getByText('En retard')).toBeInTheDocument();
    expect(within(notStarted).getByText('Pas commencée')).toBeInTheDocument();
    expect(within(done).queryByText(/En retard|Pas commencée/)).toBeNull();
    expect(within(coming).queryByText(/En retard|Pas commencée/)).toBeNull();
  });

  it('leads a new company to its first steps with its progress, and goes away once all six are done', () => {
    const steps = { companyDetails: true, firstSite: true, teamInvited: false, personnel: false, suppliers: false, firstQuote: false };
    const { unmount } = wrap(<GettingStarted checklist={steps} />);
    expect(screen.getByText(/Bien démarrer : 2 étape\(s\) sur 6 faites\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les premiers pas' })).toHaveAttribute('href', '/dashboard-users/');
    unmount();
    const all = Object.fromEntries(Object.keys(steps).map((k) => [k, true])) as typeof steps;
    const { container } = wrap(<GettingStarted checklist={all} />);
    expect(container).toBeEmptyDOMElement();
  });
});
