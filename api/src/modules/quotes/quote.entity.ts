import { randomUUID } from 'node:crypto';
import { Check, Collection, Entity, Index, ManyToOne, OneToMany, OptionalProps, PrimaryKey, Property, type Rel, Unique } from '@mikro-orm/core';
import { CompanyScoped } from '../../core/tenancy/company-scoped.entity';
import { SITE_ACCESS_FILTER } from '../../core/tenancy/site-access';
import { Site } from '../sites';
import { Client } from '../clients';
import { QuoteLine } from './quote-line.entity';
import { SearchIndexes } from '../../core/text/search-indexes';

/**
 * A quote (devis). Its reference is given at creation without gaps per company and year (DEV-2026-0001); its totals
 * are computed by the service from the lines and kept for the lists. The stored status is EN_COURS, ACCEPTE or
 * REFUSE: DEPASSE is read from the validity date.
 */
@Entity({ tableName: 'quote' })
@SearchIndexes('quote')
@Unique({ name: 'quote_company_reference_key', properties: ['company', 'reference'] })
@Index({ name: 'quote_company_issue_idx', properties: ['company', 'issueDate'] })
@Index({ name: 'quote_client_idx', properties: ['client'] })
@Check({ name: 'quote_totals_check', expression: 'total_ht >= 0 and total_vat >= 0 and total_ttc = total_ht + total_vat' })
export class Quote extends CompanyScoped {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'status' | 'lines';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ length: 20 })
  reference!: string;

  @ManyToOne(() => Client, { deleteRule: 'no action', index: false })
  client!: Rel<Client>;

  @Property({ length: 20, nullable: true })
  clientPhone?: string | null;

  @Property({ type: 'date' })
  issueDate!: string;

  @Property({ type: 'date' })
  validUntil!: string;

  // A quote is a company document: a USER reads it even when its site is not theirs (the site's name only).
  @ManyToOne(() => Site, { nullable: true, deleteRule: 'set null', index: true, filters: { [SITE_ACCESS_FILTER]: false } })
  site?: Rel<Site> | null;

  @Property({ length: 255, nullable: true })
  object?: string | null;

  @Property({ length: 10 })
  status: string = 'EN_COURS';

  @Property({ type: 'decimal', precision: 15, scale: 2 })
  totalHT!: string;

  @Property({ type: 'decimal', precision: 15, scale: 2 })
  totalVAT!: string;

  @Property({ type: 'decimal', precision: 15, scale: 2 })
  totalTTC!: string;

  @Property({ type: 'text', nullable: true })
  notes?: string | null;

  @Property({ type: 'text', nullable: true })
  conditions?: string | null;

  /** Reference, client and object folded for the search. */
  @Property({ type: 'text' })
  searchText!: string;

  /** Who accepted or refused it, and when. */
  @Property({ type: 'uuid', nullable: true })
  decidedBy?: string | null;

  @Property({ type: 'timestamptz', nullable: true })
  decidedAt?: Date | null;

  @Property({ type: 'uuid', nullable: true })
  createdBy?: string | null;

  @OneToMany(() => QuoteLine, (l) => l.quote, { orderBy: { lotIndex: 'asc', position: 'asc' } })
  lines = new Collection<QuoteLine>(this);

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
