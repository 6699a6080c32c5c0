import { auditSite } from '../../../core/audit/site-audited';
import { PersonnelAssignment } from './assignment.entity';

// An assignment shows in its site's feed: 'Affectation : Karim Alami' added, its dates changed, removed.
auditSite(PersonnelAssignment, {
  site: (a) => a.site,
  name: (a) => (a.personnel && 'firstName' in a.personnel && a.personnel.firstName ? `${a.personnel.firstName} ${a.personnel.lastName}` : null),
  ignore: ['personnel'],
});
