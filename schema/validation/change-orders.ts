import * as z from 'zod/mini';
import { isCalendarDay } from './dates';
import { quoteLineSchema } from './quotes';

/** Avenants (change orders, issue 37) of an accepted quote: lines added, changed or removed, then accepted or refused. */
export const CHANGE_ORDER_STATUSES = ['EN_COURS', 'ACCEPTE', 'REFUSE'] as const;
export type ChangeOrderStatus = (typeof CHANGE_ORDER_STATUSES)[number];
export const CHANGE_ORDER_ACTIONS = ['ADD', 'CHANGE', 'REMOVE'] as const;
export type ChangeOrderAction = (typeof CHANGE_ORDER_ACTIONS)[number];
export const CHANGE_ORDER_LIMITS = { lines: 200, label: 255, reason: 500, lotTitle: 100 } as const;

const lineId = z.string({ error: 'changeOrder.line.target.required' }).check(z.uuid('changeOrder.line.target.required'), z.toLowerCase());
const lotTitle = z
  .string({ error: 'quote.lot.title.required' })
  .check(z.trim(), z.minLength(1, 'quote.lot.title.required'), z.maxLength(CHANGE_ORDER_LIMITS.lotTitle, 'quote.lot.title.max'));

/**
 * One change: a line added in a lot (as a quote's line), a line of the quote (or of an earlier accepted avenant) given
 * new content, or such a line removed.
 */
export const changeOrderLineSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('ADD'), lotTitle, ...quoteLineSchema.shape }),
    z.object({ action: z.literal('CHANGE'), lineId, ...quoteLineSchema.shape }),
    z.object({ action: z.literal('REMOVE'), lineId }),
  ],
  { error: 'changeOrder.line.action.invalid' },
);
export type ChangeOrderLineData = z.output<typeof changeOrderLineSchema>;

/** An avenant: its object, its date and 1 to 200 changes, a line of the quote changed or removed once at most. */
export const changeOrderSchema = z.object({
  label: z
    .string({ error: 'changeOrder.label.required' })
    .check(z.trim(), z.minLength(1, 'changeOrder.label.required'), z.maxLength(CHANGE_ORDER_LIMITS.label, 'changeOrder.label.max')),
  issueDate: z
    .string({ error: 'changeOrder.issueDate.required' })
    .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'changeOrder.issueDate.required'), z.refine(isCalendarDay, 'changeOrder.issueDate.required')),
  lines: z.array(changeOrderLineSchema, { error: 'changeOrder.lines.required' }).check(
    z.minLength(1, 'changeOrder.lines.required'),
    z.maxLength(CHANGE_ORDER_LIMITS.lines, 'changeOrder.lines.max'),
    z.refine((lines) => {
      const targets = lines.flatMap((l) => ('lineId' in l && typeof l.lineId === 'string' ? [l.lineId.toLowerCase()] : []));
      return new Set(targets).size === targets.length;
    }, 'changeOrder.line.target.twice'),
  ),
});
export type ChangeOrderValues = z.input<typeof changeOrderSchema>;
export type ChangeOrderData = z.output<typeof changeOrderSchema>;

/** A refusal says why. */
export const changeOrderRefusalSchema = z.object({
  reason: z
    .string({ error: 'changeOrder.reason.required' })
    .check(z.trim(), z.minLength(1, 'changeOrder.reason.required'), z.maxLength(CHANGE_ORDER_LIMITS.reason, 'changeOrder.reason.max')),
});
