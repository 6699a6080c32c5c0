import type { EntityManager } from '@mikro-orm/postgresql';
import {
  autoEntrepreneurYear,
  type AutoEntrepreneurYear,
  cashWarning,
  parseVatPeriod,
  releveDeductionsXml,
  releveLines,
  type ReturnRevenue,
  type VatPeriod,
  vatPaid,
  vatReturn,
  type VatReturn,
} from '@chantiers/schema';
import type { AuthInfo } from '../../../core/auth/auth-info';
import { AppError } from '../../../core/errors/app-error';
import { Company } from '../../../core/tenancy/company.entity';
import { SITE_ACCESS_FILTER } from '../../../core/tenancy/site-access';
import { Purchase, Revenue } from '../../finance';
import { paidRows } from './paid-rows';

export interface AutoEntrepreneurRow extends AutoEntrepreneurYear {
  supplierId: string;
  supplierName: string;
}

export interface VatReturnResult extends VatReturn {
  deductions: (VatReturn['deductions'][number] & { purchaseId: string })[];
  period: VatPeriod;
  vatSubject: boolean;
  autoEntrepreneurs: AutoEntrepreneurRow[];
}

const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;
const badPeriod = () => AppError.badInput({ period: 'accounting.vat.period.invalid' });

/** A period's text ('2026-03', '2026-T1') or a French BAD_USER_INPUT. */
export function periodOf(text: string | null | undefined): VatPeriod {
  const period = parseVatPeriod(text);
  if (!period) throw badPeriod();
  return period;
}

/** Each deduction names the purchase it pays (the ledger's rows carry it). */
const withPurchases = (r: VatReturn) => ({ ...r, deductions: r.deductions.map((d) => ({ ...d, purchaseId: d.purchaseId ?? d.id })) });

const revenueRow = (r: Revenue): ReturnRevenue => ({
  id: r.id,
  date: r.date,
  label: r.label,
  reference: r.reference,
  site: r.site.name,
  vatRate: r.vatRate,
  amountHT: r.amountHT,
  amountVAT: r.amountVAT,
  amount: r.amount,
});

/**
 * TVA return help (issue 38), on the cash basis: the TVA collected on the revenues (payments received; an invoice's
 * payment already is revenue rows, so invoices are not read again) and deductible on the purchases paid in the period,
 * by rate, with the documents; the relevé des déductions; the auto-entrepreneurs' year; the cash warning of a purchase
 * form. Reads only: every query goes through the tenant filter (the caller's company).
 */
export class VatReturnService {
  async report(em: EntityManager, auth: AuthInfo, periodText: string): Promise<VatReturnResult> {
    const period = periodOf(periodText);
    const company = await em.findOneOrFail(Company, { id: auth.companyId });
    if (!company.vatSubject) return { period, vatSubject: false, ...withPurchases(vatReturn([], [])), autoEntrepreneurs: [] };
    const range = { $gte: period.from, $lte: period.to };
    const revenues = await em.find(Revenue, { date: range }, { populate: ['site'], orderBy: { date: 'asc', createdAt: 'asc', id: 'asc' } });
    // Each payment on its own day (the purchases' ledger): a purchase paid in two months is deducted in each.
    const paid = await paidRows(em, { date: range });
    return {
      period,
      vatSubject: true,
      ...withPurchases(vatReturn(revenues.map(revenueRow), paid)),
      autoEntrepreneurs: await this.autoEntrepreneurs(em, period.year),
    };
  }

  /** Every auto-entrepreneur supplier with purchases in `year`, against the threshold (purchase dates, TTC). */
  async autoEntrepreneurs(em: EntityManager, year: number): Promise<AutoEntrepreneurRow[]> {
    const purchases = await em.find(
      Purchase,
      { supplier: { autoEntrepreneur: true }, date: { $gte: `${year}-01-01`, $lte: `${year}-12-31` } },
      { populate: ['supplier'], orderBy: { date: 'asc', createdAt: 'asc', id: 'asc' } },
    );
    const bySupplier = new Map<string, Purchase[]>();
    for (const p of purchases) bySupplier.set(p.supplier.id, [...(bySupplier.get(p.supplier.id) ?? []), p]);
    return [...bySupplier.values()]
      .map((list) => ({
        supplierId: list[0].supplier.id,
        supplierName: list[0].supplier.name,
        ...autoEntrepreneurYear(
          year,
          list.map((p) => ({ id: p.id, date: p.date, amount: p.amountTTC })),
        ),
      }))
      .sort((a, b) => a.supplierName.localeCompare(b.supplierName, 'fr'));
  }

  /** The relevé des déductions of a period as the SIMPL-TVA XML file. */
  async releve(em: EntityManager, auth: AuthInfo, periodText: string): Promise<{ fileName: string; content: string }> {
    const r = await this.report(em, auth, periodText);
    if (!r.vatSubject) throw new AppError('BAD_USER_INPUT', 'accounting.vat.notSubject');
    const company = await em.findOneOrFail(Company, { id: auth.companyId });
    return {
      fileName: `releve-deductions-${r.period.key}.xml`,
      content: releveDeductionsXml({ fiscalId: company.fiscalId ?? '' }, r.period, releveLines(r.deductions)),
    };
  }

  /**
   * Before a purchase paid in cash is saved: what of its payment would not be deductible, given the supplier's other
   * cash payments of that day and month (the purchase being edited left out).
   */
  async cashCheck(
    em: EntityManager,
    input: { supplierId: string; day: string; amountPaid: string; amountVAT: string; amountTTC: string; purchaseId?: string | null },
  ) {
    for (const [key, v] of [
      ['amountPaid', input.amountPaid],
      ['amountVAT', input.amountVAT],
      ['amountTTC', input.amountTTC],
    ] as const)
      if (!AMOUNT.test(v)) throw AppError.badInput({ [key]: 'accounting.vat.amount.invalid' });
    const month = parseVatPeriod(input.day.slice(0, 7));
    if (!month || !/^\d{4}-\d{2}-\d{2}$/.test(input.day)) throw AppError.badInput({ day: 'finance.date.invalid' });
    const others = await paidRows(
      em,
      {
        mode: 'ESPECES',
        date: { $gte: month.from, $lte: month.to },
        purchase: { supplier: input.supplierId, ...(input.purchaseId ? { id: { $ne: input.purchaseId } } : {}) },
      },
      // The limits are the company's, per supplier: a USER's warning counts the cash paid on every site (the answer
      // gives only what would not be deductible, never another site's purchases).
      { [SITE_ACCESS_FILTER]: false },
    );
    const vatOf = (amountPaid: string, amountVAT: string, amountTTC: string) => vatPaid({ amountPaid, amountVAT, amountTTC });
    return cashWarning(
      others.map((p) => ({ id: p.id, supplierId: input.supplierId, day: p.paymentDate, amount: p.amountPaid, vat: p.vatPaid ?? '0.00' })),
      {
        id: 'new',
        supplierId: input.supplierId,
        day: input.day,
        amount: input.amountPaid,
        vat: vatOf(input.amountPaid, input.amountVAT, input.amountTTC),
      },
    );
  }
}

export const vatReturnService = new VatReturnService();
