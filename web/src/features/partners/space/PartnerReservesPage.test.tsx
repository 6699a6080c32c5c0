import './jsdom-globals';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { frenchMessages } from '../../../app/i18n';
import { privateMessagesFr } from '../../../app/private-messages';
import { notifySuccess } from '../../../shared/errors/notify';
import { SpaceLiftPartnerReserveDocument, SpacePartnerReservesDocument } from './partner-reserves.generated';
import PartnerReservesPage from './PartnerReservesPage';

jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
jest.mock('../../../shared/errors/notify', () => ({
  ...jest.requireActual('../../../shared/errors/notify'),
  notifySuccess: jest.fn(),
  notifyError: jest.fn(),
}));
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const LEAK = '7b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const TAP = '8c2d3e4f-5a6b-4c7d-9e8f-0a1b2c3d4e5f';

const reserve = (id: string, over: Record<string, unknown> = {}) => ({
  __typename: 'PartnerReserveView' as const,
  id,
  reference: 'R-001',
  companyName: 'Atlas BTP',
  site: { __typename: 'PartnerReserveSiteView' as const, name: 'Villa Anfa', address: '12, rue des Orangers', city: 'Casablanca' },
  plan: {
    __typename: 'PartnerReservePlanView' as const,
    title: 'Plan RDC',
    version: 1,
    versionInForce: 2,
    page: 1,
    fileUrl: '/api/v1/files/plan?exp=1&sig=x',
    contentType: 'application/pdf',
  },
  title: 'Fuite sous évier',
  description: 'Goutte à goutte au siphon.',
  trade: 'Plomberie',
  photos: [{ __typename: 'ReservePhotoView' as const, id: 'p1', url: '/api/v1/files/p1', thumbnailUrl: '/api/v1/files/t1', name: 'fuite.jpg' }],
  liftPhotos: [],
  dueDate: '2026-11-20',
  overdue: true,
  status: 'OPEN',
  statusNote: '',
  liftedAt: null,
  reviewedAt: null,
  createdAt: '2026-11-10T09:00:00.000Z',
  ...over,
});

const listed = (items: ReturnType<typeof reserve>[], counts = { toLift: items.length, lifted: 0, validated: 0 }): MockLink.MockedResponse => ({
  request: { query: SpacePartnerReservesDocument, variables: { state: 'TO_LIFT', page: 0, size: 10 } },
  result: {
    data: {
      partnerReserves: {
        __typename: 'PartnerReservePageView',
        items,
        total: items.length,
        page: 0,
        size: 10,
        counts: { __typename: 'PartnerReserveCountsView', ...counts },
      },
    },
  },
});

function show(mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <IntlProvider locale="fr" defaultLocale="fr" messages={{ ...frenchMessages, ...privateMessagesFr }}>
        <MemoryRouter initialEntries={['/reserves-partenaire']}>
          <PartnerReservesPage />
        </MemoryRouter>
      </IntlProvider>
    </MockedProvider>,
  );
}

beforeEach(() => {
  jest.mocked(notifySuccess).mockClear();
  // The plan's crop comes from the api behind the bearer token.
  globalThis.fetch = jest.fn(async () => ({ ok: true, blob: async () => new Blob(['jpeg']) })) as unknown as typeof fetch;
  URL.createObjectURL = jest.fn(() => 'blob:crop');
  URL.revokeObjectURL = jest.fn();
});

describe('the partner’s réserves to lift', () => {
  it('shows each one with its company, site, due date (late in red), the plan around it, the plan’s link and its photos', async () => {
    show([
      listed(
        [
          reserve(LEAK),
          reserve(TAP, {
            reference: 'R-004',
            title: 'Robinet qui goutte',
            status: 'REFUSED',
            statusNote: 'Fuite encore visible',
            overdue: false,
            dueDate: null,
          }),
        ],
        { toLift: 2, lifted: 1, validated: 3 },
      ),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Réserves à lever' })).toBeInTheDocument();
    const first = (await screen.findByRole('heading', { level: 2, name: 'R-001 Fuite sous évier' })).closest('.pr-card') as HTMLElement;
    expect(within(first).getByText('Confiée par Atlas BTP')).toBeInTheDocument();
    expect(within(first).getByText('Villa Anfa')).toBeInTheDocument();
    expect(within(first).getByText('20/11/2026')).toHaveClass('pr-late');
    expect(within(first).getByText('En retard')).toBeInTheDocument();
    expect(within(first).getByText(/Plan RDC, version 1, page 1/)).toBeInTheDocument();
    expect(within(first).getByText(/Une version plus récente du plan existe \(version 2\)/)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /Ouvrir le plan/ })).toHaveAttribute('href', '/api/v1/files/plan?exp=1&sig=x');
    expect(await within(first).findByRole('img', { name: 'Extrait du plan autour de la réserve R-001' })).toHaveAttribute('src', 'blob:crop');
    expect(within(first).getByRole('img', { name: 'Photo 1 de la réserve R-001' })).toBeInTheDocument();
    const second = screen.getByRole('heading', { level: 2, name: 'R-004 Robinet qui goutte' }).closest('.pr-card') as HTMLElement;
    expect(within(second).getByText('Refusée : à reprendre')).toBeInTheDocument();
    expect(within(second).getByText('Fuite encore visible')).toBeInTheDocument();
    expect(within(second).getByText('Sans échéance')).toBeInTheDocument();
    const states = screen.getByRole('radiogroup', { name: 'Afficher les réserves' });
    expect(states).toHaveTextContent(/À lever \(2\).*Levées \(1\).*Validées \(3\)/);
  });

  it('marks one lifted with a note: the company is named in the toast and the list is asked again', async () => {
    const lifted = jest.fn(() => ({ data: { liftPartnerReserve: reserve(LEAK, { status: 'LIFTED', statusNote: 'Siphon changé' }) } }));
    show([
      listed([reserve(LEAK)]),
      {
        request: { query: SpaceLiftPartnerReserveDocument, variables: { id: LEAK, input: { note: 'Siphon changé', photoIds: [] } } },
        result: lifted,
      },
      listed([], { toLift: 0, lifted: 1, validated: 0 }),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: /Marquer levée/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Lever la réserve R-001' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note (facultative)' }), { target: { value: 'Siphon changé' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lever la réserve' }));
    await waitFor(() => expect(lifted).toHaveBeenCalled());
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Réserve R-001 levée : Atlas BTP va la contrôler.'));
    expect(await screen.findByText('Aucune réserve à lever pour le moment.')).toBeInTheDocument();
  });
});
