import '../../test/jsdom-screen-globals';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { frenchMessages } from '../../app/i18n';
import { dropChange, outboxOf } from '../../app/offline/outbox-store';
import { privateMessagesFr } from '../../app/private-messages';
import { notifyInfo, notifySuccess } from '../../shared/errors/notify';
import { grant, GRANTS } from '../../test/grants';
import DailyLogDayPage from './DailyLogDayPage';
import { AddDailyLogAddendumDocument, DailyLogDayDocument, SaveDailyLogDocument, SignDailyLogDocument } from './daily-log.generated';

// @ant-design/icons' CommonJS build requires the ES build of @ant-design/colors, which jest cannot load as is.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
jest.mock('../../shared/errors/notify', () => ({
  ...jest.requireActual('../../shared/errors/notify'),
  notifySuccess: jest.fn(),
  notifyError: jest.fn(),
  notifyInfo: jest.fn(),
}));
// jsdom draws no canvas: the pad says whether a finger drew in it, and gives a PNG as a canvas would.
const mockPad = { empty: true };
jest.mock('signature_pad', () => ({
  __esModule: true,
  default: class {
    clear() {}
    off() {}
    addEventListener() {}
    removeEventListener() {}
    isEmpty() {
      return mockPad.empty;
    }
    toDataURL() {
      return 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==';
    }
  },
}));
// jsdom has no IndexedDB: idb-keyval over a Map, so the real outbox keeps what is saved offline.
jest.mock('idb-keyval', () => {
  const stores = new Map<string, Map<string, unknown>>();
  const mapOf = (store: { id: string }) => stores.get(store.id) ?? stores.set(store.id, new Map()).get(store.id)!;
  return {
    createStore: (db: string, name: string) => ({ id: `${db}/${name}` }),
    set: async (key: string, value: unknown, store: { id: string }) => void mapOf(store).set(key, JSON.parse(JSON.stringify(value))),
    del: async (key: string, store: { id: string }) => void mapOf(store).delete(key),
    entries: async (store: { id: string }) => [...mapOf(store).entries()],
  };
});

// antd's Select takes a macrotask through a MessageChannel as it opens and closes; jsdom has none.
class TimeoutChannel {
  port1: { onmessage: ((e: unknown) => void) | null } = { onmessage: null };
  port2 = { postMessage: () => void setTimeout(() => this.port1.onmessage?.({ data: null })) };
}
globalThis.MessageChannel ??= TimeoutChannel as unknown as typeof MessageChannel;
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;

type Mock = MockLink.MockedResponse;
const SITE = 'd1000000-0000-4000-8000-000000000001';
const DAY = '2026-11-23';
const KEY = { siteId: SITE, day: DAY };
const PURCHASE = {
  __typename: 'DailyLogPurchaseView',
  id: 'a1000000-0000-4000-8000-000000000001',
  label: 'Ciment CPJ 45',
  supplierName: 'Lafarge',
  amountTTC: '45900.50',
};
const line = (trade: string, count: number) => ({ __typename: 'ManpowerLineView', trade, company: '', count });
const DRAFT = {
  __typename: 'DailyLogView',
  id: null,
  day: DAY,
  saved: false,
  site: { __typename: 'SiteRef', id: SITE, name: 'Villa Anfa' },
  weatherMorning: null,
  weatherAfternoon: null,
  temperatureMin: null,
  temperatureMax: null,
  weatherNote: '',
  stoppedByWeather: false,
  manpower: [line('Maçon', 3), line('Ferrailleur', 2)],
  equipment: [],
  deliveries: [],
  purchasesOfDay: [PURCHASE],
  deliveryNote: '',
  events: '',
  incidents: '',
  visitors: [],
  photos: [],
  signedAt: null,
  signedByName: null,
  signatureUrl: null,
  addenda: [],
  updatedAt: null,
};
const SAVED = { ...DRAFT, id: 'b1000000-0000-4000-8000-000000000001', saved: true, updatedAt: '2026-11-23T16:00:00.000Z' };
const SIGNED = {
  ...SAVED,
  events: 'Coulage de la dalle du R+1',
  signedAt: '2026-11-23T17:30:00.000Z',
  signedByName: 'Karim Alami',
  signatureUrl: '/api/v1/files/signature?sig=abc',
  addenda: [
    {
      __typename: 'DailyLogAddendumView',
      id: 'c1',
      text: 'Une palette de parpaings livrée à 17 h.',
      authorName: 'Karim Alami',
      createdAt: '2026-11-24T08:00:00.000Z',
    },
  ],
};
const dayOf = (log: object): Mock => ({
  request: { query: DailyLogDayDocument, variables: KEY },
  result: { data: { dailyLog: log } },
  maxUsageCount: 5,
});

function show(mocks: Mock[], day = DAY) {
  return render(
    <MemoryRouter initialEntries={[`/detail-chantier/${SITE}/journal/${day}`]}>
      <MockedProvider mocks={mocks}>
        <IntlProvider locale="fr" defaultLocale="fr" messages={{ ...frenchMessages, ...privateMessagesFr }}>
          <Routes>
            <Route path="/detail-chantier/:idChantier/journal/:jour" element={<DailyLogDayPage />} />
          </Routes>
        </IntlProvider>
      </MockedProvider>
    </MemoryRouter>,
  );
}

const typeIn = (name: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
/** What the draft above is saved as, with the day's events typed and its purchase ticked. */
const SAVED_INPUT = {
  ...KEY,
  weatherMorning: null,
  weatherAfternoon: null,
  temperatureMin: 12,
  temperatureMax: null,
  weatherNote: '',
  stoppedByWeather: false,
  manpower: [
    { trade: 'Maçon', company: '', count: 3 },
    { trade: 'Ferrailleur', company: '', count: 2 },
  ],
  equipment: [],
  deliveryPurchaseIds: [PURCHASE.id],
  deliveryNote: '',
  events: 'Coulage de la dalle du R+1',
  incidents: '',
  visitors: [],
  photoIds: [],
};

beforeEach(() => {
  localStorage.setItem('user_details', JSON.stringify({ id: 'u1', firstName: 'Karim', lastName: 'Alami', role: 'USER', type: 'USER' }));
  grant(GRANTS.USER, ['ownSites']);
  mockPad.empty = true;
  jest.mocked(notifySuccess).mockClear();
  jest.mocked(notifyInfo).mockClear();
});

// What a test kept on the phone would hold back the next test's changes of the same day (as it should on a phone).
afterEach(async () => {
  for (const change of outboxOf('u1')) await dropChange(change.key);
});

describe('the day’s log', () => {
  it('opens the prefilled draft and saves it whole', async () => {
    const save = jest.fn(() => ({ data: { saveDailyLog: { ...SAVED, events: SAVED_INPUT.events, temperatureMin: 12, deliveries: [PURCHASE] } } }));
    show([dayOf(DRAFT), { request: { query: SaveDailyLogDocument, variables: { input: SAVED_INPUT } }, result: save }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Journal du lundi 23 novembre 2026' })).toBeInTheDocument();
    expect(screen.getByText('Pré-rempli d’après le CRA et les affectations du jour')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Corps de métier, ligne 1' })).toHaveValue('Maçon');
    expect(screen.getByRole('textbox', { name: 'Corps de métier, ligne 2' })).toHaveValue('Ferrailleur');
    expect(screen.getByText('Total : 5 personnes')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Météo', 'Effectifs', 'Matériel', 'Livraisons', 'Événements', 'Incidents', 'Visiteurs', 'Photos']);
    // The purchase's amount as the app writes money, from the api's decimal string.
    const purchase = screen.getByRole('checkbox', { name: /Ciment CPJ 45/ });
    expect(purchase.closest('label')).toHaveTextContent(/^Ciment CPJ 45Lafarge45\s900,50\sDH$/);
    fireEvent.click(purchase);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Température min.' }), { target: { value: '12' } });
    typeIn('Événements de la journée', 'Coulage de la dalle du R+1');
    fireEvent.click(screen.getByRole('button', { name: /Enregistrer/ }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Journal du 23/11/2026 enregistré.'));
    // Saved: no longer a draft prefilled by the server.
    await waitFor(() => expect(screen.queryByText('Pré-rempli d’après le CRA et les affectations du jour')).toBeNull());
    expect(screen.getByRole('button', { name: /Télécharger le PDF/ })).toBeInTheDocument();
  });

  it('keeps the save on the phone without a network, and says so', async () => {
    const online = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      show([dayOf(DRAFT)]);
      await screen.findByRole('heading', { level: 1, name: 'Journal du lundi 23 novembre 2026' });
      typeIn('Événements de la journée', 'Coulage de la dalle du R+1');
      fireEvent.click(screen.getByRole('button', { name: /Enregistrer/ }));
      expect(await screen.findByText('Enregistré sur le téléphone, envoi au retour du réseau.')).toBeInTheDocument();
      const kept = outboxOf('u1');
      expect(kept.map((c) => [c.operationName, c.label])).toEqual([['SaveDailyLog', 'Journal de chantier du 23/11/2026']]);
      expect(kept[0].variables).toMatchObject({ input: { ...KEY, events: 'Coulage de la dalle du R+1', manpower: SAVED_INPUT.manpower } });
      expect(notifyInfo).toHaveBeenCalledTimes(1);
      // What waits on the phone is what the form shows.
      expect(screen.getByRole('textbox', { name: 'Événements de la journée' })).toHaveValue('Coulage de la dalle du R+1');
    } finally {
      online.mockRestore();
    }
  });

  it('shows a signed day read-only, with its signature and its addenda, and adds one', async () => {
    const added = {
      ...SIGNED,
      addenda: [
        ...SIGNED.addenda,
        {
          __typename: 'DailyLogAddendumView',
          id: 'c2',
          text: 'Visite du bureau de contrôle.',
          authorName: 'Karim Alami',
          createdAt: '2026-11-24T09:00:00.000Z',
        },
      ],
    };
    const add = jest.fn(() => ({ data: { addDailyLogAddendum: added } }));
    show([
      dayOf(SIGNED),
      { request: { query: AddDailyLogAddendumDocument, variables: { input: { ...KEY, text: 'Visite du bureau de contrôle.' } } }, result: add },
    ]);
    expect(await screen.findByText(/^Journal signé par Karim Alami le 23 novembre 2026/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Signature de Karim Alami' })).toHaveAttribute('src', SIGNED.signatureUrl);
    expect(screen.queryByRole('button', { name: /Enregistrer/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Signer la journée/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Ajouter un corps de métier/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Corps de métier, ligne 1' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Événements de la journée' })).toBeDisabled();
    const addenda = screen.getByRole('region', { name: 'Additifs' });
    expect(within(addenda).getByText('Une palette de parpaings livrée à 17 h.')).toBeInTheDocument();
    typeIn('Nouvel additif', 'Visite du bureau de contrôle.');
    fireEvent.click(within(addenda).getByRole('button', { name: /Ajouter un additif/ }));
    await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
    expect(await within(addenda).findByText('Visite du bureau de contrôle.')).toBeInTheDocument();
    expect(notifySuccess).toHaveBeenCalledWith('Additif ajouté au journal du 23/11/2026.');
  });

  it('refuses to sign with an empty pad, then signs what the pad drew', async () => {
    const sign = jest.fn(() => ({ data: { signDailyLog: SIGNED } }));
    const signature = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==';
    show([dayOf(SAVED), { request: { query: SignDailyLogDocument, variables: { input: { ...KEY, signature } } }, result: sign }]);
    fireEvent.click(await screen.findByRole('button', { name: /Signer la journée/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Signer le journal du lundi 23 novembre 2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Signer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Le cadre de signature est vide : signez avant de valider.');
    expect(sign).not.toHaveBeenCalled();
    mockPad.empty = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Signer' }));
    await waitFor(() => expect(sign).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(/^Journal signé par Karim Alami/)).toBeInTheDocument();
    expect(notifySuccess).toHaveBeenCalledWith('Journal du 23/11/2026 signé.');
  });

  it('offers no form for a day to come', async () => {
    show([], '2099-01-01');
    expect(await screen.findByText('Ce jour n’est pas encore arrivé')).toBeInTheDocument();
    expect(screen.getByText(/Un journal ne peut pas être rempli pour un jour à venir/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour au journal' })).toHaveAttribute('href', `/detail-chantier/${SITE}/journal`);
  });
});
