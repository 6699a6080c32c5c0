import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type ServiceSheetData, WEEKDAYS } from '@chantiers/schema';
import type { AuthInfo } from '../../../context';
import { AppError } from '../../../core/errors/app-error';
import { escapeLike } from '../../sites/site-search';
import { todayInMorocco } from '../../stock/stock.service';
import { add, money } from '../money';
import { type PeriodFilter, periodSql, periodWhere, siteOf } from '../site-records';
import '../finance.audit';
import { ServiceSheet } from './service-sheet.entity';

export interface ServiceSheetFilter extends PeriodFilter {
  /** Part of the supplier's name, accents and case ignored. */
  supplier?: string | null;
}

export interface ServiceSheetTotals {
  count: number;
  amountPaid: string;
  bonus: string;
  total: string;
}

const notFound = () => AppError.notFound('service.notFound');

/** The latest day on or before `today` that falls on `weekday` (a legacy sheet sent without a date). */
export function lastWeekday(weekday: string, today = todayInMorocco()): string {
  const date = new Date(`${today}T00:00:00Z`);
  const want = WEEKDAYS.indexOf(weekday as (typeof WEEKDAYS)[number]);
  const back = ((date.getUTCDay() + 6) % 7 - want + 7) % 7;
  date.setUTCDate(date.getUTCDate() - back);
  return date.toISOString().slice(0, 10);
}

/** A site's service sheets (sous-traitance): paid amount plus bonus per sheet. */
export class ServiceSheetsService {
  private where(siteId: string, filter: ServiceSheetFilter): FilterQuery<ServiceSheet> {
    const where: FilterQuery<ServiceSheet> = { site: siteId, ...periodWhere(filter) };
    // Case-insensitive part of the name (ILIKE): a site has a handful of subcontractors, no search column needed.
    if (filter.supplier?.trim()) where.supplier = { $ilike: `%${escapeLike(filter.supplier.trim())}%` };
    return where;
  }

  async list(em: EntityManager, siteId: string, filter: ServiceSheetFilter, page: number, size: number): Promise<{ items: ServiceSheet[]; total: number; totals: ServiceSheetTotals }> {
    const site = await siteOf(em, siteId);
    const [items, total] = await em.findAndCount(ServiceSheet, this.where(site.id, filter), { orderBy: [{ date: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }], limit: size, offset: page * size });
    return { items, total, totals: await this.totals(em, site.id, filter) };
  }

  async all(em: EntityManager, siteId: string, filter: ServiceSheetFilter): Promise<ServiceSheet[]> {
    const site = await siteOf(em, siteId);
    return em.find(ServiceSheet, this.where(site.id, filter), { orderBy: [{ date: 'asc' }, { createdAt: 'asc' }], limit: 10_000 });
  }

  async totals(em: EntityManager, siteId: string, filter: ServiceSheetFilter): Promise<ServiceSheetTotals> {
    const period = periodSql(filter);
    const supplier = filter.supplier?.trim() ? ` and supplier ilike ?` : '';
    const params = [siteId, ...period.params, ...(supplier ? [`%${escapeLike(filter.supplier!.trim())}%`] : [])];
    const [row] = await em
      .getConnection()
      .execute<{ n: string; paid: string; bonus: string }[]>(
        `select count(*) as n, coalesce(sum(amount_paid), 0) as paid, coalesce(sum(bonus), 0) as bonus from service_sheet where site_id = ?${period.sql}${supplier}`,
        params,
        'all',
        em.getTransactionContext(),
      );
    return { count: Number(row.n), amountPaid: money(row.paid), bonus: money(row.bonus), total: add(row.paid, row.bonus) };
  }

  async get(em: EntityManager, id: string): Promise<ServiceSheet> {
    const sheet = await em.findOne(ServiceSheet, { id }, { populate: ['site'] });
    if (!sheet) throw notFound();
    return sheet;
  }

  async create(em: EntityManager, auth: AuthInfo, siteId: string, input: ServiceSheetData): Promise<ServiceSheet> {
    return em.transactional(async (tx) => {
      const site = await siteOf(tx, siteId);
      const sheet = tx.create(ServiceSheet, { company: auth.companyId, site, ...this.fields(input) });
      await tx.flush();
      return sheet;
    });
  }

  async update(em: EntityManager, id: string, input: ServiceSheetData): Promise<ServiceSheet> {
    return em.transactional(async (tx) => {
      const sheet = await this.get(tx, id);
      Object.assign(sheet, this.fields(input));
      await tx.flush();
      return sheet;
    });
  }

  async remove(em: EntityManager, id: string): Promise<void> {
    await em.transactional(async (tx) => {
      tx.remove(await this.get(tx, id));
      await tx.flush();
    });
  }

  private fields(input: ServiceSheetData) {
    return {
      day: input.day,
      date: input.date ?? lastWeekday(input.day),
      amountPaid: money(input.amountPaid),
      bonus: money(input.bonus),
      supplier: input.supplier,
      phone: input.phone,
      worker: input.worker,
    };
  }
}
