import type { EntityClass, FilterQuery, FindOptions } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/** What every site record has: its site, a day, and the audit timestamps. */
export interface SiteRecord {
  id: string;
  site: { id: string };
  date: string;
  createdAt: Date;
  updatedAt: Date;
}

/** A period filter of a record list; either bound may be open. */
export interface PeriodFilter {
  from?: string | null;
  to?: string | null;
}

/** A list reads newest first, the same day by entry; the id breaks ties so that pages never overlap. */
export const newestFirst = () => [{ date: 'desc' as const }, { createdAt: 'desc' as const }, { id: 'desc' as const }];
/** An export reads oldest first, like a ledger. */
export const oldestFirst = () => [{ date: 'asc' as const }, { createdAt: 'asc' as const }];
/** The most rows one export holds. */
export const EXPORT_ROWS = 10_000;

/** What a list or an export may add: the relations it shows, joined. */
export interface RecordFind {
  populate?: readonly string[];
  strategy?: 'joined';
}
// MikroORM types populate paths per entity, which a helper generic over T cannot satisfy: each record names its own.
const findOptions = <T>(find: RecordFind, more: object) => ({ ...find, ...more }) as FindOptions<T, any, any, any>;

/** One page of a record list, newest first, and the count of the whole filter. */
export async function findRecordPage<T extends object>(
  em: EntityManager,
  entity: EntityClass<T>,
  where: FilterQuery<T>,
  paging: { page: number; size: number },
  find: RecordFind = {},
): Promise<[T[], number]> {
  return (await em.findAndCount(
    entity,
    where,
    findOptions<T>(find, { orderBy: newestFirst(), limit: paging.size, offset: paging.page * paging.size }),
  )) as [T[], number];
}

/** Every record of a filter for an export, oldest first, at most EXPORT_ROWS. */
export async function findForExport<T extends object>(
  em: EntityManager,
  entity: EntityClass<T>,
  where: FilterQuery<T>,
  find: RecordFind = {},
): Promise<T[]> {
  return (await em.find(entity, where, findOptions<T>(find, { orderBy: oldestFirst(), limit: EXPORT_ROWS }))) as T[];
}

/** The one row of a totals query, summed by PostgreSQL on numeric, in the caller's transaction (the embedded database has one connection). */
export async function totalsRow<R>(em: EntityManager, sql: string, params: unknown[]): Promise<R> {
  const [row] = await em.getConnection().execute<R[]>(sql, params, 'all', em.getTransactionContext());
  return row;
}

export function periodWhere(period: PeriodFilter): { date?: { $gte?: string; $lte?: string } } {
  if (!period.from && !period.to) return {};
  return { date: { ...(period.from ? { $gte: period.from } : {}), ...(period.to ? { $lte: period.to } : {}) } };
}

/** The same period as SQL, for the aggregates: ` and date >= ? and date <= ?` with its parameters. */
export function periodSql(period: PeriodFilter, column = 'date'): { sql: string; params: string[] } {
  const parts: string[] = [];
  const params: string[] = [];
  if (period.from) {
    parts.push(` and ${column} >= ?`);
    params.push(period.from);
  }
  if (period.to) {
    parts.push(` and ${column} <= ?`);
    params.push(period.to);
  }
  return { sql: parts.join(''), params };
}
