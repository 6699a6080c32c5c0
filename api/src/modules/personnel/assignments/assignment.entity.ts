import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { CompanyScoped } from '../../../core/tenancy/company-scoped.entity';
import { Site } from '../../sites/site.entity';
import { Personnel } from '../personnel.entity';

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

  @ManyToOne(() => Site, { deleteRule: 'cascade', index: false })
  site!: Rel<Site>;

  @Property({ type: 'date' })
  startDate!: string;

  @Property({ type: 'date' })
  endDate!: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();
}
