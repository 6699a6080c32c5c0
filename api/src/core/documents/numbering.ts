import type { EntityManager } from '@mikro-orm/postgresql';

/** A document's prefix, its counter's `kind`: DEV (quotes), FAC (invoices), AV (credit notes); 2 to 5 capitals. */
const PREFIX = /^[A-Z]{2,5}$/;

/**
 * The next reference of a kind for the company and year, in the caller's transaction: one atomic upsert, so
 * concurrent creations queue on the counter's row and each gets the next number; a rolled-back creation gives its
 * number back (no gap). 'DEV-2026-0001'. The prefix is the caller's: the kit numbers any commercial document.
 */
export async function nextReference(tx: EntityManager, companyId: string, prefix: string, year: number): Promise<string> {
  // A programming error, not the user's: a prefix that does not fit the counter's column would fail later and worse.
  if (!PREFIX.test(prefix)) throw new Error(`Invalid document prefix: ${prefix}`);
  const [row] = await tx.getConnection().execute<{ last: number }[]>(
    `insert into document_counter (company_id, kind, year, last) values (?, ?, ?, 1)
     on conflict (company_id, kind, year) do update set last = document_counter.last + 1
     returning last`,
    [companyId, prefix, year],
    'all',
    tx.getTransactionContext(),
  );
  return `${prefix}-${year}-${String(row.last).padStart(4, '0')}`;
}
