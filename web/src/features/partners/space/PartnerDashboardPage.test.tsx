import './jsdom-globals';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { frenchMessages } from '../../../app/i18n';
import { privateMessagesFr } from '../../../app/private-messages';
import { SpaceContactRequestsDocument, SpacePartnerDashboardDocument, SpaceSetRequestStatusDocument } from './partner-space.generated';
import { SpacePartnerReservesDocument } from './partner-reserves.generated';
import { notifySuccess } from '../../../shared/errors/notify';
import PartnerDashboardPage from './PartnerDashboardPage';
import { onPhone } from '../../../test/phone-screen';

// @ant-design/icons' CommonJS build requires the ES build of @ant-design/colors, which jest cannot load as is.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
jest.mock('../../../shared/errors/notify', () => ({
  ...jest.requireActual('../../../shared/errors/notify'),
  notifySuccess: jest.fn(),
  notifyError: jest.fn(),
}));
// antd's selects and segmented controls watch their size; jsdom has no ResizeObserver.
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const PARTNER_ID = '4a3b2c1d-0e9f-4a8b-9c7d-6e5f4a3b2c1d';
const REQ_1 = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const REQ_2 = '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a';

const dashboard = (counts = { nouveau: 1, repondu: 1, clos: 0 }) => ({
  __typename: 'PartnerDashboardView' as const,
  partnerId: PARTNER_ID,
  name: 'Plomberie Atlas',
  published: true,
  completeness: { __typename: 'PartnerCompleteness' as const, percent: 70, missing: ['logo', 'ice', 'cities'] },
  viewsThisMonth: 42,
  viewsLastMonth: 30,
  requests: { __typename: 'ContactRequestCounts' as const, ...counts },
});

const LONG = `Bonjour,\nNous cherchons un plombier pour une villa à Anfa.\n${'Détails du chantier. '.repeat(30)}\nMerci.`;
const request = (id: string, status: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'ContactRequestView' as const,
  id,
  createdAt: '2026-04-07T13:05:00.000Z',
  senderName: 'Karim Alami',
  senderCompanyName: 'BTP Alami',
  senderEmail: 'karim@btp-alami.ma',
  senderPhone: '+212 6 12 34 56 78',
  siteName: 'Villa Anfa',
  siteCity: 'Casablanca',
  message: 'Ligne 1\nLigne 2',
  status,
  ...extra,
});

const page = (items: ReturnType<typeof request>[]) => ({
  data: { partnerContactRequests: { __typename: 'ContactRequestPage', items, page: 0, size: 10, total: items.length } },
});

const dashboardMock = (counts?: Parameters<typeof dashboard>[0]): MockLink.MockedResponse => ({
  request: { query: SpacePartnerDashboardDocument },
  result: { data: { partnerDashboard: dashboard(counts) } },
});

function show(mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <IntlProvider locale="fr" defaultLocale="fr" messages={{ ...frenchMessages, ...privateMessagesFr }}>
        <MemoryRouter>
          <PartnerDashboardPage />
        </MemoryRouter>
      </IntlProvider>
    </MockedProvider>,
  );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

beforeEach(() => jest.mocked(notifySuccess).mockClear());

describe('PartnerDashboardPage', () => {
  it('greets with the listing, says what is missing in words, the visits and the requests received', async () => {
    show([
      dashboardMock(),
      {
        request: { query: SpaceContactRequestsDocument, variables: { status: null, page: 0, size: 10 } },
        result: page([
          request(REQ_1, 'NOUVEAU', { message: LONG }),
          request(REQ_2, 'REPONDU', { siteName: null, siteCity: null, senderPhone: null }),
        ]),
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Bonjour, Plomberie Atlas' })).toBeInTheDocument();
    expect(screen.getByText('Publiée')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir ma page publique' })).toHaveAttribute('href', `/partenaires/${PARTNER_ID}`);
    expect(screen.getByRole('link', { name: /Modifier ma fiche/ })).toHaveAttribute('href', '/profile-partenaire');

    const completeness = screen.getByRole('region', { name: 'Complétude de la fiche' });
    expect(within(completeness).getByLabelText('Fiche complète à 70 %')).toBeInTheDocument();
    const todo = within(completeness).getAllByRole('link');
    expect(todo.map((a) => a.textContent)).toEqual(['Ajoutez votre logo', 'Renseignez votre ICE', 'Indiquez les villes desservies']);
    todo.forEach((a) => expect(a).toHaveAttribute('href', '/profile-partenaire'));

    const views = screen.getByRole('region', { name: 'Visites de votre page' });
    expect(within(views).getByText('42')).toBeInTheDocument();
    expect(within(views).getByText(/12 de plus que le mois dernier/)).toBeInTheDocument();
    expect(within(views).getByText('Le mois dernier : 30 visites')).toBeInTheDocument();

    const requests = screen.getByRole('region', { name: 'Demandes de contact' });
    expect(await within(requests).findAllByText('Karim Alami')).toHaveLength(2);
    expect(within(requests).getByText('Toutes')).toBeInTheDocument();
    expect(within(requests).getAllByText('BTP Alami')).toHaveLength(2);
    // Morocco's time (UTC+1 in April 2026).
    expect(within(requests).getAllByText('07/04/2026')).toHaveLength(2);
    expect(within(requests).getAllByText('14:05')).toHaveLength(2);
    const mails = within(requests).getAllByRole('link', { name: 'Écrire à Karim Alami' });
    expect(mails[0]).toHaveAttribute('href', 'mailto:karim@btp-alami.ma');
    expect(within(requests).getAllByRole('link', { name: 'Appeler Karim Alami' })).toHaveLength(1);
    expect(within(requests).getByRole('link', { name: 'Appeler Karim Alami' })).toHaveAttribute('href', 'tel:+212612345678');
    expect(within(requests).getByText('Villa Anfa')).toBeInTheDocument();
    expect(within(requests).getByText('Sans chantier précis')).toBeInTheDocument();
    // Line breaks kept; a long message folds behind a button.
    expect(within(requests).getByText(/Ligne 1\s+Ligne 2/)).toHaveClass('ps-message-text');
    const more = within(requests).getByRole('button', { name: 'Lire la suite' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(more);
    expect(within(requests).getByRole('button', { name: 'Réduire' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('changes a request’s status, says so, and refreshes the counts and the list', async () => {
    const sent = jest.fn(() => ({ data: { setContactRequestStatus: { __typename: 'ContactRequestView', id: REQ_1, status: 'REPONDU' } } }));
    show([
      dashboardMock(),
      {
        request: { query: SpaceContactRequestsDocument, variables: { status: null, page: 0, size: 10 } },
        result: page([request(REQ_1, 'NOUVEAU')]),
      },
      { request: { query: SpaceSetRequestStatusDocument, variables: { id: REQ_1, status: 'REPONDU' } }, result: sent },
      // The refetches that follow.
      dashboardMock({ nouveau: 0, repondu: 2, clos: 0 }),
      {
        request: { query: SpaceContactRequestsDocument, variables: { status: null, page: 0, size: 10 } },
        result: page([request(REQ_1, 'REPONDU')]),
      },
    ]);
    const select = await screen.findByRole('combobox', { name: 'Statut de la demande de Karim Alami' });
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByTitle('Répondu'));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Demande de Karim Alami : « Répondu »'));
    await waitFor(() => expect(screen.getByText('Répondu', { selector: '.ps-status-tag' })).toBeInTheDocument());
  });

  it('filters the requests by status with the counts', async () => {
    show([
      dashboardMock({ nouveau: 1, repondu: 3, clos: 2 }),
      {
        request: { query: SpaceContactRequestsDocument, variables: { status: null, page: 0, size: 10 } },
        result: page([request(REQ_1, 'NOUVEAU')]),
      },
      {
        request: { query: SpaceContactRequestsDocument, variables: { status: 'CLOS', page: 0, size: 10 } },
        result: page([]),
      },
    ]);
    const requests = await screen.findByRole('region', { name: 'Demandes de contact' });
    expect(within(requests).getByText('6')).toBeInTheDocument();
    fireEvent.click(within(requests).getByText('Clos'));
    expect(await within(requests).findByText('Aucune demande « Clos ».')).toBeInTheDocument();
  });

  it('shows the requests as cards on a phone, their status changed there too', async () => {
    await onPhone(async () => {
      const sent = jest.fn(() => ({ data: { setContactRequestStatus: { __typename: 'ContactRequestView', id: REQ_1, status: 'CLOS' } } }));
      show([
        dashboardMock(),
        {
          request: { query: SpaceContactRequestsDocument, variables: { status: null, page: 0, size: 10 } },
          result: page([request(REQ_1, 'NOUVEAU')]),
          maxUsageCount: 2,
        },
        { request: { query: SpaceSetRequestStatusDocument, variables: { id: REQ_1, status: 'CLOS' } }, result: sent },
        dashboardMock({ nouveau: 0, repondu: 1, clos: 1 }),
      ]);
      const card = await screen.findByRole('article', { name: 'Karim Alami' });
      expect(screen.queryByRole('table')).toBeNull();
      expect(within(card).getByRole('link', { name: 'Appeler Karim Alami' })).toHaveAttribute('href', 'tel:+212612345678');
      expect(within(card).getByText('Villa Anfa')).toBeInTheDocument();
      fireEvent.mouseDown(within(card).getByRole('combobox', { name: 'Statut de la demande de Karim Alami' }));
      fireEvent.click(await screen.findByTitle('Clos'));
      await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Demande de Karim Alami : « Clos »'));
    });
  });

  it('offers to create the listing when there is none', async () => {
    show([
      {
        request: { query: SpacePartnerDashboardDocument },
        result: {
          errors: [
            new GraphQLError("Vous n'avez pas encore de fiche partenaire.", {
              extensions: { code: 'NOT_FOUND', status: 404, messageId: 'partner.profile.missing' },
            }),
          ],
        },
      },
    ]);
    expect(await screen.findByText('Vous n’avez pas encore de fiche partenaire')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Créer ma fiche' })).toHaveAttribute('href', '/profile-partenaire');
    await settle();
  });

  it('counts the réserves companies gave the partner, the late ones apart, and leads to them', async () => {
    const late = { __typename: 'PartnerReserveView', id: 'r1', overdue: true };
    const item = (over: object) => ({
      ...late,
      reference: 'R-001',
      companyName: 'Atlas BTP',
      site: { __typename: 'PartnerReserveSiteView', name: 'Villa Anfa', address: null, city: null },
      plan: { __typename: 'PartnerReservePlanView', title: 'Plan', version: 1, versionInForce: 1, page: 1, fileUrl: '/f', contentType: 'image/png' },
      title: 'Fuite',
      description: '',
      trade: '',
      photos: [],
      liftPhotos: [],
      dueDate: '2026-11-20',
      status: 'OPEN',
      statusNote: '',
      liftedAt: null,
      reviewedAt: null,
      createdAt: '2026-11-10T09:00:00.000Z',
      ...over,
    });
    show([
      dashboardMock(),
      {
        request: { query: SpacePartnerReservesDocument, variables: { state: 'TO_LIFT', page: 0, size: 10 } },
        result: {
          data: {
            partnerReserves: {
              __typename: 'PartnerReservePageView',
              items: [item({}), item({ id: 'r2', reference: 'R-002', overdue: false })],
              total: 2,
              page: 0,
              size: 10,
              counts: { __typename: 'PartnerReserveCountsView', toLift: 2, lifted: 1, validated: 0 },
            },
          },
        },
      },
    ]);
    const card = (await screen.findByRole('heading', { name: 'Réserves à lever' })).closest('.ant-card') as HTMLElement;
    expect(await within(card).findByText(/2 réserves à lever/)).toBeInTheDocument();
    expect(within(card).getByText(/1 en retard/)).toBeInTheDocument();
    expect(within(card).getByText('1 levée en attente du contrôle')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Voir mes réserves' })).toHaveAttribute('href', '/reserves-partenaire');
  });
});
