import * as z from 'zod/mini';
import { PAYMENT_MODES, vatRate } from './finance';
import { amount, localDate } from './sites';
import { email } from './auth';

/**
 * Invoices of an accepted quote. ACOMPTE bills a share of the quote; SITUATION the progress of its lines
 * (cumulative %, the invoice bills the difference with the previous situations); SOLDE what is left of the quote;
 * RETENUE releases the retention held on the others. AVOIR (a credit note) cancels all or part of one of them.
 */
export const INVOICE_KINDS = ['ACOMPTE', 'SITUATION', 'SOLDE', 'RETENUE', 'AVOIR'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
/**
 * Read from the payments, credit notes and due date, never stored: EN_RETARD once the due date has passed unpaid;
 * ANNULEE when credit notes cancel it whole.
 */
export const INVOICE_STATUSES = ['EMISE', 'PARTIELLEMENT_PAYEE', 'PAYEE', 'EN_RETARD', 'ANNULEE'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

const optionalText = (max: number, id: string) =>
  z.optional(
    z.nullable(
      z.pipe(
        z.string().check(z.trim(), z.maxLength(max, id)),
        z.transform((v) => v || null),
      ),
    ),
  );
const optionalDay = z.optional(z.nullable(localDate('invoice.date.invalid')));
/** A percentage typed the French way or not ('30', '12,5'): above 0, at most 100, 2 decimals. */
const percent = (id: string) =>
  z.pipe(
    z.pipe(
      z.string({ error: id }).check(z.trim()),
      z.transform((v) => v.replace(/\s*%$/, '').replace(',', '.')),
    ),
    z.string().check(
      z.regex(/^\d{1,3}(\.\d{1,2})?$/, id),
      z.refine((v) => Number(v) > 0 && Number(v) <= 100, id),
    ),
  );
/** A line's cumulative progress: 0 to 100 %, 2 decimals. */
const progressPercent = z.pipe(
  z.pipe(
    z.string({ error: 'invoice.progress.invalid' }).check(z.trim()),
    z.transform((v) => v.replace(/\s*%$/, '').replace(',', '.')),
  ),
  z.string().check(
    z.regex(/^\d{1,3}(\.\d{1,2})?$/, 'invoice.progress.invalid'),
    z.refine((v) => Number(v) <= 100, 'invoice.progress.invalid'),
  ),
);
/** An amount that may be left out: absent, null or typed empty all mean none ('vide : tout ce qui reste'). */
const optionalAmount = (id: string) =>
  z.optional(
    z.nullable(
      z.pipe(
        z.pipe(
          z.string({ error: id }),
          z.transform((v) => (v.trim() === '' ? null : v)),
        ),
        z.nullable(amount(id)),
      ),
    ),
  );

export const invoiceSchema = z
  .object({
    kind: z.enum(['ACOMPTE', 'SITUATION', 'SOLDE', 'RETENUE'], { error: 'invoice.kind.invalid' }),
    issueDate: optionalDay,
    /** ACOMPTE: a share of the quote, as a percentage… */
    percent: z.optional(z.nullable(percent('invoice.percent.invalid'))),
    /** …or an amount HT. */
    amountHT: optionalAmount('invoice.amount.invalid'),
    /** SITUATION: the cumulative progress of each line of the quote, by its position (lot, line) in the quote. */
    progress: z.optional(
      z
        .array(z.object({ lineId: z.string({ error: 'invoice.line.notFound' }).check(z.uuid('invoice.line.notFound')), percent: progressPercent }))
        .check(z.maxLength(500, 'invoice.progress.invalid')),
    ),
    notes: optionalText(2000, 'quote.notes.max'),
  })
  .check(
    z.refine((v) => v.kind !== 'ACOMPTE' || Boolean(v.percent) !== Boolean(v.amountHT), {
      path: ['percent'],
      message: 'invoice.deposit.oneOf',
    }),
    z.refine((v) => v.kind !== 'SITUATION' || (v.progress?.length ?? 0) > 0, { path: ['progress'], message: 'invoice.progress.required' }),
  );
export type InvoiceValues = z.input<typeof invoiceSchema>;
export type InvoiceData = z.output<typeof invoiceSchema>;

/** A credit note: the whole invoice when no amount is given, else this amount TTC. */
export const creditNoteSchema = z.object({
  reason: z
    .string({ error: 'invoice.reason.required' })
    .check(z.trim(), z.minLength(1, 'invoice.reason.required'), z.maxLength(255, 'invoice.reason.max')),
  amountTTC: optionalAmount('invoice.amount.invalid'),
  /** One TVA rate of the invoice to credit (a line billed at that rate); absent: spread over its rates as billed. */
  vatRate: z.optional(
    z.nullable(
      z.pipe(
        z.pipe(
          z.string({ error: 'purchase.vatRate.invalid' }),
          z.transform((v) => (v.trim() === '' ? null : v)),
        ),
        z.nullable(vatRate),
      ),
    ),
  ),
  issueDate: optionalDay,
});
export type CreditNoteValues = z.input<typeof creditNoteSchema>;
export type CreditNoteData = z.output<typeof creditNoteSchema>;

export const paymentSchema = z.object({
  date: z.pipe(
    z.string({ error: 'payment.date.required' }).check(z.trim(), z.minLength(1, 'payment.date.required')),
    localDate('invoice.date.invalid'),
  ),
  amount: z.pipe(
    z.string({ error: 'payment.amount.required' }).check(z.trim(), z.minLength(1, 'payment.amount.required')),
    amount('payment.amount.invalid'),
  ),
  mode: z.enum(PAYMENT_MODES, { error: 'payment.mode.invalid' }),
  reference: optionalText(50, 'payment.reference.max'),
});
export type PaymentValues = z.input<typeof paymentSchema>;
export type PaymentData = z.output<typeof paymentSchema>;

/** An issued invoice or credit note sent by e-mail, as a quote is: one recipient (the client's by default), a few words. */
export const invoiceMailSchema = z.object({
  to: email,
  message: optionalText(2000, 'invoice.mail.message.max'),
});
export type InvoiceMailValues = z.input<typeof invoiceMailSchema>;
export type InvoiceMailData = z.output<typeof invoiceMailSchema>;

/**
 * Clearance by the DGI's platform (CGI art. 145-IX), stored on the invoice: null when the company was not concerned at
 * its issue date; A_SOUMETTRE once issued, SOUMISE once sent, then VALIDEE (the platform's number) or REJETEE (its
 * reasons). A rejected invoice is corrected by a credit note and a new invoice, never changed.
 */
export const CLEARANCE_STATUSES = ['A_SOUMETTRE', 'SOUMISE', 'VALIDEE', 'REJETEE'] as const;
export type ClearanceStatus = (typeof CLEARANCE_STATUSES)[number];
export const CLEARANCE_OUTCOMES = ['VALIDEE', 'REJETEE'] as const;

/** The platform's answer as the company reads it on the DGI portal (manual submission): the number, or the reasons. */
export const clearanceAnswerSchema = z
  .object({
    outcome: z.enum(CLEARANCE_OUTCOMES, { error: 'invoice.clearance.outcome.invalid' }),
    number: optionalText(100, 'invoice.clearance.number.max'),
    /** One reason a line; empty lines are dropped. */
    reasons: z.optional(
      z.nullable(
        z.pipe(
          z
            .array(z.string({ error: 'invoice.clearance.reasons.required' }).check(z.trim(), z.maxLength(500, 'invoice.clearance.reasons.max')))
            .check(z.maxLength(50, 'invoice.clearance.reasons.max')),
          z.transform((v) => v.filter(Boolean)),
        ),
      ),
    ),
  })
  .check(
    z.refine((v) => v.outcome !== 'VALIDEE' || Boolean(v.number), { path: ['number'], message: 'invoice.clearance.number.required' }),
    z.refine((v) => v.outcome !== 'REJETEE' || (v.reasons?.length ?? 0) > 0, { path: ['reasons'], message: 'invoice.clearance.reasons.required' }),
  );
export type ClearanceAnswerValues = z.input<typeof clearanceAnswerSchema>;
export type ClearanceAnswerData = z.output<typeof clearanceAnswerSchema>;
