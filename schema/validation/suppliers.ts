import * as z from 'zod/mini';
import { phoneString } from './phone';
import { localDate } from './sites';

const required = (max: number, id: string, maxId: string) => z.string({ error: id }).check(z.trim(), z.minLength(1, id), z.maxLength(max, maxId));

/**
 * SPEC §5 supplier rules; where SPEC reads two ways (address 100 or 255, e-mail message 75 or 100), the stricter
 * limit and the accurate message.
 */
export const supplierSchema = z.object({
  name: required(75, 'supplier.name.required', 'supplier.name.max'),
  ice: z
    .string({ error: 'supplier.ice.required' })
    .check(z.trim(), z.minLength(1, 'supplier.ice.required'), z.maxLength(15, 'supplier.ice.format'), z.regex(/^\d+$/, 'supplier.ice.format')),
  email: z
    .string({ error: 'supplier.email.required' })
    .check(
      z.trim(),
      z.minLength(1, 'supplier.email.required'),
      z.maxLength(75, 'supplier.email.max'),
      z.regex(z.regexes.email, 'validation.email.invalid'),
      z.toLowerCase(),
    ),
  phone: z.pipe(phoneString('supplier.phone.required'), required(15, 'supplier.phone.required', 'supplier.phone.max')),
  address: required(100, 'supplier.address.required', 'supplier.address.max'),
  /** Identifiant fiscal (IF), the TVA deduction asks for it; absent at an update: unchanged (an old client knows none). */
  taxId: z.optional(
    z.string({ error: 'supplier.taxId.format' }).check(z.trim(), z.maxLength(10, 'supplier.taxId.format'), z.regex(/^\d*$/, 'supplier.taxId.format')),
  ),
  /** Date of its attestation de régularité fiscale (TVA withholding, issue 38); null or '': none; absent at an update: unchanged. */
  certificateDate: z.optional(
    z.pipe(
      z.pipe(
        z.nullable(z.string({ error: 'supplier.certificateDate.invalid' })),
        z.transform((v) => v?.trim() || null),
      ),
      z.nullable(localDate('supplier.certificateDate.invalid')),
    ),
  ),
  /** An auto-entrepreneur (80 000 DH a year per client, issue 38); absent at an update: unchanged. */
  autoEntrepreneur: z.optional(z.boolean({ error: 'supplier.autoEntrepreneur.invalid' })),
});
export type SupplierValues = z.input<typeof supplierSchema>;
export type SupplierData = z.output<typeof supplierSchema>;

/** A Moroccan ICE has exactly 15 digits: shorter numbers (a SIREN, an old ICE) are accepted with a warning. */
export const isFullIce = (ice: string) => /^\d{15}$/.test(ice);
