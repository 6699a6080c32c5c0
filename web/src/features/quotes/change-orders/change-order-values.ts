/**
 * An avenant as its form holds it, what it sends, where the errors go, and its live delta by the shared money rules
 * (@chantiers/schema): the same steps as the api's plan (api/src/modules/quotes/change-orders), so the preview shows
 * the centimes the saved avenant will have.
 */
import { atPercent, changeOrderSchema, documentTotals, rateKey, subtractMoney } from '@chantiers/schema';
import { type Config, createForm, FORM_ERROR, type FormApi, setIn, type ValidationErrors } from 'final-form';
import type {
  BillableLineFieldsFragment,
  ChangeOrderAction,
  ChangeOrderFieldsFragment,
  ChangeOrderInput,
  ChangeOrderLineFieldsFragment,
  ChangeOrderLineInput,
} from '../../../gql/graphql';
import { zodValidate } from '../../../shared/form/zod-validate';
import { lineTotal, rateChoice } from '../form/quote-amounts';
import { typed } from '../form/quote-form-values';

export type { ChangeOrderAction };
export type BillableLine = BillableLineFieldsFragment;

/** A line's content (ADD and CHANGE), in the order of its fields on screen. */
export const CONTENT_FIELDS = ['designation', 'unit', 'quantity', 'unitPriceHT', 'discountPercent', 'vatRate'] as const;
type ContentField = (typeof CONTENT_FIELDS)[number];
type Content = Record<ContentField, string>;

/** `uid` is the form's own (React keeps a line's inputs with it when lines go); the rest is typed as shown. */
export type ChangeLineValues = { uid: string; action: ChangeOrderAction; lineId: string; lotTitle: string } & Content;
export interface ChangeOrderFormValues {
  label: string;
  /** The issue date ('issueDate' to the api): the quote's page behind has a field of that name already. */
  date: string;
  lines: ChangeLineValues[];
}

/** What the quote bills now, as the form needs it: its lines by id, what each was billed (%), its discounts and lots. */
export interface QuoteLines {
  billable: BillableLine[];
  byId: Map<string, BillableLine>;
  /** Cumulative progress billed so far, per line id (quoteInvoicing). */
  billedPercent: Map<string, string>;
  /** Discount of each billable line: the billable view has none, it comes from the quote or from its avenant. */
  discounts: Map<string, string>;
  lotTitles: string[];
}

let counter = 0;
const uid = () => `change${(counter += 1)}`;
const isZero = (text: string | null | undefined) => /^0*(\.0*)?$/.test(text ?? '');

const blankContent = (): Content => ({ designation: '', unit: 'u', quantity: '', unitPriceHT: '', discountPercent: '', vatRate: '20' });

/** A new line of an action: an empty content (ADD) or none until its target is chosen (CHANGE, REMOVE). */
export function newChangeLine(action: ChangeOrderAction, lotTitle = ''): ChangeLineValues {
  return { uid: uid(), action, lineId: '', lotTitle, ...blankContent() };
}

/** A saved line's content as a person types it ('12.500' -> '12,5'; no discount reads as an empty field). */
export function contentOf(line: Omit<Content, 'discountPercent'> & { discountPercent?: string | null }, separator: string): Content {
  return {
    designation: line.designation,
    unit: line.unit,
    quantity: typed(line.quantity, separator),
    unitPriceHT: typed(line.unitPriceHT, separator, true),
    discountPercent: isZero(line.discountPercent) ? '' : typed(line.discountPercent, separator),
    vatRate: rateChoice(line.vatRate),
  };
}

/**
 * The discount of each billable line: the last accepted avenant that changed it or the one that added it says it,
 * else the quote's own line (`quoteDiscounts`, by id).
 */
export function discountsOf(lines: readonly BillableLine[], orders: readonly ChangeOrderFieldsFragment[], quoteDiscounts: Map<string, string>) {
  const byReference = new Map(orders.filter((o) => o.status === 'ACCEPTE').map((o) => [o.reference, o.lines]));
  const out = new Map<string, string>();
  for (const line of lines) {
    const changed = byReference.get(line.changedBy ?? '')?.find((l) => l.action === 'CHANGE' && l.lineId === line.id);
    const added = byReference.get(line.addedBy ?? '')?.find((l) => l.action === 'ADD' && l.id === line.id);
    out.set(line.id, (changed ?? added)?.discountPercent ?? quoteDiscounts.get(line.id) ?? '0');
  }
  return out;
}

export function quoteLines(
  billable: BillableLine[],
  progress: readonly { lineId: string; percent: string }[],
  discounts: Map<string, string>,
): QuoteLines {
  return {
    billable,
    byId: new Map(billable.map((l) => [l.id, l])),
    billedPercent: new Map(progress.map((p) => [p.lineId, p.percent])),
    discounts,
    lotTitles: [...new Set(billable.map((l) => l.lotTitle))],
  };
}

/** The content a CHANGE starts from: the target line as the quote bills it now. */
export const targetContent = (target: BillableLine, lines: QuoteLines, separator: string): Content =>
  contentOf({ ...target, discountPercent: lines.discounts.get(target.id) ?? '0' }, separator);

function savedLine(l: ChangeOrderLineFieldsFragment, separator: string): ChangeLineValues {
  const content = l.action === 'REMOVE' ? blankContent() : contentOf(l, separator);
  return { uid: uid(), action: l.action, lineId: l.lineId ?? '', lotTitle: l.action === 'ADD' ? l.lotTitle : '', ...content };
}

export function orderValues(order: ChangeOrderFieldsFragment, separator: string): ChangeOrderFormValues {
  return { label: order.label, date: order.issueDate, lines: order.lines.map((l) => savedLine(l, separator)) };
}

/** What the api takes, by action: no uid, a REMOVE only its target, an empty discount left to the api's default. */
export function toChangeOrderInput(values: ChangeOrderFormValues): ChangeOrderInput {
  const lines = (values.lines ?? []).map((l): ChangeOrderLineInput => {
    if (l.action === 'REMOVE') return { action: l.action, lineId: l.lineId || null };
    const content = {
      designation: l.designation,
      unit: l.unit,
      quantity: l.quantity.trim(),
      unitPriceHT: l.unitPriceHT.trim(),
      discountPercent: l.discountPercent.trim() || undefined,
      vatRate: l.vatRate,
    };
    return l.action === 'ADD' ? { action: l.action, lotTitle: l.lotTitle, ...content } : { action: l.action, lineId: l.lineId || null, ...content };
  });
  return { label: values.label, issueDate: values.date, lines };
}

const LINE_FIELD = /^lines\.(\d+)\.(\w+)$/;

/** Whether an error key names a field on screen: a line's target, its lot (ADD) or its content (once a CHANGE has a target). */
function shown(key: string, values: ChangeOrderFormValues): boolean | 'drop' {
  if (key === 'label' || key === 'date') return true;
  const match = LINE_FIELD.exec(key);
  const line = match ? values.lines?.[Number(match[1])] : undefined;
  if (!match || !line) return false;
  const field = match[2];
  if (field === 'lineId') return line.action !== 'ADD';
  if (field === 'lotTitle') return line.action === 'ADD';
  if (!(CONTENT_FIELDS as readonly string[]).includes(field) || line.action === 'REMOVE') return false;
  // Its target's error already says what to do first.
  return line.action === 'CHANGE' && !line.lineId ? 'drop' : true;
}

/** Flat errors ('lines.0.quantity' -> message id) in final-form's nested shape; one of no field on screen is the form's. */
export function changeOrderErrors(flat: Record<string, string> | undefined, values: ChangeOrderFormValues): ValidationErrors {
  let errors: Record<string, unknown> = {};
  for (const [sent, message] of Object.entries(flat ?? {})) {
    const key = sent === 'issueDate' ? 'date' : sent;
    const place = shown(key, values);
    if (place === 'drop') continue;
    if (place) errors = setIn(errors, key, message) as Record<string, unknown>;
    else errors[FORM_ERROR] ??= message;
  }
  return errors;
}

const schemaValidate = zodValidate(changeOrderSchema);

export const validateChangeOrder = (values: ChangeOrderFormValues): ValidationErrors =>
  changeOrderErrors(schemaValidate(toChangeOrderInput(values)), values);

/** The form, its lines set as values (not initial values: see createQuoteForm, a moved line would take another's). */
export function createChangeOrderForm(
  values: ChangeOrderFormValues,
  onSubmit: Config<ChangeOrderFormValues>['onSubmit'],
): FormApi<ChangeOrderFormValues> {
  const { lines, ...head } = values;
  const form = createForm<ChangeOrderFormValues>({ onSubmit, validate: validateChangeOrder, initialValues: head as ChangeOrderFormValues });
  form.change('lines', lines);
  return form;
}

/** A line's amounts HT: before (its target's), after, and what it adds (negative when it takes off). */
export interface LineDelta {
  before: string | null;
  after: string;
  delta: string;
}

export interface ChangeOrderPreview {
  /** Per line, null while it cannot be read (no target, a quantity not typed…). */
  lines: (LineDelta | null)[];
  totalHT: string;
  totalVAT: string;
  totalTTC: string;
}

/** What a removed line keeps: what its statements billed of it, at their cumulative progress. */
export const billedOf = (target: BillableLine, lines: QuoteLines): string => atPercent(target.totalHT, lines.billedPercent.get(target.id) ?? '0');

/**
 * The avenant's delta as the api plans it: an added line adds its total; a changed line its new total less its
 * total before (at a new TVA rate, the old total leaves its rate and the new one joins its own); a removed line takes
 * off what was not billed of it. TVA once per rate on the deltas, TTC = HT + TVA.
 */
export function changeOrderPreview(values: readonly ChangeLineValues[], lines: QuoteLines): ChangeOrderPreview {
  const deltas: { vatRate: string; totalHT: string }[] = [];
  const perLine = values.map((line): LineDelta | null => {
    const target = line.action === 'ADD' ? null : lines.byId.get(line.lineId);
    if (line.action !== 'ADD' && (!target || target.removed)) return null;
    const after = line.action === 'REMOVE' ? billedOf(target!, lines) : lineTotal(line);
    const rate = line.action === 'REMOVE' ? target!.vatRate : rateChoice(line.vatRate);
    if (after === null || !/^\d{1,2}(\.\d+)?$/.test(rate)) return null;
    const before = target?.totalHT ?? null;
    const delta = subtractMoney(after, before ?? '0');
    if (target && rateKey(target.vatRate) !== rateKey(rate))
      deltas.push({ vatRate: target.vatRate, totalHT: subtractMoney('0', target.totalHT) }, { vatRate: rate, totalHT: after });
    else deltas.push({ vatRate: rate, totalHT: delta });
    return { before, after, delta };
  });
  const totals = documentTotals(deltas);
  return { lines: perLine, totalHT: totals.totalHT, totalVAT: totals.totalVAT, totalTTC: totals.totalTTC };
}
