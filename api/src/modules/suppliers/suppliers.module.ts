import type { ApiModule } from '../../core/modules/api-module';
import { Supplier } from './supplier.entity';
import { suppliersExportDoc, suppliersExportRouter } from './suppliers.export';
import { suppliersRestRoutes } from './suppliers.rest';
import { SuppliersResolver } from './suppliers.resolver';

/** The company's suppliers. */
export const suppliersModule: ApiModule = {
  name: 'suppliers',
  entities: [Supplier],
  resolvers: [SuppliersResolver],
  restRoutes: suppliersRestRoutes,
  routers: [{ path: '/chantiers/fournisseurs/export', router: suppliersExportRouter, doc: suppliersExportDoc }],
};
