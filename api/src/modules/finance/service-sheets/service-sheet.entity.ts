import { randomUUID } from 'node:crypto';
import { Check, Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import type { Weekday } from '@chantiers/schema';
import { CompanyRecord } from '../../../core/tenancy/company-record.entity';
import { Site } from '../../sites';

/** A service sheet (fiche de service): a subcontractor's day on a site, paid plus a bonus (sous-traitance). */
@Entity({ tableName: 'service_sheet' })
@Index({ name: 'service_sheet_site_date_idx', properties: ['site', 'date'] })
@Index({
  name: 'service_sheet_company_date_idx',
  expression: 'create index "service_sheet_company_date_idx" on "service_sheet" ("company_id", "date") include ("site_id", "amount_paid", "bonus")',
})
@Check({ name: 'service_sheet_amounts_check', expression: 'amount_paid >= 0 and bonus >= 0' })
export class ServiceSheet extends CompanyRecord {
  [OptionalProps]?: 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Site, { deleteRule: 'cascade', index: false })
  site!: Rel<Site>;

  /** 'Lundi' … 'Dimanche'. */
  @Property({ length: 10 })
  day!: Weekday;

  /** The day of the service; its weekday is `day`. */
  @Property({ type: 'date' })
  date!: string;

  /** Montant payé. */
  @Property({ type: 'decimal', precision: 15, scale: 2 })
  amountPaid!: string;

  /** Montant de la prime. */
  @Property({ type: 'decimal', precision: 15, scale: 2 })
  bonus!: string;

  /** Fournisseur (the subcontractor's company, as written on the sheet). */
  @Property({ length: 75 })
  supplier!: string;

  @Property({ length: 10 })
  phone!: string;

  /** Intervenant. */
  @Property({ length: 75 })
  worker!: string;
}
