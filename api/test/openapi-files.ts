/*
 * The contract test's direct-upload routes: its server keeps files in PostgreSQL, so starting answers `direct: false`
 * and completing can only refuse (no ticket exists); core/files/s3/direct-uploads.test.ts runs them on a real store.
 */
export const FILES_ERROR_ONLY: Record<string, string> = {
  'POST /files/uploads/complete': 'a ticket of an upload sent to an object store (FILES_DRIVER=s3)',
};
