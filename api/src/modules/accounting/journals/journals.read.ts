import type { EntityManager } from '@mikro-orm/postgresql';
import { addMonths } from '../../../core/books/months';
import { BookEntry } from './book-entry.entity';
import { ensureFrozen, frozenNumbering, toEntry } from './frozen-entries';
import { buildJournals, JOURNALS, type JournalEntry } from './journal-entries';
import { accountsOf, booksInput, lastDayOf, periodOf } from './journals.service';

const later = (a: string, b: string) => (a > b ? a : b);
const sooner = (a: string, b: string) => (a < b ? a : b);
const ORDER = Object.keys(JOURNALS);

/**
 * The journals of a period: closed months' entries as frozen at closing, open months' computed from the records and
 * numbered on after the frozen ones of their year (the whole open part of the year is computed, so an entry has the
 * same number whatever period is asked).
 */
export async function journals(
  em: EntityManager,
  companyId: string,
  fromText: string | null,
  toText: string | null,
): Promise<{ from: string; to: string; entries: JournalEntry[] }> {
  const { from, to } = periodOf(fromText, toText);
  const closedThrough = await ensureFrozen(em, companyId);
  const closedEnd = closedThrough ? lastDayOf(closedThrough) : null;
  const entries: JournalEntry[] = [];
  if (closedEnd && from <= closedEnd) {
    const frozen = await em.find(BookEntry, { date: { $gte: from, $lte: sooner(to, closedEnd) } }, { orderBy: { year: 'asc', seq: 'asc' } });
    entries.push(...frozen.map(toEntry));
  }
  if (!closedEnd || to > closedEnd) {
    const openFrom = closedThrough ? `${addMonths(closedThrough, 1)}-01` : null;
    const liveFrom = openFrom ? later(from, openFrom) : from;
    const yearStart = `${liveFrom.slice(0, 4)}-01-01`;
    const computeFrom = openFrom ? later(openFrom, yearStart) : yearStart;
    const numbering = await frozenNumbering(em, companyId, Number(computeFrom.slice(0, 4)));
    const live = buildJournals(await booksInput(em, computeFrom, to), await accountsOf(em), numbering);
    entries.push(...live.filter((e) => e.date >= liveFrom));
  }
  entries.sort((x, y) => ORDER.indexOf(x.journal) - ORDER.indexOf(y.journal) || x.number.localeCompare(y.number));
  return { from, to, entries };
}
