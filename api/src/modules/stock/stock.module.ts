import type { ApiModule } from '../../core/modules/api-module';
import { StockMovement } from './stock-movement.entity';
import { StockProduct } from './stock-product.entity';
import { stockExportDoc, stockExportRouter } from './stock.export';
import { stockRestRoutes } from './stock.rest';
import { StockResolver } from './stock.resolver';

/** Stock products, their movements and levels. */
export const stockModule: ApiModule = {
  name: 'stock',
  entities: [StockProduct, StockMovement],
  resolvers: [StockResolver],
  restRoutes: stockRestRoutes,
  routers: [{ path: '/chantiers/stock/export', router: stockExportRouter, doc: stockExportDoc }],
};
