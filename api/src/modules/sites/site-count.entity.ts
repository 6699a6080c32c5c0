import { Entity, ManyToOne, PrimaryKey, PrimaryKeyProp, Property, type Rel } from '@mikro-orm/core';
import { Company } from '../../core/tenancy/company.entity';

/**
 * How many sites a company has per (archived, status): the sites list's total without counting its rows. Kept by
 * triggers on `site` (migration Migration20261124000100), so every write — services, seeds, SQL — keeps it exact;
 * read with raw SQL in the list's own statement (sites.list.sql.ts), never written by the api.
 */
@Entity({ tableName: 'site_count' })
export class SiteCount {
  [PrimaryKeyProp]?: ['company', 'archived', 'status'];

  @ManyToOne(() => Company, { primary: true, deleteRule: 'cascade' })
  company!: Rel<Company>;

  @PrimaryKey({ type: 'boolean' })
  archived!: boolean;

  @PrimaryKey({ type: 'text' })
  status!: string;

  @Property({ type: 'integer', default: 0 })
  n!: number;
}
