import * as z from 'zod/mini';
import { SITE_STATUSES } from '../sites';
import { isCalendarDay } from './dates';

const optionalText = (max: number, id: string) =>
  z.optional(
    z.nullable(
      z.pipe(
        z.string().check(z.trim(), z.maxLength(max, id)),
        z.transform((v) => v || null),
      ),
    ),
  );

/** A date-only value, YYYY-MM-DD, that exists in the calendar (from 1900, see `FIRST_YEAR`). */
export const localDate = (id: string) => z.string({ error: id }).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, id), z.refine(isCalendarDay, id));

/** '007.5' -> '7.50': the form numeric(14,2) gives back, so a saved amount reads the same as it is answered. */
const canonicalAmount = (v: string) => {
  const [units, cents = ''] = v.split('.');
  return `${units.replace(/^0+(?=\d)/, '')}.${cents.padEnd(2, '0')}`;
};

/** A MAD amount as a decimal string: up to 999 999 999 999,99, two decimals at most, never a float. */
export const amount = (id: string) =>
  z.pipe(
    z
      .pipe(
        z.string({ error: id }).check(z.trim()),
        z.transform((v) => v.replace(/\s/g, '').replace(',', '.')),
      )
      .check(z.regex(/^\d{1,12}(\.\d{1,2})?$/, id)),
    z.transform(canonicalAmount),
  );

export const siteSchema = z
  .object({
    name: z.string({ error: 'site.name.required' }).check(z.trim(), z.minLength(1, 'site.name.required'), z.maxLength(100, 'site.name.max')),
    client: optionalText(100, 'site.text.max100'),
    managerId: z.optional(z.nullable(z.string().check(z.uuid('site.manager.invalid')))),
    foreman: optionalText(100, 'site.text.max100'),
    address: optionalText(255, 'site.address.max'),
    city: optionalText(100, 'site.text.max100'),
    postalCode: z.optional(
      z.nullable(
        z
          .pipe(
            z.string().check(z.trim()),
            z.transform((v) => v || null),
          )
          .check(z.refine((v) => v === null || /^\d{5}$/.test(v), 'site.postalCode.invalid')),
      ),
    ),
    budget: z.optional(z.nullable(amount('site.budget.invalid'))),
    startDate: z.optional(z.nullable(localDate('site.date.invalid'))),
    endDate: z.optional(z.nullable(localDate('site.date.invalid'))),
    mapsLink: z.optional(
      z.nullable(
        z
          .pipe(
            z.string().check(z.trim(), z.maxLength(500, 'site.mapsLink.invalid')),
            z.transform((v) => v || null),
          )
          .check(z.refine((v) => v === null || /^https?:\/\/[^\s]+$/i.test(v), 'site.mapsLink.invalid')),
      ),
    ),
    status: z.optional(z.nullable(z.enum(SITE_STATUSES, { error: 'site.status.invalid' }))),
    progress: z.optional(
      z.nullable(
        z
          .number({ error: 'site.progress.invalid' })
          .check(z.int('site.progress.invalid'), z.minimum(0, 'site.progress.invalid'), z.maximum(100, 'site.progress.invalid')),
      ),
    ),
  })
  .check(
    z.refine(
      (v) =>
        !/^\d{4}-\d{2}-\d{2}$/.test(String(v.startDate ?? '')) || !/^\d{4}-\d{2}-\d{2}$/.test(String(v.endDate ?? '')) || v.endDate! >= v.startDate!,
      { path: ['endDate'], message: 'site.endDate.beforeStart' },
    ),
  );
export type SiteValues = z.input<typeof siteSchema>;
export type SiteData = z.output<typeof siteSchema>;

export const siteFilterSchema = z.object({
  search: z.optional(z.nullable(z.string().check(z.maxLength(100, 'site.search.max')))),
  status: z.optional(z.nullable(z.enum(SITE_STATUSES, { error: 'site.status.invalid' }))),
  city: z.optional(z.nullable(z.string().check(z.maxLength(100, 'site.text.max100')))),
  archived: z.optional(z.nullable(z.boolean())),
});
export type SiteFilter = z.output<typeof siteFilterSchema>;
