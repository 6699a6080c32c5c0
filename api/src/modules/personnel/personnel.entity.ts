import { randomUUID } from 'node:crypto';
import { Entity, Index, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { CompanyRecord } from '../../core/tenancy/company-record.entity';
import { SearchIndexes } from '../../core/text/search-indexes';
import { feedRecords } from '../../core/change-feed/fed-records';

/**
 * A worker of the company (personnel). Rates are numeric(14,2) MAD, read and written as decimal strings.
 * Someone with assignments is deactivated rather than deleted, so past sites keep their labour history.
 */
@Entity({ tableName: 'personnel' })
@SearchIndexes('personnel')
@Unique({ name: 'personnel_company_cni_unique', properties: ['company', 'cni'] })
@Index({ name: 'personnel_company_name_idx', properties: ['company', 'active', 'searchText'] })
export class Personnel extends CompanyRecord {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'searchText' | 'active';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ length: 75 })
  lastName!: string;

  @Property({ length: 75 })
  firstName!: string;

  /** Carte nationale d'identité, upper-cased. */
  @Property({ length: 15 })
  cni!: string;

  @Property({ length: 15 })
  phone!: string;

  @Property({ length: 100 })
  address!: string;

  /** Métier. */
  @Property({ length: 75 })
  trade!: string;

  /** Tarif journalier (MAD). */
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  dailyRate!: string;

  /** Prime panier per day worked (MAD). */
  @Property({ type: 'decimal', precision: 14, scale: 2 })
  mealBonus!: string;

  @Property({ length: 75 })
  email!: string;

  /** CNSS registration number (numéro d'immatriculation, 9 digits), null until known. */
  @Property({ length: 9, nullable: true })
  cnssNumber?: string | null;

  @Property({ default: true })
  active: boolean = true;

  /** Last name, first name, CNI and trade folded for accent- and case-insensitive search and sorting. */
  @Property({ type: 'text', default: '', hidden: true })
  searchText: string = '';
}

// On the offline change feed (core/change-feed): a phone keeps these.
feedRecords(Personnel);
