import { type SharedSchema, validateWith } from '@chantiers/schema';
import type * as z from 'zod/mini';
import { AppError } from './app-error';

/** Parses input with a shared schema; failures become BAD_USER_INPUT with per-field message ids. */
export function parseInput<S extends SharedSchema>(schema: S, input: unknown): z.output<S> {
  const result = validateWith(schema, input);
  if (!result.ok) throw AppError.badInput(result.fields);
  return result.data;
}
