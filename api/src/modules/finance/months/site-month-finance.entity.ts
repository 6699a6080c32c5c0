import { Entity, Index, ManyToOne, PrimaryKey, PrimaryKeyProp, Property, type Rel } from '@mikro-orm/core';
import { CompanyScoped } from '../../../core/tenancy/company-scoped.entity';
import { Site } from '../../sites';

/**
 * Running totals of a site's finances per calendar month, kept by the purchase, revenue, service-sheet and activity services
 * in the transaction of each change (an atomic upsert of the difference). The global finance reads whole months
 * here (at most sites × months rows) instead of summing every record of the period.
 */
@Entity({ tableName: 'site_month_finance' })
@Index({ name: 'site_month_finance_company_month_idx', properties: ['company', 'month'] })
export class SiteMonthFinance extends CompanyScoped {
  [PrimaryKeyProp]?: ['site', 'month'];

  @ManyToOne(() => Site, { primary: true, deleteRule: 'cascade' })
  site!: Rel<Site>;

  /** The first day of the month. */
  @PrimaryKey({ type: 'date' })
  month!: string;

  /** As invoiced (TTC). */
  @Property({ type: 'decimal', precision: 18, scale: 2, default: 0 })
  revenues!: string;

  @Property({ type: 'decimal', precision: 18, scale: 2, default: 0 })
  revenuesHT!: string;

  /** TVA collectée. */
  @Property({ type: 'decimal', precision: 18, scale: 2, default: 0 })
  revenuesVAT!: string;

  @Property({ type: 'decimal', precision: 18, scale: 2, default: 0 })
  purchasesHT!: string;

  @Property({ type: 'decimal', precision: 18, scale: 2, default: 0 })
  purchasesVAT!: string;

  @Property({ type: 'decimal', precision: 18, scale: 2, default: 0 })
  purchasesTTC!: string;

  /** Service sheets: paid + bonus. */
  @Property({ type: 'decimal', precision: 18, scale: 2, default: 0 })
  subcontracting!: string;

  /** Activity reports: days × tarif journalier, and days × prime panier, at the rates in force on each day. */
  @Property({ type: 'decimal', precision: 18, scale: 2, default: 0 })
  labourNet!: string;

  @Property({ type: 'decimal', precision: 18, scale: 2, default: 0 })
  labourBonus!: string;
}
