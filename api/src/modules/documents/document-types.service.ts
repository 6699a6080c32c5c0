import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DOCUMENT_CATEGORIES, DOCUMENT_LIMITS, type DocumentTypeData } from '@chantiers/schema';
import type { AuthInfo } from '../../core/auth/auth-info';
import { AppError } from '../../core/errors/app-error';
import { isUuid } from '../../core/ids';
import { foldForSearch } from '../../core/text/search';
import { DocumentType } from './document-type.entity';

const nameTaken = () => AppError.badInput({ name: 'documentType.name.taken' });
const byCategory = (a: DocumentType, b: DocumentType) =>
  DOCUMENT_CATEGORIES.indexOf(a.category) - DOCUMENT_CATEGORIES.indexOf(b.category) ||
  a.nameKey.localeCompare(b.nameKey, 'fr') ||
  a.id.localeCompare(b.id);

/** The document types a company uses: the built-in ones (everyone's) and its own. */
export class DocumentTypesService {
  /** Every type the caller's company sees (the tenant filter lets the built-ins through), by category then name. */
  async list(em: EntityManager): Promise<DocumentType[]> {
    const types = await em.find(DocumentType, {}, { limit: 1000 });
    return types.sort(byCategory);
  }

  /**
   * A type of the company. Its name may repeat neither one of the company's types nor a built-in one (case, accents
   * and spacing aside); the company's unique index decides between two creations at once.
   */
  async create(em: EntityManager, auth: AuthInfo, input: DocumentTypeData): Promise<DocumentType> {
    const nameKey = foldForSearch(input.name);
    try {
      return await em.transactional(async (tx) => {
        const same = await tx.findOne(DocumentType, { nameKey });
        if (same) throw same.company ? nameTaken() : AppError.badInput({ name: 'documentType.name.builtIn' });
        if ((await tx.count(DocumentType, { company: auth.companyId })) >= DOCUMENT_LIMITS.companyTypes)
          throw AppError.badInput({ name: 'documentType.max' });
        const type = tx.create(DocumentType, { company: auth.companyId, name: input.name, nameKey, category: input.category });
        await tx.flush();
        return type;
      });
    } catch (err) {
      if (err instanceof UniqueConstraintViolationException) throw nameTaken();
      throw err;
    }
  }

  /** A type the caller's company may use (its own or a built-in), else 'Type de document inconnu' on `typeId`. */
  async usable(em: EntityManager, id: string): Promise<DocumentType> {
    const type = isUuid(id) ? await em.findOne(DocumentType, { id: id.toLowerCase() }) : null;
    if (!type) throw AppError.badInput({ typeId: 'document.type.unknown' });
    return type;
  }
}
