import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { CompanyScoped } from '../../../core/tenancy/company-scoped.entity';
import { Site } from '../../sites';
import { Personnel } from '../personnel.entity';
import { SITE_ACCESS_FILTER } from '../../../core/tenancy/site-access';

/**
 * A person assigned to a site from one day to another, both included (personnelaffectes). One person's
 * assignments never overlap: the service checks under a lock on the person's row.
 */
@Entity({ tableName: 'personnel_assignment' })
@Index({ name: 'personnel_assignment_person_period_idx', properties: ['personnel', 'startDate', 'endDate'] })
@Index({ name: 'personnel_assignment_site_period_idx', properties: ['site', 'startDate', 'endDate'] })
export class PersonnelAssignment extends CompanyScoped {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Personnel, { deleteRule: 'cascade', index: false })
  personnel!: Rel<Personnel>;

  // The board and the overlap checks see every assignment: a USER's people may be busy on a site they do not manage.
  @ManyToOne(() => Site, { deleteRule: 'cascade', index: false, filters: { [SITE_ACCESS_FILTER]: false } })
  site!: Rel<Site>;

  @Property({ type: 'date' })
  startDate!: string;

  @Property({ type: 'date' })
  endDate!: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
