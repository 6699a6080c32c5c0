import * as z from 'zod/mini';
import { FILE_KINDS } from '../files';

/** Asking to send a file straight to the object store: its kind, name, size and type, checked again on the bytes. */
export const directUploadSchema = z.object({
  kind: z.enum(Object.keys(FILE_KINDS) as [keyof typeof FILE_KINDS], { error: 'error.request.invalid' }),
  name: z.string({ error: 'file.missing' }).check(z.trim(), z.minLength(1, 'file.missing'), z.maxLength(255, 'file.missing')),
  // Over the limit is the service's 413, as for POST /api/v1/files.
  size: z.number({ error: 'file.missing' }).check(z.int('file.missing'), z.minimum(1, 'file.missing')),
  contentType: z.string({ error: 'file.type.document' }).check(z.trim(), z.maxLength(100, 'file.type.document')),
});

export const completeUploadSchema = z.object({
  ticket: z.string({ error: 'file.notFound' }).check(z.minLength(1, 'file.notFound'), z.maxLength(2000, 'file.notFound')),
});
