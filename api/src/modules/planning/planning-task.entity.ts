import { randomUUID } from 'node:crypto';
import { Check, Collection, Entity, Index, ManyToMany, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { CompanyRecord } from '../../core/tenancy/company-record.entity';
import { Personnel } from '../personnel';
import { Site } from '../sites';
import { PlanningTaskDependency } from './planning-task-dependency.entity';
import { PlanningTaskPerson } from './planning-task-person.entity';
import { SearchIndexes } from '../../core/text/search-indexes';
import { feedRecords } from '../../core/change-feed/fed-records';

/** A planning task of a site (SPEC §3): title, description, dates, the people on it, a progress and a category. */
@Entity({ tableName: 'planning_task' })
@SearchIndexes('planning_task')
@Index({ name: 'planning_task_company_dates_idx', properties: ['company', 'startDate', 'endDate'] })
// Overlapping a period (start <= to and end >= from): by end first, so that the history before the period is skipped (the
// conflicts checked on every save, the global planning; scripts/bench-planning.ts).
@Index({ name: 'planning_task_company_end_idx', properties: ['company', 'endDate', 'startDate'] })
@Index({ name: 'planning_task_site_dates_idx', properties: ['site', 'startDate'] })
@Check({ name: 'planning_task_dates_check', expression: 'end_date >= start_date and progress >= 0 and progress <= 100' })
export class PlanningTask extends CompanyRecord {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'people' | 'dependsOn' | 'successors' | 'searchText';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  // A USER plans on their sites only: the site's own filter applies.
  @ManyToOne(() => Site, { deleteRule: 'cascade', index: false })
  site!: Rel<Site>;

  @Property({ length: 75 })
  title!: string;

  @Property({ length: 100, nullable: true })
  description?: string | null;

  /** Title and description folded for the header's search (foldForSearch). */
  @Property({ type: 'text', default: '', hidden: true })
  searchText: string = '';

  @Property({ type: 'date' })
  startDate!: string;

  @Property({ type: 'date' })
  endDate!: string;

  @Property({ type: 'smallint' })
  progress!: number;

  /** GROS_OEUVRE, SECOND_OEUVRE, FINITIONS, VRD or AUTRE. */
  @Property({ length: 15 })
  category!: string;

  /** The rows are PlanningTaskPerson's (planning_task_person), which indexes them by person too. */
  @ManyToMany(() => Personnel, undefined, {
    pivotEntity: () => PlanningTaskPerson,
    joinColumn: 'task_id',
    inverseJoinColumn: 'personnel_id',
  })
  people = new Collection<Personnel>(this);

  /**
   * The tasks of the same site this one waits for (finish-to-start: it starts the day after their end at the earliest).
   * The edges are PlanningTaskDependency rows.
   */
  @ManyToMany(() => PlanningTask, (t) => t.successors, {
    owner: true,
    pivotEntity: () => PlanningTaskDependency,
    joinColumn: 'task_id',
    inverseJoinColumn: 'depends_on_id',
  })
  dependsOn = new Collection<PlanningTask>(this);

  /** The tasks that wait for this one. */
  @ManyToMany(() => PlanningTask, (t) => t.dependsOn)
  successors = new Collection<PlanningTask>(this);

  @Property({ type: 'uuid', nullable: true })
  createdBy?: string | null;
}

// On the offline change feed (core/change-feed): a phone keeps these.
feedRecords(PlanningTask, { site: (t) => t.site });
