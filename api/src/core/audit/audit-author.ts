import type { EntityManager } from '@mikro-orm/core';

/** Who the audit trail names as the author of the changes flushed by an entity manager. */
export interface AuditAuthor {
  userId: string;
  /** Resolved once per entity manager by the writer ('Prénom Nom'). */
  name?: string | null;
}

/**
 * Kept among the entity manager's filter parameters (no filter of that name exists): MikroORM copies them into
 * every fork, including the one `em.transactional` flushes, so the subscriber finds the request's author there.
 */
const AUTHOR_KEY = 'auditAuthor';

/** Names the author of every change this entity manager (and its forks made afterwards) will flush. */
export function setAuditAuthor(em: EntityManager, author: AuditAuthor | null): void {
  em.setFilterParams(AUTHOR_KEY, author ? { ...author } : {});
}

export function auditAuthorOf(em: EntityManager): AuditAuthor | null {
  const author = em.getFilterParams(AUTHOR_KEY) as Partial<AuditAuthor> | undefined;
  return author && typeof author.userId === 'string' ? (author as AuditAuthor) : null;
}
