import '../../test/jsdom-screen-globals';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { frenchMessages } from '../../app/i18n';
import { dropChange, outboxOf } from '../../app/offline/outbox-store';
import { privateMessagesFr } from '../../app/private-messages';
import { notifyInfo, notifySuccess } from '../../shared/errors/notify';
import { grant, GRANTS } from '../../test/grants';
import { punchListMessages } from './messages';
import { CreateReserveDocument, ReservePersonnelDocument } from './punch-list.generated';
import { ReserveFormDrawer } from './ReserveFormDrawer';
import { type Mock, PLAN, reserve, SITE } from './test-kit';

jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
jest.mock('../../shared/errors/notify', () => ({
  ...jest.requireActual('../../shared/errors/notify'),
  notifySuccess: jest.fn(),
  notifyError: jest.fn(),
  notifyInfo: jest.fn(),
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

const PLACE = { planId: PLAN, version: 2, page: 3, x: 0.41234, y: 0.08 };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const PERSON = 'b2000000-0000-4000-8000-000000000001';

function open(mocks: Mock[], onSaved = jest.fn()) {
  render(
    <MockedProvider mocks={mocks}>
      <IntlProvider locale="fr" defaultLocale="fr" messages={{ ...frenchMessages, ...privateMessagesFr, ...punchListMessages }}>
        <ReserveFormDrawer
          siteId={SITE}
          place={PLACE}
          planTitle="Plan RDC"
          reserve={null}
          seenTrades={['Étanchéité']}
          onClose={jest.fn()}
          onSaved={onSaved}
        />
      </IntlProvider>
    </MockedProvider>,
  );
  return onSaved;
}
const typeIn = (name: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: /Enregistrer/ }));

beforeEach(() => {
  localStorage.setItem('user_details', JSON.stringify({ id: 'u1', role: 'USER', type: 'USER' }));
  grant(GRANTS.USER, ['ownSites']);
  jest.mocked(notifySuccess).mockClear();
  jest.mocked(notifyInfo).mockClear();
});
afterEach(async () => {
  for (const change of outboxOf('u1')) await dropChange(change.key);
});

describe('the réserve form', () => {
  it('sends the pin where it was tapped and the fields, under the phone’s own id', async () => {
    const made = reserve(13, { title: 'Fissure sous fenêtre', trade: 'Enduit' });
    const sent: Record<string, unknown>[] = [];
    const create: Mock = {
      request: {
        query: CreateReserveDocument,
        variables: (v: Record<string, unknown>) => (sent.push(v), true),
      },
      result: { data: { createReserve: made } },
    };
    const onSaved = open([create]);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Plan RDC, indice 2, page 3');
    save();
    expect(await screen.findByText('Le titre de la réserve est requis')).toBeInTheDocument();
    typeIn('Titre', '  Fissure sous fenêtre ');
    fireEvent.change(screen.getByRole('combobox', { name: 'Corps de métier' }), { target: { value: 'Enduit' } });
    typeIn('Description', 'Fissure de 40 cm');
    fireEvent.click(within(dialog).getByText('Autre'));
    typeIn('Nom du responsable', 'Enduits Atlas');
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: made.id })));
    expect(sent).toHaveLength(1);
    const input = sent[0].input as Record<string, unknown>;
    expect(input).toEqual({
      id: expect.stringMatching(UUID),
      siteId: SITE,
      ...PLACE,
      title: '  Fissure sous fenêtre ',
      trade: 'Enduit',
      description: 'Fissure de 40 cm',
      responsible: { type: 'OTHER', name: 'Enduits Atlas' },
      dueDate: null,
      photoIds: [],
    });
    expect(notifySuccess).toHaveBeenCalledWith('Réserve R-013 ajoutée.');
  });

  it('names a person of the company found by name', async () => {
    const sent: Record<string, unknown>[] = [];
    const people: Mock = {
      request: { query: ReservePersonnelDocument, variables: (v: Record<string, unknown>) => v.search === null || v.search === 'you' },
      result: {
        data: {
          personnel: {
            __typename: 'PersonnelPageView',
            items: [{ __typename: 'PersonnelView', id: PERSON, firstName: 'Youssef', lastName: 'Alami', trade: 'Plâtrier' }],
          },
        },
      },
      maxUsageCount: 4,
    };
    const create: Mock = {
      request: { query: CreateReserveDocument, variables: (v: Record<string, unknown>) => (sent.push(v), true) },
      result: { data: { createReserve: reserve(14) } },
    };
    const onSaved = open([people, create]);
    const dialog = await screen.findByRole('dialog');
    typeIn('Titre', 'Plinthe décollée');
    fireEvent.click(within(dialog).getByText('Personnel'));
    const picker = screen.getByRole('combobox', { name: 'Personne du personnel' });
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: 'you' } });
    fireEvent.click(await screen.findByText('Youssef Alami · Plâtrier'));
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect((sent[0].input as Record<string, unknown>).responsible).toEqual({ type: 'PERSONNEL', id: PERSON });
  });

  it('keeps a new réserve on the phone without a network, with its pin, and says so', async () => {
    const online = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const onSaved = open([]);
      await screen.findByRole('dialog');
      typeIn('Titre', 'Joint silicone douche');
      save();
      await waitFor(() => expect(onSaved).toHaveBeenCalledWith(null));
      const kept = outboxOf('u1');
      expect(kept.map((c) => [c.operationName, c.label])).toEqual([['CreateReserve', 'Réserve « Joint silicone douche » sur Plan RDC']]);
      expect(kept[0].variables.input).toMatchObject({ id: kept[0].key, siteId: SITE, ...PLACE, title: 'Joint silicone douche', responsible: null });
      expect(notifyInfo).toHaveBeenCalledTimes(1);
    } finally {
      online.mockRestore();
    }
  });
});
