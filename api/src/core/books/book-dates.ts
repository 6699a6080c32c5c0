import type { ChangeSetType, EntityManager } from '@mikro-orm/core';

/** One change of a record, as the books see it. */
export interface BookChange<T> {
  type: ChangeSetType.CREATE | ChangeSetType.UPDATE | ChangeSetType.DELETE;
  /** The record after the change (on a delete: as it was). */
  record: T;
  /** The record as it was read before the change (null on a create). */
  before: Partial<T> | null;
  /** The properties the change writes (on a create or a delete: all). */
  changed: ReadonlySet<string>;
}

type Days = readonly (string | null | undefined)[];

/**
 * The days (YYYY-MM-DD) a change writes into the books: each must be in an open month. A record holding others (a
 * site, whose deletion takes its purchases with it in the database) reads theirs with `em`, in the flush's transaction.
 */
export type BookDates<T> = (change: BookChange<T>, em: EntityManager) => Days | Promise<Days>;

const registry = new Map<abstract new (...args: never[]) => object, BookDates<never>>();

/**
 * Declares a record of the books (beside its entity, as `feedRecords` does): which days each change of it writes
 * into. The closed-books subscriber refuses any change whose days fall in a closed month, or past the open ones,
 * whatever service or door makes it.
 */
export function bookRecords<T extends object>(entity: abstract new (...args: never[]) => T, dates: BookDates<T>): void {
  registry.set(entity, dates as BookDates<never>);
}

/** Properties that say when and by whom, not what: changing them alone writes nothing into the books. */
const BOOKKEEPING = new Set(['updatedAt', 'updatedBy', 'createdAt', 'createdBy', 'searchText', 'version']);

/** The usual rule: a record of one date; any change of what it says writes into its old and its new month. */
export function datedBy<T extends object>(field: keyof T & string, ignore: readonly string[] = []): (change: BookChange<T>) => Days {
  return ({ type, record, before, changed }) => {
    if (type !== 'update') return [record[field] as string];
    if (![...changed].some((p) => !BOOKKEEPING.has(p) && !ignore.includes(p))) return [];
    return [before?.[field] as string | undefined, record[field] as string];
  };
}

export function bookDatesOf(entity: object): BookDates<object> | undefined {
  for (let proto = Object.getPrototypeOf(entity); proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    const found = registry.get(proto.constructor);
    if (found) return found as BookDates<object>;
  }
  return undefined;
}
