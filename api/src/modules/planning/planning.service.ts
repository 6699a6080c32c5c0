import type { EntityManager } from '@mikro-orm/postgresql';
import type { TaskData, TaskDatesData } from '@chantiers/schema';
import type { AuthInfo } from '../../core/auth/auth-info';
import { AppError } from '../../core/errors/app-error';
import { Personnel } from '../personnel/personnel.entity';
import { Site } from '../sites/site.entity';
import { PlanningTask } from './planning-task.entity';

const notFound = () => AppError.notFound('task.notFound');
const POPULATE = ['site', 'people'] as const;

export interface TaskFilter {
  from: string;
  to: string;
  siteId?: string | null;
  personnelId?: string | null;
}

/** Planning tasks: on the sites the caller works on, with the company's people, overlapping a period when listed. */
export class PlanningService {
  /** Tasks that overlap [from, to], by start date: a site's, a person's, or every site's the caller sees. */
  list(em: EntityManager, filter: TaskFilter): Promise<PlanningTask[]> {
    return em.find(
      PlanningTask,
      {
        startDate: { $lte: filter.to },
        endDate: { $gte: filter.from },
        ...(filter.siteId ? { site: filter.siteId } : {}),
        ...(filter.personnelId ? { people: filter.personnelId } : {}),
      },
      { populate: POPULATE, orderBy: { startDate: 'asc', title: 'asc', id: 'asc' }, limit: 2000 },
    );
  }

  async get(em: EntityManager, id: string): Promise<PlanningTask> {
    const task = await em.findOne(PlanningTask, { id }, { populate: POPULATE });
    if (!task) throw notFound();
    return task;
  }

  async create(em: EntityManager, auth: AuthInfo, input: TaskData): Promise<PlanningTask> {
    return em.transactional(async (tx) => {
      const task = tx.create(PlanningTask, { company: auth.companyId, createdBy: auth.userId, ...(await this.fields(tx, input)) });
      task.people.set(await this.people(tx, input.personnelIds));
      await tx.flush();
      return task;
    });
  }

  async update(em: EntityManager, id: string, input: TaskData): Promise<PlanningTask> {
    return em.transactional(async (tx) => {
      const task = await this.get(tx, id);
      Object.assign(task, await this.fields(tx, input));
      task.people.set(await this.people(tx, input.personnelIds));
      await tx.flush();
      return task;
    });
  }

  /** A drag on a planning: the dates only (the UI asks for confirmation first, SPEC §4). */
  async move(em: EntityManager, id: string, dates: TaskDatesData): Promise<PlanningTask> {
    return em.transactional(async (tx) => {
      const task = await this.get(tx, id);
      task.startDate = dates.startDate;
      task.endDate = dates.endDate;
      await tx.flush();
      return task;
    });
  }

  async remove(em: EntityManager, id: string): Promise<void> {
    await em.transactional(async (tx) => {
      const task = await this.get(tx, id);
      tx.remove(task);
      await tx.flush();
    });
  }

  private async fields(tx: EntityManager, input: TaskData) {
    const site = await tx.findOne(Site, { id: input.siteId.toLowerCase() });
    if (!site) throw AppError.badInput({ siteId: 'site.notFound' });
    return {
      site,
      title: input.title,
      description: input.description ?? null,
      startDate: input.startDate,
      endDate: input.endDate,
      progress: input.progress,
      category: input.category,
    };
  }

  private async people(tx: EntityManager, ids: string[]): Promise<Personnel[]> {
    const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
    if (!wanted.length) return [];
    const found = await tx.find(Personnel, { id: { $in: wanted } });
    if (found.length !== wanted.length) throw AppError.badInput({ personnelIds: 'personnel.notFound' });
    return found;
  }
}
