import * as z from 'zod/mini';
import { isCalendarMonth } from './dates';
import { localDate } from './sites';

/** A day's imputation: a full day, a half day, or absent (0). Hours are not tracked (docs/DECISIONS.md). */
export const IMPUTATIONS = ['1', '0.5', '0'] as const;
export type Imputation = (typeof IMPUTATIONS)[number];
export const ACTIVITY_LIMITS = { entriesPerSave: 500 } as const;

/** '1', '1.0', '0,5', '0.50', 1, 0.5 (the legacy body sends numbers) → '1' | '0.5' | '0'. */
const imputation = z.pipe(
  z.pipe(
    z.union([z.string(), z.number()], { error: 'cra.imputation.required' }),
    z.transform((v) => {
      const n = Number(String(v).trim().replace(',', '.'));
      return String(v).trim() === '' || Number.isNaN(n) ? '' : String(n);
    }),
  ),
  z.enum(IMPUTATIONS, { error: 'cra.imputation.invalid' }),
);

export const activityEntrySchema = z.object({
  siteId: z.string({ error: 'site.notFound' }).check(z.uuid('site.notFound')),
  personnelId: z.string({ error: 'personnel.notFound' }).check(z.uuid('personnel.notFound')),
  day: z.pipe(z.string({ error: 'cra.day.required' }).check(z.trim(), z.minLength(1, 'cra.day.required')), localDate('cra.day.invalid')),
  value: imputation,
});
export const activitySaveSchema = z.object({
  entries: z
    .array(activityEntrySchema, { error: 'cra.entries.required' })
    .check(z.minLength(1, 'cra.entries.required'), z.maxLength(ACTIVITY_LIMITS.entriesPerSave, 'cra.entries.max')),
});
export type ActivityEntryData = z.output<typeof activityEntrySchema>;
export type ActivitySaveData = z.output<typeof activitySaveSchema>;

/** 'YYYY-MM'. */
export const monthSchema = z.string({ error: 'cra.month.invalid' }).check(z.refine(isCalendarMonth, 'cra.month.invalid'));

/** Cells to empty (nothing entered): the site, the person and the day. */
export const activityClearSchema = z.object({
  cells: z
    .array(
      z.object({
        siteId: z.string({ error: 'site.notFound' }).check(z.uuid('site.notFound')),
        personnelId: z.string({ error: 'personnel.notFound' }).check(z.uuid('personnel.notFound')),
        day: z.pipe(z.string({ error: 'cra.day.required' }).check(z.trim(), z.minLength(1, 'cra.day.required')), localDate('cra.day.invalid')),
      }),
      { error: 'cra.entries.required' },
    )
    .check(z.minLength(1, 'cra.entries.required'), z.maxLength(ACTIVITY_LIMITS.entriesPerSave, 'cra.entries.max')),
});
export type ActivityClearData = z.output<typeof activityClearSchema>;
