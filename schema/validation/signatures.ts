import * as z from 'zod/mini';
import { email } from './auth';
import { signatureImage } from './daily-logs';

/**
 * Signature by link (issue 37): a document sent to a client's address, opened by a single-use expiring link, unlocked
 * by a one-time code mailed to that address, then signed (drawn or typed) or refused with a reason.
 */
export const SIGNATURE_DOCUMENT_KINDS = ['QUOTE', 'CHANGE_ORDER', 'RECEPTION', 'SITUATION'] as const;
export type SignatureDocumentKind = (typeof SIGNATURE_DOCUMENT_KINDS)[number];
/** PENDING until answered; SIGNED and REFUSED are answers; CANCELLED when sent again, withdrawn or the document changed. */
export const SIGNATURE_STATUSES = ['PENDING', 'SIGNED', 'REFUSED', 'CANCELLED', 'EXPIRED'] as const;
export type SignatureStatus = (typeof SIGNATURE_STATUSES)[number];
export const SIGNATURE_LIMITS = {
  name: 150,
  message: 2000,
  reason: 1000,
  /** The link lives this long; a code, ten minutes; five wrong codes burn it. */
  linkDays: 14,
  codeMinutes: 10,
  codeAttempts: 5,
  /** Codes mailed for one link in an hour. */
  codesPerHour: 5,
  /** A verified code opens the document for this long. */
  sessionMinutes: 30,
} as const;

const name = z
  .string({ error: 'signature.name.required' })
  .check(z.trim(), z.minLength(1, 'signature.name.required'), z.maxLength(SIGNATURE_LIMITS.name, 'signature.name.max'));

/** Sent by the company: which document, to whom. */
export const signatureSendSchema = z.object({
  kind: z.enum(SIGNATURE_DOCUMENT_KINDS, { error: 'signature.kind.invalid' }),
  documentId: z.string({ error: 'signature.document.notFound' }).check(z.uuid('signature.document.notFound'), z.toLowerCase()),
  email,
  name,
  message: z.optional(
    z.nullable(z.string({ error: 'signature.message.max' }).check(z.trim(), z.maxLength(SIGNATURE_LIMITS.message, 'signature.message.max'))),
  ),
});
export type SignatureSendValues = z.input<typeof signatureSendSchema>;
export type SignatureSendData = z.output<typeof signatureSendSchema>;

/** The link's token: 32 random bytes, base64url. */
export const signatureToken = z.string({ error: 'signature.link.invalid' }).check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'signature.link.invalid'));

export const signatureCodeSchema = z.object({
  code: z
    .string({ error: 'signature.code.required' })
    .check(z.trim(), z.minLength(1, 'signature.code.required'), z.regex(/^\d{6}$/, 'signature.code.invalid')),
});
export type SignatureCodeData = z.output<typeof signatureCodeSchema>;

/** Signed: the signer's name, and a drawn signature (PNG) or the name typed as the signature; consent ticked. */
export const signatureSignSchema = z.object({
  session: z.string({ error: 'signature.session.expired' }).check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'signature.session.expired')),
  signerName: name,
  drawn: z.optional(z.nullable(signatureImage)),
  consent: z.literal(true, { error: 'signature.consent.required' }),
});
export type SignatureSignValues = z.input<typeof signatureSignSchema>;
export type SignatureSignData = z.output<typeof signatureSignSchema>;

export const signatureRefuseSchema = z.object({
  session: z.string({ error: 'signature.session.expired' }).check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'signature.session.expired')),
  reason: z
    .string({ error: 'signature.reason.required' })
    .check(z.trim(), z.minLength(1, 'signature.reason.required'), z.maxLength(SIGNATURE_LIMITS.reason, 'signature.reason.max')),
});
export type SignatureRefuseData = z.output<typeof signatureRefuseSchema>;
