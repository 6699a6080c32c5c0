import type { frSync } from './fr-sync';

export const enSync: Record<keyof typeof frSync, string> = {
  'idempotency.key.invalid': 'Invalid idempotency key: 1 to 255 visible characters (a UUID, for instance).',
  'idempotency.key.reused': 'This idempotency key was already used for another request: use a new key for each change.',
  'idempotency.running': 'This request is already being processed: try again in a moment to get its answer.',
  'idempotency.files': 'Idempotency keys are not supported for file uploads yet: send this request without the Idempotency-Key header.',
  'record.id.invalid': 'The id given must be a UUID (or absent: the server chooses one).',
  'record.id.taken': 'This id is already another record’s: send this one without an id, or with a new UUID.',
  'changes.cursor.invalid': 'This sync cursor is not valid: start again without a cursor to get a new starting point.',
  'record.changedMeanwhile': 'This record was changed meanwhile by someone else: compare both versions and choose the one to keep.',
  'record.base.invalid': 'The starting version must be an ISO 8601 date and time (the `updatedAt` read before changing).',
};
