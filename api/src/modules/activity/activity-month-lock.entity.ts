import { Entity, ManyToOne, OptionalProps, PrimaryKey, PrimaryKeyProp, Property, type Rel } from '@mikro-orm/core';
import { Company } from '../../core/tenancy/company.entity';

/** A month a MANAGER validated ('Valider le mois'): its imputations change only after an explicit unlock. */
@Entity({ tableName: 'activity_month_lock' })
export class ActivityMonthLock {
  [PrimaryKeyProp]?: ['company', 'month'];
  [OptionalProps]?: 'lockedAt';

  @ManyToOne(() => Company, { primary: true, deleteRule: 'cascade' })
  company!: Rel<Company>;

  /** The first day of the month. */
  @PrimaryKey({ type: 'date' })
  month!: string;

  @Property({ type: 'uuid', nullable: true })
  lockedBy?: string | null;

  @Property({ length: 151 })
  lockedByName!: string;

  @Property({ type: 'timestamptz' })
  lockedAt: Date = new Date();
}
