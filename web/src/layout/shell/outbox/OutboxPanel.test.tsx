import '../../../test/jsdom-screen-globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { offlineMessages } from '../../../app/offline/messages';
import { dropChange, type OutboxChange, outboxOf, putChange } from '../../../app/offline/outbox-store';
import { sendWaitingNow } from '../../../app/offline/useOutboxSync';
import OutboxPanel from './OutboxPanel';

jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));

// jsdom has no IndexedDB: idb-keyval over a Map per store (values copied, as IndexedDB does), so the real outbox-store
// runs; each test empties it (afterEach).
jest.mock('idb-keyval', () => {
  const stores = new Map<string, Map<string, unknown>>();
  const mapOf = (store: { id: string }) => {
    if (!stores.has(store.id)) stores.set(store.id, new Map());
    return stores.get(store.id)!;
  };
  return {
    createStore: (db: string, name: string) => ({ id: `${db}/${name}` }),
    get: async (key: string, store: { id: string }) => mapOf(store).get(key),
    set: async (key: string, value: unknown, store: { id: string }) => void mapOf(store).set(key, JSON.parse(JSON.stringify(value))),
    del: async (key: string, store: { id: string }) => void mapOf(store).delete(key),
    entries: async (store: { id: string }) => [...mapOf(store).entries()],
    clear: async (store: { id: string }) => mapOf(store).clear(),
  };
});

// What the panel asks to send: the sender itself is outbox-sender.test.ts's.
jest.mock('../../../app/offline/useOutboxSync', () => ({ sendWaitingNow: jest.fn() }));

const WAITING: OutboxChange = {
  key: 'k-waiting',
  userId: 'u1',
  operationName: 'StockEntry',
  query: 'mutation StockEntry { stockEntry { id } }',
  variables: { quantity: 10 },
  label: 'Entrée de 10 sacs — Ciment',
  createdAt: new Date(2025, 2, 14, 9, 30).getTime(),
  attempts: 1,
};

const REFUSED: OutboxChange = {
  key: 'k-refused',
  userId: 'u1',
  operationName: 'StockExit',
  query: 'mutation StockExit { stockExit { id } }',
  variables: { quantity: 500 },
  label: 'Sortie de 500 sacs — Ciment',
  createdAt: new Date(2025, 2, 14, 10, 5).getTime(),
  attempts: 2,
  refused: { message: 'Stock insuffisant', fields: { quantity: 'Stock insuffisant' }, fixPath: '/stocks' },
};

const OTHER_USER: OutboxChange = {
  ...WAITING,
  key: 'k-other',
  userId: 'u2',
  label: "Sortie d'un autre compte",
  createdAt: new Date(2025, 2, 14, 8, 0).getTime(),
};

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function show(onClose = jest.fn()) {
  render(
    <IntlProvider locale="fr" defaultLocale="fr" messages={offlineMessages}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
        <OutboxPanel onClose={onClose} />
      </MemoryRouter>
    </IntlProvider>,
  );
  return onClose;
}

/** The list item of a change, by its label. */
const item = (label: string) => screen.getByText(label).closest('li')!;

beforeEach(async () => {
  localStorage.setItem('user_details', JSON.stringify({ id: 'u1', firstName: 'Amina' }));
  await putChange(REFUSED);
  await putChange(OTHER_USER);
  await putChange(WAITING);
});

afterEach(async () => {
  await act(async () => {
    for (const change of [...outboxOf('u1'), ...outboxOf('u2')]) await dropChange(change.key);
  });
  jest.clearAllMocks();
});

describe('OutboxPanel', () => {
  it("lists the signed-in user's changes only, oldest first, each with its state", async () => {
    show();
    expect(await screen.findByText("Modifications en attente d'envoi")).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.outbox-item-label')?.textContent)).toEqual([WAITING.label, REFUSED.label]);
    expect(screen.queryByText(OTHER_USER.label)).not.toBeInTheDocument();
    expect(within(item(WAITING.label)).getByText('En attente du réseau')).toBeInTheDocument();
    expect(within(item(WAITING.label)).queryByText('Refusée par le serveur')).not.toBeInTheDocument();
    expect(within(item(WAITING.label)).getByText(/Saisie le 14\/03 à 09:30/)).toBeInTheDocument();
    expect(within(item(REFUSED.label)).getByText('Refusée par le serveur')).toBeInTheDocument();
    // One is waiting: it can be sent now.
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer maintenant' }));
    expect(sendWaitingNow).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal once, with a link to the screen that fixes it", async () => {
    show();
    await screen.findByText(REFUSED.label);
    const refused = item(REFUSED.label);
    // The field says the same as the message: said once.
    expect(within(refused).getAllByText('Stock insuffisant')).toHaveLength(1);
    expect(screen.getAllByText('Stock insuffisant')).toHaveLength(1);
    expect(within(refused).getByRole('alert')).toHaveTextContent('Corrigez ce qui est indiqué puis réessayez');
    const link = within(refused).getByRole('link', { name: "Ouvrir l'écran concerné" });
    expect(link).toHaveAttribute('href', '/stocks');
    fireEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/stocks');
    // The waiting change has no refusal, no link and no retry.
    expect(within(item(WAITING.label)).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(item(WAITING.label)).queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
  });

  it("says a field's own words beside the message when they differ", async () => {
    await putChange({ ...REFUSED, refused: { message: 'Saisie invalide', fields: { quantity: 'Stock insuffisant', siteId: 'Saisie invalide' } } });
    show();
    await screen.findByText(REFUSED.label);
    const refused = item(REFUSED.label);
    expect(within(refused).getAllByText('Saisie invalide')).toHaveLength(1);
    expect(within(refused).getAllByText('Stock insuffisant')).toHaveLength(1);
    expect(within(refused).queryByRole('link')).not.toBeInTheDocument();
  });

  it("'Réessayer' puts the change back among the waiting ones under a new key (the old one's answer is the refusal) and sends", async () => {
    show();
    await screen.findByText(REFUSED.label);
    fireEvent.click(within(item(REFUSED.label)).getByRole('button', { name: 'Réessayer' }));
    const byLabel = () => outboxOf('u1').find((c) => c.label === REFUSED.label);
    await waitFor(() => expect(byLabel()?.refused).toBeUndefined());
    expect(byLabel()).toEqual(expect.objectContaining({ variables: REFUSED.variables, createdAt: REFUSED.createdAt, attempts: 2 }));
    expect(byLabel()?.key).not.toBe(REFUSED.key);
    expect(outboxOf('u1')).toHaveLength(2);
    await waitFor(() => expect(sendWaitingNow).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(item(REFUSED.label)).getByText('En attente du réseau')).toBeInTheDocument());
    expect(screen.queryByText('Refusée par le serveur')).not.toBeInTheDocument();
    expect(screen.queryByText('Stock insuffisant')).not.toBeInTheDocument();
  });

  it("'Supprimer' removes the change once confirmed", async () => {
    show();
    await screen.findByText(REFUSED.label);
    fireEvent.click(within(item(REFUSED.label)).getByRole('button', { name: 'Supprimer' }));
    const confirm = await screen.findByText('Supprimer cette modification ? Elle ne sera jamais envoyée.');
    // Asking is not removing.
    expect(outboxOf('u1').map((c) => c.key)).toEqual([WAITING.key, REFUSED.key]);
    const popup = confirm.closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popup).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(outboxOf('u1').map((c) => c.key)).toEqual([WAITING.key]));
    await waitFor(() => expect(screen.queryByText(REFUSED.label)).not.toBeInTheDocument());
    expect(screen.getByText(WAITING.label)).toBeInTheDocument();
    // The other account's change is not touched.
    expect(outboxOf('u2').map((c) => c.key)).toEqual([OTHER_USER.key]);
  });

  it('says all is sent when the user has nothing waiting', async () => {
    await dropChange(WAITING.key);
    await dropChange(REFUSED.key);
    show();
    expect(await screen.findByText('Tout est envoyé.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Envoyer maintenant' })).not.toBeInTheDocument();
  });

  it('shows a task changed meanwhile side by side with the server’s version, and sends mine again on the server’s version', async () => {
    const current = { title: 'Coulage dalle', startDate: '2026-12-02', endDate: '2026-12-06', progress: 40, updatedAt: '2026-11-30T10:00:00.000Z' };
    const moved: OutboxChange = {
      ...REFUSED,
      key: 'k-moved',
      operationName: 'MoveTask',
      label: 'Tâche « Coulage dalle » déplacée du 07/12/2026 au 09/12/2026',
      variables: {
        id: 't1',
        input: { startDate: '2026-12-07', endDate: '2026-12-09' },
        confirmConflicts: false,
        baseUpdatedAt: '2026-11-29T08:00:00.000Z',
      },
      refused: { message: "Cet enregistrement a été modifié entre-temps par quelqu'un d'autre", messageId: 'record.changedMeanwhile', current },
    };
    await putChange(moved);
    show();
    await screen.findByText(moved.label);
    const li = item(moved.label);
    const rows = within(li)
      .getAllByRole('row')
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Champ', 'Sur ce téléphone', 'Sur le serveur'],
      ['Titre', 'inchangé', 'Coulage dalle'],
      ['Début', '07/12/2026', '02/12/2026'],
      ['Fin', '09/12/2026', '06/12/2026'],
      ['Avancement', 'inchangé', '40\u00a0%'],
    ]);
    // The choice replaces the generic retry and delete.
    expect(within(li).queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
    expect(within(li).queryByRole('button', { name: 'Supprimer' })).not.toBeInTheDocument();
    fireEvent.click(within(li).getByRole('button', { name: 'Garder la mienne' }));
    const resent = () => outboxOf('u1').find((c) => c.label === moved.label);
    await waitFor(() => expect(resent()?.refused).toBeUndefined());
    expect(resent()?.variables).toEqual({ ...moved.variables, baseUpdatedAt: current.updatedAt });
    expect(resent()?.key).not.toBe(moved.key);
    await waitFor(() => expect(sendWaitingNow).toHaveBeenCalledTimes(1));
  });

  it('keeps the server’s version by dropping mine', async () => {
    const current = { title: 'Coulage dalle', progress: 40, updatedAt: '2026-11-30T10:00:00.000Z' };
    await putChange({ ...REFUSED, key: 'k-progress', label: 'Tâche « Coulage dalle » — avancement 60 %', refused: { message: 'Modifiée', current } });
    show();
    fireEvent.click(within(item('Tâche « Coulage dalle » — avancement 60 %')).getByRole('button', { name: 'Garder celle du serveur' }));
    await waitFor(() => expect(outboxOf('u1').some((c) => c.key === 'k-progress')).toBe(false));
    expect(sendWaitingNow).not.toHaveBeenCalled();
  });

  it("sends a planning change again confirming its conflicts when its author says 'Enregistrer quand même'", async () => {
    const refused = { message: 'Cette tâche est en conflit avec le planning', messageId: 'task.conflicts', confirmable: true };
    await putChange({
      ...REFUSED,
      key: 'k-conflicts',
      label: 'Tâche « Enduits » déplacée',
      variables: { id: 't2', confirmConflicts: false },
      refused,
    });
    show();
    fireEvent.click(within(item('Tâche « Enduits » déplacée')).getByRole('button', { name: 'Enregistrer quand même' }));
    const resent = () => outboxOf('u1').find((c) => c.label === 'Tâche « Enduits » déplacée');
    await waitFor(() => expect(resent()?.variables).toEqual({ id: 't2', confirmConflicts: true }));
    expect(resent()?.refused).toBeUndefined();
    await waitFor(() => expect(sendWaitingNow).toHaveBeenCalledTimes(1));
  });
});
