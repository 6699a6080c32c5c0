import * as z from 'zod/mini';
import { localDate } from './sites';

/** What a task is, for its colour on the plannings. */
export const TASK_CATEGORIES = ['GROS_OEUVRE', 'SECOND_OEUVRE', 'FINITIONS', 'VRD', 'AUTRE'] as const;
export type TaskCategory = (typeof TASK_CATEGORIES)[number];
/** `list`: the most tasks a planning's period answers (a month of every site); the screen says when it is reached. */
export const TASK_LIMITS = { title: 75, description: 100, people: 50, dependencies: 20, list: 3000 } as const;

const day = (requiredId: string) =>
  z.pipe(z.string({ error: requiredId }).check(z.trim(), z.minLength(1, requiredId)), localDate('task.date.invalid'));
const personnelIds = z.array(z.string().check(z.uuid('personnel.notFound'))).check(z.maxLength(TASK_LIMITS.people, 'task.people.max'));
/** The tasks a task waits for (finish-to-start); absent or null: unchanged on an update, none on a creation. */
const dependsOnIds = z.optional(
  z.nullable(z.array(z.string().check(z.uuid('task.notFound'))).check(z.maxLength(TASK_LIMITS.dependencies, 'task.dependency.max'))),
);
const endNotBeforeStart = z.refine<{ startDate: string; endDate: string }>((v) => v.endDate >= v.startDate, {
  path: ['endDate'],
  message: 'task.endDate.beforeStart',
});

/** A planning task (SPEC §5): dates required, the end not before the start, a title of 75 and a description of 100 at most. */
export const taskSchema = z
  .object({
    siteId: z.string({ error: 'site.notFound' }).check(z.uuid('site.notFound')),
    title: z
      .string({ error: 'task.title.required' })
      .check(z.trim(), z.minLength(1, 'task.title.required'), z.maxLength(TASK_LIMITS.title, 'task.title.max')),
    description: z.optional(
      z.nullable(
        z.pipe(
          z.string().check(z.trim(), z.maxLength(TASK_LIMITS.description, 'task.description.max')),
          z.transform((v) => v || null),
        ),
      ),
    ),
    startDate: day('task.startDate.required'),
    endDate: day('task.endDate.required'),
    personnelIds: z._default(personnelIds, []),
    dependsOnIds,
    progress: z._default(
      z
        .number({ error: 'task.progress.invalid' })
        .check(z.int('task.progress.invalid'), z.gte(0, 'task.progress.invalid'), z.lte(100, 'task.progress.invalid')),
      0,
    ),
    category: z._default(z.enum(TASK_CATEGORIES, { error: 'task.category.invalid' }), 'AUTRE'),
  })
  .check(endNotBeforeStart);
export type TaskValues = z.input<typeof taskSchema>;
export type TaskData = z.output<typeof taskSchema>;

/** What a drag sends: the new dates. */
export const taskDatesSchema = z
  .object({ startDate: day('task.startDate.required'), endDate: day('task.endDate.required') })
  .check(endNotBeforeStart);
export type TaskDatesData = z.output<typeof taskDatesSchema>;

/**
 * What the planning checks before a save (taskConflicts): the task being edited or dragged, if any, and what it would
 * become. Without a task the site is required; with one, what is left out is the stored task's.
 */
export const taskCheckSchema = z
  .object({
    taskId: z.optional(z.nullable(z.string().check(z.uuid('task.notFound')))),
    siteId: z.optional(z.nullable(z.string().check(z.uuid('site.notFound')))),
    startDate: day('task.startDate.required'),
    endDate: day('task.endDate.required'),
    personnelIds: z.optional(z.nullable(personnelIds)),
    dependsOnIds,
  })
  .check(
    endNotBeforeStart,
    z.refine((v) => !!v.taskId || !!v.siteId, { path: ['siteId'], message: 'site.notFound' }),
  );
export type TaskCheckData = z.output<typeof taskCheckSchema>;
