import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { PersonnelData } from '@chantiers/schema';
import type { AuthInfo } from '../../core/auth/auth-info';
import { AppError } from '../../core/errors/app-error';
import { todayInMorocco } from '../../core/time/morocco';
import Decimal from 'decimal.js';
import { escapeLike, foldForSearch } from '../../core/text/search';
import { PersonnelAssignment } from './assignments/assignment.entity';
import { Personnel } from './personnel.entity';

export type PersonnelSort = 'name' | 'createdAt' | 'dailyRate';

export interface PersonnelFilter {
  search?: string | null;
  /** Deactivated people are left out unless asked for. */
  includeInactive?: boolean;
}

const notFound = () => AppError.notFound('personnel.notFound');
const cniTaken = () => new AppError('CONFLICT', 'personnel.cni.taken', { cni: 'personnel.cni.taken' });
const fold = (p: PersonnelData) => foldForSearch(p.lastName, p.firstName, p.cni, p.trade);

/** The company's personnel: a searchable table, create, edit, and delete or deactivate. */
export class PersonnelService {
  /**
   * Whether someone has activity records that deleting would lose. Assignments count from the start; the
   * activity report work adds its imputations through `hasActivity` hooks.
   */
  /** Told when a person's tarif journalier or prime panier changes, in the same transaction (the activity reports). */
  readonly rateChanges: ((
    tx: EntityManager,
    person: Personnel,
    previous: { dailyRate: string; mealBonus: string },
    from: string,
  ) => Promise<void>)[] = [];

  readonly activityChecks: ((tx: EntityManager, personnelId: string) => Promise<boolean>)[] = [
    async (tx, id) => (await tx.count(PersonnelAssignment, { personnel: id })) > 0,
  ];

  where(filter: PersonnelFilter): FilterQuery<Personnel> {
    const where: FilterQuery<Personnel> = {};
    const folded = foldForSearch(filter.search);
    if (folded) where.searchText = { $like: `%${escapeLike(folded)}%` };
    if (!filter.includeInactive) where.active = true;
    return where;
  }

  async list(
    em: EntityManager,
    opts: PersonnelFilter & { sort: PersonnelSort; desc: boolean; page: number; size: number },
  ): Promise<{ items: Personnel[]; total: number }> {
    const dir = opts.desc ? 'desc' : 'asc';
    const orderBy: QueryOrderMap<Personnel>[] =
      opts.sort === 'name'
        ? [{ searchText: dir }, { id: dir }]
        : opts.sort === 'dailyRate'
          ? [{ dailyRate: dir }, { searchText: 'asc' }, { id: dir }]
          : [{ createdAt: dir }, { id: dir }];
    const [items, total] = await em.findAndCount(Personnel, this.where(opts), { orderBy, limit: opts.size, offset: opts.page * opts.size });
    return { items, total };
  }

  /** Every person matching the filter, by name, for an export (at most 10,000 rows). */
  async all(em: EntityManager, filter: PersonnelFilter): Promise<Personnel[]> {
    return em.find(Personnel, this.where(filter), { orderBy: { searchText: 'asc', id: 'asc' }, limit: 10_000 });
  }

  async get(em: EntityManager, id: string): Promise<Personnel> {
    const person = await em.findOne(Personnel, { id });
    if (!person) throw notFound();
    return person;
  }

  async create(em: EntityManager, auth: AuthInfo, input: PersonnelData): Promise<Personnel> {
    return this.save(em, async (tx) => tx.create(Personnel, { company: auth.companyId, ...input, searchText: fold(input) }));
  }

  async update(em: EntityManager, id: string, input: PersonnelData): Promise<Personnel> {
    return this.save(em, async (tx) => {
      const person = await this.get(tx, id);
      const previous = { dailyRate: person.dailyRate, mealBonus: person.mealBonus };
      // An absent CNSS number keeps the one known (null clears it).
      const { cnssNumber, ...rest } = input;
      Object.assign(person, rest, cnssNumber === undefined ? {} : { cnssNumber }, { searchText: fold(input) });
      const changed = !new Decimal(previous.dailyRate).equals(person.dailyRate) || !new Decimal(previous.mealBonus).equals(person.mealBonus);
      if (changed) {
        await tx.flush();
        // New rates apply from today (Morocco): the days already worked keep the rates they were worked at.
        for (const hook of this.rateChanges) await hook(tx, person, previous, todayInMorocco());
      }
      return person;
    });
  }

  async setActive(em: EntityManager, id: string, active: boolean): Promise<Personnel> {
    return em.transactional(async (tx) => {
      const person = await this.get(tx, id);
      person.active = active;
      await tx.flush();
      return person;
    });
  }

  /** Deletes someone without activity records; deactivates someone with some. Answers what it did. */
  async remove(em: EntityManager, id: string): Promise<'DELETED' | 'DEACTIVATED'> {
    return em.transactional(async (tx) => {
      // The row lock waits for an assignment being saved for this person (it takes the same lock).
      const person = await tx.findOne(Personnel, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!person) throw notFound();
      for (const hasActivity of this.activityChecks) {
        if (await hasActivity(tx, person.id)) {
          person.active = false;
          await tx.flush();
          return 'DEACTIVATED';
        }
      }
      tx.remove(person);
      await tx.flush();
      return 'DELETED';
    });
  }

  /** The database's unique index judges duplicate CNIs, so two saves at once cannot both pass. */
  private async save(em: EntityManager, change: (tx: EntityManager) => Promise<Personnel>): Promise<Personnel> {
    try {
      return await em.transactional(async (tx) => {
        const person = await change(tx);
        await tx.flush();
        return person;
      });
    } catch (err) {
      if (err instanceof UniqueConstraintViolationException) throw cniTaken();
      throw err;
    }
  }
}
