import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../../core/errors/app-error';
import type { FilesService } from '../../../core/files/files.service';

/**
 * Points a record at a new invoice within the caller's transaction: the upload is claimed (company, kind, not
 * yet used) and the previous file deleted. The same id again changes nothing; null removes the invoice; an
 * absent id (undefined) keeps it, so an edit of the amounts alone (a legacy PUT without idFacture) loses no file.
 */
export async function replaceInvoiceFile(
  files: FilesService,
  tx: EntityManager,
  record: { invoiceFileId?: string | null },
  next: string | null | undefined,
): Promise<void> {
  if (next === undefined) return;
  const wanted = next;
  if (wanted === (record.invoiceFileId ?? null)) return;
  if (wanted) {
    // The form's field is the invoice, not a generic file: the message lands next to it.
    await files.claim(tx, wanted, 'document').catch((err: unknown) => {
      throw err instanceof AppError && err.fields?.file ? new AppError(err.code, err.messageId, { invoiceFileId: err.fields.file }) : err;
    });
  }
  const previous = record.invoiceFileId ?? null;
  record.invoiceFileId = wanted;
  if (previous) await files.release(tx, [previous]);
}
