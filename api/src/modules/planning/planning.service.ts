import type { EntityManager } from '@mikro-orm/postgresql';
import { TASK_LIMITS, type TaskCheckData, type TaskData, type TaskDatesData } from '@chantiers/schema';
import type { AuthInfo } from '../../core/auth/auth-info';
import { AppError } from '../../core/errors/app-error';
import { Personnel } from '../personnel';
import { Site } from '../sites';
import { PlanningTask } from './planning-task.entity';
import { conflictsOf, type TaskDraft } from './planning.conflicts';
import type { TaskConflict, TaskView } from './planning.types';
import { auditAuthorOf } from '../../core/audit/audit-author';
import { periodSelection, readTaskViews } from './planning-views.query';
import { foldForSearch } from '../../core/text/search';
import { raise } from '../../core/events/domain-events';
import './planning.events';

/** The conflicts a save went through with (confirmed), for that save's answer only; a task read later has none. */
const ACCEPTED = new WeakMap<PlanningTask, TaskConflict[]>();
export const acceptedConflictsOf = (task: PlanningTask): TaskConflict[] | null => ACCEPTED.get(task) ?? null;

const notFound = () => AppError.notFound('task.notFound');
/** What a TaskView shows: load it with every task read for one (toTaskView). */
const TASK_VIEW_POPULATE = ['site', 'people', 'dependsOn'] as const;
/** What an edit, a drag or a check reads of the stored task. */
const EDIT = ['site', 'people', 'dependsOn', 'successors'] as const;
const refuseDependency = (messageId: string) => AppError.badInput({ dependsOnIds: messageId });

export interface TaskFilter {
  from: string;
  to: string;
  siteId?: string | null;
  personnelId?: string | null;
}

/** What a task would become: the site, the dates, and the people and the dependencies when given (else the stored ones). */
interface Wanted {
  siteId: string;
  startDate: string;
  endDate: string;
  personnelIds?: string[] | null;
  dependsOnIds?: string[] | null;
}

/**
 * Planning tasks: on the sites the caller works on, with the company's people, overlapping a period when listed;
 * finish-to-start dependencies between the tasks of a site; conflicts are warnings a save confirms.
 */
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
      // People and dependencies in their own queries: one query joining them all makes PostgreSQL join every task to
      // every person before the limit (scripts/bench-planning.ts: a site's month 260 ms → 20 ms).
      { populate: TASK_VIEW_POPULATE, strategy: 'select-in', orderBy: { startDate: 'asc', title: 'asc', id: 'asc' }, limit: TASK_LIMITS.list },
    );
  }

  /**
   * The same tasks as `list`, as the views a planning shows (the `tasks` query and its REST routes): one statement
   * read without the ORM, for a whole month of the company is thousands of tasks (planning-views.query.ts).
   */
  views(em: EntityManager, filter: TaskFilter): Promise<TaskView[]> {
    return readTaskViews(em, periodSelection(filter));
  }

  async get(em: EntityManager, id: string): Promise<PlanningTask> {
    const task = await em.findOne(PlanningTask, { id }, { populate: TASK_VIEW_POPULATE, strategy: 'select-in' });
    if (!task) throw notFound();
    return task;
  }

  /**
   * The conflicts a save would give (taskConflicts): of a new task, or of a stored one edited or dragged, whose site,
   * people and dependencies are kept when not given. Refuses what a save refuses (an unknown site, a bad dependency).
   */
  async check(em: EntityManager, input: TaskCheckData): Promise<TaskConflict[]> {
    const task = input.taskId ? await em.findOne(PlanningTask, { id: input.taskId.toLowerCase() }, { populate: EDIT }) : null;
    if (input.taskId && !task) throw AppError.badInput({ taskId: 'task.notFound' });
    const draft = await this.draft(em, task, { ...input, siteId: input.siteId ?? task!.site.id });
    return conflictsOf(em, draft);
  }

  async create(em: EntityManager, auth: AuthInfo, input: TaskData, confirmConflicts = false): Promise<PlanningTask> {
    return em.transactional(async (tx) => {
      const draft = await this.draft(tx, null, { ...input, dependsOnIds: input.dependsOnIds ?? [] });
      const conflicts = await this.refuseUnconfirmed(tx, draft, confirmConflicts);
      const task = tx.create(PlanningTask, { company: auth.companyId, createdBy: auth.userId, ...this.fields(draft, input) });
      ACCEPTED.set(task, conflicts);
      task.people.set(draft.people);
      task.dependsOn.set(draft.dependsOn);
      await tx.flush();
      await raise(tx, 'task.assigned', { task, personnelIds: draft.people.map((p) => p.id), by: auth.userId });
      return task;
    });
  }

  /** Replaces the task's fields and people; its dependencies too when `dependsOnIds` is given (absent: kept). */
  async update(em: EntityManager, id: string, input: TaskData, confirmConflicts = false, base: Date | null = null): Promise<PlanningTask> {
    return em.transactional(async (tx) => {
      const task = await this.forEdit(tx, id, base);
      const draft = await this.draft(tx, task, input);
      ACCEPTED.set(task, await this.refuseUnconfirmed(tx, draft, confirmConflicts));
      Object.assign(task, this.fields(draft, input));
      const had = new Set(task.people.getItems().map((p) => p.id));
      task.people.set(draft.people);
      task.dependsOn.set(draft.dependsOn);
      await tx.flush();
      await raise(tx, 'task.assigned', {
        task,
        personnelIds: draft.people.filter((p) => !had.has(p.id)).map((p) => p.id),
        by: auditAuthorOf(tx)?.userId ?? null,
      });
      return task;
    });
  }

  /** A drag on a planning: the dates only (the UI asks for confirmation first, SPEC §4), checked like an edit. */
  async move(em: EntityManager, id: string, dates: TaskDatesData, confirmConflicts = false, base: Date | null = null): Promise<PlanningTask> {
    return em.transactional(async (tx) => {
      const task = await this.forEdit(tx, id, base);
      ACCEPTED.set(task, await this.refuseUnconfirmed(tx, await this.draft(tx, task, { siteId: task.site.id, ...dates }), confirmConflicts));
      task.startDate = dates.startDate;
      task.endDate = dates.endDate;
      await tx.flush();
      return task;
    });
  }

  /** Deletes the task; its dependency edges, both ways, go with it (foreign keys on cascade). */
  async remove(em: EntityManager, id: string): Promise<void> {
    await em.transactional(async (tx) => {
      const task = await this.get(tx, id);
      tx.remove(task);
      await tx.flush();
    });
  }

  /**
   * The task to change, read under its row lock when the change names the version it was made on (a phone's change
   * sent later): changed since by another, the change is refused with the server's version (both are shown to its
   * author, who chooses), never written over it.
   */
  private async forEdit(tx: EntityManager, id: string, base: Date | null = null): Promise<PlanningTask> {
    if (base) await tx.getConnection().execute('select 1 from planning_task where id = ? for update', [id], 'all', tx.getTransactionContext());
    const task = await tx.findOne(PlanningTask, { id }, { populate: EDIT });
    if (!task) throw notFound();
    if (base && task.updatedAt.getTime() !== base.getTime())
      throw new AppError('CONFLICT', 'record.changedMeanwhile', undefined, {
        current: {
          title: task.title,
          startDate: task.startDate,
          endDate: task.endDate,
          progress: task.progress,
          updatedAt: task.updatedAt.toISOString(),
        },
      });
    return task;
  }

  /**
   * Nothing is saved while conflicts are not confirmed: they travel with the error (extensions.conflicts, REST body).
   * Confirmed, they are kept beside the saved task for its answer (`acceptedConflicts`).
   */
  private async refuseUnconfirmed(tx: EntityManager, draft: TaskDraft, confirmed: boolean): Promise<TaskConflict[]> {
    const conflicts = await conflictsOf(tx, draft);
    if (conflicts.length && !confirmed) throw new AppError('CONFLICT', 'task.conflicts', undefined, { conflicts });
    return conflicts;
  }

  private async draft(tx: EntityManager, task: PlanningTask | null, wanted: Wanted): Promise<TaskDraft> {
    const site = await tx.findOne(Site, { id: wanted.siteId.toLowerCase() });
    if (!site) throw AppError.badInput({ siteId: 'site.notFound' });
    const successors = task ? task.successors.getItems() : [];
    if (successors.some((s) => s.site.id !== site.id)) throw AppError.badInput({ siteId: 'task.dependency.successorsOtherSite' });
    const people = wanted.personnelIds ? await this.people(tx, wanted.personnelIds) : (task?.people.getItems() ?? []);
    const dependsOn = wanted.dependsOnIds ? await this.dependencies(tx, task, site, wanted.dependsOnIds) : (task?.dependsOn.getItems() ?? []);
    if (dependsOn.some((d) => d.site.id !== site.id)) throw refuseDependency('task.dependency.otherSite');
    return { task, site, startDate: wanted.startDate, endDate: wanted.endDate, people, dependsOn, successors };
  }

  private fields(draft: TaskDraft, input: TaskData) {
    return {
      site: draft.site,
      title: input.title,
      description: input.description ?? null,
      searchText: foldForSearch(input.title, input.description),
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

  /**
   * The tasks `task` would wait for: tasks the caller sees (so of the company), of the same site, not itself, and none
   * already waiting for it, however far (a cycle would make the planning impossible).
   */
  private async dependencies(tx: EntityManager, task: PlanningTask | null, site: Site, ids: string[]): Promise<PlanningTask[]> {
    const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
    if (!wanted.length) return [];
    if (task && wanted.includes(task.id)) throw refuseDependency('task.dependency.self');
    const found = await tx.find(PlanningTask, { id: { $in: wanted } });
    if (found.length !== wanted.length) throw refuseDependency('task.notFound');
    if (found.some((d) => d.site.id !== site.id)) throw refuseDependency('task.dependency.otherSite');
    // A new task waits for others but none waits for it yet: only an edit can close a cycle.
    if (task && (await this.wouldCycle(tx, task, site, wanted))) throw refuseDependency('task.dependency.cycle');
    return found;
  }

  /**
   * Whether `task` is among the tasks `dependsOnIds` wait for, however far: one recursive query over the edges. The
   * site's row is locked first, so two edits of its dependencies at once cannot each close half of a cycle.
   */
  private async wouldCycle(tx: EntityManager, task: PlanningTask, site: Site, dependsOnIds: string[]): Promise<boolean> {
    const conn = tx.getConnection();
    const ctx = tx.getTransactionContext();
    await conn.execute('select id from site where id = ? and company_id = ? for update', [site.id, site.company.id], 'all', ctx);
    const rows: { cycle: boolean }[] = await conn.execute(
      `with recursive waited(id) as (
         select t.id from planning_task t where t.company_id = ? and t.id in (${dependsOnIds.map(() => '?').join(', ')})
         union
         select d.depends_on_id from planning_task_dependency d join waited w on d.task_id = w.id
       )
       select exists (select 1 from waited where id = ?) as cycle`,
      [site.company.id, ...dependsOnIds, task.id],
      'all',
      ctx,
    );
    return rows[0]?.cycle === true;
  }
}
