import { auditSite } from '../../core/audit/site-audited';
import { Purchase } from './purchases/purchase.entity';
import { Revenue } from './revenues/revenue.entity';

// Every financial record shows in its site's feed (a service sheet: through its declaration, service-sheets.record.ts);
// the computed amounts follow HT and add nothing to read.
auditSite(Purchase, {
  site: (p) => p.site,
  name: (p) => p.label,
  ignore: ['amountVAT', 'amountTTC'],
  files: ['invoiceFileId'],
  kinds: { vatRate: 'percent' },
});
auditSite(Revenue, { site: (r) => r.site, name: (r) => r.label, files: ['invoiceFileId'] });
