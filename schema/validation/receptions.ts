import * as z from 'zod/mini';
import { clientId } from './client-id';
import { signatureImage } from './daily-logs';
import { localDate } from './sites';

/** The procès-verbal de réception (issue 37): provisional, then final once the guarantee delay has run. */
export const RECEPTION_KINDS = ['PROVISIONAL', 'FINAL'] as const;
export type ReceptionKind = (typeof RECEPTION_KINDS)[number];
/** Entreprise, maître d'ouvrage (the client), architecte, bureau d'études ou de contrôle, autre. */
export const RECEPTION_ROLES = ['COMPANY', 'CLIENT', 'ARCHITECT', 'ENGINEER', 'OTHER'] as const;
export type ReceptionRole = (typeof RECEPTION_ROLES)[number];
export const RECEPTION_LIMITS = { parties: 10, name: 150, notes: 4000 } as const;

const name = (requiredId: string) =>
  z.string({ error: requiredId }).check(z.trim(), z.minLength(1, requiredId), z.maxLength(RECEPTION_LIMITS.name, 'reception.name.max'));

/** A PV as written before it is signed: its kind, date, the parties present and the observations. */
export const receptionSchema = z.object({
  id: clientId,
  siteId: z.string({ error: 'site.notFound' }).check(z.uuid('site.notFound'), z.toLowerCase()),
  kind: z.enum(RECEPTION_KINDS, { error: 'reception.kind.invalid' }),
  date: z.pipe(
    z.string({ error: 'reception.date.required' }).check(z.trim(), z.minLength(1, 'reception.date.required')),
    localDate('reception.date.invalid'),
  ),
  parties: z
    .array(
      z.object({
        role: z.enum(RECEPTION_ROLES, { error: 'reception.role.invalid' }),
        name: name('reception.party.required'),
        organisation: z._default(
          z.string({ error: 'reception.name.max' }).check(z.trim(), z.maxLength(RECEPTION_LIMITS.name, 'reception.name.max')),
          '',
        ),
      }),
      { error: 'reception.parties.required' },
    )
    .check(
      z.minLength(1, 'reception.parties.required'),
      z.maxLength(RECEPTION_LIMITS.parties, 'reception.parties.max'),
      z.refine((ps) => ps.some((p) => p.role === 'COMPANY') && ps.some((p) => p.role === 'CLIENT'), 'reception.parties.both'),
    ),
  notes: z._default(z.string({ error: 'reception.notes.max' }).check(z.trim(), z.maxLength(RECEPTION_LIMITS.notes, 'reception.notes.max')), ''),
});
export type ReceptionValues = z.input<typeof receptionSchema>;
export type ReceptionData = z.output<typeof receptionSchema>;

/**
 * Signed on the screen by the company and by the client's representative, each named: both at once, or the company
 * first and the client later (on the screen, or by link). A party is its name and its drawing, or neither.
 */
export const receptionSignSchema = z
  .object({
    companySignerName: z.optional(z.nullable(name('reception.signer.required'))),
    companySignature: z.optional(z.nullable(signatureImage)),
    clientSignerName: z.optional(z.nullable(name('reception.signer.required'))),
    clientSignature: z.optional(z.nullable(signatureImage)),
  })
  .check(
    z.refine((v) => !v.companySignerName === !v.companySignature, { message: 'reception.signer.pair', path: ['companySignature'] }),
    z.refine((v) => !v.clientSignerName === !v.clientSignature, { message: 'reception.signer.pair', path: ['clientSignature'] }),
    z.refine((v) => !!v.companySignature || !!v.clientSignature, { message: 'signature.required', path: ['companySignature'] }),
  );
export type ReceptionSignData = z.output<typeof receptionSignSchema>;
