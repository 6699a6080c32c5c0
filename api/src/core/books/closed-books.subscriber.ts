import { ChangeSetType, type EntityManager, type EventSubscriber, type FlushEventArgs } from '@mikro-orm/core';
import { AppError } from '../errors/app-error';
import { sentence } from '../errors/sentence';
import { type BookChange, bookDatesOf } from './book-dates';
import { lockBooksShared, readClosedThrough } from './books-state';
import { monthLabel, monthOf, openMonths } from './months';

const idOf = (value: unknown): string | null => {
  if (!value) return null;
  if (typeof value === 'string') return value;
  return (value as { id?: string }).id ?? null;
};

/** Where an Admin Société closes months (web: Finance › Comptabilité). */
export const BOOKS_PATH = '/comptabilite';

const KINDS = new Set<string>([ChangeSetType.CREATE, ChangeSetType.UPDATE, ChangeSetType.DELETE]);

/**
 * Refuses, in the flush that would write it, any change of a record of the books (book-dates.ts) dated in a closed
 * month, or past the months the books keep open: whatever service or door makes it, nothing is half-written (the
 * flush's transaction is rolled back). A write takes the company's books lock shared, a closing takes it alone: a
 * write never lands in a month closed while it was under way.
 */
export class ClosedBooksSubscriber implements EventSubscriber {
  async onFlush({ em, uow }: FlushEventArgs): Promise<void> {
    const byCompany = new Map<string, string[]>();
    for (const cs of uow.getChangeSets()) {
      if (!KINDS.has(cs.type)) continue;
      const dates = bookDatesOf(cs.entity);
      if (!dates) continue;
      const companyId = idOf((cs.entity as { company?: unknown }).company) ?? idOf((cs.originalEntity as { company?: unknown } | undefined)?.company);
      if (!companyId) continue;
      const change: BookChange<object> = {
        type: cs.type as BookChange<object>['type'],
        record: cs.entity,
        before: (cs.originalEntity as Partial<object> | undefined) ?? null,
        changed: new Set(cs.type === ChangeSetType.UPDATE ? Object.keys(cs.payload) : Object.keys(cs.entity)),
      };
      const days = (await dates(change, em as unknown as EntityManager)).filter((d): d is string => typeof d === 'string' && d.length >= 7);
      if (days.length) byCompany.set(companyId, [...(byCompany.get(companyId) ?? []), ...days]);
    }
    for (const [companyId, days] of byCompany) {
      await lockBooksShared(em, companyId);
      refuseOutsideOpenMonths(await readClosedThrough(em, companyId), days);
    }
  }
}

/** Throws the refusal a write dated on `days` gets, if any. */
export function refuseOutsideOpenMonths(closedThrough: string | null, days: readonly string[]): void {
  if (!closedThrough) return;
  const open = openMonths(closedThrough);
  const fixPath = BOOKS_PATH;
  for (const day of [...days].sort()) {
    const month = monthOf(day);
    if (month <= closedThrough) throw new AppError('CONFLICT', sentence('books.month.closed', { month: monthLabel(month) }), undefined, { fixPath });
    if (month > open[open.length - 1])
      throw new AppError('CONFLICT', sentence('books.month.notOpen', { month: monthLabel(month), oldest: monthLabel(open[0]) }), undefined, {
        fixPath,
      });
  }
}
