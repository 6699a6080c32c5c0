import { randomUUID } from 'node:crypto';
import { Entity, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';

/** A building company (société): the tenant every company-owned record belongs to. */
@Entity({ tableName: 'company' })
export class Company {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'vatSubject' | 'quoteValidityDays' | 'paymentTermsDays' | 'retentionRate' | 'guaranteeMonths';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Raison sociale. */
  @Property({ length: 150 })
  name!: string;

  /** Forme juridique: SARL, SA… */
  @Property({ length: 40, nullable: true })
  legalForm?: string | null;

  @Property({ type: 'decimal', precision: 15, scale: 2, nullable: true })
  capital?: string | null;

  /** Identifiant Commun de l'Entreprise: 15 digits. */
  @Property({ length: 15, nullable: true })
  ice?: string | null;

  /** Identifiant fiscal (IF). */
  @Property({ length: 20, nullable: true })
  fiscalId?: string | null;

  /** Registre de commerce (RC). */
  @Property({ length: 30, nullable: true })
  tradeRegister?: string | null;

  /** The tribunal de commerce that keeps the RC. */
  @Property({ length: 100, nullable: true })
  tradeRegisterCourt?: string | null;

  @Property({ length: 20, nullable: true })
  patente?: string | null;

  @Property({ length: 20, nullable: true })
  cnss?: string | null;

  @Property({ length: 255, nullable: true })
  address?: string | null;

  @Property({ length: 100, nullable: true })
  city?: string | null;

  @Property({ length: 20, nullable: true })
  phone?: string | null;

  @Property({ length: 254, nullable: true })
  email?: string | null;

  @Property({ length: 100, nullable: true })
  bank?: string | null;

  /** Relevé d'identité bancaire: 24 digits. */
  @Property({ length: 24, nullable: true })
  rib?: string | null;

  @Property({ type: 'uuid', nullable: true })
  logoFileId?: string | null;

  /** Defaults of new quotes and invoices (law 69-21: 60 days when nothing is agreed, 120 at most). */
  @Property({ type: 'smallint', default: 30 })
  quoteValidityDays: number = 30;

  @Property({ type: 'smallint', default: 60 })
  paymentTermsDays: number = 60;

  /** Retenue de garantie in %, 0 unless the company sets one. */
  @Property({ type: 'decimal', precision: 5, scale: 2, default: 0 })
  retentionRate: string = '0.00';

  /** Délai de garantie in months (one year unless set): the final reception comes that long after the provisional one. */
  @Property({ type: 'smallint', default: 12 })
  guaranteeMonths: number = 12;

  /**
   * Assujettie à la TVA: it recovers the TVA it pays, so its margins are on HT amounts with the TVA apart; a company
   * that is not (auto-entrepreneur, exempt activity) bears the TVA it pays and reads TTC margins.
   */
  @Property({ default: true })
  vatSubject: boolean = true;

  /**
   * « Concernée par la facturation électronique à partir du »: invoices and credit notes issued from this day are
   * cleared by the DGI's platform (CGI art. 145-IX) before they reach the client. Null: not concerned.
   */
  @Property({ type: 'date', nullable: true })
  einvoicingFrom?: string | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
