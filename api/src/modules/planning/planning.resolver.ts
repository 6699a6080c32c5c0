import { isCalendarDay, taskCheckSchema, taskDatesSchema, taskSchema } from '@chantiers/schema';
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../core/context/context';
import { AppError } from '../../core/errors/app-error';
import { parseId, parseInput } from '../../core/errors/parse';
import { isUuid } from '../../core/ids';
import type { PlanningTask } from './planning-task.entity';
import { acceptedConflictsOf } from './planning.service';
import { byName, byStart } from './planning-views.query';
import { TaskCheckInput, TaskConflict, TaskDatesInput, TaskInput, TaskView } from './planning.types';

const DAY_MS = 86_400_000;

/** A task read with the ORM as its view, in the order the planning's read gives (planning-views.query.ts). */
export const toTaskView = (t: PlanningTask): TaskView => ({
  id: t.id,
  site: { id: t.site.id, name: t.site.name },
  title: t.title,
  description: t.description ?? null,
  startDate: t.startDate,
  endDate: t.endDate,
  progress: t.progress,
  category: t.category,
  updatedAt: t.updatedAt,
  people: t.people
    .getItems()
    .map((p) => ({ id: p.id, firstName: p.firstName, lastName: p.lastName, trade: p.trade }))
    .sort(byName),
  // Loaded by PlanningService (TASK_VIEW_POPULATE); a task read elsewhere without them shows none rather than failing.
  dependsOn: (t.dependsOn.isInitialized() ? t.dependsOn.getItems() : [])
    .map((d) => ({ id: d.id, title: d.title, startDate: d.startDate, endDate: d.endDate }))
    .sort(byStart),
});

const BASE = {
  nullable: true,
  description:
    'La `updatedAt` de la tâche sur laquelle ce changement a été fait : modifiée depuis par un autre, le changement est ' +
    'refusé (CONFLICT, extensions.current).',
};

/** The version a change was made on: a date-time, or nothing (the change applies whatever came since). */
function parseBase(value: string | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const at = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(at.getTime())) throw AppError.badInput({ baseUpdatedAt: 'record.base.invalid' });
  return at;
}

/** A saved task's answer: the task, and the conflicts its save was confirmed with. */
const savedView = (t: PlanningTask): TaskView => ({ ...toTaskView(t), acceptedConflicts: acceptedConflictsOf(t) });

const CONFIRM = {
  nullable: true,
  defaultValue: false,
  description: 'Enregistre malgré les conflits (taskConflicts) ; sans elle, une tâche en conflit est refusée (CONFLICT, extensions.conflicts).',
};

/** A period of a planning: both days, the end not before the start, a year at most (a planning shows weeks and months). */
export function periodArg(from: string, to: string): { from: string; to: string } {
  if (!isCalendarDay(from) || !isCalendarDay(to) || to < from || (Date.parse(to) - Date.parse(from)) / DAY_MS > 366)
    throw AppError.badInput({ from: 'task.period.invalid' });
  return { from, to };
}
const optionalId = (id: string | null | undefined, field: string, message: string) => {
  if (!id) return null;
  if (!isUuid(id)) throw AppError.badInput({ [field]: message });
  return id.toLowerCase();
};

/** Planning (SPEC §2): a site's tasks, a person's, every site's; create, edit, move (a confirmed drag) and delete. */
@Resolver()
export class PlanningResolver {
  @Authorized('planning.read')
  @Query(() => [TaskView], {
    description: 'Les tâches qui chevauchent la période : d’un chantier, d’une personne, ou de tous les chantiers de l’appelant.',
  })
  async tasks(
    @Arg('from', () => String) from: string,
    @Arg('to', () => String) to: string,
    @Ctx() ctx: Context,
    @Arg('siteId', () => ID, { nullable: true }) siteId?: string | null,
    @Arg('personnelId', () => ID, { nullable: true }) personnelId?: string | null,
  ): Promise<TaskView[]> {
    const period = periodArg(from, to);
    return ctx.services.planning.views(ctx.em, {
      ...period,
      siteId: optionalId(siteId, 'siteId', 'site.notFound'),
      personnelId: optionalId(personnelId, 'personnelId', 'personnel.notFound'),
    });
  }

  @Authorized('planning.read')
  @Query(() => TaskView)
  async task(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<TaskView> {
    return toTaskView(await ctx.services.planning.get(ctx.em, parseId(id)));
  }

  @Authorized('planning.write')
  @Query(() => [TaskConflict], {
    description:
      'Les conflits qu’aurait une tâche (personne non affectée au chantier, déjà sur une autre tâche, dépendance non respectée) : ' +
      'des avertissements à confirmer. Pour un glisser, taskId et les nouvelles dates suffisent.',
  })
  async taskConflicts(@Arg('input', () => TaskCheckInput) input: TaskCheckInput, @Ctx() ctx: Context): Promise<TaskConflict[]> {
    return ctx.services.planning.check(ctx.em, parseInput(taskCheckSchema, input));
  }

  @Authorized('planning.write')
  @Mutation(() => TaskView)
  async createTask(
    @Arg('input', () => TaskInput) input: TaskInput,
    @Ctx() ctx: Context,
    @Arg('confirmConflicts', () => Boolean, CONFIRM) confirmConflicts?: boolean | null,
  ): Promise<TaskView> {
    return savedView(await ctx.services.planning.create(ctx.em, authOf(ctx), parseInput(taskSchema, input), confirmConflicts === true));
  }

  @Authorized('planning.write')
  @Mutation(() => TaskView)
  async updateTask(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => TaskInput) input: TaskInput,
    @Ctx() ctx: Context,
    @Arg('confirmConflicts', () => Boolean, CONFIRM) confirmConflicts?: boolean | null,
    @Arg('baseUpdatedAt', () => String, BASE) baseUpdatedAt?: string | null,
  ): Promise<TaskView> {
    const base = parseBase(baseUpdatedAt);
    return savedView(await ctx.services.planning.update(ctx.em, parseId(id), parseInput(taskSchema, input), confirmConflicts === true, base));
  }

  @Authorized('planning.write')
  @Mutation(() => TaskView, { description: 'Déplace ou redimensionne une tâche (un glisser confirmé).' })
  async moveTask(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => TaskDatesInput) input: TaskDatesInput,
    @Ctx() ctx: Context,
    @Arg('confirmConflicts', () => Boolean, CONFIRM) confirmConflicts?: boolean | null,
    @Arg('baseUpdatedAt', () => String, BASE) baseUpdatedAt?: string | null,
  ): Promise<TaskView> {
    const base = parseBase(baseUpdatedAt);
    return savedView(await ctx.services.planning.move(ctx.em, parseId(id), parseInput(taskDatesSchema, input), confirmConflicts === true, base));
  }

  @Authorized('planning.write')
  @Mutation(() => Boolean)
  async deleteTask(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.planning.remove(ctx.em, parseId(id));
    return true;
  }
}
