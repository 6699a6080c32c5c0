import { type FilterQuery, raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import Decimal from 'decimal.js';
import type { AuthInfo } from '../../core/auth/auth-info';
import { AppError } from '../../core/errors/app-error';
import { lockedForChange } from '../../core/records/locked';
import { findForExport, findRecordPage, type PeriodFilter, periodSql, periodWhere, totalsRow } from '../../core/records/site-record';
import { escapeLike, foldedSql, foldForSearch } from '../../core/text/search';
import { siteOf } from '../sites';
import type { RecordEntity, SiteRecordSpec } from './record-spec';
import type { RecordTotals } from './record-types';

/** A list's filter: the period and the record's own filters (text searched in a column). */
export type RecordFilter = PeriodFilter & Record<string, string | null | undefined>;

// As modules/finance/money.ts: 40 digits, half up; a sum of numeric from PostgreSQL read exactly, never as a float.
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
/** '1234.5' -> '1234.50'. */
const money = (value: string | null | undefined) => new D(value ?? 0).toFixed(2);

/** '%electricite%' for ' Électricité ', null for no filter. */
function pattern(search: string | null | undefined): string | null {
  const folded = foldForSearch(search);
  return folded ? `%${escapeLike(folded)}%` : null;
}

/**
 * The service of a declared site record: its list, export and totals within the caller's site, its changes in one
 * transaction each, under the record's row lock (core/records/locked.ts), raising the record's events.
 */
export class SiteRecordService<E extends RecordEntity, D, S> {
  constructor(
    private readonly spec: SiteRecordSpec<E, D, S>,
    private readonly summed: readonly string[],
  ) {}

  private column(em: EntityManager, field: string): string {
    return (em.getMetadata().get(this.spec.entity.name).properties as Record<string, { fieldNames: string[] }>)[field].fieldNames[0];
  }

  /** The active text filters: the column and its LIKE pattern. */
  private searches(em: EntityManager, filter: RecordFilter) {
    return Object.entries(this.spec.filters ?? {}).flatMap(([name, f]) => {
      const like = pattern(filter[name]);
      return like ? [{ column: this.column(em, f.field), like }] : [];
    });
  }

  private where(em: EntityManager, siteId: string, filter: RecordFilter): FilterQuery<E> {
    const where = { site: siteId, ...periodWhere(filter) } as FilterQuery<E>;
    // Part of a name, accents and case folded on both sides: a site has a handful of records a day, no search column needed.
    for (const s of this.searches(em, filter))
      Object.assign(where, { [raw((alias: string) => foldedSql(`${alias}.${s.column}`))]: { $like: s.like } });
    return where;
  }

  async list(em: EntityManager, siteId: string, filter: RecordFilter, page: number, size: number) {
    const site = await siteOf(em, siteId);
    const [items, total] = await findRecordPage(em, this.spec.entity, this.where(em, site.id, filter), { page, size });
    return { items, total, totals: await this.totals(em, site.id, filter) };
  }

  async all(em: EntityManager, siteId: string, filter: RecordFilter): Promise<E[]> {
    return findForExport(em, this.spec.entity, this.where(em, (await siteOf(em, siteId)).id, filter));
  }

  /** The count and sums of the whole filter, summed by PostgreSQL on numeric; the computed totals from those. */
  async totals(em: EntityManager, siteId: string, filter: RecordFilter): Promise<RecordTotals> {
    const period = periodSql(filter);
    const searches = this.searches(em, filter);
    const sums = this.summed.map((name, i) => `, coalesce(sum(${this.column(em, name)}), 0) as s${i}`).join('');
    const table = em.getMetadata().get(this.spec.entity.name).tableName;
    const row = await totalsRow<Record<string, string>>(
      em,
      `select count(*) as n${sums} from ${table} where site_id = ?${period.sql}${searches.map((s) => ` and ${foldedSql(s.column)} like ?`).join('')}`,
      [siteId, ...period.params, ...searches.map((s) => s.like)],
    );
    const totals: RecordTotals = { count: Number(row.n) };
    this.summed.forEach((name, i) => (totals[name] = money(row[`s${i}`])));
    for (const [name, of] of Object.entries(this.spec.computedTotals ?? {})) totals[name] = of(totals as unknown as Record<string, string>);
    return totals;
  }

  async get(em: EntityManager, id: string): Promise<E> {
    const found = await em.findOne(this.spec.entity, { id } as FilterQuery<E>, { populate: ['site'] as never });
    if (!found) throw this.notFound();
    return found;
  }

  async create(em: EntityManager, auth: AuthInfo, siteId: string, data: D): Promise<E> {
    return em.transactional(async (tx) => {
      const site = await siteOf(tx, siteId);
      const record = tx.create(this.spec.entity, { company: auth.companyId, site, ...this.spec.toEntity(data) } as never);
      await tx.flush();
      await this.spec.events?.created(tx, record);
      return record;
    });
  }

  async update(em: EntityManager, id: string, data: D): Promise<E> {
    return em.transactional(async (tx) => {
      const record = await this.locked(tx, id);
      const before = this.spec.events?.state(record);
      Object.assign(record, this.spec.toEntity(data));
      await tx.flush();
      await this.spec.events?.updated(tx, before as S, record);
      return record;
    });
  }

  async remove(em: EntityManager, id: string): Promise<void> {
    await em.transactional(async (tx) => {
      const record = await this.locked(tx, id);
      const before = this.spec.events?.state(record);
      tx.remove(record);
      await tx.flush();
      await this.spec.events?.removed(tx, before as S);
    });
  }

  /** The record under its row lock, then with its site: a second change waits, then reads what the first left. */
  private async locked(tx: EntityManager, id: string): Promise<E> {
    await lockedForChange(tx, this.spec.entity, id, () => this.notFound());
    return this.get(tx, id);
  }

  private notFound() {
    return AppError.notFound(this.spec.notFound);
  }
}
