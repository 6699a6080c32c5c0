import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../core/errors/app-error';
import type { FilesService } from '../../core/files/files.service';
import { StoredFile } from '../../core/files/stored-file.entity';
import { Site } from '../sites/site.entity';

/** A period filter of the finance lists; either bound may be open. */
export interface PeriodFilter {
  from?: string | null;
  to?: string | null;
}

export function periodWhere(period: PeriodFilter): { date?: { $gte?: string; $lte?: string } } {
  if (!period.from && !period.to) return {};
  return { date: { ...(period.from ? { $gte: period.from } : {}), ...(period.to ? { $lte: period.to } : {}) } };
}

/** The same period as SQL, for the aggregates: ` and date >= ? and date <= ?` with its parameters. */
export function periodSql(period: PeriodFilter, column = 'date'): { sql: string; params: string[] } {
  const parts: string[] = [];
  const params: string[] = [];
  if (period.from) {
    parts.push(` and ${column} >= ?`);
    params.push(period.from);
  }
  if (period.to) {
    parts.push(` and ${column} <= ?`);
    params.push(period.to);
  }
  return { sql: parts.join(''), params };
}

/** The caller's site (tenant filter), or NOT_FOUND. */
export async function siteOf(em: EntityManager, siteId: string): Promise<Site> {
  const site = await em.findOne(Site, { id: siteId });
  if (!site) throw AppError.notFound('site.notFound');
  return site;
}

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

export interface InvoiceInfo {
  fileId: string;
  url: string;
  name: string;
  contentType: string;
  size: number;
  isPdf: boolean;
}

/** A record's invoice as its detail view shows it: a signed URL, the name and whether it is a PDF. */
export async function invoiceInfo(em: EntityManager, files: FilesService, fileId: string | null | undefined): Promise<InvoiceInfo | null> {
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
