import { auditSite } from '../../core/audit/site-audited';
import { Reception } from './reception.entity';

// A PV shows in its site's feed when written and when signed; its parties and signatures are its own content.
auditSite(Reception, {
  site: (r) => r.site,
  name: (r) => (r.kind === 'FINAL' ? 'Réception définitive' : 'Réception provisoire'),
  kinds: { status: 'enum' },
  ignore: [
    'parties',
    'notes',
    'reserves',
    'companySignature',
    'clientSignature',
    'signedBy',
    'signedAt',
    'createdBy',
    'companySignerName',
    'clientSignerName',
  ],
});
