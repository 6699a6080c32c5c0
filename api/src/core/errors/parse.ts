import { isUuid } from '../ids';
import { type SharedSchema, validateWith } from '@chantiers/schema';
import type * as z from 'zod/mini';
import { AppError } from './app-error';

/** Parses input with a shared schema; failures become BAD_USER_INPUT with per-field message ids. */
export function parseInput<S extends SharedSchema>(schema: S, input: unknown): z.output<S> {
  const result = validateWith(schema, input);
  if (!result.ok) throw AppError.badInput(result.fields);
  return result.data;
}

/** Record ids are UUIDs; anything else cannot name a record, so it answers NOT_FOUND like a missing one. */
export function parseId(id: unknown): string {
  if (typeof id !== 'string' || !isUuid(id)) throw AppError.notFound();
  return id.toLowerCase();
}
