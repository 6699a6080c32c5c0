import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type ChangeOrderData,
  type ChangeOrderLineData,
  type QuoteLineData,
  compareDecimal,
  documentTotals,
  exceedsDocumentMax,
  subtractMoney,
} from '@chantiers/schema';
import type { AuthInfo } from '../../../core/auth/auth-info';
import { AppError } from '../../../core/errors/app-error';
import { sentence } from '../../../core/errors/sentence';
import { raise } from '../../../core/events/domain-events';
import { formatAmount, formatDate } from '../../../core/pdf/pdf-format';
import { lockedForChange } from '../../../core/records/locked';
import { Quote } from '../quote.entity';
import { lineAmounts } from '../quotes.service';
import { type BillableLine, billableLines } from './billable-lines';
import { ChangeOrder, ChangeOrderLine } from './change-order.entity';
import './change-orders.events';

type Planned = Omit<ChangeOrderLine, 'id' | 'changeOrder'>;

const notFound = () => AppError.notFound('changeOrder.notFound');
const notPending = () => new AppError('CONFLICT', 'changeOrder.notPending');

/** The lines a quote bills now: its own with its accepted avenants applied (read in the caller's transaction). */
export async function billableLinesOf(em: EntityManager, quote: Quote): Promise<BillableLine[]> {
  const orders = await em.find(ChangeOrder, { quote: quote.id, status: 'ACCEPTE' }, { populate: ['lines'] });
  return billableLines(quote.lines.getItems(), orders);
}

/**
 * What the quote's statements billed of each line so far (HT), from the invoice lines that name it: an avenant may not
 * take a line below that. Raw SQL: the invoices module reads quotes, not the other way round.
 */
async function billedByLine(tx: EntityManager, quoteId: string): Promise<Map<string, string>> {
  const rows: { id: string; billed: string }[] = await tx.getConnection().execute(
    `select l.quote_line_id as id, sum(l.total_ht)::text as billed from invoice_line l join invoice i on i.id = l.invoice_id
      where i.quote_id = ? and l.quote_line_id is not null and not l.deduction group by l.quote_line_id`,
    [quoteId],
    'all',
    tx.getTransactionContext(),
  );
  return new Map(rows.map((r) => [r.id, r.billed]));
}

/**
 * Avenants of an accepted quote: written and changed while pending, then accepted (their lines change what the quote
 * bills, under the quote's lock as invoices are issued) or refused with a reason.
 */
export class ChangeOrdersService {
  async list(em: EntityManager, quoteId: string): Promise<{ quote: Quote; orders: ChangeOrder[] }> {
    const quote = await em.findOne(Quote, { id: quoteId }, { populate: ['lines'] });
    if (!quote) throw AppError.notFound('quote.notFound');
    const orders = await em.find(ChangeOrder, { quote: quoteId }, { populate: ['lines'], orderBy: { number: 'asc' } });
    return { quote, orders };
  }

  async get(em: EntityManager, id: string): Promise<ChangeOrder> {
    const order = await em.findOne(ChangeOrder, { id }, { populate: ['lines', 'quote', 'quote.lines', 'quote.client'] });
    if (!order) throw notFound();
    return order;
  }

  async create(em: EntityManager, auth: AuthInfo, quoteId: string, input: ChangeOrderData): Promise<ChangeOrder> {
    const id = await em.transactional(async (tx) => {
      const quote = await this.lockedQuote(tx, quoteId);
      const current = await billableLinesOf(tx, quote);
      this.checkDate(quote, input);
      const number = (await tx.count(ChangeOrder, { quote: quote.id })) + 1;
      const order = tx.create(ChangeOrder, {
        company: auth.companyId,
        quote,
        number,
        reference: `AVT-${input.issueDate.slice(0, 4)}-${String(number).padStart(4, '0')}`,
        label: input.label,
        issueDate: input.issueDate,
        createdBy: auth.userId,
        deltaHT: '0.00',
        deltaVAT: '0.00',
        deltaTTC: '0.00',
      });
      this.placeLines(tx, order, input.lines, current, await billedByLine(tx, quote.id));
      await tx.flush();
      return order.id;
    });
    return this.get(em.fork(), id);
  }

  /** A pending avenant is rewritten whole. */
  async update(em: EntityManager, id: string, input: ChangeOrderData): Promise<ChangeOrder> {
    await em.transactional(async (tx) => {
      const order = await this.lockedOrder(tx, id);
      if (order.status !== 'EN_COURS') throw notPending();
      const quote = await this.lockedQuote(tx, order.quote.id);
      this.checkDate(quote, input);
      for (const line of order.lines.getItems()) tx.remove(line);
      order.lines.removeAll();
      Object.assign(order, { label: input.label, issueDate: input.issueDate });
      this.placeLines(tx, order, input.lines, await billableLinesOf(tx, quote), await billedByLine(tx, quote.id));
      await tx.flush();
    });
    return this.get(em.fork(), id);
  }

  /**
   * The client agreed: checked again against the quote as it is now (an earlier avenant accepted since, statements
   * issued since), its amounts taken again, and from then on the quote bills its lines.
   */
  async accept(em: EntityManager, auth: AuthInfo, id: string): Promise<ChangeOrder> {
    await em.transactional((tx) => this.acceptIn(tx, id, auth.userId));
    return this.get(em.fork(), id);
  }

  /** `accept` in the caller's transaction; `decidedBy` null: the client, through a signature link. */
  async acceptIn(tx: EntityManager, id: string, decidedBy: string | null): Promise<void> {
    const order = await this.lockedOrder(tx, id);
    if (order.status !== 'EN_COURS') throw notPending();
    const quote = await this.lockedQuote(tx, order.quote.id);
    const current = await billableLinesOf(tx, quote);
    const billed = await billedByLine(tx, quote.id);
    // The lines keep their ids (an added line is billed under it): only their amounts are taken again.
    const own = [...order.lines.getItems()].sort((x, y) => x.position - y.position);
    const planned = this.plan(
      order,
      own.map((l) => this.dataOf(l)),
      current,
      billed,
    );
    own.forEach((line, i) => Object.assign(line, planned[i]));
    Object.assign(order, { status: 'ACCEPTE', decidedAt: new Date(), decidedBy });
    await tx.flush();
    await raise(tx, 'changeOrder.accepted', { order, quote });
  }

  async refuse(em: EntityManager, auth: AuthInfo, id: string, reason: string): Promise<ChangeOrder> {
    await em.transactional((tx) => this.refuseIn(tx, id, reason, auth.userId));
    return this.get(em.fork(), id);
  }

  /** `refuse` in the caller's transaction; `decidedBy` null: the client, through a signature link. */
  async refuseIn(tx: EntityManager, id: string, reason: string, decidedBy: string | null): Promise<void> {
    const order = await this.lockedOrder(tx, id);
    if (order.status !== 'EN_COURS') throw notPending();
    Object.assign(order, { status: 'REFUSE', decidedAt: new Date(), decidedBy, refusalReason: reason.slice(0, 500) });
    await tx.flush();
  }

  async remove(em: EntityManager, id: string): Promise<void> {
    await em.transactional(async (tx) => {
      const order = await this.lockedOrder(tx, id);
      if (order.status !== 'EN_COURS') throw notPending();
      tx.remove(order);
      await tx.flush();
    });
  }

  /**
   * The avenant's lines against the quote's billable lines `current`: each target must be one of them, still there; a
   * change may not take a line below what it was billed; a removed line keeps what it was billed (its total from then
   * on). The avenant's deltas follow, and the quote with it must stay a document the api can hold.
   */
  private plan(order: ChangeOrder, changes: ChangeOrderLineData[], current: BillableLine[], billed: Map<string, string>): Planned[] {
    const byId = new Map(current.filter((l) => !l.removed).map((l) => [l.id, l]));
    const deltas: { vatRate: string; totalHT: string }[] = [];
    const planned = changes.map((change, position): Planned => {
      const target = change.action === 'ADD' ? null : byId.get(change.lineId);
      if (change.action !== 'ADD' && !target) throw AppError.badInput({ [`lines.${position}.lineId`]: 'changeOrder.line.target.unknown' });
      const soFar = target ? (billed.get(target.id) ?? '0.00') : '0.00';
      const content =
        change.action === 'REMOVE'
          ? { ...target!, totalHT: soFar }
          : {
              lotTitle: change.action === 'ADD' ? change.lotTitle : target!.lotTitle,
              designation: change.designation,
              unit: change.unit,
              ...lineAmounts(change),
            };
      if (change.action === 'CHANGE' && compareDecimal(content.totalHT, soFar) < 0)
        throw AppError.badInput({
          [`lines.${position}.quantity`]: sentence('changeOrder.line.belowBilled', { designation: target!.designation, billed: formatAmount(soFar) }),
        });
      const previousHT = target?.totalHT ?? '0.00';
      if (target && target.vatRate !== content.vatRate)
        deltas.push({ vatRate: target.vatRate, totalHT: subtractMoney('0', previousHT) }, { vatRate: content.vatRate, totalHT: content.totalHT });
      else deltas.push({ vatRate: content.vatRate, totalHT: subtractMoney(content.totalHT, previousHT) });
      return {
        position,
        action: change.action,
        targetLineId: target?.id ?? null,
        lotTitle: content.lotTitle,
        designation: content.designation,
        unit: content.unit,
        quantity: content.quantity,
        unitPriceHT: content.unitPriceHT,
        vatRate: content.vatRate,
        discountPercent: content.discountPercent,
        totalHT: content.totalHT,
        previousHT,
      };
    });
    const totals = documentTotals(deltas);
    const after = documentTotals([...current, ...deltas]).totalTTC;
    if (exceedsDocumentMax(after)) throw AppError.badInput({ lines: 'changeOrder.total.tooLarge' });
    if (compareDecimal(after, 0) < 0) throw AppError.badInput({ lines: 'changeOrder.total.negative' });
    Object.assign(order, { deltaHT: totals.totalHT, deltaVAT: totals.totalVAT, deltaTTC: totals.totalTTC });
    return planned;
  }

  /** New lines for the planned ones (a creation, a rewrite while pending). */
  private placeLines(
    tx: EntityManager,
    order: ChangeOrder,
    changes: ChangeOrderLineData[],
    current: BillableLine[],
    billed: Map<string, string>,
  ): void {
    for (const line of this.plan(order, changes, current, billed)) order.lines.add(tx.create(ChangeOrderLine, { changeOrder: order, ...line }));
  }

  private dataOf(l: ChangeOrderLine): ChangeOrderLineData {
    const content = {
      designation: l.designation,
      unit: l.unit as QuoteLineData['unit'],
      quantity: l.quantity,
      unitPriceHT: l.unitPriceHT,
      vatRate: l.vatRate,
      discountPercent: l.discountPercent,
    };
    if (l.action === 'ADD') return { action: 'ADD', lotTitle: l.lotTitle, ...content } as ChangeOrderLineData;
    if (l.action === 'CHANGE') return { action: 'CHANGE', lineId: l.targetLineId!, ...content } as ChangeOrderLineData;
    return { action: 'REMOVE', lineId: l.targetLineId! };
  }

  private checkDate(quote: Quote, input: ChangeOrderData): void {
    if (input.issueDate < quote.issueDate)
      throw AppError.badInput({ issueDate: sentence('changeOrder.issueDate.beforeQuote', { date: formatDate(quote.issueDate) }) });
  }

  /** The quote under its row lock (invoices are issued under the same lock), accepted, with its lines. */
  private async lockedQuote(tx: EntityManager, id: string): Promise<Quote> {
    await lockedForChange(tx, Quote, id, () => AppError.notFound('quote.notFound'));
    const quote = await tx.findOneOrFail(Quote, { id }, { populate: ['lines'] });
    if (quote.status !== 'ACCEPTE') throw new AppError('CONFLICT', 'changeOrder.quote.notAccepted');
    return quote;
  }

  private async lockedOrder(tx: EntityManager, id: string): Promise<ChangeOrder> {
    await lockedForChange(tx, ChangeOrder, id, notFound);
    return tx.findOneOrFail(ChangeOrder, { id }, { populate: ['lines', 'quote'], refresh: true });
  }
}
