import { fieldErrorsOf } from '@chantiers/schema';
import type { z } from 'zod';
import { AppError } from './app-error';

/** Parses input with a shared zod schema; failures become BAD_USER_INPUT with per-field message ids. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw AppError.badInput(fieldErrorsOf(result.error));
  return result.data;
}
