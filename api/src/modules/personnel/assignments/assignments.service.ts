import { LockMode } from '@mikro-orm/core';
import type { FilterQuery, FilterObject } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AssignmentData, PeriodData } from '@chantiers/schema';
import type { AuthInfo } from '../../../core/auth/auth-info';
import { AppError } from '../../../core/errors/app-error';
import { Site } from '../../sites';
import { escapeLike, foldForSearch } from '../../../core/text/search';
import { Personnel } from '../personnel.entity';
import { PersonnelAssignment } from './assignment.entity';
import './assignment.audit';
import { raise } from '../../../core/events/domain-events';
import './assignments.events';

export interface AssignmentFilter {
  siteId?: string | null;
  personnelId?: string | null;
  /** Assignments overlapping this period. */
  period?: PeriodData | null;
}

const frDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const fullName = (p: Personnel) => `${p.firstName} ${p.lastName}`.trim();
/** SPEC §8 'Erreur lors de l'affectation des personnels', followed by the reason a person can act on. */
const failed = (reason: string) => new AppError('CONFLICT', `Erreur lors de l'affectation des personnels : ${reason}`);
const overlapping = (period: PeriodData): FilterObject<PersonnelAssignment> => ({
  startDate: { $lte: period.endDate },
  endDate: { $gte: period.startDate },
});

/** Who works on which site when (personnelaffectes); one person is never on two sites on the same day. */
export class AssignmentsService {
  /**
   * Assigns people to sites over periods, all or none (saveAll; one person is a batch of one). Every person's row
   * is locked first, in id order so two batches cannot deadlock, then overlaps are checked group by group, each
   * seeing the ones saved before it: two saves at once cannot both book the same days.
   */
  async assign(em: EntityManager, auth: AuthInfo, batch: AssignmentData[]): Promise<PersonnelAssignment[]> {
    const ids = [...new Set(batch.flatMap((b) => b.personnelIds))].sort();
    return em.transactional(async (tx) => {
      const people = await tx.find(Personnel, { id: { $in: ids } }, { orderBy: { id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE });
      if (people.length !== ids.length) throw AppError.notFound('personnel.notFound');
      const inactive = people.filter((p) => !p.active);
      if (inactive.length)
        throw failed(
          `${inactive.map(fullName).join(', ')} ${inactive.length > 1 ? 'sont désactivés' : 'est désactivé(e)'} ; réactivez avant d'affecter.`,
        );
      const byId = new Map(people.map((p) => [p.id, p]));
      const created: PersonnelAssignment[] = [];
      for (const input of batch) {
        const site = await tx.findOne(Site, { id: input.siteId });
        if (!site) throw AppError.notFound('site.notFound');
        const group = [...new Set(input.personnelIds)];
        await this.refuseOverlaps(tx, group, input);
        for (const id of group)
          created.push(
            tx.create(PersonnelAssignment, {
              company: auth.companyId,
              personnel: byId.get(id)!,
              site,
              startDate: input.startDate,
              endDate: input.endDate,
            }),
          );
        await tx.flush();
      }
      await raise(tx, 'personnel.assigned', { companyId: auth.companyId, assignments: created, by: auth.userId });
      return created;
    });
  }

  /** Moves an assignment's dates, under the same rule. */
  async reschedule(em: EntityManager, id: string, period: PeriodData): Promise<PersonnelAssignment> {
    return em.transactional(async (tx) => {
      const assignment = await this.get(tx, id);
      await tx.findOne(Personnel, { id: assignment.personnel.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      await this.refuseOverlaps(tx, [assignment.personnel.id], period, assignment.id);
      assignment.startDate = period.startDate;
      assignment.endDate = period.endDate;
      await tx.flush();
      return assignment;
    });
  }

  async remove(em: EntityManager, id: string): Promise<void> {
    await em.transactional(async (tx) => {
      tx.remove(await this.get(tx, id));
      await tx.flush();
    });
  }

  async get(em: EntityManager, id: string): Promise<PersonnelAssignment> {
    const assignment = await em.findOne(PersonnelAssignment, { id }, { populate: ['personnel', 'site'] });
    if (!assignment) throw AppError.notFound('assignment.notFound');
    return assignment;
  }

  /** Assignments, newest period first, with the person and the site loaded in the same query. */
  async list(em: EntityManager, filter: AssignmentFilter, page: number, size: number): Promise<{ items: PersonnelAssignment[]; total: number }> {
    const where: FilterObject<PersonnelAssignment> = filter.period ? overlapping(filter.period) : {};
    if (filter.siteId) where.site = filter.siteId;
    if (filter.personnelId) where.personnel = filter.personnelId;
    const [items, total] = await em.findAndCount(PersonnelAssignment, where, {
      populate: ['personnel', 'site'],
      strategy: 'joined',
      orderBy: [{ startDate: 'desc' }, { personnel: { searchText: 'asc' } }, { id: 'asc' }],
      limit: size,
      offset: page * size,
    });
    return { items, total };
  }

  /** Active people with no assignment overlapping the period (listPersoNonAffecter), by name. */
  async unassigned(em: EntityManager, period: PeriodData, search?: string | null): Promise<Personnel[]> {
    const busy = await em.find(PersonnelAssignment, overlapping(period), { fields: ['personnel'] });
    const where: FilterQuery<Personnel> = { active: true };
    const busyIds = [...new Set(busy.map((a) => a.personnel.id))];
    if (busyIds.length) where.id = { $nin: busyIds };
    const folded = foldForSearch(search);
    if (folded) where.searchText = { $like: `%${escapeLike(folded)}%` };
    return em.find(Personnel, where, { orderBy: { searchText: 'asc', id: 'asc' }, limit: 1000 });
  }

  private async refuseOverlaps(tx: EntityManager, personnelIds: string[], period: PeriodData, except?: string): Promise<void> {
    const where: FilterObject<PersonnelAssignment> = { ...overlapping(period), personnel: { $in: personnelIds } };
    if (except) where.id = { $ne: except };
    const clashes = await tx.find(PersonnelAssignment, where, { populate: ['personnel', 'site'], orderBy: { startDate: 'asc' }, limit: 3 });
    if (!clashes.length) return;
    const reasons = clashes.map(
      (c) => `${fullName(c.personnel)} est déjà affecté(e) au chantier « ${c.site.name} » du ${frDate(c.startDate)} au ${frDate(c.endDate)}`,
    );
    throw failed(`${reasons.join(' ; ')}.`);
  }
}
