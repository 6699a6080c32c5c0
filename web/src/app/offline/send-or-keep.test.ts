import { parse, print } from 'graphql';

// jsdom has no IndexedDB: idb-keyval over a Map per store (values copied, as IndexedDB does), so the real outbox-store
// runs (a fresh one per test, see beforeEach's resetModules).
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
    /** The test's view of what the phone holds. */
    held: (db: string, name: string) => mapOf({ id: `${db}/${name}` }),
  };
});

type Store = typeof import('./outbox-store');
type Module = typeof import('./send-or-keep');
type Errors = typeof import('../../shared/api/api-error');
type OfflineLink = typeof import('./offline-link');
interface Idb {
  held(db: string, name: string): Map<string, unknown>;
}

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const STOCK_EXIT = parse(`
  mutation StockExit($itemId: ID!, $quantity: Int!) {
    stockExit(itemId: $itemId, quantity: $quantity) {
      id
      quantity
    }
  }
`);
const VARIABLES = { itemId: 'cement', quantity: 5 };
const LABEL = 'Sortie de 5 sacs — Ciment';
const CHANGE = { document: STOCK_EXIT, variables: VARIABLES, label: LABEL };

let store: Store;
let mod: Module;
let errors: Errors;
let offlineLink: OfflineLink;
let idb: Idb;

beforeEach(async () => {
  jest.resetModules();
  idb = (await import('idb-keyval')) as unknown as Idb;
  store = await import('./outbox-store');
  mod = await import('./send-or-keep');
  // The same classes as the ones the fresh modules above test against.
  errors = await import('../../shared/api/api-error');
  offlineLink = await import('./offline-link');
  localStorage.setItem('user_details', JSON.stringify({ id: 'u1', firstName: 'Amina' }));
});

afterEach(() => {
  jest.restoreAllMocks();
});

const held = () => idb.held('chantiers-outbox', 'changes');
const goOffline = () => jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
const online = () => jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);

describe('newKey', () => {
  it('returns random RFC 4122 version 4 UUIDs', () => {
    const keys = Array.from({ length: 50 }, () => mod.newKey());
    for (const key of keys) expect(key).toMatch(UUID_V4);
    expect(new Set(keys).size).toBe(keys.length);
  });

  describe('where crypto.randomUUID is missing', () => {
    beforeEach(() => {
      // An own property hides the prototype's method; deleting it brings the method back.
      Object.defineProperty(crypto, 'randomUUID', { configurable: true, writable: true, value: undefined });
    });
    afterEach(() => {
      delete (crypto as { randomUUID?: unknown }).randomUUID;
      expect(typeof crypto.randomUUID).toBe('function');
    });

    it('still returns random version 4 UUIDs', () => {
      const keys = Array.from({ length: 50 }, () => mod.newKey());
      for (const key of keys) expect(key).toMatch(UUID_V4);
      expect(new Set(keys).size).toBe(keys.length);
    });

    it.each([
      ['00', '00000000-0000-4000-8000-000000000000'],
      ['ff', 'ffffffff-ffff-4fff-bfff-ffffffffffff'],
    ])('sets the version and variant bits over any random bytes (all 0x%s)', (hex, expected) => {
      const byte = parseInt(hex, 16);
      const random = jest
        .spyOn(crypto, 'getRandomValues')
        .mockImplementation(((array: Uint8Array) => array.fill(byte)) as typeof crypto.getRandomValues);
      expect(mod.newKey()).toBe(expected);
      expect(random).toHaveBeenCalledTimes(1);
    });
  });
});

describe('sendOrKeep', () => {
  it('keeps the change on the phone without sending it when the browser has no network', async () => {
    goOffline();
    const send = jest.fn();
    await expect(mod.sendOrKeep(send, CHANGE)).resolves.toEqual({ kept: true });
    expect(send).not.toHaveBeenCalled();
    const kept = store.outboxOf('u1');
    expect(kept).toHaveLength(1);
    expect(kept[0]).toEqual({
      key: expect.stringMatching(UUID_V4),
      userId: 'u1',
      operationName: 'StockExit',
      query: print(STOCK_EXIT),
      variables: VARIABLES,
      label: LABEL,
      createdAt: expect.any(Number),
      attempts: 0,
    });
    expect(kept[0].query).toContain('mutation StockExit($itemId: ID!, $quantity: Int!)');
    expect(Math.abs(kept[0].createdAt - Date.now())).toBeLessThan(5_000);
    // On the phone, not only in memory.
    expect(held().get(kept[0].key)).toEqual(kept[0]);
  });

  it("keeps the change under the signed-in user's id", async () => {
    localStorage.setItem('user_details', JSON.stringify({ id: 'u7' }));
    goOffline();
    await mod.sendOrKeep(jest.fn(), CHANGE);
    expect(store.outboxOf('u1')).toEqual([]);
    expect(store.outboxOf('u7')).toHaveLength(1);
  });

  it('sends online with its idempotency key, keeping nothing, and hands back the result', async () => {
    online();
    const result = { data: { stockExit: { id: 's1', quantity: 95 } } };
    const send = jest.fn(async (_context: unknown) => result);
    await expect(mod.sendOrKeep(send, CHANGE)).resolves.toEqual({ kept: false, result });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ keepable: true, headers: { 'idempotency-key': expect.stringMatching(UUID_V4) } }, VARIABLES);
    expect(store.outboxOf('u1')).toEqual([]);
    expect(held().size).toBe(0);
  });

  it("gives a create the client's own id, the change's key, online and kept alike", async () => {
    const create = { document: STOCK_EXIT, variables: { input: { label: 'Ciment' } }, label: LABEL, clientId: true };
    online();
    const send = jest.fn(async (_context: unknown, _variables: unknown) => 'ok');
    await mod.sendOrKeep(send, create);
    const [context, sentVariables] = send.mock.calls[0] as [{ headers: Record<string, string> }, { input: { id: string; label: string } }];
    expect(sentVariables.input).toEqual({ label: 'Ciment', id: context.headers['idempotency-key'] });
    goOffline();
    await mod.sendOrKeep(jest.fn(), create);
    const [kept] = store.outboxOf('u1');
    expect(kept.variables).toEqual({ input: { label: 'Ciment', id: kept.key } });
    // The form's own values are left as they were.
    expect(create.variables.input).toEqual({ label: 'Ciment' });
  });

  it('gives each change its own key', async () => {
    online();
    const send = jest.fn(async (_context: { headers: { 'idempotency-key': string } }) => 'ok');
    await mod.sendOrKeep(send, CHANGE);
    await mod.sendOrKeep(send, CHANGE);
    const [first, second] = send.mock.calls.map(([context]) => context.headers['idempotency-key']);
    expect(first).not.toBe(second);
  });

  it.each([
    ['a TypeError from fetch', () => new TypeError('Failed to fetch')],
    ['an ApiError with no answer (status 0)', () => new errors.ApiError(0, 'NETWORK', 'Réseau indisponible')],
    ['the offline link refusing', () => new offlineLink.OfflineError()],
  ])('keeps the change under the key of its first try when the network fails on the way (%s)', async (_name, failure) => {
    online();
    const send = jest.fn(async (_context: { headers: { 'idempotency-key': string } }) => Promise.reject(failure()));
    await expect(mod.sendOrKeep(send, CHANGE)).resolves.toEqual({ kept: true });
    expect(send).toHaveBeenCalledTimes(1);
    const firstKey = send.mock.calls[0][0].headers['idempotency-key'];
    expect(firstKey).toMatch(UUID_V4);
    const kept = store.outboxOf('u1');
    expect(kept).toHaveLength(1);
    expect(kept[0]).toEqual(
      expect.objectContaining({
        key: firstKey,
        operationName: 'StockExit',
        query: print(STOCK_EXIT),
        variables: VARIABLES,
        label: LABEL,
        attempts: 0,
      }),
    );
    expect([...held().keys()]).toEqual([firstKey]);
  });

  it.each([
    ['a plain Error', () => new Error('x')],
    ['a refusal of the server (ApiError 400)', () => new errors.ApiError(400, 'BAD_USER_INPUT', 'Stock insuffisant')],
  ])('passes %s on to the caller and keeps nothing', async (_name, failure) => {
    online();
    const error = failure();
    const send = jest.fn(async () => Promise.reject(error));
    await expect(mod.sendOrKeep(send, CHANGE)).rejects.toBe(error);
    expect(send).toHaveBeenCalledTimes(1);
    expect(store.outboxOf('u1')).toEqual([]);
    expect(held().size).toBe(0);
  });
});
