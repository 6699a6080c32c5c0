import { followUpMailSchema, validateWith } from '@chantiers/schema';

export interface MailValues {
  to: string[];
  message: string;
}

/** The addresses as typed into the tags: trimmed, lower case, each once, empty ones dropped. */
export function cleanRecipients(values: readonly string[]): string[] {
  return [...new Set(values.map((v) => v.trim().toLowerCase()).filter(Boolean))];
}

/** An address the api will take. */
export const validRecipient = (address: string): boolean => validateWith(followUpMailSchema, { to: [address] }).ok;

/**
 * Errors by form field: the schema and the api name a wrong address by its place ('to.1'); the form shows it under
 * the recipients (the wrong tag itself is drawn in red). The first error of a field wins.
 */
export function byField(fields: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const [field] = path.split('.');
    errors[field] ??= message;
  }
  return errors;
}

/** The mail form's `validate`: the shared schema's messages, by field. */
export function mailErrors(values: MailValues): Record<string, string> {
  const result = validateWith(followUpMailSchema, values);
  return result.ok ? {} : byField(result.fields);
}
