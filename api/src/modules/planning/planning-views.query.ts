import type { EntityManager } from '@mikro-orm/postgresql';
import { TASK_LIMITS } from '@chantiers/schema';
import { TENANT_FILTER, type TenantFilterArgs } from '../../core/tenancy/company-scoped.entity';
import { siteOwnedBySql, visibleTo } from '../../core/tenancy/site-access';
import type { TaskFilter } from './planning.service';
import type { TaskDependencyRef, TaskPerson, TaskView } from './planning.types';

/**
 * Planning tasks as views (the `tasks` query and its REST routes, a site's next tasks), in ONE statement read without
 * the ORM. The global planning of a month is ~2,200 tasks with ~5,500 people on them and ~900 dependencies: hydrating
 * them as entities (identity map, collections, whole Personnel and PlanningTask rows for the pivots) was three
 * quarters of the request (scripts/bench-planning.ts).
 *
 * It keeps the filters of the ORM read it replaces (PlanningService.list with TASK_VIEW_POPULATE):
 *   - the tasks of the company on a site of the company the caller sees (a USER: the sites they manage or created);
 *   - their people of the company, and the tasks of the company they wait for (of their site, so seen too);
 *   - by start date, title, id (PostgreSQL's order, as `orderBy`), a limit on the tasks the caller sees.
 *
 * The tasks are numbered (n) once limited; their people and dependencies follow as rows of the same answer, joined to
 * those tasks by their keys. Three statements instead would send the task ids back twice; JSON built by PostgreSQL
 * costs more than these rows, and left joins of aggregates are estimated so high that PostgreSQL compiles them (JIT).
 */
export interface TaskViewStatement {
  sql: string;
  bindings: (string | number)[];
}

/** Which tasks: conditions on `t` (planning_task) and `s` (its site) with their bindings, and how many at most. */
export interface TaskSelection {
  where: string[];
  bindings: (string | number)[];
  limit: number;
}

/** One row of the answer: a task (its n-th), or a person or a dependency of the n-th task. */
interface Row {
  kind: 'task' | 'person' | 'dependency';
  n: number;
  id: string;
  title: string | null;
  start_date: string | null;
  end_date: string | null;
  site_id: string | null;
  site_name: string | null;
  description: string | null;
  progress: number | null;
  category: string | null;
  updated_at: Date | string | null;
  first_name: string | null;
  last_name: string | null;
  trade: string | null;
}

/** The tasks overlapping a period: a site's, a person's, or every site's the caller sees (the `tasks` query). */
export function periodSelection(filter: TaskFilter): TaskSelection {
  const where = ['t.start_date <= ?', 't.end_date >= ?'];
  const bindings: string[] = [filter.to, filter.from];
  if (filter.siteId) {
    where.push('t.site_id = ?');
    bindings.push(filter.siteId);
  }
  if (filter.personnelId) {
    where.push('exists (select 1 from planning_task_person x where x.task_id = t.id and x.personnel_id = ?)');
    bindings.push(filter.personnelId);
  }
  return { where, bindings, limit: TASK_LIMITS.list };
}

export function taskViewStatement(companyId: string, user: string | null, selection: TaskSelection): TaskViewStatement {
  const owned = siteOwnedBySql('s');
  const where = ['t.company_id = ?', ...(user ? [owned.sql] : []), ...selection.where];
  const bindings = [
    companyId,
    companyId,
    ...(user ? Array<string>(owned.times).fill(user) : []),
    ...selection.bindings,
    selection.limit,
    companyId,
    companyId,
  ];
  const sql =
    'with t as (select l.*, (row_number() over (order by l.start_date, l.title, l.id))::int as n from (' +
    'select t.id, t.site_id, s.name as site_name, t.title, t.description, t.start_date, t.end_date, t.progress, t.category, t.updated_at ' +
    `from planning_task t join site s on s.id = t.site_id and s.company_id = ? where ${where.join(' and ')} ` +
    'order by t.start_date, t.title, t.id limit ?) l) ' +
    `select 'task' as kind, t.n, t.id, t.title, t.start_date, t.end_date, t.site_id, t.site_name, t.description, t.progress, t.category, t.updated_at, ` +
    'null as first_name, null as last_name, null as trade from t ' +
    `union all select 'person', t.n, p.id, null, null, null, null, null, null, null, null, null, p.first_name, p.last_name, p.trade ` +
    'from t join planning_task_person tp on tp.task_id = t.id join personnel p on p.id = tp.personnel_id and p.company_id = ? ' +
    `union all select 'dependency', t.n, d.id, d.title, d.start_date, d.end_date, null, null, null, null, null, null, null, null, null ` +
    'from t join planning_task_dependency e on e.task_id = t.id join planning_task d on d.id = e.depends_on_id and d.company_id = ?';
  return { sql, bindings };
}

const french = new Intl.Collator('fr');
/** A task's people, by last name in French (then first name and id, so that namesakes keep one order). */
export const byName = (a: TaskPerson, b: TaskPerson) =>
  french.compare(a.lastName, b.lastName) || french.compare(a.firstName, b.firstName) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
/** A task's dependencies, by start then title in French (then id). */
export const byStart = (a: TaskDependencyRef, b: TaskDependencyRef) =>
  a.startDate.localeCompare(b.startDate) || french.compare(a.title, b.title) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The views, in the tasks' order, from the rows in any order. */
export function taskViewsOf(rows: Row[]): TaskView[] {
  const views: TaskView[] = [];
  for (const r of rows) {
    if (r.kind !== 'task') continue;
    views[r.n - 1] = {
      id: r.id,
      site: { id: r.site_id!, name: r.site_name! },
      title: r.title!,
      description: r.description,
      startDate: r.start_date!,
      endDate: r.end_date!,
      progress: r.progress!,
      category: r.category!,
      updatedAt: new Date(r.updated_at!),
      people: [],
      dependsOn: [],
    };
  }
  for (const r of rows) {
    if (r.kind === 'person') views[r.n - 1].people.push({ id: r.id, firstName: r.first_name!, lastName: r.last_name!, trade: r.trade! });
    else if (r.kind === 'dependency') views[r.n - 1].dependsOn.push({ id: r.id, title: r.title!, startDate: r.start_date!, endDate: r.end_date! });
  }
  for (const v of views) {
    if (v.people.length > 1) v.people.sort(byName);
    if (v.dependsOn.length > 1) v.dependsOn.sort(byStart);
  }
  return views;
}

/** The company the entity manager is bound to (scopeToCompany): these reads are scoped by hand, never unscoped. */
export function boundCompany(em: EntityManager): string {
  const companyId = em.getFilterParams<TenantFilterArgs>(TENANT_FILTER)?.companyId;
  if (!companyId) throw new Error('planning views need an entity manager bound to a company (scopeToCompany)');
  return companyId;
}

/** Runs through the request's entity manager: its transaction, and its logging and onQuery as an ORM statement. */
export async function readTaskViews(em: EntityManager, selection: TaskSelection): Promise<TaskView[]> {
  const { sql, bindings } = taskViewStatement(boundCompany(em), visibleTo(em), selection);
  const rows: Row[] = await em.getConnection().execute(sql, bindings, 'all', em.getTransactionContext());
  return taskViewsOf(rows);
}
