import type { frSync } from './fr-sync';

export const enSync: Record<keyof typeof frSync, string> = {
  'idempotency.key.invalid': 'Invalid idempotency key: 1 to 255 visible characters (a UUID, for instance).',
  'idempotency.key.reused': 'This idempotency key was already used for another request: use a new key for each change.',
  'idempotency.running': 'This request is already being processed: try again in a moment to get its answer.',
  'idempotency.files': 'Idempotency keys are not supported for file uploads yet: send this request without the Idempotency-Key header.',
};
