import type { StockProduct } from './stock-product.entity';

declare module '../../core/events/domain-events' {
  interface DomainEvents {
    /** A movement in or out; `change` is signed, `stockAfter` the product's level after it (decimal strings). */
    'stock.moved': { companyId: string; product: StockProduct; change: string; stockAfter: string; siteId: string | undefined };
  }
}
