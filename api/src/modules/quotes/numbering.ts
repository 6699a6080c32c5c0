import type { EntityManager } from '@mikro-orm/postgresql';

export type DocumentKind = 'DEV' | 'FAC' | 'AV';

/**
 * The next reference of a kind for the company and year, in the caller's transaction: one atomic upsert, so
 * concurrent creations queue on the counter's row and each gets the next number; a rolled-back creation gives its
 * number back (no gap). 'DEV-2026-0001'.
 */
export async function nextReference(tx: EntityManager, companyId: string, kind: DocumentKind, year: number): Promise<string> {
  const [row] = await tx.getConnection().execute<{ last: number }[]>(
    `insert into document_counter (company_id, kind, year, last) values (?, ?, ?, 1)
     on conflict (company_id, kind, year) do update set last = document_counter.last + 1
     returning last`,
    [companyId, kind, year],
    'all',
    tx.getTransactionContext(),
  );
  return `${kind}-${year}-${String(row.last).padStart(4, '0')}`;
}
