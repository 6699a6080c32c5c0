import type { EntityManager } from '@mikro-orm/postgresql';
import { isCalendarMonth } from '@chantiers/schema';
import { addMonths } from '../../../core/books/months';
import { AppError } from '../../../core/errors/app-error';
import { Company } from '../../../core/tenancy/company.entity';
import { todayInMorocco } from '../../../core/time/morocco';
import { ActivityEntry } from '../../activity';
import { Personnel } from '../../personnel';
import { ebdsFile, type EbdsFile } from './ebds-file';
import {
  minimumDailyWage,
  payrollRows,
  payrollTotals,
  type PayrollEntry,
  type PayrollRow,
  type PayrollTotals,
  type PayrollWorker,
} from './payroll-rows';

export interface PayrollDeclaration {
  month: string;
  from: string;
  to: string;
  /** The daily minimum wage on the month's last day (SMIG × 44 / 6), null before the first known one. */
  minimumDaily: string | null;
  /** The company's CNSS affiliate number, null when not given (the e-BDS file needs it). */
  affiliateNumber: string | null;
  rows: PayrollRow[];
  totals: PayrollTotals;
}

const badMonth = () => AppError.badInput({ month: 'accounting.payroll.month.invalid' });
const lastDay = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
const AFFILIATE = /^\d{7}$/;

/** A month's text (YYYY-MM) or a French BAD_USER_INPUT. */
export function monthOf(text: string | null | undefined): string {
  const month = text?.trim();
  if (!month || !isCalendarMonth(month)) throw badMonth();
  return month;
}

/** The activity entries (CRA) from `from` to `to` (YYYY-MM-DD) and the workers they name: two reads, however long. */
async function payrollInput(em: EntityManager, from: string, to: string): Promise<{ workers: PayrollWorker[]; entries: PayrollEntry[] }> {
  // The tenant filter scopes both reads to the caller's company.
  const entries = await em.find(ActivityEntry, { day: { $gte: from, $lte: to } }, { orderBy: { day: 'asc' } });
  const ids = [...new Set(entries.map((e) => e.personnel.id))];
  const workers = ids.length ? await em.find(Personnel, { id: { $in: ids } }) : [];
  return {
    workers: workers.map((w) => ({ id: w.id, lastName: w.lastName, firstName: w.firstName, cni: w.cni, cnssNumber: w.cnssNumber ?? null })),
    entries: entries.map((e) => ({ personnelId: e.personnel.id, day: e.day, value: e.value, dailyRate: e.dailyRate, net: e.net, bonus: e.bonus })),
  };
}

/** Comptabilité › Déclaration CNSS: the month's activity entries (CRA) as the payroll declaration; reads only. */
export const payrollService = {
  async declaration(em: EntityManager, companyId: string, monthText: string | null | undefined): Promise<PayrollDeclaration> {
    const month = monthOf(monthText);
    const from = `${month}-01`;
    const to = lastDay(month);
    const { workers, entries } = await payrollInput(em, from, to);
    const company = await em.findOne(Company, { id: companyId });
    const affiliate = company?.cnss?.replace(/\s/g, '') ?? '';
    const rows = payrollRows(month, workers, entries);
    return {
      month,
      from,
      to,
      minimumDaily: minimumDailyWage(to),
      affiliateNumber: AFFILIATE.test(affiliate) ? affiliate : null,
      rows,
      totals: payrollTotals(rows),
    };
  },

  /**
   * The totals of each month from `fromMonth` to `toMonth` (YYYY-MM), as `declaration` computes them month by month,
   * from one read of the whole range's entries and one of their workers (the books' payroll journal).
   */
  async monthlyTotals(em: EntityManager, fromMonth: string, toMonth: string): Promise<{ month: string; totals: PayrollTotals }[]> {
    const first = monthOf(fromMonth);
    const last = monthOf(toMonth);
    const { workers, entries } = await payrollInput(em, `${first}-01`, lastDay(last));
    const byMonth = new Map<string, PayrollEntry[]>();
    for (const e of entries) {
      const month = e.day.slice(0, 7);
      const list = byMonth.get(month) ?? [];
      list.push(e);
      byMonth.set(month, list);
    }
    const months: { month: string; totals: PayrollTotals }[] = [];
    for (let month = first; month <= last; month = addMonths(month, 1))
      months.push({ month, totals: payrollTotals(payrollRows(month, workers, byMonth.get(month) ?? [])) });
    return months;
  },

  /** The month as Damancom's e-BDS file; the company's affiliate number (7 digits) is required. */
  async ebds(em: EntityManager, companyId: string, monthText: string | null | undefined): Promise<EbdsFile> {
    const declaration = await this.declaration(em, companyId, monthText);
    if (!declaration.affiliateNumber) throw AppError.badInput({ affiliateNumber: 'accounting.payroll.affiliate.missing' });
    const company = await em.findOneOrFail(Company, { id: companyId });
    return ebdsFile(
      declaration.month,
      { affiliateNumber: declaration.affiliateNumber, name: company.name, address: company.address, city: company.city },
      declaration.rows,
      todayInMorocco(),
    );
  },
};
