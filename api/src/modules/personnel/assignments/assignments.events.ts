import type { PersonnelAssignment } from './assignment.entity';

declare module '../../../core/events/domain-events' {
  interface DomainEvents {
    'personnel.assigned': { companyId: string; assignments: PersonnelAssignment[]; by: string };
  }
}
