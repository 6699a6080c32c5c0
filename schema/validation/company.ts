import * as z from 'zod/mini';
import { amount, localDate } from './sites';

/**
 * The company's settings a MANAGER changes (`/parametres/societe`). Assujettie à la TVA: its margins are on HT
 * amounts with the TVA apart; otherwise on TTC amounts. The defaults prefill new quotes and invoices: validity,
 * payment terms (law 69-21: 60 days when nothing is agreed, 120 at most) and the retention (retenue de garantie).
 */
export const companySettingsSchema = z.object({
  vatSubject: z.boolean({ error: 'company.vatSubject.required' }),
  quoteValidityDays: z.optional(
    z
      .number({ error: 'company.quoteValidityDays.invalid' })
      .check(
        z.int('company.quoteValidityDays.invalid'),
        z.minimum(1, 'company.quoteValidityDays.invalid'),
        z.maximum(365, 'company.quoteValidityDays.invalid'),
      ),
  ),
  paymentTermsDays: z.optional(
    z
      .number({ error: 'company.paymentTermsDays.invalid' })
      .check(
        z.int('company.paymentTermsDays.invalid'),
        z.minimum(0, 'company.paymentTermsDays.invalid'),
        z.maximum(120, 'company.paymentTermsDays.max'),
      ),
  ),
  retentionRate: z.optional(
    z.pipe(
      z.pipe(
        z.string({ error: 'company.retentionRate.invalid' }),
        z.transform((v) => v.trim().replace(/\s*%$/, '').replace(',', '.')),
      ),
      z.string().check(
        z.regex(/^\d{1,2}(\.\d{1,2})?$/, 'company.retentionRate.invalid'),
        z.refine((v) => Number(v) <= 10, 'company.retentionRate.max'),
      ),
    ),
  ),
  /** Délai de garantie: from the provisional reception to the final one, which releases the retention. */
  guaranteeMonths: z.optional(
    z
      .number({ error: 'company.guaranteeMonths.invalid' })
      .check(
        z.int('company.guaranteeMonths.invalid'),
        z.minimum(0, 'company.guaranteeMonths.invalid'),
        z.maximum(60, 'company.guaranteeMonths.invalid'),
      ),
  ),
  /**
   * « Concernée par la facturation électronique à partir du »: invoices issued from this day go through the DGI's
   * clearance (CGI art. 145-IX). Null (or typed empty): not concerned; absent: unchanged.
   */
  einvoicingFrom: z.optional(
    z.nullable(
      z.pipe(
        z.pipe(
          z.string({ error: 'company.einvoicingFrom.invalid' }),
          z.transform((v) => (v.trim() === '' ? null : v.trim())),
        ),
        z.nullable(localDate('company.einvoicingFrom.invalid')),
      ),
    ),
  ),
});
export type CompanySettingsData = z.output<typeof companySettingsSchema>;

/** Legal forms of Moroccan companies, for the form's choice (free text stays possible through the api). */
export const LEGAL_FORMS = ['SARL', 'SARL AU', 'SA', 'SAS', 'SNC', 'SCS', 'Entreprise individuelle', 'Auto-entrepreneur'] as const;

const optional = (max: number, id: string, pattern?: RegExp, patternId?: string) =>
  z.optional(
    z.nullable(
      z
        .pipe(
          z.string().check(z.trim(), z.maxLength(max, id)),
          z.transform((v) => v || null),
        )
        .check(z.refine((v) => v === null || !pattern || pattern.test(v), patternId ?? id)),
    ),
  );
/** Digits only, spaces allowed when typed ('0011 2233 …'): stored without them. */
const digits = (length: number, id: string) =>
  z.optional(
    z.nullable(
      z
        .pipe(
          z.string().check(z.trim()),
          z.transform((v) => v.replace(/\s/g, '') || null),
        )
        .check(z.refine((v) => v === null || new RegExp(`^\\d{${length}}$`).test(v), id)),
    ),
  );

/**
 * The legal details printed on quotes and invoices (raison sociale, forme juridique, capital, ICE, IF, RC, patente,
 * CNSS, bank and RIB) and the logo. ICE 15 digits and RIB 24 digits exactly; IF, patente and CNSS are numbers.
 */
export const companyLegalSchema = z.object({
  name: z.string({ error: 'company.name.required' }).check(z.trim(), z.minLength(1, 'company.name.required'), z.maxLength(150, 'company.name.max')),
  legalForm: optional(40, 'company.text.max40'),
  capital: z.optional(z.nullable(amount('company.capital.invalid'))),
  address: optional(255, 'company.address.max'),
  city: optional(100, 'company.text.max100'),
  ice: digits(15, 'company.ice.format'),
  fiscalId: optional(20, 'company.number.invalid', /^\d+$/),
  tradeRegister: optional(30, 'company.text.max30'),
  tradeRegisterCourt: optional(100, 'company.text.max100'),
  patente: optional(20, 'company.number.invalid', /^\d+$/),
  cnss: optional(20, 'company.number.invalid', /^\d+$/),
  phone: optional(20, 'company.phone.invalid', /^\+?[\d\s.-]{8,20}$/),
  email: z.optional(
    z.nullable(
      z
        .pipe(
          z.string().check(z.trim(), z.maxLength(254, 'validation.email.invalid'), z.toLowerCase()),
          z.transform((v) => v || null),
        )
        .check(z.refine((v) => v === null || z.regexes.email.test(v), 'validation.email.invalid')),
    ),
  ),
  bank: optional(100, 'company.text.max100'),
  rib: digits(24, 'company.rib.format'),
  logoFileId: z.optional(z.nullable(z.string().check(z.uuid('file.notFound')))),
});
export type CompanyLegalValues = z.input<typeof companyLegalSchema>;
export type CompanyLegalData = z.output<typeof companyLegalSchema>;
