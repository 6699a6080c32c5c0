import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../core/errors/app-error';
import type { FilesService } from '../../core/files/files.service';
import { StoredFile } from '../../core/files/stored-file.entity';
import { type LegacyKeys, uploadedOrFileId } from '../../core/records/legacy-keys';
import type { InvoiceView } from './finance.types';

/** The invoice's legacy keys, the same on purchases and revenues. */
export const INVOICE_KEYS: LegacyKeys = {
  hasInvoice: 'facture',
  invoice: { key: 'fichierFacture', detail: true, select: { url: 'url', name: 'nom', contentType: 'type', size: 'taille', isPdf: 'pdf' } },
  invoiceFileId: { key: 'idFacture', read: uploadedOrFileId, out: false },
};
/** Multipart (fields and a `facture` file) or JSON: the legacy client sent the invoice with the form. */
export const INVOICE_UPLOAD = { field: 'facture', kind: 'document' as const };

/**
 * Points a record at a new invoice within the caller's transaction: the upload is claimed (company, kind, not
 * yet used) and the previous file deleted. The same id again changes nothing; null removes the invoice; an
 * absent id (undefined) keeps it, so an edit of the amounts alone (a legacy PUT without idFacture) loses no file.
 */
export async function replaceInvoice(
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

/** A record's invoice as its detail view shows it: a signed URL, the name and whether it is a PDF. */
export async function invoiceInfo(em: EntityManager, files: FilesService, fileId: string | null | undefined): Promise<InvoiceView | null> {
  if (!fileId) return null;
  const file = await em.findOne(StoredFile, { id: fileId }, { fields: ['id', 'name', 'contentType', 'size'] });
  if (!file) return null;
  return {
    fileId: file.id,
    url: files.url(file.id),
    name: file.name,
    contentType: file.contentType,
    size: file.size,
    isPdf: file.contentType === 'application/pdf',
  };
}
