import { financePeriodSchema, isCalendarDay } from '@chantiers/schema';
import { AppError } from '../../core/errors/app-error';
import { parseId, parseInput } from '../../core/errors/parse';
import type { PeriodFilter } from './site-records';

/** An optional period of a list: each bound optional, a real date, the end not before the start. */
export function listPeriod(from?: string | null, to?: string | null): PeriodFilter {
  const fields: Record<string, string> = {};
  if (from && !isCalendarDay(from)) fields.from = 'finance.date.invalid';
  if (to && !isCalendarDay(to)) fields.to = 'finance.date.invalid';
  if (!Object.keys(fields).length && from && to && to < from) fields.to = 'finance.period.order';
  if (Object.keys(fields).length) throw AppError.badInput(fields);
  return { from: from || null, to: to || null };
}

/** A required period (global finance). */
export const requiredPeriod = (from?: string | null, to?: string | null) => parseInput(financePeriodSchema, { from, to });

export const pageArgs = (page?: number | null, size?: number | null, max = 100) => ({
  page: Math.max(0, page ?? 0),
  size: Math.min(max, Math.max(1, size ?? 20)),
});

/** A site id argument; an empty one is a legacy call without idChantier: 'Choisissez un chantier'. */
export function siteIdArg(siteId: string | null | undefined): string {
  if (!siteId) throw AppError.badInput({ siteId: 'assignment.site.required' });
  return parseId(siteId);
}
