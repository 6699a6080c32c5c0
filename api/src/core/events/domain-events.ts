import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * What a change raises inside its transaction, by name, with what its subscribers need. Empty here on purpose: each
 * module declares the events it raises beside its service (declaration merging, e.g. finance/finance.events.ts), so
 * the kernel names no module and `raise` is typed for every event.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DomainEvents {}

export type DomainEventName = keyof DomainEvents;

/**
 * One reaction to an event (month totals, a notification, a webhook delivery), run in the raising transaction after
 * its flush: what it writes commits or rolls back with the change, and a failure undoes the change.
 */
export interface Subscriber<K extends DomainEventName = DomainEventName> {
  event: K;
  /** Names the reaction in an error's stack and in the list a module registers. */
  name: string;
  handle(tx: EntityManager, payload: DomainEvents[K]): Promise<unknown>;
}

/** A subscriber of `event`, its handler typed by the event. */
export function on<K extends DomainEventName>(
  event: K,
  name: string,
  handle: (tx: EntityManager, payload: DomainEvents[K]) => Promise<unknown>,
): Subscriber {
  return { event, name, handle } as unknown as Subscriber;
}

let byEvent = new Map<string, Subscriber[]>();

/** The app's subscribers, from its modules in their order (services.ts): replaces any earlier set. */
export function subscribe(subscribers: readonly Subscriber[]): void {
  const next = new Map<string, Subscriber[]>();
  for (const s of subscribers) next.set(s.event, [...(next.get(s.event) ?? []), s]);
  byEvent = next;
}

/** Runs the event's subscribers one after the other, in the modules' order, inside `tx`. */
export async function raise<K extends DomainEventName>(tx: EntityManager, event: K, payload: DomainEvents[K]): Promise<void> {
  for (const s of byEvent.get(event) ?? []) await s.handle(tx, payload);
}

/** The subscribers of an event, by name (tests, and the architecture note's list). */
export const subscribersOf = (event: DomainEventName): string[] => (byEvent.get(event) ?? []).map((s) => s.name);
