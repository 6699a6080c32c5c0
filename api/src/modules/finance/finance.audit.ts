import { auditSite } from '../../core/audit/site-audited';
import { Purchase } from './purchases/purchase.entity';
import { Revenue } from './revenues/revenue.entity';
import { ServiceSheet } from './service-sheets/service-sheet.entity';

// Every financial record shows in its site's feed; the computed amounts follow HT and add nothing to read.
auditSite(Purchase, {
  site: (p) => p.site,
  name: (p) => p.label,
  ignore: ['amountVAT', 'amountTTC'],
  files: ['invoiceFileId'],
  kinds: { vatRate: 'percent' },
});
auditSite(Revenue, { site: (r) => r.site, name: (r) => r.label, files: ['invoiceFileId'] });
auditSite(ServiceSheet, { site: (s) => s.site, name: (s) => s.worker });
