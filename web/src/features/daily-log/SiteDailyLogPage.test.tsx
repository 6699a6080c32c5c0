import '../../test/jsdom-screen-globals';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { frenchMessages } from '../../app/i18n';
import { privateMessagesFr } from '../../app/private-messages';
import { grant, GRANTS } from '../../test/grants';
import { today } from './calendar';
import { DailyLogSiteDocument, SiteDailyLogsDocument } from './daily-log.generated';
import SiteDailyLogPage from './SiteDailyLogPage';

jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));

type Mock = MockLink.MockedResponse;
const SITE = 'd1000000-0000-4000-8000-000000000001';
const summary = (day: string, more: object) => ({
  __typename: 'DailyLogSummaryView',
  id: `log-${day}`,
  day,
  weatherMorning: null,
  weatherAfternoon: null,
  stoppedByWeather: false,
  headcount: 0,
  photoCount: 0,
  addendumCount: 0,
  hasIncident: false,
  signedAt: null,
  signedByName: null,
  ...more,
});
const OCTOBER = [
  summary('2026-10-30', { weatherMorning: 'RAIN', weatherAfternoon: 'STORM', stoppedByWeather: true, headcount: 4, hasIncident: true }),
  summary('2026-10-29', {
    weatherMorning: 'SUN',
    weatherAfternoon: 'SUN',
    headcount: 12,
    photoCount: 3,
    signedAt: '2026-10-29T17:00:00.000Z',
    signedByName: 'Karim Alami',
  }),
];
const mocks: Mock[] = [
  {
    request: { query: DailyLogSiteDocument, variables: { id: SITE } },
    result: { data: { site: { __typename: 'SiteView', id: SITE, name: 'Villa Anfa' } } },
  },
  {
    request: { query: SiteDailyLogsDocument, variables: { siteId: SITE, from: '2026-10-01', to: '2026-10-31' } },
    result: { data: { dailyLogs: { __typename: 'DailyLogListView', items: OCTOBER } } },
  },
];

describe('the site’s daily log, month by month', () => {
  it('lists every day of the month, the newest first, each with its state', async () => {
    localStorage.setItem('user_details', JSON.stringify({ id: 'u1', role: 'USER', type: 'USER' }));
    grant(GRANTS.USER, ['ownSites']);
    render(
      <MemoryRouter initialEntries={[`/detail-chantier/${SITE}/journal?mois=2026-10`]}>
        <MockedProvider mocks={mocks}>
          <IntlProvider locale="fr" defaultLocale="fr" messages={{ ...frenchMessages, ...privateMessagesFr }}>
            <Routes>
              <Route path="/detail-chantier/:idChantier/journal" element={<SiteDailyLogPage />} />
            </Routes>
          </IntlProvider>
        </MockedProvider>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Journal de chantier' })).toBeInTheDocument();
    const days = await screen.findAllByRole('link', { name: /^(lun|mar|mer|jeu|ven|sam|dim)\./ });
    expect(days).toHaveLength(31);
    expect(days[0]).toHaveAttribute('href', `/detail-chantier/${SITE}/journal/2026-10-31`);
    expect(days[0]).toHaveTextContent('Non rempli');
    expect(days[1]).toHaveTextContent('Pluie');
    expect(days[1]).toHaveTextContent('Orage');
    expect(days[1]).toHaveTextContent('4 personnes');
    expect(days[1]).toHaveTextContent('Arrêt intempéries');
    expect(days[1]).toHaveTextContent('Incident');
    expect(days[1]).toHaveTextContent('À signer');
    expect(within(days[2]).getAllByText('Ensoleillé')).toHaveLength(1);
    expect(days[2]).toHaveTextContent('12 personnes');
    expect(days[2]).toHaveTextContent('3 photos');
    expect(days[2]).toHaveTextContent('Signé');
    expect(days[30]).toHaveAttribute('href', `/detail-chantier/${SITE}/journal/2026-10-01`);
    expect(screen.getByRole('link', { name: 'Aujourd’hui' })).toHaveAttribute('href', `/detail-chantier/${SITE}/journal/${today()}`);
    expect(screen.getByRole('button', { name: /PDF de la période/ })).toBeEnabled();
  });
});
