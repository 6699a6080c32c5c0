import type { EntityManager } from '@mikro-orm/postgresql';
import { madeUnderClientId } from '../../../core/records/client-id';
import { type RevenueData, splitTTC } from '@chantiers/schema';
import type { AuthInfo } from '../../../core/auth/auth-info';
import { AppError } from '../../../core/errors/app-error';
import type { FilesService } from '../../../core/files/files.service';
import { money } from '../money';
import { assertRateInForce, isVatSubject } from '../vat';
import { findForExport, findRecordPage, type PeriodFilter, periodSql, periodWhere, totalsRow } from '../../../core/records/site-record';
import { siteOf } from '../../sites';
import { replaceInvoiceFile } from '../invoice-file/replace-invoice-file';
import '../finance.audit';
import { raise } from '../../../core/events/domain-events';
import { revenueState } from '../finance.events';
import { Revenue } from './revenue.entity';
import { lockedForChange } from '../../../core/records/locked';

export interface RevenueTotals {
  count: number;
  amount: string;
  amountHT: string;
  amountVAT: string;
}

const notFound = () => AppError.notFound('revenue.notFound');

/** A site's revenues (recettes), each with an optional invoice image or PDF. */
export class RevenuesService {
  constructor(private readonly files: FilesService) {}

  async list(em: EntityManager, siteId: string, filter: PeriodFilter, page: number, size: number) {
    const site = await siteOf(em, siteId);
    const [items, total] = await findRecordPage(em, Revenue, { site: site.id, ...periodWhere(filter) }, { page, size });
    return { items, total, totals: await this.totals(em, site.id, filter) };
  }

  async all(em: EntityManager, siteId: string, filter: PeriodFilter): Promise<Revenue[]> {
    return findForExport(em, Revenue, { site: (await siteOf(em, siteId)).id, ...periodWhere(filter) });
  }

  async totals(em: EntityManager, siteId: string, filter: PeriodFilter): Promise<RevenueTotals> {
    const period = periodSql(filter);
    const row = await totalsRow<{ n: string; amount: string; ht: string; vat: string }>(
      em,
      `select count(*) as n, coalesce(sum(amount), 0) as amount, coalesce(sum(amount_ht), 0) as ht, coalesce(sum(amount_vat), 0) as vat
         from revenue where site_id = ?${period.sql}`,
      [siteId, ...period.params],
    );
    return { count: Number(row.n), amount: money(row.amount), amountHT: money(row.ht), amountVAT: money(row.vat) };
  }

  async get(em: EntityManager, id: string): Promise<Revenue> {
    const revenue = await em.findOne(Revenue, { id }, { populate: ['site'] });
    if (!revenue) throw notFound();
    return revenue;
  }

  async create(em: EntityManager, auth: AuthInfo, siteId: string, input: RevenueData): Promise<Revenue> {
    return em.transactional(async (tx) => {
      const site = await siteOf(tx, siteId);
      const again = await madeUnderClientId(tx, Revenue, input.id, auth.companyId);
      if (again) return this.get(tx, again.id);
      const revenue = tx.create(Revenue, {
        ...(input.id ? { id: input.id } : {}),
        company: auth.companyId,
        site,
        label: input.label,
        date: input.date,
        reference: input.reference,
        ...(await this.amounts(tx, auth.companyId, input)),
      });
      await replaceInvoiceFile(this.files, tx, revenue, input.invoiceFileId);
      await tx.flush();
      await raise(tx, 'revenue.created', { revenue });
      return revenue;
    });
  }

  /** The revenue under its row lock, then with what its view shows. */
  private async locked(tx: EntityManager, id: string): Promise<Revenue> {
    await lockedForChange(tx, Revenue, id, notFound);
    return this.get(tx, id);
  }

  async update(em: EntityManager, id: string, input: RevenueData): Promise<Revenue> {
    return em.transactional(async (tx) => {
      const revenue = await this.locked(tx, id);
      if (revenue.paymentId) throw new AppError('CONFLICT', 'revenue.fromPayment');
      const before = revenueState(revenue);
      const amounts = await this.amounts(tx, revenue.company.id, input);
      Object.assign(revenue, { label: input.label, date: input.date, reference: input.reference, ...amounts });
      await replaceInvoiceFile(this.files, tx, revenue, input.invoiceFileId);
      await tx.flush();
      await raise(tx, 'revenue.updated', { before, revenue });
      return revenue;
    });
  }

  async remove(em: EntityManager, id: string): Promise<void> {
    await em.transactional(async (tx) => {
      const revenue = await this.locked(tx, id);
      if (revenue.paymentId) throw new AppError('CONFLICT', 'revenue.fromPayment');
      const invoice = revenue.invoiceFileId;
      const before = revenueState(revenue);
      tx.remove(revenue);
      await tx.flush();
      await raise(tx, 'revenue.removed', { before });
      await this.files.release(tx, [invoice]);
    });
  }

  /** The revenues an invoice payment made, removed with it (in the caller's transaction), the months following. */
  async removeOfPayment(tx: EntityManager, paymentId: string): Promise<void> {
    const revenues = await tx.find(Revenue, { paymentId }, { populate: ['site'] });
    for (const revenue of revenues) {
      const before = revenueState(revenue);
      tx.remove(revenue);
      await tx.flush();
      await raise(tx, 'revenue.removed', { before });
    }
  }

  /** Montant (TTC) split at the rate in force on the date: 20 % by default, 0 for a company not subject to TVA. */
  private async amounts(tx: EntityManager, companyId: string, input: RevenueData) {
    const vatRate = input.vatRate ?? ((await isVatSubject(tx, companyId)) ? '20' : '0');
    await assertRateInForce(tx, vatRate, input.date, 'revenue.vatRate.notInForce');
    const amount = money(input.amount);
    const split = splitTTC(amount, vatRate);
    return { amount, vatRate: money(vatRate), amountHT: split.ht, amountVAT: split.vat };
  }
}
