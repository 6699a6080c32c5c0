import { quoteSchema } from '@chantiers/schema';
import dayjs from 'dayjs';
import { type Config, createForm, FORM_ERROR, type FormApi, setIn, type ValidationErrors } from 'final-form';
import type { QuoteDetailFieldsFragment, QuoteInput } from '../../../gql/graphql';
import { WIRE_DATE } from '../../../shared/form/date-formats';
import { zodValidate } from '../../../shared/form/zod-validate';
import { rateChoice } from './quote-amounts';

/** A line's fields, in the order of the grid (and of Enter moving from one to the next). */
export const LINE_FIELDS = ['designation', 'unit', 'quantity', 'unitPriceHT', 'discountPercent', 'vatRate'] as const;
export type LineField = (typeof LINE_FIELDS)[number];

/** `uid` is the form's own: React keeps each line's inputs (and focus) with it when lines move; it is never sent. */
export type LineValues = { uid: string } & Record<LineField, string>;
export interface LotValues {
  uid: string;
  title: string;
  lines: LineValues[];
}
export interface QuoteFormValues {
  clientId: string | null;
  clientPhone: string;
  issueDate: string;
  validUntil: string;
  siteId: string | null;
  object: string;
  lots: LotValues[];
  notes: string;
  conditions: string;
}

let counter = 0;
const uid = (prefix: string) => `${prefix}${(counter += 1)}`;

/** An empty line; it takes the TVA rate of the line it follows (a lot is usually at one rate). */
export function newLine(vatRate = '20'): LineValues {
  return { uid: uid('line'), designation: '', unit: 'u', quantity: '', unitPriceHT: '', discountPercent: '', vatRate };
}

export function newLot(): LotValues {
  return { uid: uid('lot'), title: '', lines: [newLine()] };
}

/** The validity the company gives its quotes by default, from an issue day. */
export function validityFrom(issueDate: string, days: number | null): string {
  return days === null || !issueDate ? '' : dayjs(issueDate).add(days, 'day').format(WIRE_DATE);
}

/** '12.500' -> '12,5', '1250.00' -> '1250', '14.35' -> '14,35': the api's decimals as a person types them. */
export function typed(value: string | null | undefined, separator: string, keepCents = false): string {
  const text = String(value ?? '');
  const [int, fraction = ''] = text.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  if (!trimmed) return int;
  return `${int}${separator}${keepCents ? fraction.padEnd(2, '0') : trimmed}`;
}

/** A new quote: issued today, valid for the company's default number of days, one lot of one line. */
export function emptyQuote(validityDays: number | null): QuoteFormValues {
  const today = dayjs().format(WIRE_DATE);
  return {
    clientId: null,
    clientPhone: '',
    issueDate: today,
    validUntil: validityFrom(today, validityDays),
    siteId: null,
    object: '',
    lots: [newLot()],
    notes: '',
    conditions: '',
  };
}

/** A saved quote as the form edits it (decimals written with the user's separator). */
export function quoteValues(quote: QuoteDetailFieldsFragment, separator: string): QuoteFormValues {
  const lots = (quote.lots ?? []).map((lot) => ({
    uid: uid('lot'),
    title: lot.title,
    lines: lot.lines.map((l) => ({
      uid: uid('line'),
      designation: l.designation,
      unit: l.unit,
      quantity: typed(l.quantity, separator),
      unitPriceHT: typed(l.unitPriceHT, separator, true),
      // No discount reads as an empty field (its placeholder says 0), as it was typed.
      discountPercent: /^0*(\.0*)?$/.test(l.discountPercent ?? '') ? '' : typed(l.discountPercent, separator),
      vatRate: rateChoice(l.vatRate),
    })),
  }));
  return {
    clientId: quote.client.id,
    clientPhone: quote.clientPhone ?? '',
    issueDate: quote.issueDate,
    validUntil: quote.validUntil,
    siteId: quote.site?.id ?? null,
    object: quote.object ?? '',
    lots: lots.length ? lots : [newLot()],
    notes: quote.notes ?? '',
    conditions: quote.conditions ?? '',
  };
}

/** What the api takes: no uids; an empty discount or validity date lets the api's default apply. */
export function toQuoteInput(values: QuoteFormValues): QuoteInput {
  return {
    clientId: values.clientId || null,
    clientPhone: values.clientPhone,
    issueDate: values.issueDate,
    validUntil: values.validUntil || null,
    siteId: values.siteId || null,
    object: values.object,
    // Absent for the moment the form is made, before its lots are set (createQuoteForm).
    lots: (values.lots ?? []).map((lot) => ({
      title: lot.title,
      lines: lot.lines.map(({ uid: _uid, discountPercent, ...line }) => ({
        ...line,
        discountPercent: discountPercent.trim() ? discountPercent : undefined,
      })),
    })),
    notes: values.notes,
    conditions: values.conditions,
  };
}

const TOP_FIELDS = new Set(['clientId', 'clientPhone', 'issueDate', 'validUntil', 'siteId', 'object', 'notes', 'conditions']);
const LOT_FIELD = /^lots\.(\d+)\.title$/;
const LINE_FIELD = new RegExp(`^lots\\.(\\d+)\\.lines\\.(\\d+)\\.(${LINE_FIELDS.join('|')})$`);

/** Whether an error key ('lots.0.lines.1.quantity') names a field the form shows. */
function shown(key: string, values: QuoteFormValues): boolean {
  if (TOP_FIELDS.has(key)) return true;
  const lot = LOT_FIELD.exec(key);
  if (lot) return Number(lot[1]) < (values.lots?.length ?? 0);
  const line = LINE_FIELD.exec(key);
  return Boolean(line && values.lots?.[Number(line[1])]?.lines[Number(line[2])]);
}

/**
 * Flat errors (the shared schema's and the api's: 'lots.0.lines.1.quantity' -> message id) in the nested shape
 * final-form reads a field's error from; one about no field on screen ('lots': too many lines…) becomes the form's.
 */
export function formErrors(flat: Record<string, string> | undefined, values: QuoteFormValues): ValidationErrors {
  let errors: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(flat ?? {})) {
    if (shown(key, values)) errors = setIn(errors, key, message) as Record<string, unknown>;
    else errors[FORM_ERROR] ??= message;
  }
  return errors;
}

const schemaValidate = zodValidate(quoteSchema);

/** The shared quote schema run on what would be sent, its errors placed on the fields. */
export function validateQuote(values: QuoteFormValues): ValidationErrors {
  return formErrors(schemaValidate(toQuoteInput(values)), values);
}

/**
 * The form of a quote. Its lots are set as values, never as initial values: react-final-form 7 sets a field that
 * registers afresh to its initial value, and a line's fields register afresh whenever lines move, come or go (their
 * names are positions): a moved or inserted line would otherwise take what the form started with at that position.
 */
export function createQuoteForm(values: QuoteFormValues, onSubmit: Config<QuoteFormValues>['onSubmit']): FormApi<QuoteFormValues> {
  const { lots, ...head } = values;
  const form = createForm<QuoteFormValues>({ onSubmit, validate: validateQuote, initialValues: head as QuoteFormValues });
  form.change('lots', lots);
  return form;
}
