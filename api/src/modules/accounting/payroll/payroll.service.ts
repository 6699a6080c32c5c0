import type { EntityManager } from '@mikro-orm/postgresql';
import { isCalendarMonth } from '@chantiers/schema';
import { AppError } from '../../../core/errors/app-error';
import { Company } from '../../../core/tenancy/company.entity';
import { todayInMorocco } from '../../../core/time/morocco';
import { ActivityEntry } from '../../activity';
import { Personnel } from '../../personnel';
import { ebdsFile, type EbdsFile } from './ebds-file';
import { minimumDailyWage, payrollRows, payrollTotals, type PayrollRow, type PayrollTotals } from './payroll-rows';

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

/** Comptabilité › Déclaration CNSS: the month's activity entries (CRA) as the payroll declaration; reads only. */
export const payrollService = {
  async declaration(em: EntityManager, companyId: string, monthText: string | null | undefined): Promise<PayrollDeclaration> {
    const month = monthOf(monthText);
    const from = `${month}-01`;
    const to = lastDay(month);
    // The tenant filter scopes both reads to the caller's company.
    const entries = await em.find(ActivityEntry, { day: { $gte: from, $lte: to } }, { orderBy: { day: 'asc' } });
    const ids = [...new Set(entries.map((e) => e.personnel.id))];
    const workers = ids.length ? await em.find(Personnel, { id: { $in: ids } }) : [];
    const company = await em.findOne(Company, { id: companyId });
    const affiliate = company?.cnss?.replace(/\s/g, '') ?? '';
    const rows = payrollRows(
      month,
      workers.map((w) => ({ id: w.id, lastName: w.lastName, firstName: w.firstName, cni: w.cni, cnssNumber: w.cnssNumber ?? null })),
      entries.map((e) => ({ personnelId: e.personnel.id, day: e.day, value: e.value, dailyRate: e.dailyRate, net: e.net, bonus: e.bonus })),
    );
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
