import * as z from 'zod/mini';
import { clientId } from './client-id';
import { email } from './auth';
import { localDate } from './sites';

/** A follow-up sheet (fiche de suivi, SPEC §5) and what goes with it: its photos, its sending by e-mail, its list. */
export const FOLLOW_UP_LIMITS = {
  label: 50,
  projectManager: 100,
  projectOwner: 100,
  report: 1000,
  photos: 12,
  recipients: 10,
  message: 2000,
  search: 100,
} as const;

const required = (max: number, requiredId: string, maxId: string) =>
  z.string({ error: requiredId }).check(z.trim(), z.minLength(1, requiredId), z.maxLength(max, maxId));

/**
 * The photos of a sheet, in their order: the ids of photos already on it (kept) and of new uploads (claimed). Absent
 * or null: an update keeps the sheet's photos, a creation has none.
 */
const photoIds = z.optional(
  z.nullable(
    z.array(z.string({ error: 'file.notFound' }).check(z.uuid('file.notFound'), z.toLowerCase()), { error: 'file.notFound' }).check(
      z.maxLength(FOLLOW_UP_LIMITS.photos, 'followUp.photos.max'),
      z.refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, 'followUp.photos.duplicate'),
    ),
  ),
);

/**
 * A follow-up sheet (SPEC §5): libellé required, 50 at most; date required and valid; maîtrise d'oeuvre and maîtrise
 * d'ouvrage required, 100 at most; rapport required, 1000 at most. The site is required to create one; on an update,
 * absent keeps the sheet's site.
 */
export const followUpSchema = z.object({
  id: clientId,
  siteId: z.optional(z.nullable(z.string({ error: 'site.notFound' }).check(z.uuid('site.notFound'), z.toLowerCase()))),
  label: required(FOLLOW_UP_LIMITS.label, 'followUp.label.required', 'followUp.label.max'),
  visitDate: z.pipe(
    z.string({ error: 'followUp.visitDate.required' }).check(z.trim(), z.minLength(1, 'followUp.visitDate.required')),
    localDate('followUp.visitDate.invalid'),
  ),
  projectManager: required(FOLLOW_UP_LIMITS.projectManager, 'followUp.projectManager.required', 'followUp.projectManager.max'),
  projectOwner: required(FOLLOW_UP_LIMITS.projectOwner, 'followUp.projectOwner.required', 'followUp.projectOwner.max'),
  report: required(FOLLOW_UP_LIMITS.report, 'followUp.report.required', 'followUp.report.max'),
  photoIds,
});
export type FollowUpValues = z.input<typeof followUpSchema>;
export type FollowUpData = z.output<typeof followUpSchema>;

/** A sheet sent by e-mail: one to ten recipients (each gets their own mail, the PDF attached) and a few words. */
export const followUpMailSchema = z.object({
  to: z.array(email, { error: 'followUp.mail.to.required' }).check(
    z.minLength(1, 'followUp.mail.to.required'),
    z.maxLength(FOLLOW_UP_LIMITS.recipients, 'followUp.mail.to.max'),
    z.refine((to) => new Set(to).size === to.length, 'followUp.mail.to.duplicate'),
  ),
  message: z.optional(
    z.nullable(
      z.pipe(
        z.string().check(z.trim(), z.maxLength(FOLLOW_UP_LIMITS.message, 'followUp.mail.message.max')),
        z.transform((v) => v || null),
      ),
    ),
  ),
});
export type FollowUpMailValues = z.input<typeof followUpMailSchema>;
export type FollowUpMailData = z.output<typeof followUpMailSchema>;

/** The filter of a site's sheets: a search of their libellé and rapport, without accents or case. */
export const followUpFilterSchema = z.object({
  search: z.optional(
    z.nullable(
      z.pipe(
        z.string().check(z.trim(), z.maxLength(FOLLOW_UP_LIMITS.search, 'followUp.search.max')),
        z.transform((v) => v || null),
      ),
    ),
  ),
});
