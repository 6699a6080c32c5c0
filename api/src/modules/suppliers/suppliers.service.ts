import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SupplierData } from '@chantiers/schema';
import type { AuthInfo } from '../../core/auth/auth-info';
import { AppError } from '../../core/errors/app-error';
import { escapeLike, foldForSearch } from '../../core/text/search';
import { Supplier } from './supplier.entity';

export type SupplierSort = 'name' | 'createdAt';

export interface SupplierPage {
  items: Supplier[];
  total: number;
}

const notFound = () => AppError.notFound('supplier.notFound');
const iceTaken = () => new AppError('CONFLICT', 'supplier.ice.taken', { ice: 'supplier.ice.taken' });

/** The company's suppliers: a sortable, searchable table, create, edit and delete (not when purchases use it). */
/** Whether records of other modules (purchases) name the supplier: then it is kept, to keep their history. */
export type SupplierUsage = (tx: EntityManager, supplierId: string) => Promise<boolean>;

export class SuppliersService {
  constructor(private readonly isUsed: SupplierUsage) {}

  async list(
    em: EntityManager,
    opts: { search?: string | null; sort: SupplierSort; desc: boolean; page: number; size: number },
  ): Promise<SupplierPage> {
    const where: FilterQuery<Supplier> = {};
    const folded = foldForSearch(opts.search);
    if (folded) where.searchText = { $like: `%${escapeLike(folded)}%` };
    const dir = opts.desc ? 'desc' : 'asc';
    // By name: on the folded text (it starts with the folded name), so 'atlas' and 'Électricité' sort as a reader expects, not by byte.
    const orderBy: QueryOrderMap<Supplier>[] =
      opts.sort === 'name' ? [{ searchText: dir }, { name: dir }, { id: dir }] : [{ createdAt: dir }, { id: dir }];
    const [items, total] = await em.findAndCount(Supplier, where, { orderBy, limit: opts.size, offset: opts.page * opts.size });
    return { items, total };
  }

  /** Every supplier matching the search, by name, for an export (at most 10,000 rows). */
  async all(em: EntityManager, search?: string | null): Promise<Supplier[]> {
    const folded = foldForSearch(search);
    return em.find(Supplier, folded ? { searchText: { $like: `%${escapeLike(folded)}%` } } : {}, {
      orderBy: { searchText: 'asc', name: 'asc', id: 'asc' },
      limit: 10_000,
    });
  }

  async get(em: EntityManager, id: string): Promise<Supplier> {
    const supplier = await em.findOne(Supplier, { id });
    if (!supplier) throw notFound();
    return supplier;
  }

  async create(em: EntityManager, auth: AuthInfo, input: SupplierData): Promise<Supplier> {
    return this.save(em, async (tx) => {
      const supplier = tx.create(Supplier, {
        company: auth.companyId,
        ...input,
        taxId: input.taxId ?? '',
        certificateDate: input.certificateDate ?? null,
        autoEntrepreneur: input.autoEntrepreneur ?? false,
      });
      supplier.searchText = foldForSearch(input.name, input.ice, input.email);
      return supplier;
    });
  }

  async update(em: EntityManager, id: string, input: SupplierData): Promise<Supplier> {
    return this.save(em, async (tx) => {
      const supplier = await this.get(tx, id);
      // A key left out (an old client knows none of them) keeps its value.
      const kept = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
      Object.assign(supplier, kept);
      supplier.searchText = foldForSearch(input.name, input.ice, input.email);
      return supplier;
    });
  }

  async remove(em: EntityManager, id: string): Promise<void> {
    await em.transactional(async (tx) => {
      const supplier = await this.get(tx, id);
      if (await this.isUsed(tx, supplier.id)) throw new AppError('CONFLICT', 'supplier.inUse');
      tx.remove(supplier);
      await tx.flush();
    });
  }

  /** The database's unique index is the judge of duplicate ICEs, so two saves at once cannot both pass. */
  private async save(em: EntityManager, change: (tx: EntityManager) => Promise<Supplier>): Promise<Supplier> {
    try {
      return await em.transactional(async (tx) => {
        const supplier = await change(tx);
        await tx.flush();
        return supplier;
      });
    } catch (err) {
      if (err instanceof UniqueConstraintViolationException) throw iceTaken();
      throw err;
    }
  }
}
