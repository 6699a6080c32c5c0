import '../../test/jsdom-screen-globals';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import {
  CreateWebhookEndpointDocument,
  ReplayWebhookDeliveryDocument,
  WebhookDeliveriesDocument,
  WebhookDeliveryDocument,
  WebhookEndpointsDocument,
} from './webhooks.generated';
import { WEBHOOK_EVENTS } from '@chantiers/schema';
import { notifySuccess } from '../../shared/errors/notify';
import WebhooksPage from './WebhooksPage';

// @ant-design/icons' CommonJS build requires the ES build of @ant-design/colors, which jest cannot load as is.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
jest.mock('../../shared/errors/notify', () => ({ notifySuccess: jest.fn(), notifyInfo: jest.fn(), notifyError: jest.fn() }));

// antd in jsdom is slow when the whole suite runs in parallel: the default 1 s wait is not enough then.
const WAIT = { timeout: 8000 };
const SECRET = 'whsec_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdEfG';

const endpoint = (id: string, url: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'WebhookEndpointView',
  id,
  url,
  description: null,
  events: ['site.created'],
  active: true,
  createdAt: '2026-11-20T09:00:00.000Z',
  lastDeliveryStatus: null,
  lastDeliveryAt: null,
  failedLastDay: 0,
  ...extra,
});
const ERP = endpoint('7a1b2c3d-0000-4000-8000-000000000001', 'https://erp.example.ma/hooks', {
  description: 'ERP',
  events: ['site.created', 'invoice.paid'],
  lastDeliveryStatus: 'DELIVERED',
  lastDeliveryAt: '2026-11-25T14:05:00.000Z',
});
const OLD = endpoint('7a1b2c3d-0000-4000-8000-000000000002', 'https://old.example.ma/in', {
  active: false,
  events: ['stock.below_alert'],
  lastDeliveryStatus: 'FAILED',
  lastDeliveryAt: '2026-11-24T08:00:00.000Z',
  failedLastDay: 2,
});
const NEW = endpoint('7a1b2c3d-0000-4000-8000-000000000003', 'https://compta.example.ma/webhooks');

const delivery = (id: string, extra: Record<string, unknown>) => ({
  __typename: 'WebhookDeliveryView',
  id,
  eventId: `e0000000-0000-4000-8000-${id.slice(-12)}`,
  eventType: 'site.created',
  status: 'DELIVERED',
  attempts: 1,
  createdAt: '2026-11-25T14:05:00.000Z',
  lastAttemptAt: '2026-11-25T14:05:01.000Z',
  nextAttemptAt: null,
  deliveredAt: '2026-11-25T14:05:01.000Z',
  responseStatus: 200,
  lastError: null,
  replayOf: null,
  ...extra,
});
const DELIVERED = delivery('d0000000-0000-4000-8000-000000000001', {});
const PENDING = delivery('d0000000-0000-4000-8000-000000000002', {
  eventType: 'ping',
  status: 'PENDING',
  attempts: 3,
  createdAt: '2026-11-25T15:00:00.000Z',
  nextAttemptAt: '2026-11-25T15:04:00.000Z',
  deliveredAt: null,
  responseStatus: 500,
  lastError: 'Réponse HTTP 500',
});
const FAILED = delivery('d0000000-0000-4000-8000-000000000003', {
  eventType: 'invoice.paid',
  status: 'FAILED',
  attempts: 12,
  createdAt: '2026-11-24T10:00:00.000Z',
  deliveredAt: null,
  responseStatus: null,
  lastError: 'Connexion refusée par le serveur',
});
const REPLAY = delivery('d0000000-0000-4000-8000-000000000004', {
  eventType: 'ping',
  status: 'PENDING',
  attempts: 0,
  createdAt: '2026-11-25T15:10:00.000Z',
  nextAttemptAt: '2026-11-25T15:10:00.000Z',
  lastAttemptAt: null,
  deliveredAt: null,
  responseStatus: null,
  replayOf: PENDING.id,
});

const list = (items: unknown[]): MockLink.MockedResponse => ({
  request: { query: WebhookEndpointsDocument },
  result: { data: { webhookEndpoints: items } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

function show(mocks: MockLink.MockedResponse[], locale: 'fr' | 'en' = 'fr') {
  return render(
    <MemoryRouter initialEntries={['/parametres/webhooks']}>
      <MockedProvider mocks={mocks}>
        <IntlProvider locale={locale} defaultLocale="fr" messages={{ 'menu.settings': 'Paramètres', 'settings.nav.api': 'API' }}>
          <WebhooksPage />
        </IntlProvider>
      </MockedProvider>
    </MemoryRouter>,
  );
}

beforeEach(() => jest.mocked(notifySuccess).mockClear());

describe('Paramètres → Webhooks', () => {
  it('lists the endpoints: address, events in French, state, last delivery and failures of the day', async () => {
    show([list([ERP, OLD])]);
    const erp = (await screen.findByText('https://erp.example.ma/hooks', {}, WAIT)).closest('tr')!;
    expect(within(erp).getByText('ERP')).toBeInTheDocument();
    expect(within(erp).getByText('Chantier créé')).toBeInTheDocument();
    expect(within(erp).getByText('Facture payée')).toBeInTheDocument();
    expect(within(erp).getByText('Actif')).toBeInTheDocument();
    expect(within(erp).getByText('Livré')).toBeInTheDocument();
    expect(within(erp).getByText('Aucun échec sur 24 h')).toBeInTheDocument();
    const old = screen.getByText('https://old.example.ma/in').closest('tr')!;
    expect(within(old).getByText('Stock sous le seuil d’alerte')).toBeInTheDocument();
    expect(within(old).getByText('Désactivé')).toBeInTheDocument();
    expect(within(old).getByText('Échec')).toBeInTheDocument();
    expect(within(old).getByText('2 échecs sur 24 h')).toBeInTheDocument();
    expect(within(old).getByRole('button', { name: 'Activer : https://old.example.ma/in' })).toBeInTheDocument();
    expect(within(erp).getByRole('button', { name: 'Désactiver : ERP' })).toBeInTheDocument();
    expect(screen.getByText('2 / 10 webhooks')).toBeInTheDocument();
    // The receiver's guide: the signature header and the Node.js check.
    expect(screen.getByText('Vérifier la signature')).toBeInTheDocument();
    expect(screen.getByText(/Chantiers-Signature: t=…,v1=…/)).toBeInTheDocument();
    expect(screen.getByText(/timingSafeEqual\(given, expected\)/)).toBeInTheDocument();
    expect(screen.getByText(/pendant 24 h/)).toBeInTheDocument();
    expect(screen.getByText(/Chantiers-Event-Id/, { selector: 'p:last-child' })).toBeInTheDocument();
  });

  it('refuses a plain http address, then adds the webhook and shows its secret once', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const created: MockLink.MockedResponse = {
      request: {
        query: CreateWebhookEndpointDocument,
        variables: { input: { url: NEW.url, description: 'Comptabilité', events: ['site.created'], active: true } },
      },
      result: { data: { createWebhookEndpoint: { __typename: 'CreatedWebhookEndpointView', secret: SECRET, endpoint: NEW } } },
    };
    show([list([]), created]);
    expect(await screen.findByText(/Aucun webhook : ajoutez l’adresse de votre serveur/, {}, WAIT)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /Nouveau webhook/ }));
    const form = await screen.findByRole('form', { name: 'Nouveau webhook' }, WAIT);
    // A new webhook starts with every event ticked (and « Tous »); « Tous » unticks them.
    expect(within(form).getAllByRole('checkbox', { checked: true })).toHaveLength(WEBHOOK_EVENTS.length + 1);
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Tous' }));
    expect(within(form).queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText('Adresse (URL)'), { target: { value: 'http://compta.example.ma/webhooks' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Ajouter le webhook' }));
    expect(await within(form).findByText("L'adresse du webhook doit commencer par https://", {}, WAIT)).toBeInTheDocument();
    expect(within(form).getByText('Choisissez au moins un événement')).toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText('Adresse (URL)'), { target: { value: NEW.url } });
    fireEvent.change(within(form).getByLabelText('Description'), { target: { value: 'Comptabilité' } });
    // « Tous » checks the eight events, and unchecks them.
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Tous' }));
    expect(within(form).getAllByRole('checkbox', { checked: true })).toHaveLength(WEBHOOK_EVENTS.length + 1);
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Tous' }));
    expect(within(form).queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Chantier créé' }));
    expect(within(form).getByRole('switch')).toBeChecked();
    fireEvent.click(within(form).getByRole('button', { name: 'Ajouter le webhook' }));

    const secret = await screen.findByRole('textbox', { name: 'Secret de signature' }, WAIT);
    expect(secret).toHaveValue(SECRET);
    expect(secret).toHaveAttribute('readonly');
    expect(screen.getByText(/il ne sera plus affiché/)).toBeInTheDocument();
    expect(notifySuccess).toHaveBeenCalledWith('Webhook ajouté');
    const row = screen.getByText('https://compta.example.ma/webhooks', { selector: 'tr .webhook-url' }).closest('tr')!;
    expect(within(row).getByText('Aucun envoi')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /Copier/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET), WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'J’ai copié le secret' }));
    expect(screen.queryByRole('textbox', { name: 'Secret de signature' })).toBeNull();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('shows the delivery log by status, a delivery in full, and replays it', async () => {
    let replayed = false;
    const replay = jest.fn(() => {
      replayed = true;
      return { data: { replayWebhookDelivery: REPLAY } };
    });
    const log = (status: string | null) => (status ? [DELIVERED, PENDING, FAILED].filter((d) => d.status === status) : [DELIVERED, PENDING, FAILED]);
    const mocks: MockLink.MockedResponse[] = [
      list([ERP]),
      {
        request: { query: WebhookDeliveriesDocument, variables: (v) => v.endpointId === ERP.id && v.page === 0 && v.size === 20 },
        result: (v: Record<string, any>) => {
          const items = [...(replayed && !v.status ? [REPLAY] : []), ...log(v.status)];
          return { data: { webhookDeliveries: { __typename: 'WebhookDeliveryPage', items, total: items.length, page: 0, size: 20 } } };
        },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
      {
        request: { query: WebhookDeliveryDocument, variables: { id: PENDING.id } },
        result: {
          data: {
            webhookDelivery: {
              ...PENDING,
              responseExcerpt: 'refusé 500',
              body: JSON.stringify({ id: PENDING.eventId, type: 'ping', data: { message: 'Test depuis Chantiers' } }),
            },
          },
        },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
      { request: { query: ReplayWebhookDeliveryDocument, variables: { id: PENDING.id } }, result: replay },
    ];
    show(mocks);
    fireEvent.click(await screen.findByRole('button', { name: 'Journal des envois : ERP' }, WAIT));
    const drawer = (await screen.findByText('Réponse HTTP 500', {}, WAIT)).closest('.ant-drawer') as HTMLElement;
    const rowOf = (text: string) => within(drawer).getByText(text).closest('tr')!;
    expect(within(rowOf('Chantier créé')).getByText('Livré')).toBeInTheDocument();
    expect(within(rowOf('Chantier créé')).getByText('HTTP 200')).toBeInTheDocument();
    expect(within(rowOf('Test')).getByText('En attente')).toBeInTheDocument();
    expect(within(rowOf('Test')).getByText('HTTP 500')).toBeInTheDocument();
    expect(within(rowOf('Facture payée')).getByText('Échec')).toBeInTheDocument();
    expect(within(rowOf('Facture payée')).getByText('Connexion refusée par le serveur')).toBeInTheDocument();

    // The status filter asks the api for that status only.
    fireEvent.click(within(drawer).getByText('Échec', { selector: '.ant-segmented-item-label' }));
    await within(drawer).findByText('Facture payée', {}, WAIT);
    expect(within(drawer).queryByText('Chantier créé')).toBeNull();
    fireEvent.click(within(drawer).getByText('Tous', { selector: '.ant-segmented-item-label' }));
    await within(drawer).findByText('Chantier créé', {}, WAIT);

    fireEvent.click(within(rowOf('Test')).getByRole('button', { name: /^Détail de l’envoi du / }));
    const body = await screen.findByText(/"type": "ping"/, {}, WAIT);
    expect(body.tagName).toBe('PRE');
    expect(body.textContent).toContain('\n  "data": {\n    "message": "Test depuis Chantiers"\n  }');
    expect(screen.getByText('refusé 500')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Renvoyer' }));
    await waitFor(() => expect(replay).toHaveBeenCalledTimes(1), WAIT);
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Renvoi programmé'), WAIT);
    // Back to the log, refreshed: the replay is its newest line.
    await waitFor(() => expect(within(drawer).getByText('(renvoi)')).toBeInTheDocument(), WAIT);
    expect(screen.queryByRole('button', { name: 'Renvoyer' })).toBeNull();
  });

  it('speaks English with English', async () => {
    show([list([OLD])], 'en');
    const row = (await screen.findByText('https://old.example.ma/in', {}, WAIT)).closest('tr')!;
    expect(within(row).getByText('Stock below alert level')).toBeInTheDocument();
    expect(within(row).getByText('Disabled')).toBeInTheDocument();
    expect(within(row).getByText('2 failures in 24 h')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /New webhook/ })).toBeInTheDocument();
  });
});
