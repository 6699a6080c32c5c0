import type { EntityManager } from '@mikro-orm/postgresql';
import type { FilesService } from '../../../core/files/files.service';
import { StoredFile } from '../../../core/files/stored-file.entity';
import type { InvoiceView } from '../finance.types';

/** A record's invoice as its detail view shows it: a signed URL, the name and whether it is a PDF. */
export async function invoiceFileView(em: EntityManager, files: FilesService, fileId: string | null | undefined): Promise<InvoiceView | null> {
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
