import * as z from 'zod/mini';
import type { FieldErrors } from '../errors';

/** First issue per field, as message ids; the form and the api both read errors in this shape. */
export function fieldErrorsOf(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

export type SharedSchema = z.ZodMiniType;

/** Parses with a shared schema: the data, or field -> message id. */
export function validateWith<S extends SharedSchema>(
  schema: S,
  input: unknown,
): { ok: true; data: z.output<S> } | { ok: false; fields: FieldErrors } {
  const result = z.safeParse(schema, input);
  return result.success ? { ok: true, data: result.data } : { ok: false, fields: fieldErrorsOf(result.error) };
}
