import { auditSite } from '../../core/audit/site-audited';
import { FollowUp } from './follow-up.entity';

// A follow-up sheet (visit report) shows in its site's feed: written, changed, removed. Its photos are its own part.
auditSite(FollowUp, { site: (f) => f.site, name: (f) => f.label, ignore: ['searchText', 'createdBy'] });
