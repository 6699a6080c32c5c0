import { madeUnderClientId } from '../../../core/records/client-id';
import { type FilterQuery, raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { addVat, type PurchaseData } from '@chantiers/schema';
import type { AuthInfo } from '../../../core/auth/auth-info';
import { AppError } from '../../../core/errors/app-error';
import type { FilesService } from '../../../core/files/files.service';
import { Supplier } from '../../suppliers';
import { add, compare, money } from '../money';
import { findForExport, findRecordPage, type PeriodFilter, periodSql, periodWhere, totalsRow } from '../../../core/records/site-record';
import { siteOf } from '../../sites';
import { replaceInvoiceFile } from '../invoice-file/replace-invoice-file';
import '../finance.audit';
import { raise } from '../../../core/events/domain-events';
import { purchaseState } from '../finance.events';
import { Purchase } from './purchase.entity';
import { assertRateInForce } from '../vat';
import { lockedForChange } from '../../../core/records/locked';
import { NOTHING_PAID, paidBefore, recordPayment, removePayments } from './payment-ledger';

export interface PurchaseFilter extends PeriodFilter {
  supplierId?: string | null;
  /** 'À régler': only the purchases with something left to pay. */
  toPay?: boolean;
}

export interface PurchaseTotals {
  count: number;
  amountHT: string;
  amountVAT: string;
  amountTTC: string;
  amountPaid: string;
  amountRemaining: string;
}

const notFound = () => AppError.notFound('purchase.notFound');

/**
 * The payment's day and mode as given (absent: unchanged, so a client that knows neither keeps them); nothing paid
 * means no payment to date.
 */
function settlementOf(purchase: Purchase, input: PurchaseData): void {
  if (input.paymentDate !== undefined) purchase.paymentDate = input.paymentDate;
  if (input.paymentMode !== undefined) purchase.paymentMode = input.paymentMode;
  if (input.dueDate !== undefined) purchase.dueDate = input.dueDate;
  if (compare(purchase.amountPaid, '0') === 0) {
    purchase.paymentDate = null;
    purchase.paymentMode = null;
  }
}
// The list and the export show the supplier's name: one joined query, not one per row.
const WITH_SUPPLIER = { populate: ['supplier'] as const, strategy: 'joined' as const };

/** A site's purchases: HT and a TVA rate in, TVA, TTC, the rest to pay and 'soldé' computed exactly. */
export class PurchasesService {
  constructor(private readonly files: FilesService) {}

  async list(em: EntityManager, siteId: string, filter: PurchaseFilter, page: number, size: number) {
    const site = await siteOf(em, siteId);
    const [items, total] = await findRecordPage(em, Purchase, this.where(site.id, filter), { page, size }, WITH_SUPPLIER);
    return { items, total, totals: await this.totals(em, site.id, filter) };
  }

  /** Every purchase of the filter, for an export. */
  async all(em: EntityManager, siteId: string, filter: PurchaseFilter): Promise<Purchase[]> {
    return findForExport(em, Purchase, this.where((await siteOf(em, siteId)).id, filter), WITH_SUPPLIER);
  }

  async totals(em: EntityManager, siteId: string, filter: PurchaseFilter): Promise<PurchaseTotals> {
    const period = periodSql(filter);
    const bySupplier = `${filter.supplierId ? ' and supplier_id = ?' : ''}${filter.toPay ? ' and amount_paid < amount_ttc' : ''}`;
    const row = await totalsRow<{ n: string; ht: string; vat: string; ttc: string; paid: string }>(
      em,
      `select count(*) as n, coalesce(sum(amount_ht), 0) as ht, coalesce(sum(amount_vat), 0) as vat,
              coalesce(sum(amount_ttc), 0) as ttc, coalesce(sum(amount_paid), 0) as paid
         from purchase where site_id = ?${period.sql}${bySupplier}`,
      [siteId, ...period.params, ...(filter.supplierId ? [filter.supplierId] : [])],
    );
    const ttc = money(row.ttc);
    const paid = money(row.paid);
    return {
      count: Number(row.n),
      amountHT: money(row.ht),
      amountVAT: money(row.vat),
      amountTTC: ttc,
      amountPaid: paid,
      amountRemaining: add(ttc, `-${paid}`),
    };
  }

  private where(siteId: string, filter: PurchaseFilter): FilterQuery<Purchase> {
    return {
      site: siteId,
      ...periodWhere(filter),
      ...(filter.supplierId ? { supplier: filter.supplierId } : {}),
      ...(filter.toPay ? { [raw((alias: string) => `${alias}.amount_paid < ${alias}.amount_ttc`)]: [] } : {}),
    };
  }

  async get(em: EntityManager, id: string): Promise<Purchase> {
    const purchase = await em.findOne(Purchase, { id }, { populate: ['supplier', 'site'] });
    if (!purchase) throw notFound();
    return purchase;
  }

  async create(em: EntityManager, auth: AuthInfo, siteId: string, input: PurchaseData): Promise<Purchase> {
    return em.transactional(async (tx) => {
      const site = await siteOf(tx, siteId);
      const again = await madeUnderClientId(tx, Purchase, input.id, auth.companyId);
      if (again) return this.get(tx, again.id);
      const purchase = tx.create(Purchase, {
        ...(input.id ? { id: input.id } : {}),
        company: auth.companyId,
        site,
        ...(await this.amounts(tx, input)),
        label: input.label,
        reference: input.reference,
        date: input.date,
      });
      settlementOf(purchase, input);
      await recordPayment(tx, purchase, NOTHING_PAID);
      await replaceInvoiceFile(this.files, tx, purchase, input.invoiceFileId);
      await tx.flush();
      await raise(tx, 'purchase.created', { purchase });
      return purchase;
    });
  }

  /** The purchase under its row lock, then with its supplier and site (what its view shows). */
  private async locked(tx: EntityManager, id: string): Promise<Purchase> {
    await lockedForChange(tx, Purchase, id, notFound);
    return this.get(tx, id);
  }

  async update(em: EntityManager, id: string, input: PurchaseData): Promise<Purchase> {
    return em.transactional(async (tx) => {
      const purchase = await this.locked(tx, id);
      const before = purchaseState(purchase);
      const paid = paidBefore(purchase);
      Object.assign(purchase, await this.amounts(tx, input), { label: input.label, reference: input.reference, date: input.date });
      settlementOf(purchase, input);
      await recordPayment(tx, purchase, paid);
      await replaceInvoiceFile(this.files, tx, purchase, input.invoiceFileId);
      await tx.flush();
      await raise(tx, 'purchase.updated', { before, purchase });
      return purchase;
    });
  }

  async remove(em: EntityManager, id: string): Promise<void> {
    await em.transactional(async (tx) => {
      const purchase = await lockedForChange(tx, Purchase, id, notFound);
      const invoice = purchase.invoiceFileId;
      const before = purchaseState(purchase);
      await removePayments(tx, purchase);
      tx.remove(purchase);
      await tx.flush();
      await raise(tx, 'purchase.removed', { before });
      await this.files.release(tx, [invoice]);
    });
  }

  /** The supplier (of the caller's company), the rate in force on the date, and the computed amounts. */
  private async amounts(tx: EntityManager, input: PurchaseData) {
    const supplier = await tx.findOne(Supplier, { id: input.supplierId });
    if (!supplier) throw AppError.badInput({ supplierId: 'purchase.supplier.required' });
    await assertRateInForce(tx, input.vatRate, input.date, 'purchase.vatRate.notInForce');
    const { vat: amountVAT, ttc: amountTTC } = addVat(input.amountHT, input.vatRate);
    if (compare(input.amountPaid, amountTTC) > 0) throw AppError.badInput({ amountPaid: 'purchase.amountPaid.tooHigh' });
    return { supplier, amountHT: money(input.amountHT), vatRate: money(input.vatRate), amountVAT, amountTTC, amountPaid: money(input.amountPaid) };
  }
}
