import { randomUUID } from 'node:crypto';
import { Entity, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { CompanyRecord } from '../../core/tenancy/company-record.entity';
import { SearchIndexes } from '../../core/text/search-indexes';

/** A client of the company, chosen or created from the quote form: a company (with its ICE) or a person. */
@Entity({ tableName: 'client' })
@SearchIndexes('client')
@Index({ name: 'client_company_name_idx', properties: ['company', 'name'] })
export class Client extends CompanyRecord {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'kind' | 'language';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ length: 150 })
  name!: string;

  /** COMPANY or PERSON. */
  @Property({ length: 10 })
  kind: string = 'COMPANY';

  /** 'fr' or 'ar': a PERSON in 'ar' gets bilingual documents (law 31-08, art. 206). */
  @Property({ length: 2 })
  language: string = 'fr';

  @Property({ length: 15, nullable: true })
  ice?: string | null;

  @Property({ length: 255, nullable: true })
  address?: string | null;

  @Property({ length: 100, nullable: true })
  city?: string | null;

  @Property({ length: 20, nullable: true })
  phone?: string | null;

  @Property({ length: 254, nullable: true })
  email?: string | null;

  /** Name, ICE and city folded (accents and case aside) for the search. */
  @Property({ type: 'text' })
  searchText!: string;
}
