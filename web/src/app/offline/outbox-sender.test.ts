import type { OutboxChange } from './outbox-store';

// jsdom has no IndexedDB: idb-keyval over a Map per store (values copied, as IndexedDB does), so the real outbox-store runs (a fresh one per test, see
// beforeEach's resetModules).
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
type Sender = typeof import('./outbox-sender');
interface Idb {
  held(db: string, name: string): Map<string, OutboxChange>;
}

let store: Store;
let sender: Sender;
let idb: Idb;

beforeEach(async () => {
  jest.resetModules();
  idb = (await import('idb-keyval')) as unknown as Idb;
  store = await import('./outbox-store');
  sender = await import('./outbox-sender');
});

afterEach(() => {
  jest.restoreAllMocks();
  delete (navigator as { locks?: unknown }).locks;
});

/** What the phone holds (IndexedDB), by key. */
const held = () => idb.held('chantiers-outbox', 'changes');

function change(key: string, createdAt: number, over: Partial<OutboxChange> = {}): OutboxChange {
  return {
    key,
    userId: 'u1',
    operationName: `Op_${key}`,
    query: `mutation Op_${key}($n: Int!) { record(n: $n) { id } }`,
    variables: { n: createdAt, note: `from ${key}` },
    label: `Change ${key}`,
    createdAt,
    attempts: 0,
    ...over,
  };
}

async function seed(...changes: OutboxChange[]) {
  for (const c of changes) await store.putChange(c);
}

type Reply = { status?: number; body?: unknown } | Error;

/** A server answering each change (by its idempotency key) as `replies` says: `{ data }` with 200 unless told. */
function server(replies: Record<string, Reply> = {}) {
  return jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const key = (init?.headers as Record<string, string>)['idempotency-key'];
    const reply = replies[key] ?? { body: { data: { record: { id: key } } } };
    if (reply instanceof Error) throw reply;
    const status = reply.status ?? 200;
    return { status, ok: status < 300, json: async () => reply.body } as unknown as Response;
  });
}

function deps(fetch: ReturnType<typeof server>, userId = 'u1') {
  return { userId: () => userId, token: jest.fn(async () => 'tok'), sent: jest.fn(), fetch: fetch as unknown as typeof globalThis.fetch };
}

const keysSent = (fetch: ReturnType<typeof server>) =>
  fetch.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)['idempotency-key']);

describe('drainOutbox', () => {
  it('sends the waiting changes oldest first, each under its key with the token, and removes them once sent', async () => {
    // Keys in another order than their age, added in yet another.
    const all = [change('b', 300), change('c', 100), change('a', 200)];
    await seed(...all);
    const fetch = server();
    const d = deps(fetch);
    await expect(sender.drainOutbox(d)).resolves.toBe(3);
    expect(keysSent(fetch)).toEqual(['c', 'a', 'b']);
    for (const [url, init] of fetch.mock.calls) {
      const key = (init?.headers as Record<string, string>)['idempotency-key'];
      const sentChange = all.find((c) => c.key === key)!;
      expect(url).toBe('/graphql');
      expect(init?.method).toBe('POST');
      expect(init?.headers).toEqual({ 'content-type': 'application/json', 'idempotency-key': key, authorization: 'Bearer tok' });
      expect(JSON.parse(init?.body as string)).toEqual({
        query: sentChange.query,
        operationName: sentChange.operationName,
        variables: sentChange.variables,
      });
    }
    expect(store.outboxOf('u1')).toEqual([]);
    expect(held().size).toBe(0);
    expect(d.sent).toHaveBeenCalledTimes(1);
  });

  it('sends what the phone held before this start (read from IndexedDB), oldest first', async () => {
    held().set('late', change('late', 50));
    held().set('early', change('early', 10));
    const fetch = server();
    await expect(sender.drainOutbox(deps(fetch))).resolves.toBe(2);
    expect(keysSent(fetch)).toEqual(['early', 'late']);
    expect(held().size).toBe(0);
  });

  it('sends no authorization header without a token', async () => {
    await seed(change('a', 1));
    const fetch = server();
    await sender.drainOutbox({ ...deps(fetch), token: async () => null });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0][1]?.headers).not.toHaveProperty('authorization');
  });

  it('does not tell the screens when nothing was sent', async () => {
    const fetch = server();
    const d = deps(fetch);
    await expect(sender.drainOutbox(d)).resolves.toBe(0);
    expect(fetch).not.toHaveBeenCalled();
    expect(d.sent).not.toHaveBeenCalled();
  });

  it('stops at a change the network fails, counting the try and keeping it and the later ones waiting', async () => {
    await seed(change('a', 1), change('b', 2), change('c', 3));
    const fetch = server({ b: new TypeError('Failed to fetch') });
    const d = deps(fetch);
    await expect(sender.drainOutbox(d)).resolves.toBe(1);
    expect(keysSent(fetch)).toEqual(['a', 'b']);
    const left = store.outboxOf('u1');
    expect(left.map((c) => [c.key, c.attempts, c.refused])).toEqual([
      ['b', 1, undefined],
      ['c', 0, undefined],
    ]);
    expect(held().get('b')).toEqual(expect.objectContaining({ attempts: 1 }));
    expect(held().get('b')?.refused).toBeUndefined();
    expect(held().has('a')).toBe(false);
    expect(d.sent).toHaveBeenCalledTimes(1);
  });

  it('stops when the token cannot be had (no network to refresh it)', async () => {
    await seed(change('a', 1), change('b', 2));
    const fetch = server();
    const d = { ...deps(fetch), token: jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) };
    await expect(sender.drainOutbox(d)).resolves.toBe(0);
    expect(fetch).not.toHaveBeenCalled();
    expect(store.outboxOf('u1').map((c) => [c.key, c.attempts])).toEqual([
      ['a', 1],
      ['b', 0],
    ]);
    expect(d.sent).not.toHaveBeenCalled();
  });

  it.each([409, 429, 500, 503])('sends again later on HTTP %i: kept waiting, the next ones not tried', async (status) => {
    await seed(change('a', 1), change('b', 2));
    const fetch = server({ a: { status, body: { errors: [{ message: 'Busy', extensions: { code: 'CONFLICT' } }] } } });
    const d = deps(fetch);
    await expect(sender.drainOutbox(d)).resolves.toBe(0);
    expect(keysSent(fetch)).toEqual(['a']);
    expect(store.outboxOf('u1').map((c) => [c.key, c.attempts, c.refused])).toEqual([
      ['a', 1, undefined],
      ['b', 0, undefined],
    ]);
    expect(d.sent).not.toHaveBeenCalled();
  });

  it('keeps a refused change for its author with the server words, and sends the next ones', async () => {
    await seed(change('a', 1), change('b', 2), change('c', 3));
    const refusal = {
      message: 'Stock insuffisant',
      extensions: {
        code: 'BAD_USER_INPUT',
        status: 400,
        messageId: 'stock.insufficient',
        fields: { quantity: 'Stock insuffisant' },
        fixPath: '/stocks',
      },
    };
    const fetch = server({ a: { status: 200, body: { errors: [refusal] } } });
    const d = deps(fetch);
    await expect(sender.drainOutbox(d)).resolves.toBe(2);
    expect(keysSent(fetch)).toEqual(['a', 'b', 'c']);
    const left = store.outboxOf('u1');
    expect(left).toHaveLength(1);
    expect(left[0]).toEqual(
      expect.objectContaining({
        key: 'a',
        attempts: 1,
        refused: expect.objectContaining({
          message: 'Stock insuffisant',
          messageId: 'stock.insufficient',
          fields: { quantity: 'Stock insuffisant' },
          fixPath: '/stocks',
        }),
      }),
    );
    expect(held().get('a')?.refused).toEqual(left[0].refused);
    expect([...held().keys()]).toEqual(['a']);
    expect(d.sent).toHaveBeenCalledTimes(1);
  });

  it("keeps the server's version beside a change made on an older one, and marks a planning's conflicts as confirmable", async () => {
    await seed(
      change('a', 1, { variables: { id: 't1', input: { progress: 60 }, baseUpdatedAt: '2026-11-29T08:00:00.000Z' } }),
      change('b', 2, { variables: { id: 't2', input: { startDate: '2026-12-07' }, confirmConflicts: false } }),
      change('c', 3, { variables: { id: 't3' } }),
    );
    const current = { title: 'Coulage dalle', progress: 40, updatedAt: '2026-11-30T10:00:00.000Z' };
    const changed = { message: 'Modifiée entre-temps', extensions: { code: 'CONFLICT', status: 409, messageId: 'record.changedMeanwhile', current } };
    const conflicts = {
      message: 'En conflit',
      extensions: { code: 'CONFLICT', status: 409, messageId: 'task.conflicts', conflicts: [{ kind: 'PERSON_BUSY' }] },
    };
    const fetch = server({ a: { body: { errors: [changed] } }, b: { body: { errors: [conflicts] } }, c: { body: { errors: [conflicts] } } });
    await expect(sender.drainOutbox(deps(fetch))).resolves.toBe(0);
    const refused = Object.fromEntries(store.outboxOf('u1').map((c) => [c.key, c.refused]));
    expect(refused.a).toEqual(expect.objectContaining({ messageId: 'record.changedMeanwhile', current }));
    expect(refused.a?.confirmable).toBeUndefined();
    expect(refused.b).toEqual(expect.objectContaining({ messageId: 'task.conflicts', confirmable: true }));
    expect(refused.b?.current).toBeUndefined();
    // A change that cannot say it confirms is not offered to.
    expect(refused.c?.confirmable).toBeUndefined();
  });

  it.each(['UNAUTHENTICATED', 'INTERNAL'])('sends again later on a %s error (HTTP 200): not refused', async (code) => {
    await seed(change('a', 1), change('b', 2));
    const fetch = server({ a: { status: 200, body: { errors: [{ message: 'Pas maintenant', extensions: { code } }] } } });
    await expect(sender.drainOutbox(deps(fetch))).resolves.toBe(0);
    expect(keysSent(fetch)).toEqual(['a']);
    expect(store.outboxOf('u1').map((c) => [c.key, c.attempts, c.refused])).toEqual([
      ['a', 1, undefined],
      ['b', 0, undefined],
    ]);
  });

  it('skips the changes already refused, leaving them as they are', async () => {
    const refused = change('a', 1, { attempts: 2, refused: { message: 'Verrouillé' } });
    await seed(refused, change('b', 2));
    const fetch = server();
    await expect(sender.drainOutbox(deps(fetch))).resolves.toBe(1);
    expect(keysSent(fetch)).toEqual(['b']);
    expect(store.outboxOf('u1')).toEqual([refused]);
  });

  it("sends only the signed-in user's changes", async () => {
    await seed(change('mine', 2, { userId: 'u9' }), change('theirs', 1));
    const fetch = server();
    await expect(sender.drainOutbox(deps(fetch, 'u9'))).resolves.toBe(1);
    expect(keysSent(fetch)).toEqual(['mine']);
    expect(store.outboxOf('u9')).toEqual([]);
    expect(store.outboxOf('u1').map((c) => [c.key, c.attempts])).toEqual([['theirs', 0]]);
    expect(held().has('theirs')).toBe(true);
  });

  it('shares one run between two drains asked at once, then runs again when asked after', async () => {
    await seed(change('a', 1), change('b', 2));
    const fetch = server();
    const d = deps(fetch);
    const first = sender.drainOutbox(d);
    const second = sender.drainOutbox(d);
    await expect(Promise.all([first, second])).resolves.toEqual([2, 2]);
    expect(keysSent(fetch)).toEqual(['a', 'b']);
    expect(d.sent).toHaveBeenCalledTimes(1);
    // The run is over: a change added now goes with the next drain.
    await seed(change('c', 3));
    await expect(sender.drainOutbox(d)).resolves.toBe(1);
    expect(keysSent(fetch)).toEqual(['a', 'b', 'c']);
  });

  it("sends under the browser's lock 'chantiers-outbox' where there is one", async () => {
    await seed(change('a', 1));
    const events: string[] = [];
    const fetch = server();
    fetch.mockImplementationOnce(async () => {
      events.push('fetch');
      return { status: 200, ok: true, json: async () => ({ data: {} }) } as unknown as Response;
    });
    const request = jest.fn(async (name: string, fn: () => Promise<unknown>) => {
      events.push(`lock ${name}`);
      const result = await fn();
      events.push('unlock');
      return result;
    });
    Object.defineProperty(navigator, 'locks', { configurable: true, value: { request } });
    await expect(sender.drainOutbox(deps(fetch))).resolves.toBe(1);
    expect(request).toHaveBeenCalledTimes(1);
    expect(events).toEqual(['lock chantiers-outbox', 'fetch', 'unlock']);
    expect(store.outboxOf('u1')).toEqual([]);
  });
});

describe('a change dropped while it is being sent', () => {
  it.each([
    ['the network fails', new TypeError('Failed to fetch') as Reply],
    ['the server refuses it', { body: { errors: [{ message: 'Stock insuffisant', extensions: { code: 'BAD_USER_INPUT' } }] } } as Reply],
  ])('stays dropped when %s', async (_case, reply) => {
    await seed(change('a', 1));
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const answer = server({ a: reply });
    const fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      await gate;
      return answer(url, init);
    });
    const draining = sender.drainOutbox(deps(fetch as unknown as ReturnType<typeof server>));
    await new Promise((r) => setTimeout(r, 0));
    await store.dropChange('a');
    release();
    await draining;
    expect(store.outboxOf('u1')).toEqual([]);
    expect(held().size).toBe(0);
  });
});
