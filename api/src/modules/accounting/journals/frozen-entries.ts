import type { EntityManager } from '@mikro-orm/postgresql';
import { lockBooksAlone } from '../../../core/books/books-state';
import { ClosedMonth } from '../../../core/books/closed-month.entity';
import { BookEntry } from './book-entry.entity';
import { buildJournals, type JournalEntry, numberingKey } from './journal-entries';
import { accountsOf, booksInput, lastDayOf } from './journals.service';

const later = (a: string, b: string) => (a > b ? a : b);
const sooner = (a: string, b: string) => (a < b ? a : b);

const run = <R>(em: EntityManager, sql: string, params: unknown[]) => em.getConnection().execute<R[]>(sql, params, 'all', em.getTransactionContext());

/** The last number of each journal in a fiscal year's frozen entries. */
export async function frozenNumbering(em: EntityManager, companyId: string, year: number): Promise<Map<string, number>> {
  const rows = await run<{ journal: JournalEntry['journal']; seq: number }>(
    em,
    'select journal, max(seq) as seq from book_entry where company_id = ? and year = ? group by journal',
    [companyId, year],
  );
  return new Map(rows.map((r) => [numberingKey(r.journal, year), Number(r.seq)]));
}

/** The first day the company's books hold anything: the first closing freezes from there. */
async function firstBookedDay(em: EntityManager, companyId: string): Promise<string | null> {
  const first = (table: string, column = 'date') => `(select min(${column}) from ${table} where company_id = ?)`;
  const [row] = await run<{ day: string | null }>(
    em,
    `select to_char(least(${first('purchase')}, ${first('purchase_payment')}, ${first('revenue')}, ${first('service_sheet')},
       ${first('invoice', 'issue_date')}, ${first('invoice_payment')}, ${first('activity_entry', 'day')}), 'YYYY-MM-DD') as day`,
    Array(7).fill(companyId),
  );
  return row?.day ?? null;
}

/** Keeps the entries dated from `from` to `to`, numbered on after those of their year already kept. */
async function freeze(tx: EntityManager, companyId: string, from: string, to: string): Promise<void> {
  const accounts = await accountsOf(tx);
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) {
    const start = later(from, `${year}-01-01`);
    const end = sooner(to, `${year}-12-31`);
    const entries = buildJournals(await booksInput(tx, start, end), accounts, await frozenNumbering(tx, companyId, year));
    for (const e of entries)
      tx.create(BookEntry, {
        company: companyId,
        year,
        seq: Number(e.number.split('-')[2]),
        ...toEntry(e),
      });
    await tx.flush();
  }
}

/**
 * Freezes the entries of every closed month not frozen yet, in order (called by the closing, in its transaction under
 * the books lock; and once for months closed before entries were kept). The first closing closes every month before
 * it: its entries are kept from the first day the books hold anything.
 */
export async function freezeClosedMonths(tx: EntityManager, companyId: string): Promise<void> {
  const pending = await tx.find(ClosedMonth, { company: companyId, entriesFrozen: false }, { orderBy: { month: 'asc' } });
  if (pending.length === 0) return;
  const firstEver = await tx.findOneOrFail(ClosedMonth, { company: companyId }, { orderBy: { month: 'asc' } });
  for (const closed of pending) {
    const end = lastDayOf(closed.month);
    const from = closed.id === firstEver.id ? ((await firstBookedDay(tx, companyId)) ?? end) : `${closed.month}-01`;
    if (from <= end) await freeze(tx, companyId, from, end);
    closed.entriesFrozen = true;
  }
  await tx.flush();
}

/**
 * Before a read: the months closed before entries were kept are frozen once, under the books lock. Returns the last
 * closed month (YYYY-MM, as readClosedThrough), null while none is: read with the count, one statement (freezing
 * closes no month).
 */
export async function ensureFrozen(em: EntityManager, companyId: string): Promise<string | null> {
  const [row] = await run<{ n: string; month: string | null }>(
    em,
    'select count(*) filter (where not entries_frozen) as n, max(month) as month from closed_month where company_id = ?',
    [companyId],
  );
  if (Number(row.n) > 0)
    await em.transactional(async (tx) => {
      await lockBooksAlone(tx, companyId);
      await freezeClosedMonths(tx, companyId);
    });
  return row.month ?? null;
}

/** An entry's own fields, from a frozen row or a computed entry. */
export const toEntry = (e: BookEntry | JournalEntry): JournalEntry => ({
  journal: e.journal,
  number: e.number,
  date: e.date,
  documentRef: e.documentRef,
  documentDate: e.documentDate,
  label: e.label,
  lines: e.lines,
});
