import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DecimalScalar } from '../../graphql/scalars';
import type { Personnel } from './personnel.entity';

@ObjectType({ description: 'Une personne du personnel de la société.' })
export class PersonnelView {
  @Field(() => ID) id!: string;
  @Field() lastName!: string;
  @Field() firstName!: string;
  @Field({ description: 'Numéro de carte nationale d’identité, unique dans la société.' }) cni!: string;
  @Field() phone!: string;
  @Field() address!: string;
  @Field({ description: 'Métier.' }) trade!: string;
  @Field(() => DecimalScalar, { description: 'Tarif journalier (DH).' }) dailyRate!: string;
  @Field(() => DecimalScalar, { description: 'Prime panier par jour (DH).' }) mealBonus!: string;
  @Field() email!: string;
  @Field(() => String, { nullable: true, description: 'Numéro d’immatriculation CNSS (9 chiffres), null s’il n’est pas connu.' }) cnssNumber!:
    string | null;
  @Field({ description: 'Faux pour une personne désactivée (elle a un historique et ne peut plus être affectée).' }) active!: boolean;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
}

export function toPersonnelView(p: Personnel): PersonnelView {
  return {
    id: p.id,
    lastName: p.lastName,
    firstName: p.firstName,
    cni: p.cni,
    phone: p.phone,
    address: p.address,
    trade: p.trade,
    dailyRate: p.dailyRate,
    mealBonus: p.mealBonus,
    email: p.email,
    cnssNumber: p.cnssNumber ?? null,
    active: p.active,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}

@ObjectType()
export class PersonnelPageView {
  @Field(() => [PersonnelView]) items!: PersonnelView[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) size!: number;
}

export enum PersonnelRemoval {
  DELETED = 'DELETED',
  DEACTIVATED = 'DEACTIVATED',
}
registerEnumType(PersonnelRemoval, {
  name: 'PersonnelRemoval',
  description: 'DELETED, ou DEACTIVATED quand la personne a un historique (affectations).',
});

// Nullable fields: a missing value reaches the shared zod schema and gets its French message.
@InputType()
export class PersonnelInput {
  @Field(() => String, { nullable: true }) lastName?: string;
  @Field(() => String, { nullable: true }) firstName?: string;
  @Field(() => String, { nullable: true }) cni?: string;
  @Field(() => String, { nullable: true }) phone?: string;
  @Field(() => String, { nullable: true }) address?: string;
  @Field(() => String, { nullable: true }) trade?: string;
  @Field(() => String, { nullable: true, description: 'Tarif journalier, chaîne décimale ("350.00"; "350,5" accepté).' }) dailyRate?: string;
  @Field(() => String, { nullable: true, description: 'Prime panier, chaîne décimale.' }) mealBonus?: string;
  @Field(() => String, { nullable: true }) email?: string;
  @Field(() => String, { nullable: true, description: 'Numéro d’immatriculation CNSS, 9 chiffres ; vide ou null : effacé ; absent : inchangé.' })
  cnssNumber?: string | null;
}
