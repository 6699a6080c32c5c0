import * as z from 'zod/mini';
import { isCalendarDay } from '../validation/dates';

/**
 * What the payment delays' list and declaration take (issue 38, law 69-21), for the resolver, the REST routes and the
 * screen: a side, a period of invoice dates, late only, the day the penalties run to; a year and an optional quarter.
 */
const day = (id: string) =>
  z.optional(
    z.nullable(
      z.pipe(
        z.string({ error: id }).check(
          z.trim(),
          z.refine((v) => v === '' || isCalendarDay(v), id),
        ),
        z.transform((v) => v || null),
      ),
    ),
  );

export const DELAY_SIDES = ['ISSUED', 'RECEIVED'] as const;

export const paymentDelayFilterSchema = z
  .object({
    side: z.optional(z.nullable(z.enum(DELAY_SIDES, { error: 'paymentDelays.side.invalid' }))),
    from: day('paymentDelays.date.invalid'),
    to: day('paymentDelays.date.invalid'),
    lateOnly: z.optional(z.nullable(z.boolean())),
    asOf: day('paymentDelays.date.invalid'),
  })
  .check(z.refine((v) => !v.from || !v.to || v.from <= v.to, { path: ['to'], message: 'paymentDelays.range.invalid' }));
export type PaymentDelayFilter = z.output<typeof paymentDelayFilterSchema>;

export const paymentDelayPeriodSchema = z.object({
  year: z
    .number({ error: 'paymentDelays.period.invalid' })
    .check(z.int('paymentDelays.period.invalid'), z.gte(2000, 'paymentDelays.period.invalid'), z.lte(2100, 'paymentDelays.period.invalid')),
  quarter: z.optional(
    z.nullable(
      z
        .number({ error: 'paymentDelays.period.invalid' })
        .check(z.int('paymentDelays.period.invalid'), z.gte(1, 'paymentDelays.period.invalid'), z.lte(4, 'paymentDelays.period.invalid')),
    ),
  ),
});
export type PaymentDelayPeriod = z.output<typeof paymentDelayPeriodSchema>;
