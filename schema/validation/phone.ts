import * as z from 'zod/mini';

/**
 * A phone number as people type it, in the form it is kept and checked: spaces, dots, dashes and brackets dropped,
 * an international '00' written '+', and a Moroccan number (+212 or 00212, with or without the national 0) in its
 * national 10-digit form: '+212 6 63 45 67 89', '00212 663-45-67-89' and '06 63 45 67 89' all give '0663456789'.
 * A foreign number keeps its '+' and country code. The fields' limits (SPEC) apply to what this returns.
 */
export function normalizePhone(typed: string): string {
  const compact = typed.trim().replace(/[\s\u00a0\u202f.\-()/]/g, '');
  // A country code never starts with 0: '0000…' is not an international number.
  const international = /^00[1-9]/.test(compact) ? `+${compact.slice(2)}` : compact;
  const moroccan = /^\+2120?(\d{9})$/.exec(international);
  return moroccan ? `0${moroccan[1]}` : international;
}

/** A string trimmed and normalised as a phone number before the field's own checks. */
export const phoneString = (error: string) =>
  z.pipe(
    z.string({ error }),
    z.transform((v) => normalizePhone(v)),
  );
