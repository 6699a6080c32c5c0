import type { ApiModule } from '../../core/modules/api-module';
import { DocumentType } from './document-type.entity';
import { documentsRestRoutes } from './documents.rest';
import { DocumentsResolver } from './documents.resolver';
import { SiteDocument } from './site-document.entity';

/** Document types and site documents (issue 18). */
export const documentsModule: ApiModule = {
  name: 'documents',
  entities: [DocumentType, SiteDocument],
  resolvers: [DocumentsResolver],
  restRoutes: documentsRestRoutes,
  // SPEC §7 'Outside /api/v1': the legacy client calls the document types at the root.
  rootPrefixes: ['/typedocument'],
};
