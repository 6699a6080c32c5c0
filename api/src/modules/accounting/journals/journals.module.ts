import type { ApiModule } from '../../../core/modules/api-module';
import { AccountMapping } from './account-mapping.entity';
import { BookEntry } from './book-entry.entity';
import { journalsExportDoc, journalsExportRouter } from './journals.export';
import { JournalsResolver } from './journals.resolver';
import { journalsRestRoutes } from './journals.rest';

/** The accounting journals (issue 38): sales, purchases, bank, cash and payroll on the CGNC, CSV/Excel and the FEC. */
export const journalsModule: ApiModule = {
  name: 'journals',
  entities: [AccountMapping, BookEntry],
  resolvers: [JournalsResolver],
  restRoutes: journalsRestRoutes,
  routers: [{ path: '/comptabilite', router: journalsExportRouter, doc: journalsExportDoc }],
};
