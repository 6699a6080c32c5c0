import * as z from 'zod/mini';
import { isCalendarDay } from './dates';
import { vatRate } from './finance';
import { amount } from './sites';
import { email } from './auth';

/** Stored statuses; DEPASSE is read: a pending quote whose validity date has passed (no job has to run). */
export const QUOTE_STATUSES = ['EN_COURS', 'ACCEPTE', 'REFUSE', 'DEPASSE'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
export const QUOTE_UNITS = ['u', 'm²', 'm³', 'ml', 'kg', 't', 'forfait', 'h', 'j'] as const;
export const CLIENT_KINDS = ['COMPANY', 'PERSON'] as const;
/**
 * The language of a client's documents: a PERSON in 'ar' gets bilingual (French and Arabic) quotes, avenants and
 * invoices, as law 31-08 (art. 206) asks of a contract with a consumer.
 */
export const CLIENT_LANGUAGES = ['fr', 'ar'] as const;
export type ClientLanguage = (typeof CLIENT_LANGUAGES)[number];

export const QUOTE_LIMITS = { lots: 50, linesPerLot: 200, lines: 500 } as const;

const text = (max: number, id: string, maxId: string) => z.string({ error: id }).check(z.trim(), z.minLength(1, id), z.maxLength(max, maxId));
const optionalText = (max: number, id: string) =>
  z.optional(
    z.nullable(
      z.pipe(
        z.string().check(z.trim(), z.maxLength(max, id)),
        z.transform((v) => v || null),
      ),
    ),
  );
const day = (id: string) => z.string({ error: id }).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, id), z.refine(isCalendarDay, id));
/** A decimal typed the French way or not ('12,5', '1 000'), at most `decimals` decimals and 12 digits before them. */
const decimal = (decimals: number, id: string) =>
  z.pipe(
    z.pipe(
      z.string({ error: id }).check(z.trim()),
      z.transform((v) => v.replace(/\s/g, '').replace(',', '.')),
    ),
    z.string().check(z.regex(new RegExp(`^\\d{1,12}(\\.\\d{1,${decimals}})?$`), id)),
  );

/** A client of the company: a company (its ICE goes on its invoices) or a person. */
export const clientSchema = z.object({
  name: text(150, 'client.name.required', 'client.name.max'),
  kind: z._default(z.enum(CLIENT_KINDS, { error: 'client.kind.invalid' }), 'COMPANY'),
  language: z._default(z.enum(CLIENT_LANGUAGES, { error: 'client.language.invalid' }), 'fr'),
  ice: z.optional(
    z.nullable(
      z
        .pipe(
          z.string().check(z.trim()),
          z.transform((v) => v.replace(/\s/g, '') || null),
        )
        .check(z.refine((v) => v === null || /^\d{15}$/.test(v), 'company.ice.format')),
    ),
  ),
  address: optionalText(255, 'client.text.max255'),
  city: optionalText(100, 'client.text.max100'),
  phone: optionalText(20, 'client.phone.max'),
  email: z.optional(
    z.nullable(
      z
        .pipe(
          z.string().check(z.trim(), z.maxLength(254, 'validation.email.invalid'), z.toLowerCase()),
          z.transform((v) => v || null),
        )
        .check(z.refine((v) => v === null || z.regexes.email.test(v), 'validation.email.invalid')),
    ),
  ),
});
export type ClientValues = z.input<typeof clientSchema>;
export type ClientData = z.output<typeof clientSchema>;

export const quoteLineSchema = z.object({
  designation: text(500, 'quote.line.designation.required', 'quote.line.designation.max'),
  unit: z.enum(QUOTE_UNITS, { error: 'quote.line.unit.invalid' }),
  quantity: z.pipe(decimal(3, 'quote.line.quantity.invalid'), z.string().check(z.refine((v) => Number(v) > 0, 'quote.line.quantity.invalid'))),
  unitPriceHT: amount('quote.line.unitPrice.invalid'),
  vatRate: z._default(vatRate, '20'),
  discountPercent: z._default(
    z.pipe(decimal(2, 'quote.line.discount.invalid'), z.string().check(z.refine((v) => Number(v) <= 100, 'quote.line.discount.invalid'))),
    '0',
  ),
});
export type QuoteLineData = z.output<typeof quoteLineSchema>;

export const quoteLotSchema = z.object({
  title: text(100, 'quote.lot.title.required', 'quote.lot.title.max'),
  lines: z
    .array(quoteLineSchema, { error: 'quote.lot.lines.required' })
    .check(z.minLength(1, 'quote.lot.lines.required'), z.maxLength(QUOTE_LIMITS.linesPerLot, 'quote.lines.max')),
});

/**
 * A quote (devis): its client, dates, site, object, lots of lines, notes and conditions. The reference, the totals and
 * the amount in words are the api's; without a validity date, the company's default validity applies.
 */
export const quoteSchema = z
  .object({
    clientId: z.optional(z.nullable(z.string().check(z.uuid('quote.client.required')))),
    /** The legacy form names its client: the company's client of that name, or a new one. */
    clientName: optionalText(150, 'client.name.max'),
    clientPhone: optionalText(20, 'client.phone.max'),
    issueDate: day('quote.issueDate.required'),
    validUntil: z.optional(z.nullable(day('quote.validUntil.invalid'))),
    siteId: z.optional(z.nullable(z.string().check(z.uuid('site.notFound')))),
    object: optionalText(255, 'quote.object.max'),
    lots: z.array(quoteLotSchema, { error: 'quote.lots.required' }).check(
      z.minLength(1, 'quote.lots.required'),
      z.maxLength(QUOTE_LIMITS.lots, 'quote.lots.max'),
      z.refine((lots) => lots.reduce((n, l) => n + (Array.isArray(l?.lines) ? l.lines.length : 0), 0) <= QUOTE_LIMITS.lines, 'quote.lines.max'),
    ),
    notes: optionalText(2000, 'quote.notes.max'),
    conditions: optionalText(2000, 'quote.notes.max'),
    /** Accepting or refusing with the same save (the legacy form sends its 'statut'). */
    status: z.optional(z.nullable(z.enum(['EN_COURS', 'ACCEPTE', 'REFUSE'], { error: 'quote.status.invalid' }))),
  })
  .check(
    z.refine((q) => Boolean(q.clientId || q.clientName), { path: ['clientId'], message: 'quote.client.required' }),
    z.refine((q) => !q.validUntil || !/^\d{4}-\d{2}-\d{2}$/.test(String(q.issueDate)) || q.validUntil >= q.issueDate, {
      path: ['validUntil'],
      message: 'quote.validUntil.beforeIssue',
    }),
  );
export type QuoteValues = z.input<typeof quoteSchema>;
export type QuoteData = z.output<typeof quoteSchema>;

/** A quote sent by e-mail: one recipient (the client's address by default) and a few words of the sender's. */
export const quoteMailSchema = z.object({
  to: email,
  message: optionalText(2000, 'quote.notes.max'),
});
export type QuoteMailValues = z.input<typeof quoteMailSchema>;
export type QuoteMailData = z.output<typeof quoteMailSchema>;
