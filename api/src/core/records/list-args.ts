import { isCalendarDay } from '@chantiers/schema';
import type { Request } from 'express';
import { AppError } from '../errors/app-error';
import { parseId } from '../errors/parse';
import { pageSizeOf } from '../paging/page-size';
import type { PeriodFilter } from './site-record';

/** The page sizes of every site-record list (the legacy clients ask 20). */
export const SITE_RECORD_PAGE = { pageSizeDefault: 20, pageSizeMax: 100 } as const;

/** The page asked, from 0, and its size within SITE_RECORD_PAGE. */
export const recordPaging = (page?: number | null, size?: number | null) => ({
  page: Math.max(0, page ?? 0),
  size: pageSizeOf(size, SITE_RECORD_PAGE),
});

/** An optional period of a list: each bound optional, a real date, the end not before the start. */
export function listPeriod(from?: string | null, to?: string | null): PeriodFilter {
  const fields: Record<string, string> = {};
  if (from && !isCalendarDay(from)) fields.from = 'finance.date.invalid';
  if (to && !isCalendarDay(to)) fields.to = 'finance.date.invalid';
  if (!Object.keys(fields).length && from && to && to < from) fields.to = 'finance.period.order';
  if (Object.keys(fields).length) throw AppError.badInput(fields);
  return { from: from || null, to: to || null };
}

/** A site id argument; an empty one is a legacy call without idChantier: 'Choisissez un chantier'. */
export function siteIdArg(siteId: string | null | undefined): string {
  if (!siteId) throw AppError.badInput({ siteId: 'assignment.site.required' });
  return parseId(siteId);
}

/** A query-string value of an export (`?idChantier=…`), or null. */
export const queryValue = (req: Request, key: string) => (typeof req.query[key] === 'string' ? (req.query[key] as string) : null);

/** The site and period of a record export (`?idChantier=&dateDebut=&dateFin=`), checked like the list's. */
export function exportSiteAndPeriod(req: Request): { siteId: string; period: PeriodFilter } {
  const siteId = siteIdArg(queryValue(req, 'idChantier'));
  return { siteId, period: listPeriod(queryValue(req, 'dateDebut'), queryValue(req, 'dateFin')) };
}

/** '2024-03-05' as the exports write it: '05/03/2024'. */
export const frDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
