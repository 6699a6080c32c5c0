import { type EntityClass, type FilterQuery, LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * A record about to change or go, read under its row lock in the caller's transaction (`SELECT … FOR UPDATE`). A
 * second request on the same record waits here until the first commits, then reads what the first left: nothing once
 * deleted (`notFound`), the new amounts once changed. So one record never moves a total twice.
 */
export async function lockedForChange<T extends object>(tx: EntityManager, entity: EntityClass<T>, id: string, notFound: () => Error): Promise<T> {
  const row = await tx.findOne(entity, { id } as FilterQuery<T>, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!row) throw notFound();
  return row;
}
