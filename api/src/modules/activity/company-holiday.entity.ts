import { Entity, ManyToOne, PrimaryKey, PrimaryKeyProp, Property, type Rel } from '@mikro-orm/core';
import { Company } from '../../core/tenancy/company.entity';

/**
 * A company's correction of the holiday calendar: a day added (a religious holiday announced on another date than
 * expected) or a default day removed (`removed`).
 */
@Entity({ tableName: 'company_holiday' })
export class CompanyHoliday {
  [PrimaryKeyProp]?: ['company', 'day'];

  @ManyToOne(() => Company, { primary: true, deleteRule: 'cascade' })
  company!: Rel<Company>;

  @PrimaryKey({ type: 'date' })
  day!: string;

  @Property({ length: 100 })
  name!: string;

  @Property({ type: 'boolean' })
  removed!: boolean;
}
