import { randomUUID } from 'node:crypto';
import { Entity, Index, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { CompanyRecord } from '../../core/tenancy/company-record.entity';
import { SearchIndexes } from '../../core/text/search-indexes';
import { feedRecords } from '../../core/change-feed/fed-records';

/** A supplier (fournisseur) of the company; its ICE/SIREN is unique within the company. */
@Entity({ tableName: 'supplier' })
@SearchIndexes('supplier')
@Unique({ name: 'supplier_company_ice_unique', properties: ['company', 'ice'] })
@Index({ name: 'supplier_company_name_idx', properties: ['company', 'name'] })
export class Supplier extends CompanyRecord {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'searchText' | 'taxId' | 'certificateDate' | 'autoEntrepreneur';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ length: 75 })
  name!: string;

  /** ICE (15 digits in Morocco) or SIREN: up to 15 digits. */
  @Property({ length: 15 })
  ice!: string;

  @Property({ length: 75 })
  email!: string;

  @Property({ length: 15 })
  phone!: string;

  @Property({ length: 100 })
  address!: string;

  /** Identifiant fiscal (IF), '' when not known. */
  @Property({ length: 10, default: '' })
  taxId: string = '';

  /** Date of its attestation de régularité fiscale; null: none known (its TVA is withheld, issue 38). */
  @Property({ type: 'date', nullable: true })
  certificateDate?: string | null = null;

  /** An auto-entrepreneur: tracked per year against the 80 000 DH threshold (issue 38). */
  @Property({ default: false })
  autoEntrepreneur: boolean = false;

  /** Name, ICE and e-mail folded for accent- and case-insensitive search. */
  @Property({ type: 'text', default: '', hidden: true })
  searchText: string = '';
}

// On the offline change feed (core/change-feed): a phone keeps these.
feedRecords(Supplier);
