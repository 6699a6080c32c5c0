import '../../test/jsdom-screen-globals';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { frenchMessages } from '../../app/i18n';
import { privateMessagesFr } from '../../app/private-messages';
import { notifySuccess } from '../../shared/errors/notify';
import { SiteOptionsDocument } from '../../shared/sites/site-select.generated';
import { ActivityMonthDocument, LockActivityMonthDocument } from './activity.generated';
import GlobalActivityPage from './GlobalActivityPage';
import { grant, GRANTS } from '../../test/grants';

// @ant-design/icons' CommonJS build requires the ES build of @ant-design/colors, which jest cannot load as is.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
jest.mock('../../shared/errors/notify', () => ({
  ...jest.requireActual('../../shared/errors/notify'),
  notifySuccess: jest.fn(),
  notifyError: jest.fn(),
}));
// The site's week refetched after a validation is not on screen here: Apollo warns it has none to refetch.
jest.spyOn(console, 'warn').mockImplementation(() => undefined);
// antd's Select takes a macrotask through a MessageChannel as it opens and closes; jsdom has none.
class TimeoutChannel {
  port1: { onmessage: ((e: unknown) => void) | null } = { onmessage: null };
  port2 = { postMessage: () => void setTimeout(() => this.port1.onmessage?.({ data: null })) };
}
globalThis.MessageChannel ??= TimeoutChannel as unknown as typeof MessageChannel;

type Mock = MockLink.MockedResponse;
const ANFA = { __typename: 'SiteRef' as const, id: 'd1000000-0000-4000-8000-000000000001', name: 'Villa Anfa' };
const person = (id: string, firstName: string, lastName: string, trade: string) => ({ __typename: 'ActivityPerson', id, firstName, lastName, trade });
const KARIM = person('p1000000-0000-4000-8000-000000000001', 'Karim', 'Alami', 'Plâtrier');
const YOUSSEF = person('p1000000-0000-4000-8000-000000000002', 'Youssef', 'Idrissi', 'Maçon');
const row = (personnel: ReturnType<typeof person>, entries: [string, string][]) => ({
  __typename: 'ActivityMonthRow',
  personnel,
  entries: entries.map(([day, value]) => ({ __typename: 'ActivityCell', day, value, site: ANFA })),
  days: String(entries.reduce((s, [, v]) => s + Number(v), 0)),
  net: '0.00',
  bonus: '0.00',
  gross: '0.00',
});
const monthOf = (month: string, rows: ReturnType<typeof row>[], locked = false) => ({
  __typename: 'ActivityMonthView',
  month,
  label: month,
  locked,
  rows,
  totals: { __typename: 'ActivityTotals', days: '0', net: '0.00', bonus: '0.00', gross: '0.00' },
  holidays: [],
});
const MARCH = monthOf('2026-03', [
  row(KARIM, [
    ['2026-03-09', '1'],
    ['2026-03-10', '0.5'],
    ['2026-03-30', '1'],
  ]),
  row(YOUSSEF, [
    ['2026-03-09', '1'],
    ['2026-03-11', '1'],
  ]),
]);
const APRIL = monthOf('2026-04', [row(KARIM, [['2026-04-01', '0.5']])], true);

function activity(month: string, answer: unknown) {
  const sent = jest.fn(() => ({ data: { activityMonth: answer } }));
  const mock: Mock = { request: { query: ActivityMonthDocument, variables: { month, siteId: null } }, result: sent, maxUsageCount: 10 };
  return { mock, sent };
}
const sites: Mock = {
  request: { query: SiteOptionsDocument, variables: { search: null } },
  result: { data: { sites: { __typename: 'SitePageView', items: [{ __typename: 'SiteView', id: ANFA.id, name: ANFA.name }] } } },
  maxUsageCount: 10,
};

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="adresse">{`${pathname}${search}`}</output>;
}

function show(mocks: Mock[], path: string) {
  const page = <GlobalActivityPage />;
  return render(
    <MemoryRouter initialEntries={[path]}>
      <MockedProvider mocks={mocks}>
        <IntlProvider locale="fr" defaultLocale="fr" messages={{ ...frenchMessages, ...privateMessagesFr }}>
          <Routes>
            <Route path="/activite-globale/" element={page} />
            <Route path="/activite-globale/:dateImputation/" element={page} />
          </Routes>
          <Address />
        </IntlProvider>
      </MockedProvider>
    </MemoryRouter>,
  );
}

const address = () => screen.getByRole('status', { name: 'adresse' });
const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((h) => h.textContent);

beforeEach(() => jest.mocked(notifySuccess).mockClear());

describe('CRA global, vue semaine', () => {
  it('shows the week of the day in the address, a row per person, and filters a trade', async () => {
    const march = activity('2026-03', MARCH);
    show([march.mock, sites], '/activite-globale/2026-03-11/?vue=semaine');
    const table = await screen.findByRole('table', { name: 'Semaine du 9 mars au 15 mars 2026' });
    expect(screen.getByRole('heading', { level: 1, name: 'CRA global' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Semaine' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Mois' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Semaine suivante' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cette semaine' })).toBeInTheDocument();
    expect(names(table)).toEqual(['Karim AlamiPlâtrier', 'Youssef IdrissiMaçon']);
    const karim = within(table)
      .getByRole('rowheader', { name: /Karim Alami/ })
      .closest('tr')!;
    expect(within(karim).getAllByRole('cell')[7]).toHaveTextContent(/^1,5$/);
    // A single month: asked once, and no validated-month notice.
    expect(march.sent).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Mois validé : les journées ne se modifient plus sans déverrouillage.')).toBeNull();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Tous les métiers' }));
    fireEvent.click(await screen.findByTitle('Maçon'));
    await waitFor(() => expect(names(table)).toEqual(['Youssef IdrissiMaçon']));
    expect(within(table).getByRole('rowheader').closest('tr')!.lastElementChild).toHaveTextContent(/^2$/);
  });

  it('moves a week at a time, and asks both months of a week that straddles them', async () => {
    const april = activity('2026-04', APRIL);
    show([activity('2026-03', MARCH).mock, april.mock, sites], '/activite-globale/2026-03-25/?vue=semaine');
    expect(await screen.findByText('Aucune journée imputée cette semaine.')).toBeInTheDocument();
    expect(screen.getByText('Semaine du 23 mars au 29 mars 2026', { selector: 'strong' })).toBeInTheDocument();
    expect(april.sent).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Semaine suivante' }));
    expect(address()).toHaveTextContent('/activite-globale/2026-03-30/?vue=semaine');
    const table = await screen.findByRole('table', { name: 'Semaine du 30 mars au 5 avril 2026' });
    expect(april.sent).toHaveBeenCalledTimes(1);
    // Karim's Monday in March and Wednesday in April make one row.
    expect(names(table)).toEqual(['Karim AlamiPlâtrier']);
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['J', '', '½', '', '', '', '', '1,5']);
    // April is validated: said, though the week starts in March.
    expect(screen.getByText('Mois validé : les journées ne se modifient plus sans déverrouillage.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Semaine précédente' }));
    fireEvent.click(screen.getByRole('button', { name: 'Semaine précédente' }));
    expect(address()).toHaveTextContent('/activite-globale/2026-03-16/?vue=semaine');
    expect(await screen.findByText('Semaine du 16 mars au 22 mars 2026', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('Aucune journée imputée cette semaine.')).toBeInTheDocument();
    expect(screen.queryByText('Mois validé : les journées ne se modifient plus sans déverrouillage.')).toBeNull();
  });

  it('goes back to the month of the same day', async () => {
    show([activity('2026-03', MARCH).mock, sites], '/activite-globale/2026-03-11/?vue=semaine');
    await screen.findByRole('table', { name: 'Semaine du 9 mars au 15 mars 2026' });
    fireEvent.click(screen.getByText('Mois', { selector: '.ant-segmented-item-label' }));
    expect(address()).toHaveTextContent(/^\/activite-globale\/2026-03-11\/$/);
    expect(await screen.findByText('mars 2026', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mois suivant' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /^Semaine du/ })).toBeNull();
  });

  it('lets a manager validate the month the week starts in', async () => {
    localStorage.setItem('user_details', JSON.stringify({ id: 'u1', role: 'MANAGER' }));
    grant(GRANTS.MANAGER);
    const lock = jest.fn(() => ({ data: { lockActivityMonth: true } }));
    show(
      [activity('2026-03', MARCH).mock, sites, { request: { query: LockActivityMonthDocument, variables: { month: '2026-03' } }, result: lock }],
      '/activite-globale/2026-03-11/?vue=semaine',
    );
    await screen.findByRole('table', { name: 'Semaine du 9 mars au 15 mars 2026' });
    fireEvent.click(screen.getByRole('button', { name: /Valider le mois/ }));
    const question = await screen.findByText('Valider mars 2026 ? Les journées ne pourront plus être modifiées sans déverrouillage.');
    fireEvent.click(within(question.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Valider le mois' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('mars 2026 validé'));
    expect(lock).toHaveBeenCalledTimes(1);
  });

  it('hides validating from a site manager', async () => {
    show([activity('2026-03', MARCH).mock, sites], '/activite-globale/2026-03-11/?vue=semaine');
    await screen.findByRole('table', { name: 'Semaine du 9 mars au 15 mars 2026' });
    expect(screen.queryByRole('button', { name: /Valider le mois/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Jours fériés/ })).toBeNull();
  });
});
