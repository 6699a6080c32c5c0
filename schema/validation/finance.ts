import * as z from 'zod/mini';
import { clientId } from './client-id';
import { phoneString } from './phone';
import { isCalendarDay } from './dates';
import { amount, localDate } from './sites';
import { maxDueDate } from '../accounting/payment-delays';

/** TVA rates a purchase may carry (%), 20 by default; the api keeps them in a table with effective dates. */
export const VAT_RATES = ['20', '14', '10', '7', '0'] as const;
export type VatRateValue = (typeof VAT_RATES)[number];

/** How money changed hands: a client's payment of an invoice, the company's of a purchase. */
export const PAYMENT_MODES = ['VIREMENT', 'CHEQUE', 'ESPECES', 'EFFET'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
/** The modes as a French document or an accountant's file writes them. */
export const PAYMENT_MODE_WORDS: Record<PaymentMode, string> = { VIREMENT: 'virement', CHEQUE: 'chèque', ESPECES: 'espèces', EFFET: 'effet' };

/** French weekday names, Monday first, as a service sheet's 'jour' (SPEC §5: a weekday name). */
export const WEEKDAYS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const fold = (v: string) =>
  v
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
/** 'lundi', ' LUNDI ' -> 'Lundi'; null when it is not a weekday name. */
export function weekdayOf(value: string): Weekday | null {
  return WEEKDAYS.find((d) => fold(d) === fold(value)) ?? null;
}
const isRealDate = isCalendarDay;
/** The French weekday of a YYYY-MM-DD date. */
export function weekdayOfDate(iso: string): Weekday {
  return WEEKDAYS[(new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7];
}

const text = (max: number, id: string, maxId: string) => z.string({ error: id }).check(z.trim(), z.minLength(1, id), z.maxLength(max, maxId));
const day = (id: string) => z.pipe(z.string({ error: id }).check(z.trim(), z.minLength(1, id)), localDate('finance.date.invalid'));
/** A money amount sent as text: at most 20 characters (SPEC §5), then the shared amount rule (12 digits, 2 decimals). */
const money = (requiredId: string, invalidId: string) =>
  z.pipe(z.string({ error: requiredId }).check(z.trim(), z.minLength(1, requiredId), z.maxLength(20, invalidId)), amount(invalidId));
const optionalFileId = z.optional(z.nullable(z.string().check(z.uuid('file.notFound'))));
/** A day that may be left empty ('' or null: none). */
const optionalDay = (id: string) =>
  z.optional(
    z.nullable(
      z.pipe(
        z.string({ error: id }).check(
          z.trim(),
          z.refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && isRealDate(v)), id),
        ),
        z.transform((v) => v || null),
      ),
    ),
  );

/** '20', '20.00' (as answered, so a record read back can be sent again) or '20 %'. */
export const vatRate = z.pipe(
  z.pipe(
    z.string({ error: 'purchase.vatRate.invalid' }),
    z.transform((v) =>
      v
        .trim()
        .replace(/\s*%$/, '')
        .replace(/^(\d+)\.0*$/, '$1'),
    ),
  ),
  z.enum(VAT_RATES, { error: 'purchase.vatRate.invalid' }),
);

/** A purchase (dépense). TTC, TVA, the rest to pay and 'soldé' are computed by the api from these. */
export const purchaseSchema = z
  .object({
    id: clientId,
    supplierId: z.string({ error: 'purchase.supplier.required' }).check(z.uuid('purchase.supplier.required')),
    label: text(75, 'finance.label.required', 'finance.label.max'),
    reference: text(50, 'finance.reference.required', 'finance.reference.max'),
    date: day('finance.date.required'),
    amountHT: money('purchase.amountHT.required', 'finance.amount.invalid'),
    vatRate: z._default(vatRate, '20'),
    amountPaid: z._default(money('finance.amount.invalid', 'finance.amount.invalid'), '0.00'),
    /** When and how what was paid was paid (the accountant's TVA deduction needs both); kept only when something was. */
    paymentDate: optionalDay('purchase.paymentDate.invalid'),
    paymentMode: z.optional(z.nullable(z.enum(PAYMENT_MODES, { error: 'payment.mode.invalid' }))),
    invoiceFileId: optionalFileId,
    /** Law 69-21: the agreed due date, from the date to 120 days after it; none: 60 days after it. Absent at a change: unchanged. */
    dueDate: optionalDay('purchase.dueDate.invalid'),
  })
  .check(
    z.refine((v) => !v.dueDate || !isRealDate(v.date) || (v.dueDate >= v.date && v.dueDate <= maxDueDate(v.date)), {
      path: ['dueDate'],
      message: 'purchase.dueDate.range',
    }),
  );
export type PurchaseValues = z.input<typeof purchaseSchema>;
export type PurchaseData = z.output<typeof purchaseSchema>;

/**
 * A revenue (recette), SPEC §5. The montant is TTC (what the client pays); without a rate, the api takes 20 % for a
 * company subject to TVA and 0 for one that is not.
 */
export const revenueSchema = z.object({
  id: clientId,
  label: text(75, 'finance.label.required', 'finance.label.max'),
  date: day('finance.date.required'),
  reference: text(50, 'finance.reference.required', 'finance.reference.max'),
  amount: money('revenue.amount.required', 'finance.amount.invalid'),
  vatRate: z.optional(z.nullable(vatRate)),
  invoiceFileId: optionalFileId,
});
export type RevenueValues = z.input<typeof revenueSchema>;
export type RevenueData = z.output<typeof revenueSchema>;

/**
 * A service sheet (fiche de service), SPEC §5: 'jour' a weekday name, phone exactly 10 digits, amounts numeric
 * of at most 20 characters. `date` places the sheet in time; when given, 'jour' must be its weekday.
 */
export const serviceSheetSchema = z
  .object({
    day: z.pipe(
      z.string({ error: 'service.day.required' }).check(
        z.trim(),
        z.minLength(1, 'service.day.required'),
        z.refine((v) => weekdayOf(v) !== null, 'service.day.invalid'),
      ),
      z.transform((v) => weekdayOf(v) as Weekday),
    ),
    date: z.optional(z.nullable(localDate('finance.date.invalid'))),
    amountPaid: money('service.amountPaid.required', 'finance.amount.invalid'),
    bonus: money('service.bonus.required', 'finance.amount.invalid'),
    supplier: text(75, 'service.supplier.required', 'service.supplier.max'),
    phone: z.pipe(phoneString('service.phone.invalid'), z.string().check(z.regex(/^\d{10}$/, 'service.phone.invalid'))),
    worker: text(75, 'service.worker.required', 'service.worker.max'),
  })
  // Only a real date and a weekday name are compared: a wrong date or day already has its own message.
  .check(
    z.refine((v) => !v.date || !isRealDate(v.date) || !WEEKDAYS.includes(v.day) || weekdayOfDate(v.date) === v.day, {
      path: ['day'],
      message: 'service.day.mismatch',
    }),
  );
export type ServiceSheetValues = z.input<typeof serviceSheetSchema>;
export type ServiceSheetData = z.output<typeof serviceSheetSchema>;

/** The same calendar day five years later ('2020-02-29' -> '2025-03-01'). */
const fiveYearsAfter = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y + 5, m - 1, d)).toISOString().slice(0, 10);
};
/** Both bounds are real dates: a wrong or missing one already has its own message. */
const realBounds = (v: { from?: unknown; to?: unknown }) =>
  typeof v.from === 'string' && typeof v.to === 'string' && isRealDate(v.from) && isRealDate(v.to);

/** A period of the finance screens: both dates, the end not before the start, at most 5 years (to the same day). */
export const financePeriodSchema = z.object({ from: day('finance.date.required'), to: day('finance.date.required') }).check(
  z.refine((v) => !realBounds(v) || v.to >= v.from, { path: ['to'], message: 'finance.period.order' }),
  z.refine((v) => !realBounds(v) || v.to < v.from || v.to <= fiveYearsAfter(v.from), { path: ['to'], message: 'finance.period.tooLong' }),
);
export type FinancePeriod = z.output<typeof financePeriodSchema>;
