import type { z } from 'zod';
import type { FieldErrors } from '../errors';

/** First issue per field, as message ids; the form and the api both read errors in this shape. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}
