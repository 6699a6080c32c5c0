import { auditSite } from '../../core/audit/site-audited';
import { StockMovement } from './stock-movement.entity';

// A movement tied to a site shows in that site's feed ('Mouvement de stock : Ciment CPJ 45 (-10.000)').
auditSite(StockMovement, {
  site: (m) => m.site,
  label: 'Mouvement de stock',
  name: (m) => (m.product && 'label' in m.product && m.product.label ? `${m.product.label} (${m.quantity})` : null),
  ignore: ['product', 'stockAfter', 'author', 'authorName'],
});
