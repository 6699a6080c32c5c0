import * as z from 'zod/mini';
import { phoneString } from './phone';
import { localDate } from './sites';

const required = (max: number, id: string, maxId: string) => z.string({ error: id }).check(z.trim(), z.minLength(1, id), z.maxLength(max, maxId));

/** '007.5' -> '7.50', the form numeric(14,2) answers, so a saved amount reads back as it was answered. */
const canonical = (v: string) => {
  const [units, cents = ''] = v.split('.');
  return `${units.replace(/^0+(?=\d)/, '')}.${cents.padEnd(2, '0')}`;
};

/**
 * A MAD amount of at most 15 characters (SPEC §5): up to 12 digits and two decimals; a comma and spaces are
 * accepted. `strict` refuses zero (a daily rate); otherwise zero is allowed (no 'prime panier').
 */
const rate = (requiredId: string, positiveId: string, strict: boolean) =>
  z.pipe(
    z
      .pipe(
        z.string({ error: requiredId }).check(z.trim(), z.minLength(1, requiredId), z.maxLength(15, positiveId)),
        z.transform((v) => v.replace(/\s/g, '').replace(',', '.')),
      )
      .check(
        z.regex(/^\d{1,12}(\.\d{1,2})?$/, positiveId),
        z.refine((v) => !strict || /[1-9]/.test(v), positiveId),
      ),
    z.transform(canonical),
  );

/** SPEC §5 personnel rules: every field required, with its limit; the CNI is unique within a company. */
export const personnelSchema = z.object({
  lastName: required(75, 'personnel.lastName.required', 'personnel.lastName.max'),
  firstName: required(75, 'personnel.firstName.required', 'personnel.firstName.max'),
  cni: z.pipe(
    z
      .string({ error: 'personnel.cni.required' })
      .check(
        z.trim(),
        z.minLength(1, 'personnel.cni.required'),
        z.maxLength(15, 'personnel.cni.max'),
        z.regex(/^[A-Za-z0-9]+$/, 'personnel.cni.format'),
      ),
    z.transform((v) => v.toUpperCase()),
  ),
  phone: z.pipe(phoneString('personnel.phone.required'), required(15, 'personnel.phone.required', 'personnel.phone.max')),
  address: required(100, 'personnel.address.required', 'personnel.address.max'),
  trade: required(75, 'personnel.trade.required', 'personnel.trade.max'),
  dailyRate: rate('personnel.dailyRate.required', 'personnel.dailyRate.positive', true),
  mealBonus: rate('personnel.mealBonus.required', 'personnel.mealBonus.positive', false),
  /**
   * CNSS registration number (numéro d'immatriculation): 9 digits, spaces ignored. Optional: empty or null clears it,
   * absent keeps it (a client that does not know the field does not erase it).
   */
  cnssNumber: z.pipe(
    z.pipe(
      z.optional(z.nullable(z.string({ error: 'personnel.cnssNumber.format' }))),
      z.transform((v) => (v === undefined ? undefined : v === null ? null : v.replace(/\s/g, '') || null)),
    ),
    z.optional(z.nullable(z.string().check(z.regex(/^\d{9}$/, 'personnel.cnssNumber.format')))),
  ),
  email: z
    .string({ error: 'personnel.email.required' })
    .check(
      z.trim(),
      z.minLength(1, 'personnel.email.required'),
      z.maxLength(75, 'personnel.email.max'),
      z.regex(z.regexes.email, 'validation.email.invalid'),
      z.toLowerCase(),
    ),
});
export type PersonnelValues = z.input<typeof personnelSchema>;
export type PersonnelData = z.output<typeof personnelSchema>;

/** Both dates well formed: the order check speaks only then (a malformed date has its own message). */
const ordered = (v: { startDate: unknown; endDate: unknown }) =>
  !isDay(v.startDate) || !isDay(v.endDate) || (v.endDate as string) >= (v.startDate as string);
const isDay = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);

const day = (requiredId: string) =>
  z.pipe(z.string({ error: requiredId }).check(z.trim(), z.minLength(1, requiredId)), localDate('site.date.invalid'));
const startDate = day('assignment.startDate.required');
const endDate = day('assignment.endDate.required');

/** A period: both dates required, the end not before the start (SPEC §5, personnel assignment). */
export const periodSchema = z
  .object({ startDate, endDate })
  .check(z.refine(ordered, { path: ['endDate'], message: 'assignment.endDate.beforeStart' }));
export type PeriodData = z.output<typeof periodSchema>;

/** Assigning several people to one site over one period (saveAll); one person is a list of one. */
export const assignmentSchema = z
  .object({
    siteId: z.string({ error: 'assignment.site.required' }).check(z.uuid('assignment.site.required')),
    personnelIds: z
      .array(z.string().check(z.uuid('assignment.personnel.required')))
      .check(z.minLength(1, 'assignment.personnel.required'), z.maxLength(200, 'assignment.personnel.tooMany')),
    startDate,
    endDate,
  })
  .check(z.refine(ordered, { path: ['endDate'], message: 'assignment.endDate.beforeStart' }));
export type AssignmentValues = z.input<typeof assignmentSchema>;
export type AssignmentData = z.output<typeof assignmentSchema>;

/** saveAll: several assignments saved together, all or none. */
export const assignmentBatchSchema = z
  .array(assignmentSchema)
  .check(z.minLength(1, 'assignment.personnel.required'), z.maxLength(50, 'assignment.personnel.tooMany'));
