import * as z from 'zod/mini';

/** SPEC §5 contact form: the bounds of each field, and how often one sender may write. */
export const CONTACT_LIMITS = {
  nameMin: 4,
  nameMax: 40,
  emailMax: 40,
  subjectMin: 5,
  subjectMax: 40,
  messageMax: 500,
  /** Messages per hour from one IP address, and to one sender's address. */
  perIpPerHour: 5,
  perEmailPerHour: 3,
} as const;

const name = z.string({ error: 'contact.name.required' }).check(
  z.trim(),
  z.minLength(1, 'contact.name.required'),
  z.minLength(CONTACT_LIMITS.nameMin, 'contact.name.min'),
  z.maxLength(CONTACT_LIMITS.nameMax, 'contact.name.max'),
  // Any script's digits, not only 0-9: the SPEC says 'no digits'.
  z.refine((v) => !/\p{Nd}/u.test(v), 'contact.name.digits'),
);

const email = z
  .string({ error: 'validation.email.required' })
  .check(
    z.trim(),
    z.minLength(1, 'validation.email.required'),
    z.maxLength(CONTACT_LIMITS.emailMax, 'contact.email.max'),
    z.regex(z.regexes.email, 'validation.email.invalid'),
    z.toLowerCase(),
  );

const subject = z
  .string({ error: 'contact.subject.required' })
  .check(
    z.trim(),
    z.minLength(1, 'contact.subject.required'),
    z.minLength(CONTACT_LIMITS.subjectMin, 'contact.subject.min'),
    z.maxLength(CONTACT_LIMITS.subjectMax, 'contact.subject.max'),
  );

const message = z
  .string({ error: 'contact.message.required' })
  .check(z.trim(), z.minLength(1, 'contact.message.required'), z.maxLength(CONTACT_LIMITS.messageMax, 'contact.message.max'));

/**
 * `/contact` (REST `POST /api/v1/contact` as `{nomPrenom, email, objet, message}`). `website` is a honeypot: hidden
 * from people, filled by form-filling robots; a message carrying it is answered as sent and dropped.
 */
export const contactSchema = z.object({
  name,
  email,
  subject,
  message,
  website: z.optional(z.nullable(z.string().check(z.maxLength(200, 'contact.website.invalid')))),
});
export type ContactValues = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;
