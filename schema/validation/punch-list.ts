import * as z from 'zod/mini';
import { clientId } from './client-id';
import { localDate } from './sites';

/** Plans and réserves (the punch list, issue 37): a site's plan sheets by version, and the defects pinned on them. */
export const PUNCH_LIST_LIMITS = {
  planTitle: 100,
  versionNote: 200,
  reserveTitle: 120,
  description: 2000,
  trade: 60,
  responsibleName: 150,
  /** Photos of the defect, and again of its lifting. */
  photos: 6,
  /** A lift note, a refusal's reason. */
  note: 1000,
  pageSizeDefault: 20,
  pageSizeMax: 100,
  /** Réserves in one PDF: more is refused, the list to be filtered (a few hundred pages of crops and photos). */
  pdfMax: 300,
} as const;

/** OPEN ouverte, LIFTED levée (the trade says it is fixed), VALIDATED contrôlée et validée, REFUSED refusée (to fix again). */
export const RESERVE_STATUSES = ['OPEN', 'LIFTED', 'VALIDATED', 'REFUSED'] as const;
export type ReserveStatus = (typeof RESERVE_STATUSES)[number];

/** Who must lift a réserve: a person of the company, a partner of the public directory, or a name typed in. */
export const RESERVE_RESPONSIBLE_TYPES = ['PERSONNEL', 'PARTNER', 'OTHER'] as const;
export type ReserveResponsibleType = (typeof RESERVE_RESPONSIBLE_TYPES)[number];

/** 'R-001': how a réserve's number is shown (three digits at least, more past 999). */
export const reserveReference = (n: number) => `R-${String(n).padStart(3, '0')}`;

const uuid = (id: string) => z.string({ error: id }).check(z.uuid(id), z.toLowerCase());
const required = (max: number, requiredId: string, maxId: string) =>
  z.string({ error: requiredId }).check(z.trim(), z.minLength(1, requiredId), z.maxLength(max, maxId));
const text = (max: number, maxId: string) => z._default(z.string({ error: maxId }).check(z.trim(), z.maxLength(max, maxId)), '');
const unique = (ids: string[]) => new Set(ids).size === ids.length;
const photoIds = z.optional(
  z.nullable(
    z
      .array(uuid('file.notFound'), { error: 'file.notFound' })
      .check(z.maxLength(PUNCH_LIST_LIMITS.photos, 'reserve.photos.max'), z.refine(unique, 'reserve.photos.duplicate')),
  ),
);

// ------------------------------------------------------------------------------------------ plans

const planTitle = required(PUNCH_LIST_LIMITS.planTitle, 'plan.title.required', 'plan.title.max');
const versionFields = {
  fileId: uuid('plan.file.required'),
  note: text(PUNCH_LIST_LIMITS.versionNote, 'plan.note.max'),
};

/** A new plan of a site: its title and its first sheet (an upload: PDF, PNG or JPEG). */
export const planCreateSchema = z.object({ siteId: uuid('site.notFound'), title: planTitle, ...versionFields });
export type PlanCreateData = z.output<typeof planCreateSchema>;

/** A new version of a plan's sheet: the earlier ones stay, marked as superseded. */
export const planVersionSchema = z.object(versionFields);
export type PlanVersionData = z.output<typeof planVersionSchema>;

export const planTitleSchema = z.object({ title: planTitle });

// ------------------------------------------------------------------------------------------ réserves

const pin = z.number({ error: 'reserve.pin.invalid' }).check(z.gte(0, 'reserve.pin.invalid'), z.lte(1, 'reserve.pin.invalid'));

/** Exactly one of a person, a directory partner (by id) or a typed name; none at all is `null`. */
const responsible = z.optional(
  z.nullable(
    z
      .object(
        {
          type: z.enum(RESERVE_RESPONSIBLE_TYPES, { error: 'reserve.responsible.type' }),
          id: z.optional(z.nullable(uuid('reserve.responsible.id'))),
          name: z.optional(z.nullable(z.string({ error: 'reserve.responsible.name.max' }).check(z.trim()))),
        },
        { error: 'reserve.responsible.type' },
      )
      .check(
        z.refine((r) => r.type === 'OTHER' || !!r.id, { message: 'reserve.responsible.id', path: ['id'] }),
        z.refine((r) => r.type !== 'OTHER' || !!r.name, { message: 'reserve.responsible.name.required', path: ['name'] }),
        z.refine((r) => r.type !== 'OTHER' || (r.name ?? '').length <= PUNCH_LIST_LIMITS.responsibleName, {
          message: 'reserve.responsible.name.max',
          path: ['name'],
        }),
      ),
  ),
);

/**
 * A réserve as it is written down on site: the plan and its version (absent: the one the réserve is on, else the one
 * in force), the page and the pin (x, y from 0 to 1, from the page's top-left corner), a title, a description, the
 * trade, photos, who must lift it and by when. The status is never set here: it moves by lifting, validating or refusing.
 */
export const reserveSchema = z.object({
  planId: uuid('reserve.plan.required'),
  version: z.optional(
    z.nullable(z.number({ error: 'reserve.version.invalid' }).check(z.int('reserve.version.invalid'), z.gte(1, 'reserve.version.invalid'))),
  ),
  page: z._default(z.number({ error: 'reserve.page.invalid' }).check(z.int('reserve.page.invalid'), z.gte(1, 'reserve.page.invalid')), 1),
  x: pin,
  y: pin,
  title: required(PUNCH_LIST_LIMITS.reserveTitle, 'reserve.title.required', 'reserve.title.max'),
  description: text(PUNCH_LIST_LIMITS.description, 'reserve.description.max'),
  trade: text(PUNCH_LIST_LIMITS.trade, 'reserve.trade.max'),
  photoIds,
  responsible,
  dueDate: z.optional(z.nullable(localDate('reserve.dueDate.invalid'))),
});
export type ReserveData = z.output<typeof reserveSchema>;

/** A new réserve: its site, and the client's own id when a phone made it offline. */
export const reserveCreateSchema = z.object({ id: clientId, siteId: uuid('site.notFound'), ...reserveSchema.shape });
export type ReserveCreateData = z.output<typeof reserveCreateSchema>;

/** The trade says the defect is fixed: a note and photos of the work (all of them, in order; absent: unchanged). */
export const reserveLiftSchema = z.object({ note: text(PUNCH_LIST_LIMITS.note, 'reserve.note.max'), photoIds });
export type ReserveLiftData = z.output<typeof reserveLiftSchema>;

/** A lifting refused at the check: what is still wrong, required (the trade reads it). */
export const reserveRefusalSchema = z.object({ reason: required(PUNCH_LIST_LIMITS.note, 'reserve.reason.required', 'reserve.reason.max') });
export type ReserveRefusalData = z.output<typeof reserveRefusalSchema>;

const optionalText = (max: number, maxId: string) =>
  z.optional(
    z.nullable(
      z.pipe(
        z.string({ error: maxId }).check(z.trim(), z.maxLength(max, maxId)),
        z.transform((v) => v || null),
      ),
    ),
  );

/**
 * A list's filter: a plan, a trade (the same word, accents and case aside), a status, a responsible (a person's or a partner's id,
 * or part of a name, accents and case aside).
 */
export const reserveFilterSchema = z.object({
  planId: z.optional(z.nullable(uuid('plan.notFound'))),
  trade: optionalText(PUNCH_LIST_LIMITS.trade, 'reserve.trade.max'),
  status: z.optional(z.nullable(z.enum(RESERVE_STATUSES, { error: 'reserve.status.invalid' }))),
  responsible: optionalText(PUNCH_LIST_LIMITS.responsibleName, 'reserve.responsible.name.max'),
});
export type ReserveFilterData = z.output<typeof reserveFilterSchema>;
