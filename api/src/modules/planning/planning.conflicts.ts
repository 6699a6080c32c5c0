import type { EntityManager } from '@mikro-orm/postgresql';
import { sentence } from '../../core/errors/sentence';
import { frDate } from '../../core/records/list-args';
import { PersonnelAssignment } from '../personnel';
import type { Personnel } from '../personnel';
import type { Site } from '../sites';
import type { PlanningTask } from './planning-task.entity';
import type { TaskConflict, TaskConflictKind } from './planning.types';

/** What a task would be once saved: checked for conflicts before the save. */
export interface TaskDraft {
  /** The stored task being edited or dragged (null: a new one): left out of the overlaps. */
  task: PlanningTask | null;
  site: Site;
  startDate: string;
  endDate: string;
  people: Personnel[];
  dependsOn: PlanningTask[];
  /** The tasks waiting for this one (none for a new task). */
  successors: PlanningTask[];
}

interface Period {
  startDate: string;
  endDate: string;
}

interface OverlapRow {
  personnelId: string;
  id: string;
  title: string;
  startDate: string;
  endDate: string;
  siteName: string;
}

const DAY_MS = 86_400_000;
const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const fullName = (p: Personnel) => `${p.firstName} ${p.lastName}`.trim();
const KIND_ORDER: TaskConflictKind[] = ['NOT_ASSIGNED', 'OVERLAP', 'DEPENDENCY'];

/** The days of `period` that no assignment covers, as stretches ([from, to], both included). */
export function uncovered(period: Period, assignments: Period[]): Period[] {
  const gaps: Period[] = [];
  let next = period.startDate;
  for (const a of [...assignments].sort((x, y) => x.startDate.localeCompare(y.startDate))) {
    if (next > period.endDate) break;
    if (a.startDate > next) gaps.push({ startDate: next, endDate: a.startDate > period.endDate ? period.endDate : shiftDay(a.startDate, -1) });
    if (a.endDate >= next) next = shiftDay(a.endDate, 1);
  }
  if (next <= period.endDate) gaps.push({ startDate: next, endDate: period.endDate });
  return gaps;
}

/**
 * The warnings a save would give (they are confirmed, not refused: docs/DECISIONS.md): a person not assigned to the
 * task's site on some of its days, a person already on another task (any site) on overlapping days, and a
 * finish-to-start dependency not kept. Two queries whatever the number of people: assignments, then overlapping tasks.
 */
export async function conflictsOf(tx: EntityManager, draft: TaskDraft): Promise<TaskConflict[]> {
  // One after the other: both run on the transaction's one connection.
  const notAssigned = await notAssignedOf(tx, draft);
  const overlaps = await overlapsOf(tx, draft);
  const conflicts = [...notAssigned, ...overlaps, ...dependencyConflictsOf(draft)];
  const names = new Map(draft.people.map((p) => [p.id, `${p.lastName} ${p.firstName}`]));
  const nameOf = (c: TaskConflict) => (c.personnelId ? (names.get(c.personnelId) ?? '') : '');
  // Stable: within a person, the order each check gave (by date).
  return conflicts
    .map((c, i) => ({ c, i }))
    .sort((x, y) => KIND_ORDER.indexOf(x.c.kind) - KIND_ORDER.indexOf(y.c.kind) || nameOf(x.c).localeCompare(nameOf(y.c), 'fr') || x.i - y.i)
    .map(({ c }) => c);
}

async function notAssignedOf(tx: EntityManager, draft: TaskDraft): Promise<TaskConflict[]> {
  if (!draft.people.length) return [];
  const assignments = await tx.find(
    PersonnelAssignment,
    {
      personnel: { $in: draft.people.map((p) => p.id) },
      site: draft.site.id,
      startDate: { $lte: draft.endDate },
      endDate: { $gte: draft.startDate },
    },
    { fields: ['personnel', 'startDate', 'endDate'], orderBy: { startDate: 'asc' } },
  );
  return draft.people.flatMap((person) =>
    uncovered(
      draft,
      assignments.filter((a) => a.personnel.id === person.id),
    ).map((gap): TaskConflict => ({
      kind: 'NOT_ASSIGNED',
      message:
        gap.startDate === gap.endDate
          ? sentence('task.conflict.notAssignedDay', { name: fullName(person), site: draft.site.name, day: frDate(gap.startDate) })
          : sentence('task.conflict.notAssigned', {
              name: fullName(person),
              site: draft.site.name,
              from: frDate(gap.startDate),
              to: frDate(gap.endDate),
            }),
      personnelId: person.id,
      taskId: null,
      siteName: draft.site.name,
    })),
  );
}

/**
 * Other tasks of the company, on any site (a USER is warned of a person busy on a site they do not manage, as the
 * assignments are), with one of the people on them and overlapping days. Raw SQL: scoped to the company by hand.
 */
async function overlapsOf(tx: EntityManager, draft: TaskDraft): Promise<TaskConflict[]> {
  if (!draft.people.length) return [];
  const ids = draft.people.map((p) => p.id);
  const rows: OverlapRow[] = await tx.getConnection().execute(
    `select tp.personnel_id as "personnelId", t.id, t.title, to_char(t.start_date, 'YYYY-MM-DD') as "startDate",
            to_char(t.end_date, 'YYYY-MM-DD') as "endDate", s.name as "siteName"
       from planning_task_person tp
       join planning_task t on t.id = tp.task_id
       join site s on s.id = t.site_id and s.company_id = t.company_id
      where t.company_id = ? and tp.personnel_id in (${ids.map(() => '?').join(', ')})
        and t.start_date <= ? and t.end_date >= ?${draft.task ? ' and t.id <> ?' : ''}
      order by t.start_date, t.title, t.id
      limit 500`,
    [draft.site.company.id, ...ids, draft.endDate, draft.startDate, ...(draft.task ? [draft.task.id] : [])],
    'all',
    tx.getTransactionContext(),
  );
  const byId = new Map(draft.people.map((p) => [p.id, p]));
  return rows.map((r) => ({
    kind: 'OVERLAP',
    message: sentence('task.conflict.overlap', {
      name: fullName(byId.get(r.personnelId)!),
      task: r.title,
      site: r.siteName,
      from: frDate(r.startDate),
      to: frDate(r.endDate),
    }),
    personnelId: r.personnelId,
    taskId: r.id,
    siteName: r.siteName,
  }));
}

/** Finish-to-start: the task starts the day after each predecessor's end at the earliest, each successor after its end. */
function dependencyConflictsOf(draft: TaskDraft): TaskConflict[] {
  const byStart = (a: PlanningTask, b: PlanningTask) => a.startDate.localeCompare(b.startDate) || a.title.localeCompare(b.title, 'fr');
  const before = draft.dependsOn
    .filter((d) => d.endDate >= draft.startDate)
    .sort(byStart)
    .map((d): TaskConflict => ({
      kind: 'DEPENDENCY',
      message: sentence('task.conflict.predecessor', { task: d.title, day: frDate(d.endDate) }),
      personnelId: null,
      taskId: d.id,
      siteName: draft.site.name,
    }));
  const after = draft.successors
    .filter((s) => s.startDate <= draft.endDate)
    .sort(byStart)
    .map((s): TaskConflict => ({
      kind: 'DEPENDENCY',
      message: sentence('task.conflict.successor', { task: s.title, day: frDate(s.startDate) }),
      personnelId: null,
      taskId: s.id,
      siteName: draft.site.name,
    }));
  return [...before, ...after];
}
