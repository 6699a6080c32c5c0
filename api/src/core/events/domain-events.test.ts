import type { EntityManager } from '@mikro-orm/postgresql';
import { on, raise, subscribe, subscribersOf } from './domain-events';

// Test events, declared as a module declares its own.
declare module './domain-events' {
  interface DomainEvents {
    'test.happened': { n: number };
    'test.other': { n: number };
  }
}

const tx = {} as EntityManager;

afterEach(() => subscribe([]));

it('runs the subscribers of an event one after the other, in the order given, with the transaction and the payload', async () => {
  const seen: string[] = [];
  subscribe([
    on('test.happened', 'first', async (t, e) => {
      expect(t).toBe(tx);
      await new Promise((r) => setTimeout(r, 5));
      seen.push(`first ${e.n}`);
    }),
    on('test.other', 'elsewhere', async () => void seen.push('other')),
    on('test.happened', 'second', async (_t, e) => void seen.push(`second ${e.n}`)),
  ]);
  await raise(tx, 'test.happened', { n: 7 });
  expect(seen).toEqual(['first 7', 'second 7']);
  expect(subscribersOf('test.happened')).toEqual(['first', 'second']);
});

it("stops at a failing subscriber and rejects with its error, so the change's transaction rolls back", async () => {
  const seen: string[] = [];
  subscribe([
    on('test.happened', 'failing', async () => {
      throw new Error('no delivery row');
    }),
    on('test.happened', 'after', async () => void seen.push('after')),
  ]);
  await expect(raise(tx, 'test.happened', { n: 1 })).rejects.toThrow('no delivery row');
  expect(seen).toEqual([]);
});

it('raises into nothing when no module subscribes, and a new set replaces the old one', async () => {
  await expect(raise(tx, 'test.other', { n: 1 })).resolves.toBeUndefined();
  subscribe([on('test.other', 'old', async () => undefined)]);
  subscribe([on('test.other', 'new', async () => undefined)]);
  expect(subscribersOf('test.other')).toEqual(['new']);
});
