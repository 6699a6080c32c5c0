import type { EntityManager } from '@mikro-orm/core';

type Connected = Pick<EntityManager, 'getConnection' | 'getTransactionContext'>;

const run = (em: Connected, sql: string, params: unknown[]) =>
  em.getConnection().execute<Record<string, unknown>[]>(sql, params, 'all', em.getTransactionContext());

const lockKey = (companyId: string) => `books:${companyId}`;

/** A write into the books waits for a closing under way, and a closing for the writes under way (until commit). */
export async function lockBooksShared(em: Connected, companyId: string): Promise<void> {
  await run(em, 'select pg_advisory_xact_lock_shared(hashtext(?))', [lockKey(companyId)]);
}

export async function lockBooksAlone(em: Connected, companyId: string): Promise<void> {
  await run(em, 'select pg_advisory_xact_lock(hashtext(?))', [lockKey(companyId)]);
}

/** The company's last closed month (YYYY-MM), or null while it has closed none. Raw SQL: called inside a flush. */
export async function readClosedThrough(em: Connected, companyId: string): Promise<string | null> {
  const rows = await run(em, 'select max(month) as month from closed_month where company_id = ?', [companyId]);
  return (rows[0]?.month as string | null) ?? null;
}
