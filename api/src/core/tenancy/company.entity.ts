import { randomUUID } from 'node:crypto';
import { Entity, PrimaryKey, Property, OptionalProps } from '@mikro-orm/core';

/** A building company (société): the tenant every company-owned record belongs to. */
@Entity({ tableName: 'company' })
export class Company {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'vatSubject';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ length: 150 })
  name!: string;

  /** Identifiant Commun de l'Entreprise: 15 digits. */
  @Property({ length: 15, nullable: true })
  ice?: string | null;

  /** Identifiant fiscal (IF). */
  @Property({ length: 20, nullable: true })
  fiscalId?: string | null;

  /** Registre de commerce (RC). */
  @Property({ length: 30, nullable: true })
  tradeRegister?: string | null;

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

  @Property({ type: 'uuid', nullable: true })
  logoFileId?: string | null;

  /**
   * Assujettie à la TVA: it recovers the TVA it pays, so its margins are on HT amounts with the TVA apart; a company
   * that is not (auto-entrepreneur, exempt activity) bears the TVA it pays and reads TTC margins.
   */
  @Property({ default: true })
  vatSubject: boolean = true;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
