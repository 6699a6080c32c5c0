import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthInfo } from '../../../core/auth/auth-info';
import { lockBooksAlone, readClosedThrough } from '../../../core/books/books-state';
import { ClosedMonth } from '../../../core/books/closed-month.entity';
import { addMonths, MONTH, monthLabel, monthOf, openMonths } from '../../../core/books/months';
import { AppError } from '../../../core/errors/app-error';
import { sentence } from '../../../core/errors/sentence';
import { todayInMorocco } from '../../../core/time/morocco';
import { freezeClosedMonths } from '../journals/frozen-entries';

export interface BooksPeriods {
  closedThrough: string | null;
  openMonths: string[];
  closings: ClosedMonth[];
}

/** The closings shown: the last two years'. */
const SHOWN = 24;

export async function booksPeriods(em: EntityManager, companyId: string): Promise<BooksPeriods> {
  const closings = await em.find(ClosedMonth, { company: companyId }, { orderBy: { month: 'desc' }, limit: SHOWN });
  const closedThrough = closings[0]?.month ?? null;
  return { closedThrough, openMonths: openMonths(closedThrough), closings };
}

/**
 * Closes `month` (YYYY-MM) of the caller's company: an ended month, the one after the last closed (the first closing
 * closes every month before it too). Under the books lock taken alone: the writes under way finish first, the next
 * ones see the month closed.
 */
export async function closeMonth(em: EntityManager, auth: AuthInfo, month: string): Promise<BooksPeriods> {
  if (!MONTH.test(month)) throw AppError.badInput({ month: 'books.close.invalid' });
  if (month >= monthOf(todayInMorocco())) throw AppError.badInput({ month: sentence('books.close.notEnded', { month: monthLabel(month) }) });
  await em.transactional(async (tx) => {
    await lockBooksAlone(tx, auth.companyId);
    const closedThrough = await readClosedThrough(tx, auth.companyId);
    if (closedThrough && month <= closedThrough) throw new AppError('CONFLICT', sentence('books.close.already', { month: monthLabel(month) }));
    const next = closedThrough ? addMonths(closedThrough, 1) : month;
    if (month !== next) throw AppError.badInput({ month: sentence('books.close.order', { oldest: monthLabel(next) }) });
    tx.create(ClosedMonth, { company: auth.companyId, month, closedBy: auth.userId });
    await tx.flush();
    // Its entries are kept as they are now: numbers, accounts and amounts stay what was exported.
    await freezeClosedMonths(tx, auth.companyId);
  });
  return booksPeriods(em, auth.companyId);
}
