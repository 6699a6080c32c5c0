import { type FilterQuery, type QueryOrderMap, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DOCUMENT_CATEGORIES, type DocumentCategory, type DocumentSort, type SiteDocumentData, type SiteDocumentUpdateData } from '@chantiers/schema';
import type { AuthInfo } from '../../core/auth/auth-info';
import { AppError } from '../../core/errors/app-error';
import type { FilesService } from '../../core/files/files.service';
import type { StoredFile } from '../../core/files/stored-file.entity';
import { escapeLike, foldForSearch } from '../../core/text/search';
import { siteOf } from '../sites';
import { Site } from '../sites';
import type { DocumentTypesService } from './document-types.service';
import { SiteDocument } from './site-document.entity';
import './documents.audit';

/** What a document view shows: load it with every document read for one. */
const VIEW = ['site', 'type'] as const;

const notFound = () => AppError.notFound('document.notFound');
const labelTaken = () => AppError.badInput({ label: 'document.label.taken' });

/** SPEC §3's orders; the id last, so that pages never overlap. */
const ORDERS: Record<DocumentSort, QueryOrderMap<SiteDocument>[]> = {
  NEWEST: [{ createdAt: 'desc' }, { id: 'desc' }],
  ALPHA: [{ labelKey: 'asc' }, { id: 'asc' }],
  DATE_ASC: [{ documentDate: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }],
  DATE_DESC: [{ documentDate: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }],
};

export interface DocumentFilter {
  category?: DocumentCategory | null;
  typeId?: string | null;
  search?: string | null;
  sort: DocumentSort;
}

/**
 * A site's documents: each a libellé unique on its site, a type (built-in or the company's), the document's date and
 * one file. The file is an upload claimed by the document in the transaction that saves it, and deleted in the one
 * that replaces it or deletes the document.
 */
export class DocumentsService {
  constructor(
    private readonly files: FilesService,
    private readonly types: DocumentTypesService,
  ) {}

  async list(em: EntityManager, siteId: string, filter: DocumentFilter, paging: { page: number; size: number }) {
    const site = await siteOf(em, siteId);
    const where: FilterQuery<SiteDocument> = { site: site.id };
    if (filter.category || filter.typeId)
      where.type = { ...(filter.typeId ? { id: filter.typeId } : {}), ...(filter.category ? { category: filter.category } : {}) };
    const folded = foldForSearch(filter.search);
    if (folded) where.searchText = { $like: `%${escapeLike(folded)}%` };
    const [items, total] = await em.findAndCount(SiteDocument, where, {
      populate: VIEW,
      orderBy: ORDERS[filter.sort],
      limit: paging.size,
      offset: paging.page * paging.size,
    });
    return { items, total };
  }

  /** How many documents of the site each category holds, every category listed (0 included), in their order. */
  async counts(em: EntityManager, siteId: string): Promise<{ category: DocumentCategory; count: number }[]> {
    const site = await siteOf(em, siteId);
    const rows = await em.getConnection().execute<{ category: DocumentCategory; n: number }[]>(
      `select t.category, count(*)::int as n from site_document d join document_type t on t.id = d.type_id
          where d.company_id = ? and d.site_id = ? group by t.category`,
      [site.company.id, site.id],
      'all',
      em.getTransactionContext(),
    );
    const byCategory = new Map(rows.map((r) => [r.category, r.n]));
    return DOCUMENT_CATEGORIES.map((category) => ({ category, count: byCategory.get(category) ?? 0 }));
  }

  async get(em: EntityManager, id: string): Promise<SiteDocument> {
    const document = await em.findOne(SiteDocument, { id }, { populate: VIEW });
    if (!document) throw notFound();
    return document;
  }

  async create(em: EntityManager, auth: AuthInfo, input: SiteDocumentData): Promise<SiteDocument> {
    return this.save(em, async (tx) => {
      const site = await this.site(tx, input.siteId);
      const type = await this.types.usable(tx, input.typeId);
      const labelKey = foldForSearch(input.label);
      await this.refuseTakenLabel(tx, site, labelKey);
      const file = await this.claim(tx, input.fileId);
      return tx.create(SiteDocument, {
        company: auth.companyId,
        site,
        label: input.label,
        labelKey,
        type,
        documentDate: input.documentDate,
        ...fileFields(file),
        searchText: foldForSearch(input.label, type.name),
        createdBy: auth.userId,
      });
    });
  }

  /** Replaces the fields; the site and the file when given (the old file is deleted with the change), else kept. */
  async update(em: EntityManager, id: string, input: SiteDocumentUpdateData): Promise<SiteDocument> {
    let released: string | null = null;
    return this.save(
      em,
      async (tx) => {
        const document = await this.get(tx, id);
        const site = input.siteId && input.siteId !== document.site.id ? await this.site(tx, input.siteId) : document.site;
        const type = await this.types.usable(tx, input.typeId);
        const labelKey = foldForSearch(input.label);
        await this.refuseTakenLabel(tx, site, labelKey, document.id);
        if (input.fileId && input.fileId !== document.file.id) {
          released = document.file.id;
          Object.assign(document, fileFields(await this.claim(tx, input.fileId)));
        }
        Object.assign(document, { site, label: input.label, labelKey, type, documentDate: input.documentDate });
        document.searchText = foldForSearch(input.label, type.name);
        return document;
      },
      // After the flush: the row no longer names the old file.
      (tx) => this.files.release(tx, [released]),
    );
  }

  async remove(em: EntityManager, id: string): Promise<void> {
    await em.transactional(async (tx) => {
      const document = await this.get(tx, id);
      const fileId = document.file.id;
      tx.remove(document);
      await tx.flush();
      await this.files.release(tx, [fileId]);
    });
  }

  /** The files of a site's documents, for the site's deletion (which deletes the documents by cascade) to release. */
  fileIdsOfSite = async (tx: EntityManager, siteId: string): Promise<string[]> => {
    const documents = await tx.find(SiteDocument, { site: siteId }, { fields: ['file'] });
    return documents.map((d) => d.file.id);
  };

  /** One transaction: the change, its flush, then `after`; the site's unique libellé index judges two saves at once. */
  private async save(
    em: EntityManager,
    change: (tx: EntityManager) => Promise<SiteDocument>,
    after?: (tx: EntityManager) => Promise<void>,
  ): Promise<SiteDocument> {
    try {
      return await em.transactional(async (tx) => {
        const document = await change(tx);
        await tx.flush();
        await after?.(tx);
        return document;
      });
    } catch (err) {
      if (err instanceof UniqueConstraintViolationException && String(err.message).includes('site_document_site_label_unique')) throw labelTaken();
      throw err;
    }
  }

  /** A site the caller works on (site filter), named on the input's `siteId`. */
  private async site(tx: EntityManager, siteId: string): Promise<Site> {
    const site = await tx.findOne(Site, { id: siteId.toLowerCase() });
    if (!site) throw AppError.badInput({ siteId: 'site.notFound' });
    return site;
  }

  private async refuseTakenLabel(tx: EntityManager, site: Site, labelKey: string, except?: string): Promise<void> {
    const taken = await tx.count(SiteDocument, { site: site.id, labelKey, ...(except ? { id: { $ne: except } } : {}) });
    if (taken) throw labelTaken();
  }

  /** Claims an upload of the company (a document: PDF, PNG or JPEG, not yet used); its errors are named `fileId`. */
  private async claim(tx: EntityManager, fileId: string): Promise<StoredFile> {
    try {
      return await this.files.claim(tx, fileId.toLowerCase(), 'document');
    } catch (err) {
      if (err instanceof AppError && err.fields?.file) throw new AppError(err.code, err.messageId, { fileId: err.fields.file });
      throw err;
    }
  }
}

const fileFields = (file: StoredFile) => ({ file, fileName: file.name, fileContentType: file.contentType, fileSize: file.size });
