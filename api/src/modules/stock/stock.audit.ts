import { auditSite } from '../../core/audit/site-audited';
import { StockMovement } from './stock-movement.entity';

const product = (m: StockMovement) => (m.product && 'label' in m.product && m.product.label ? m.product : null);

// A movement tied to a site shows in that site's feed: the product, the signed quantity and its unit.
auditSite(StockMovement, {
  site: (m) => m.site,
  name: (m) => product(m)?.label,
  quantity: (m) => ({ quantity: m.quantity, unit: product(m)?.unit ?? null }),
  ignore: ['product', 'stockAfter', 'author', 'authorName'],
});
