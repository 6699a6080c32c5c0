import { reserveReference } from '@chantiers/schema';
import { auditSite } from '../../core/audit/site-audited';
import { Reserve } from './reserve.entity';

// A réserve shows in its site's feed when made, when its status moves (with the lift note or the refusal's reason) and
// when deleted; its other fields change as it is written down and would flood the feed.
auditSite(Reserve, {
  site: (r) => r.site,
  name: (r) => `${reserveReference(r.number)} ${r.title}`,
  kinds: { status: 'enum' },
  ignore: [
    'number',
    'plan',
    'planVersion',
    'page',
    'x',
    'y',
    'title',
    'description',
    'trade',
    'tradeKey',
    'responsiblePersonnel',
    'responsiblePartner',
    'responsibleName',
    'dueDate',
    'liftedAt',
    'liftedBy',
    'liftedByName',
    'reviewedAt',
    'reviewedBy',
    'reviewedByName',
    'createdByName',
  ],
});
