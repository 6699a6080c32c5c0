import type { EntityClass, FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../errors/app-error';

/** The `id` of a create input that takes the client's own id (GraphQL's description). */
export const CLIENT_ID_DESCRIPTION =
  'Identifiant choisi par le client (UUID), à la création seulement : un nouvel envoi du même enregistrement (un téléphone hors ligne) répond celui déjà créé.';

/**
 * A create that carries the client's own id (a phone that recorded it offline, issue 36). Within the create's
 * transaction, and alone for that id (an advisory lock: two tries of the same record wait for each other): the record
 * already made under that id in the caller's company is answered as it is, so a retry never creates twice, even after
 * its Idempotency-Key is forgotten; an id another company's record has is refused without saying whose.
 */
export async function madeUnderClientId<T extends { id: string; company: { id: string } }>(
  tx: EntityManager,
  entity: EntityClass<T>,
  id: string | null | undefined,
  companyId: string,
  populate: readonly string[] = [],
): Promise<T | null> {
  if (!id) return null;
  await tx.getConnection().execute('select pg_advisory_xact_lock(hashtext(?))', [`client-id:${id}`], 'all', tx.getTransactionContext());
  // MikroORM types populate paths per entity, which this helper generic over T cannot satisfy.
  const found = await tx.findOne(entity, { id } as FilterQuery<T>, { filters: false, populate: populate as never[] });
  if (!found) return null;
  if (found.company.id !== companyId) throw new AppError('CONFLICT', 'record.id.taken');
  return found;
}
