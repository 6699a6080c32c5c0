import { madeUnderClientId } from '../../core/records/client-id';
import { todayInMorocco } from '../../core/time/morocco';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DriverException } from '@mikro-orm/core';
import type { NewStockProductData, StockMovementData, StockProductData } from '@chantiers/schema';
import type { AuthInfo } from '../../core/auth/auth-info';
import { authorNameOf } from '../sites';
import { AppError } from '../../core/errors/app-error';
import { auditAuthorOf } from '../../core/audit/audit-author';
import { User } from '../accounts';
import { Site } from '../sites';
import { escapeLike, foldForSearch } from '../../core/text/search';
import { StockMovement } from './stock-movement.entity';
import { StockProduct } from './stock-product.entity';
import './stock.audit';
import { raise } from '../../core/events/domain-events';
import './stock.events';

export interface StockFilter {
  search?: string | null;
  category?: string | null;
  /** Only products at or below their warning threshold ('à réapprovisionner'). */
  toRestock?: boolean;
}

const notFound = () => AppError.notFound('stock.notFound');
/** The SQLSTATE of a database error, whether MikroORM wrapped it (DriverException) or pg threw it as is. */
const sqlStateOf = (err: unknown) =>
  err instanceof DriverException || (err instanceof Error && 'severity' in err) ? (err as Error & { code?: unknown }).code : undefined;
const fold = (p: StockProductData) => foldForSearch(p.label, p.category);

/** Today in Morocco, YYYY-MM-DD: the default day of a movement. */

/** Stock products and their movements; the current stock only ever changes through a movement. */
export class StockService {
  async list(
    em: EntityManager,
    companyId: string,
    filter: StockFilter,
    page: number,
    size: number,
  ): Promise<{ items: StockProduct[]; total: number }> {
    const qb = this.query(em, companyId, filter)
      .orderBy({ searchText: 'asc', id: 'asc' })
      .limit(size)
      .offset(page * size);
    const [items, total] = await qb.getResultAndCount();
    return { items, total };
  }

  /** Every product matching the filter, by name, for an export (at most 10,000 rows). */
  async all(em: EntityManager, companyId: string, filter: StockFilter): Promise<StockProduct[]> {
    return this.query(em, companyId, filter).orderBy({ searchText: 'asc', id: 'asc' }).limit(10_000).getResult();
  }

  /** How many products need restocking (at or below their warning threshold). */
  async countToRestock(em: EntityManager, companyId: string): Promise<number> {
    return this.query(em, companyId, { toRestock: true }).getCount();
  }

  /** The categories in use, for the form's suggestions. */
  async categories(em: EntityManager, companyId: string): Promise<string[]> {
    const rows = await em
      .createQueryBuilder(StockProduct, 'p')
      .select('category', true)
      .where({ company: companyId })
      .orderBy({ category: 'asc' })
      .limit(500)
      .execute<{ category: string }[]>('all');
    return rows.map((r) => r.category);
  }

  async get(em: EntityManager, id: string): Promise<StockProduct> {
    const product = await em.findOne(StockProduct, { id });
    if (!product) throw notFound();
    return product;
  }

  /** A new product; a non-zero opening stock is its first movement, so the history adds up to the stock. */
  async create(em: EntityManager, auth: AuthInfo, input: NewStockProductData): Promise<StockProduct> {
    return em.transactional(async (tx) => {
      const { stock, ...fields } = input;
      const product = tx.create(StockProduct, { company: auth.companyId, ...fields, stock, searchText: fold(fields) });
      if (/[1-9]/.test(stock)) {
        tx.create(StockMovement, {
          company: auth.companyId,
          product,
          type: 'AJUSTEMENT',
          quantity: stock,
          stockAfter: stock,
          date: fields.stockDay,
          note: 'Stock initial',
          author: tx.getReference(User, auth.userId),
          authorName: await this.authorName(tx),
        });
      }
      await tx.flush();
      return product;
    });
  }

  /** Changes the product's description and thresholds; the stock itself changes only through movements. */
  async update(em: EntityManager, id: string, input: StockProductData): Promise<StockProduct> {
    return em.transactional(async (tx) => {
      const product = await this.get(tx, id);
      Object.assign(product, input, { searchText: fold(input) });
      await tx.flush();
      return product;
    });
  }

  async remove(em: EntityManager, id: string): Promise<void> {
    await em.transactional(async (tx) => {
      tx.remove(await this.get(tx, id));
      await tx.flush();
    });
  }

  /**
   * Records a movement. The stock moves by one UPDATE ... SET stock = stock + q, which takes the row lock and
   * re-reads the committed value, so concurrent movements queue instead of overwriting each other; a movement
   * that would leave the stock below zero changes nothing.
   */
  async addMovement(em: EntityManager, auth: AuthInfo, productId: string, input: StockMovementData): Promise<StockMovement> {
    const signed = input.type === 'SORTIE' ? `-${input.quantity}` : input.quantity;
    try {
      return await em.transactional(async (tx) => {
        const product = await this.get(tx, productId);
        const again = await madeUnderClientId(tx, StockMovement, input.id, auth.companyId, ['product', 'site']);
        if (again) return again;
        const site = input.siteId ? await tx.findOne(Site, { id: input.siteId }) : null;
        if (input.siteId && !site) throw AppError.notFound('site.notFound');
        const rows: { stock: string }[] = await tx
          .getConnection()
          .execute(
            'update stock_product set stock = stock + ?::numeric, updated_at = now() where id = ? and company_id = ? and ' +
              'stock + ?::numeric >= 0 returning stock',
            [signed, product.id, auth.companyId, signed],
            'all',
            tx.getTransactionContext(),
          );
        if (!rows.length) throw new AppError('CONFLICT', 'stock.insufficient', { quantity: 'stock.insufficient' });
        const stockAfter = String(rows[0].stock);
        const movement = tx.create(StockMovement, {
          ...(input.id ? { id: input.id } : {}),
          company: auth.companyId,
          product,
          type: input.type,
          quantity: signed,
          stockAfter,
          date: input.date ?? todayInMorocco(),
          site,
          note: input.note ?? null,
          author: tx.getReference(User, auth.userId),
          authorName: await this.authorName(tx),
        });
        await tx.flush();
        await raise(tx, 'stock.moved', { companyId: auth.companyId, product, change: signed, stockAfter, siteId: site?.id });
        return movement;
      });
    } catch (err) {
      // numeric(15,3) overflow: the stock would pass 999 999 999 999,999. The raw UPDATE reaches here as the pg
      // driver's own error (not a DriverException), so the SQLSTATE is read from either.
      if (sqlStateOf(err) === '22003') throw new AppError('BAD_USER_INPUT', 'stock.tooLarge', { quantity: 'stock.tooLarge' });
      throw err;
    }
  }

  /** A product's history, newest first, with the site of each movement loaded in the same query. */
  async movements(em: EntityManager, productId: string, page: number, size: number): Promise<{ items: StockMovement[]; total: number }> {
    await this.get(em, productId);
    const [items, total] = await em.findAndCount(
      StockMovement,
      { product: productId },
      { populate: ['site'], strategy: 'joined', orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit: size, offset: page * size },
    );
    return { items, total };
  }

  private query(em: EntityManager, companyId: string, filter: StockFilter) {
    // A query builder because of the column-to-column comparison; it bypasses the tenant filter, so the company is explicit.
    const qb = em.createQueryBuilder(StockProduct, 'p').where({ company: companyId });
    const folded = foldForSearch(filter.search);
    if (folded) qb.andWhere({ searchText: { $like: `%${escapeLike(folded)}%` } });
    if (filter.category) qb.andWhere({ category: filter.category });
    if (filter.toRestock) qb.andWhere('p.stock <= p.warning_threshold');
    return qb;
  }

  private async authorName(tx: EntityManager): Promise<string | null> {
    const author = auditAuthorOf(tx);
    return author ? authorNameOf(tx, author) : null;
  }
}
