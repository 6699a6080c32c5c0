import '../../test/jsdom-screen-globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { downloadFile } from '../../shared/download/download-file';
import { grant, GRANTS } from '../../test/grants';
import { SitePlansDocument, SiteReservesDocument } from './punch-list.generated';
import SiteReservesPage from './SiteReservesPage';
import { type Mock, plan, PLAN, reserve, show, SITE, siteMock } from './test-kit';

jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
jest.mock('../../shared/download/download-file', () => ({ downloadFile: jest.fn(() => Promise.resolve()) }));

const PATTERN = '/detail-chantier/:idChantier/reserves';
// The responsible's box asks once typing pauses: room for that pause on a loaded CPU.
const WAIT = { timeout: 8000 };
const NONE = { planId: null, trade: null, status: null, responsible: null };
const page = (items: object[], totals: object, total = items.length) => ({
  data: {
    reserves: {
      __typename: 'ReservePageView',
      items,
      total,
      page: 0,
      size: 20,
      totals: { __typename: 'ReserveTotalsView', open: 0, lifted: 0, validated: 0, refused: 0, ...totals },
    },
  },
});
const asked = (filter: object, result: ReturnType<typeof page>): Mock => ({
  request: { query: SiteReservesDocument, variables: { siteId: SITE, filter: { ...NONE, ...filter }, page: 0, size: 20 } },
  result,
  maxUsageCount: 3,
});
const plansMock: Mock = {
  request: { query: SitePlansDocument, variables: { siteId: SITE } },
  result: { data: { plans: [plan()] } },
  maxUsageCount: 3,
};

const OVERDUE = reserve(12, {
  title: 'Garde-corps desserré',
  trade: 'Serrurerie',
  dueDate: '2026-11-20',
  overdue: true,
  responsible: { __typename: 'ReserveResponsibleView', type: 'PERSONNEL', id: 'p1', name: 'Youssef Alami' },
});
const LIFTED = reserve(11, { status: 'LIFTED', title: 'Porte palière frotte', trade: 'Menuiserie', dueDate: '2026-12-15', responsible: null });

beforeEach(() => {
  localStorage.setItem('user_details', JSON.stringify({ id: 'u1', role: 'USER', type: 'USER' }));
  grant(GRANTS.USER, ['ownSites']);
});

describe('the site’s réserves', () => {
  it('lists them newest first with their number, trade, responsible, due date (overdue in red) and status, and the totals per status', async () => {
    show(SiteReservesPage, PATTERN, `/detail-chantier/${SITE}/reserves`, [
      siteMock,
      plansMock,
      asked({}, page([OVERDUE, LIFTED], { open: 1, lifted: 1, validated: 3 })),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Réserves' })).toBeInTheDocument();
    const rows = await screen.findAllByRole('link', { name: /^R-0/ });
    expect(rows.map((r) => r.getAttribute('href'))).toEqual([
      `/detail-chantier/${SITE}/reserves/${OVERDUE.id}`,
      `/detail-chantier/${SITE}/reserves/${LIFTED.id}`,
    ]);
    expect(rows[0]).toHaveTextContent('R-012 Garde-corps desserré');
    expect(rows[0]).toHaveTextContent('Ouverte');
    expect(rows[0]).toHaveTextContent('Serrurerie');
    expect(rows[0]).toHaveTextContent('Youssef Alami');
    expect(rows[0]).toHaveClass('is-overdue');
    expect(within(rows[0]).getByText(/Échéance 20\/11\/2026 · En retard/)).toHaveClass('is-overdue');
    expect(rows[1]).toHaveTextContent('R-011 Porte palière frotte');
    expect(rows[1]).toHaveTextContent('Levée');
    expect(rows[1]).toHaveTextContent('Sans responsable');
    expect(rows[1]).not.toHaveTextContent('En retard');
    const totals = screen.getByRole('group', { name: 'Statut' });
    expect(totals).toHaveTextContent(/1 ouverte.*1 levée.*3 validées.*0 refusée/);
    expect(screen.getByText('2 réserves')).toBeInTheDocument();
  });

  it('reads its filters from the address and writes a change back, totals of the other filters kept', async () => {
    const filtered = { planId: PLAN, status: 'OPEN' };
    const mocks = [
      siteMock,
      plansMock,
      asked(filtered, page([OVERDUE], { open: 1, lifted: 1 })),
      asked({ planId: PLAN, status: 'LIFTED' }, page([LIFTED], { open: 1, lifted: 1 })),
      asked({ planId: PLAN, status: 'LIFTED', responsible: 'alami' }, page([], { open: 1 })),
    ];
    show(SiteReservesPage, PATTERN, `/detail-chantier/${SITE}/reserves?plan=${PLAN}&statut=ouverte`, mocks);
    expect(await screen.findByRole('link', { name: /R-012/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /R-011/ })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Plan' }).closest('.ant-select')).toHaveTextContent('Plan RDC');
    // The status tags filter: another status replaces the first.
    fireEvent.click(within(screen.getByRole('group', { name: 'Statut' })).getByText('1 levée'));
    expect(await screen.findByRole('link', { name: /R-011/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /R-012/ })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Nom du responsable' }), { target: { value: ' alami ' } });
    expect(await screen.findByText('Aucune réserve ne répond à ces filtres.', {}, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: /R-011/ })).toBeNull());
    expect(screen.getByRole('button', { name: 'Effacer les filtres' })).toBeInTheDocument();
  });

  it('downloads the PDF of the réserves with the list’s filters', async () => {
    show(SiteReservesPage, PATTERN, `/detail-chantier/${SITE}/reserves?plan=${PLAN}&statut=ouverte&corps=Menuiserie`, [
      siteMock,
      plansMock,
      asked({ planId: PLAN, status: 'OPEN', trade: 'Menuiserie' }, page([OVERDUE], { open: 1 })),
    ]);
    expect(await screen.findByRole('link', { name: /R-012/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger le PDF' }));
    await waitFor(() => expect(downloadFile).toHaveBeenCalledTimes(1));
    expect(downloadFile).toHaveBeenCalledWith(
      `/api/v1/chantiers/${SITE}/reserves/pdf?plan=${PLAN}&metier=Menuiserie&statut=ouverte`,
      `reserves-${SITE}.pdf`,
    );
  });
});
