import type { OutboxChange } from '../../app/offline/outbox-store';
import { type KeepableContext, sendOrKeep } from '../../app/offline/send-or-keep';
import type { ReserveInput, ReserveLiftInput } from '../../gql/graphql';
import { CreateReserveDocument, LiftReserveDocument } from './punch-list.generated';

/** The réserve changes a phone keeps without a network (their operations' names in the outbox). */
export const KEPT_OPERATIONS = { create: 'CreateReserve', lift: 'LiftReserve' } as const;

type Sent<T> = { kept: false; result: T } | { kept: true };

/**
 * Places a réserve, or keeps it on the phone (app/offline/send-or-keep.ts) with the photos taken meanwhile: it is
 * sent under its own id (`clientId`), so a try that reached the server before the network failed makes one réserve.
 */
export function createOrKeep<T>(
  send: (context: KeepableContext, variables: { input: ReserveInput }) => Promise<T>,
  input: ReserveInput,
  label: string,
): Promise<Sent<T>> {
  return sendOrKeep(send, { document: CreateReserveDocument, variables: { input }, label, clientId: true });
}

/** Lifts a réserve, or keeps the lifting (its note and photos) to send when the network is back. */
export function liftOrKeep<T>(
  send: (context: KeepableContext, variables: { id: string; input: ReserveLiftInput }) => Promise<T>,
  id: string,
  input: ReserveLiftInput,
  label: string,
): Promise<Sent<T>> {
  return sendOrKeep(send, { document: LiftReserveDocument, variables: { id, input }, label });
}

/** A réserve placed on this phone and not sent yet: where it goes and what it says. */
export interface KeptReserve {
  key: string;
  input: ReserveInput;
  refused: boolean;
}

const createOf = (change: OutboxChange) => change.variables.input as ReserveInput | undefined;

/** The réserves of a site this user placed without a network, oldest first (the outbox's order). */
export function keptReserves(changes: readonly OutboxChange[], userId: string, siteId: string): KeptReserve[] {
  return changes
    .filter((c) => c.userId === userId && c.operationName === KEPT_OPERATIONS.create && createOf(c)?.siteId === siteId)
    .map((c) => ({ key: c.key, input: createOf(c)!, refused: !!c.refused }));
}

/** The lifting of this réserve waiting on the phone, if any (the detail then offers no second one). */
export function keptLift(changes: readonly OutboxChange[], userId: string, reserveId: string): OutboxChange | null {
  return changes.find((c) => c.userId === userId && c.operationName === KEPT_OPERATIONS.lift && c.variables.id === reserveId && !c.refused) ?? null;
}
