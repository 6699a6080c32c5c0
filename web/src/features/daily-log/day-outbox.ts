import { print } from 'graphql/language/printer';
import { localRefsIn, takeLocalFiles } from '../../app/offline/local-files';
import { dropChange, type OutboxChange, outboxOf, putChange } from '../../app/offline/outbox-store';
import { queueChange } from '../../app/offline/queue-change';
import { type KeepableContext, type KeptChange, newKey, sendOrKeep } from '../../app/offline/send-or-keep';
import type { DailyLogInput } from '../../gql/graphql';
import { readUser } from '../../shared/session/storage';
import { SaveDailyLogDocument } from './daily-log.generated';
import type { DayKey } from './day-values';

/** The operations of a day's log the phone keeps without a network (their names in the outbox). */
export const KEPT_OPERATIONS = { save: 'SaveDailyLog', sign: 'SignDailyLog', addendum: 'AddDailyLogAddendum' } as const;
const NAMES: readonly string[] = Object.values(KEPT_OPERATIONS);

const inputOf = (change: OutboxChange) => (change.variables.input ?? {}) as Partial<DayKey> & { signature?: string; text?: string };
const ofDay = (change: OutboxChange, key: DayKey) =>
  NAMES.includes(change.operationName) && inputOf(change).siteId === key.siteId && inputOf(change).day === key.day;

/** What of one day waits on the phone: the save and the signature to send, the addenda, and what the server refused. */
export interface KeptDay {
  save: OutboxChange | null;
  sign: OutboxChange | null;
  addenda: OutboxChange[];
  refused: OutboxChange[];
}

/** The day's changes kept on the phone, of this user, oldest first (the outbox's order). */
export function keptDay(changes: readonly OutboxChange[], userId: string, key: DayKey): KeptDay {
  const mine = changes.filter((c) => c.userId === userId && ofDay(c, key));
  const waiting = mine.filter((c) => !c.refused);
  const last = (name: string) => waiting.filter((c) => c.operationName === name).at(-1) ?? null;
  return {
    save: last(KEPT_OPERATIONS.save),
    sign: last(KEPT_OPERATIONS.sign),
    addenda: waiting.filter((c) => c.operationName === KEPT_OPERATIONS.addendum),
    refused: mine.filter((c) => c.refused),
  };
}

/** The days of a site that have a change waiting on the phone (the list marks them). */
export function keptDays(changes: readonly OutboxChange[], userId: string, siteId: string): Set<string> {
  const days = new Set<string>();
  for (const c of changes)
    if (c.userId === userId && !c.refused && NAMES.includes(c.operationName) && inputOf(c).siteId === siteId) days.add(inputOf(c).day ?? '');
  return days;
}

type Sent<T> = { kept: false; result: T } | { kept: true };

/**
 * Sends a change of the day, or keeps it on the phone (app/offline/send-or-keep.ts). While an earlier change of the
 * same day still waits there, this one is kept behind it, never sent first: a signature never reaches the server
 * before the save it signs, nor an older save after a newer one.
 */
export async function keepOrSend<T, V extends Record<string, unknown>>(
  send: (context: KeepableContext, variables: V) => Promise<T>,
  change: KeptChange<V>,
  key: DayKey,
): Promise<Sent<T>> {
  if (!outboxOf(readUser().id).some((c) => !c.refused && ofDay(c, key))) return sendOrKeep(send, change);
  await queueChange(change.document, change.variables, change.label, newKey());
  return { kept: true };
}

/**
 * Saves the day. A save is the whole log, so one still waiting on the phone is replaced by this one rather than
 * followed: its photos kept on the phone (the files under the same ids, which the form still names) move into the
 * new change, written whole at once, so the outbox never sends it without them.
 */
export async function saveDay<T>(
  send: (context: KeepableContext, variables: { input: DailyLogInput }) => Promise<T>,
  input: DailyLogInput,
  label: string,
): Promise<Sent<T>> {
  const key = { siteId: String(input.siteId), day: input.day };
  const saves = outboxOf(readUser().id).filter((c) => c.operationName === KEPT_OPERATIONS.save && ofDay(c, key));
  const earlier = saves.filter((c) => !c.refused);
  const named = new Set(input.photoIds ?? []);
  // A refused save stays for its author to see, but the photos it kept here go on with the form that names them.
  const carried = Object.fromEntries(saves.flatMap((c) => Object.entries(c.files ?? {})).filter(([ref]) => named.has(ref)));
  const variables = { input };
  if (!earlier.length && !Object.keys(carried).length) return keepOrSend(send, { document: SaveDailyLogDocument, variables, label }, key);
  const files = { ...carried, ...takeLocalFiles(localRefsIn(variables)) };
  await putChange({
    key: newKey(),
    userId: readUser().id,
    operationName: KEPT_OPERATIONS.save,
    query: print(SaveDailyLogDocument),
    variables,
    label,
    createdAt: Date.now(),
    attempts: 0,
    ...(Object.keys(files).length ? { files } : {}),
  });
  for (const change of earlier) await dropChange(change.key);
  return { kept: true };
}
