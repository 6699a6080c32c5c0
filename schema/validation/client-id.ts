import * as z from 'zod/mini';

/**
 * The client's own id of a record it creates (a phone that recorded it without a network, issue 36): a UUID, optional;
 * taken at creation only. A retry under the same id answers the record already made instead of a second one.
 */
export const clientId = z.optional(
  z.nullable(
    z.pipe(
      z.string({ error: 'record.id.invalid' }).check(z.uuid('record.id.invalid')),
      z.transform((v) => v.toLowerCase()),
    ),
  ),
);
