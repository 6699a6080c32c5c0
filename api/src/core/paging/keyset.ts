import { isUuid } from '../ids';
import type { FilterQuery } from '@mikro-orm/core';

/** Rows listed newest first by (createdAt, id): the order every keyset-paged list of the api uses. */
export interface Keyed {
  createdAt: Date;
  id: string;
}

export interface KeysetPage<T> {
  items: T[];
  totalCount: number;
  endCursor: string | null;
  hasNextPage: boolean;
}

/**
 * The position of a row in a newest-first list. `createdAt` is an ISO instant with milliseconds, or microseconds
 * when the list reads them from SQL (PostgreSQL keeps microseconds: a cursor cut to the millisecond would skip the
 * rows written within the same millisecond). A list may carry its total along (`total`, for the filter `key`) so
 * that later pages need not count again.
 */
export interface SiteCursor {
  createdAt: string;
  id: string;
  total?: number;
  key?: string;
}

export function encodeCursor(c: SiteCursor): string {
  const carried = c.total !== undefined && c.key ? `|${c.total}|${c.key}` : '';
  return Buffer.from(`${c.createdAt}|${c.id}${carried}`).toString('base64url');
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}(\d{3})?Z$/;
const TOTAL = /^(0|[1-9]\d{0,9})$/;
const KEY = /^[A-Za-z0-9_-]{1,16}$/;
const INT_MAX = 2 ** 31 - 1;

/**
 * Null for anything that is not a cursor this api made. Every part is checked to the shape `encodeCursor` writes
 * (a four-digit-year instant, a UUID, a GraphQL Int and a short key), so a forged one can never reach PostgreSQL as
 * an invalid value.
 */
export function decodeCursor(cursor: string | null | undefined): SiteCursor | null {
  if (!cursor) return null;
  const parts = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (parts.length !== 2 && parts.length !== 4) return null;
  const [createdAt, id, total, key] = parts;
  const millis = createdAt.length > 24 ? `${createdAt.slice(0, 23)}Z` : createdAt;
  if (!ISO_INSTANT.test(createdAt) || Number.isNaN(Date.parse(millis)) || new Date(millis).toISOString() !== millis || !isUuid(id)) return null;
  if (parts.length === 2) return { createdAt, id };
  if (!TOTAL.test(total) || Number(total) > INT_MAX || !KEY.test(key)) return null;
  return { createdAt, id, total: Number(total), key };
}

export const NEWEST_FIRST = { createdAt: 'desc', id: 'desc' } as const;

/** `where` narrowed to the rows after `after` (an unreadable cursor starts from the top). */
export function afterCursor<T extends Keyed>(where: FilterQuery<T>, after: string | null | undefined): FilterQuery<T> {
  const cursor = decodeCursor(after);
  if (!cursor) return where;
  const at = new Date(cursor.createdAt);
  return { ...(where as object), $or: [{ createdAt: { $lt: at } }, { createdAt: at, id: { $lt: cursor.id } }] } as FilterQuery<T>;
}

/** A page from `first + 1` fetched rows: the extra row only says there is a next page. */
export function toKeysetPage<T extends Keyed>(rows: T[], first: number, totalCount: number): KeysetPage<T> {
  const items = rows.slice(0, first);
  const last = items.at(-1);
  return {
    items,
    totalCount,
    hasNextPage: rows.length > first,
    endCursor: last ? encodeCursor({ createdAt: last.createdAt.toISOString(), id: last.id }) : null,
  };
}
