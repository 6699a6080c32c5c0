import { type FilterQuery, raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type ServiceSheetData, WEEKDAYS } from '@chantiers/schema';
import type { AuthInfo } from '../../../core/auth/auth-info';
import { AppError } from '../../../core/errors/app-error';
import { escapeLike, foldedSql, foldForSearch } from '../../../core/text/search';
import { todayInMorocco } from '../../../core/time/morocco';
import { add, money } from '../money';
import { findForExport, findRecordPage, type PeriodFilter, periodSql, periodWhere, siteOf, totalsRow } from '../../../core/records/site-record';
import '../finance.audit';
import { type MonthEntry, moveInMonths } from '../months/month-totals';
import { ServiceSheet } from './service-sheet.entity';
import { lockedForChange } from '../../../core/records/locked';

const monthEntry = (s: ServiceSheet): MonthEntry => ({
  companyId: s.company.id,
  siteId: s.site.id,
  date: s.date,
  amounts: { subcontracting: add(s.amountPaid, s.bonus) },
});

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

/** '%electricite%' for ' Électricité ', null for no filter. */
function supplierPattern(search: string | null | undefined): string | null {
  const folded = foldForSearch(search);
  return folded ? `%${escapeLike(folded)}%` : null;
}

/** The latest day on or before `today` that falls on `weekday` (a legacy sheet sent without a date). */
export function lastWeekday(weekday: string, today = todayInMorocco()): string {
  const date = new Date(`${today}T00:00:00Z`);
  const want = WEEKDAYS.indexOf(weekday as (typeof WEEKDAYS)[number]);
  const back = (((date.getUTCDay() + 6) % 7) - want + 7) % 7;
  date.setUTCDate(date.getUTCDate() - back);
  return date.toISOString().slice(0, 10);
}

/** A site's service sheets (sous-traitance): paid amount plus bonus per sheet. */
export class ServiceSheetsService {
  private where(siteId: string, filter: ServiceSheetFilter): FilterQuery<ServiceSheet> {
    const where: FilterQuery<ServiceSheet> = { site: siteId, ...periodWhere(filter) };
    // Part of the name, accents and case folded on both sides: a site has a handful of subcontractors, no search column needed.
    const pattern = supplierPattern(filter.supplier);
    if (pattern) Object.assign(where, { [raw((alias: string) => foldedSql(`${alias}.supplier`))]: { $like: pattern } });
    return where;
  }

  async list(em: EntityManager, siteId: string, filter: ServiceSheetFilter, page: number, size: number) {
    const site = await siteOf(em, siteId);
    const [items, total] = await findRecordPage(em, ServiceSheet, this.where(site.id, filter), { page, size });
    return { items, total, totals: await this.totals(em, site.id, filter) };
  }

  async all(em: EntityManager, siteId: string, filter: ServiceSheetFilter): Promise<ServiceSheet[]> {
    return findForExport(em, ServiceSheet, this.where((await siteOf(em, siteId)).id, filter));
  }

  async totals(em: EntityManager, siteId: string, filter: ServiceSheetFilter): Promise<ServiceSheetTotals> {
    const period = periodSql(filter);
    const pattern = supplierPattern(filter.supplier);
    const supplier = pattern ? ` and ${foldedSql('supplier')} like ?` : '';
    const row = await totalsRow<{ n: string; paid: string; bonus: string }>(
      em,
      `select count(*) as n, coalesce(sum(amount_paid), 0) as paid, coalesce(sum(bonus), 0) as bonus
         from service_sheet where site_id = ?${period.sql}${supplier}`,
      [siteId, ...period.params, ...(pattern ? [pattern] : [])],
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
      await moveInMonths(tx, null, monthEntry(sheet));
      return sheet;
    });
  }

  /** The sheet under its row lock, then with its site. */
  private async locked(tx: EntityManager, id: string): Promise<ServiceSheet> {
    await lockedForChange(tx, ServiceSheet, id, notFound);
    return this.get(tx, id);
  }

  async update(em: EntityManager, id: string, input: ServiceSheetData): Promise<ServiceSheet> {
    return em.transactional(async (tx) => {
      const sheet = await this.locked(tx, id);
      const before = monthEntry(sheet);
      Object.assign(sheet, this.fields(input));
      await tx.flush();
      await moveInMonths(tx, before, monthEntry(sheet));
      return sheet;
    });
  }

  async remove(em: EntityManager, id: string): Promise<void> {
    await em.transactional(async (tx) => {
      const sheet = await this.locked(tx, id);
      const before = monthEntry(sheet);
      tx.remove(sheet);
      await tx.flush();
      await moveInMonths(tx, before, null);
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
