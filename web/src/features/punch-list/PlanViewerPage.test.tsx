import '../../test/jsdom-screen-globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { grant, GRANTS } from '../../test/grants';
import { planReservesVariables } from './first-queries';
import PlanViewerPage from './PlanViewerPage';
import { PlanDetailDocument, SiteReservesDocument } from './punch-list.generated';
import { type Mock, plan, PLAN, reserve, show, SITE, version } from './test-kit';

jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));

const PATTERN = '/detail-chantier/:idChantier/plans/:planId';
// The sheet is a lazy part of the screen (with its pan-and-zoom library): room for it on a loaded CPU.
const WAIT = { timeout: 8000 };
const site = { __typename: 'SiteRef', id: SITE, name: 'Villa Anfa' };
const ON_OLD = reserve(3, {
  title: 'Prise manquante',
  version: { ...reserve(3).version, id: version(1).id, number: 1, fileUrl: version(1).fileUrl, superseded: true, supersededBy: 2 },
});
const ON_CURRENT = reserve(12, { title: 'Garde-corps desserré' });
const mocks: Mock[] = [
  { request: { query: PlanDetailDocument, variables: { id: PLAN } }, result: { data: { plan: { ...plan(), site } } }, maxUsageCount: 3 },
  {
    request: { query: SiteReservesDocument, variables: planReservesVariables(SITE, PLAN) },
    result: {
      data: {
        reserves: {
          __typename: 'ReservePageView',
          items: [ON_CURRENT, ON_OLD],
          total: 2,
          page: 0,
          size: 100,
          totals: { __typename: 'ReserveTotalsView', open: 2, lifted: 0, validated: 0, refused: 0 },
        },
      },
    },
    maxUsageCount: 3,
  },
];

beforeEach(() => {
  localStorage.setItem('user_details', JSON.stringify({ id: 'u1', role: 'USER', type: 'USER' }));
  grant(GRANTS.USER, ['ownSites']);
});

describe('the plan viewer', () => {
  it('says a superseded version is replaced, links to the one in force, and takes no new réserve there', async () => {
    show(PlanViewerPage, PATTERN, `/detail-chantier/${SITE}/plans/${PLAN}?version=1`, mocks);
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Version remplacée par l’indice 2');
    expect(within(banner).getByRole('link', { name: 'Ouvrir l’indice 2 en vigueur' })).toHaveAttribute(
      'href',
      `/detail-chantier/${SITE}/plans/${PLAN}`,
    );
    expect(screen.queryByRole('button', { name: /Ajouter une réserve/ })).toBeNull();
    // The old sheet's own réserves only.
    expect(await screen.findByRole('button', { name: 'R-003 : Prise manquante (Ouverte)' }, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /R-012/ })).toBeNull();
  });

  it('shows the sheet in force with its pins, a pin’s card on a tap, and places a new réserve where the sheet is tapped', async () => {
    show(PlanViewerPage, PATTERN, `/detail-chantier/${SITE}/plans/${PLAN}`, mocks);
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan RDC' })).toBeInTheDocument();
    expect(screen.queryByText(/Version remplacée/)).toBeNull();
    const pin = await screen.findByRole('button', { name: 'R-012 : Garde-corps desserré (Ouverte)' }, WAIT);
    expect(pin).toHaveTextContent('12');
    expect(screen.getByText('1 réserve sur cette feuille')).toBeInTheDocument();
    fireEvent.click(pin);
    const card = screen.getByRole('region', { name: 'R-012 Garde-corps desserré' });
    expect(within(card).getByRole('link', { name: 'Ouvrir la réserve R-012' })).toHaveAttribute(
      'href',
      `/detail-chantier/${SITE}/reserves/${ON_CURRENT.id}`,
    );

    fireEvent.click(screen.getByRole('button', { name: /Ajouter une réserve/ }));
    expect(screen.getByText('Touchez l’endroit du défaut sur le plan')).toBeInTheDocument();
    const sheet = screen.getByRole('group', { name: 'Feuille 1 de Plan RDC, indice 2' });
    sheet.getBoundingClientRect = () => ({ left: 10, top: 20, width: 200, height: 100, right: 210, bottom: 120, x: 10, y: 20, toJSON: () => ({}) });
    fireEvent.click(sheet, { clientX: 60, clientY: 95 });
    const form = await screen.findByRole('dialog');
    expect(form).toHaveTextContent('Nouvelle réserve');
    expect(form).toHaveTextContent('Plan RDC, indice 2, page 1');
  });
});
