import { Entity, ManyToOne, PrimaryKey, PrimaryKeyProp, Property, type Rel } from '@mikro-orm/core';
import { Personnel } from '../personnel';

/**
 * A person's tarif journalier and prime panier from a day on: the rate history that values each imputed day at the
 * rates in force on it, so a raise does not rewrite past months.
 */
@Entity({ tableName: 'personnel_rate' })
export class PersonnelRate {
  [PrimaryKeyProp]?: ['personnel', 'validFrom'];

  @ManyToOne(() => Personnel, { primary: true, deleteRule: 'cascade' })
  personnel!: Rel<Personnel>;

  @PrimaryKey({ type: 'date' })
  validFrom!: string;

  @Property({ type: 'decimal', precision: 14, scale: 2 })
  dailyRate!: string;

  @Property({ type: 'decimal', precision: 14, scale: 2 })
  mealBonus!: string;
}
