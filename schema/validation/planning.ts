import * as z from 'zod/mini';
import { localDate } from './sites';

/** What a task is, for its colour on the plannings. */
export const TASK_CATEGORIES = ['GROS_OEUVRE', 'SECOND_OEUVRE', 'FINITIONS', 'VRD', 'AUTRE'] as const;
export type TaskCategory = (typeof TASK_CATEGORIES)[number];
export const TASK_LIMITS = { title: 75, description: 100, people: 50 } as const;

const day = (requiredId: string) =>
  z.pipe(z.string({ error: requiredId }).check(z.trim(), z.minLength(1, requiredId)), localDate('task.date.invalid'));

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
    personnelIds: z._default(z.array(z.string().check(z.uuid('personnel.notFound'))).check(z.maxLength(TASK_LIMITS.people, 'task.people.max')), []),
    progress: z._default(
      z
        .number({ error: 'task.progress.invalid' })
        .check(z.int('task.progress.invalid'), z.gte(0, 'task.progress.invalid'), z.lte(100, 'task.progress.invalid')),
      0,
    ),
    category: z._default(z.enum(TASK_CATEGORIES, { error: 'task.category.invalid' }), 'AUTRE'),
  })
  .check(z.refine((v) => v.endDate >= v.startDate, { path: ['endDate'], message: 'task.endDate.beforeStart' }));
export type TaskValues = z.input<typeof taskSchema>;
export type TaskData = z.output<typeof taskSchema>;

/** What a drag sends: the new dates. */
export const taskDatesSchema = z
  .object({ startDate: day('task.startDate.required'), endDate: day('task.endDate.required') })
  .check(z.refine((v) => v.endDate >= v.startDate, { path: ['endDate'], message: 'task.endDate.beforeStart' }));
export type TaskDatesData = z.output<typeof taskDatesSchema>;
