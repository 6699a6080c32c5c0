import { frPartners } from '@chantiers/schema/i18n/fr-partners';

const PREFIX = 'partner.service.';

/**
 * The service type codes, in the order of SERVICE_TYPES (schema/validation/partners.ts), read from their labels'
 * message ids so the directory does not load the validation module and zod (service-types.test.ts compares them).
 */
export const SERVICE_CODES: readonly string[] = Object.keys(frPartners)
  .filter((id) => id.startsWith(PREFIX))
  .map((id) => id.slice(PREFIX.length));

export const isServiceCode = (code: string | null | undefined): code is string => !!code && SERVICE_CODES.includes(code);

/** The message id of a service type's label ('partner.service.PLOMBERIE'). */
export const serviceLabelId = (code: string) => `${PREFIX}${code}`;
