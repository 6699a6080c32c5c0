import { isFullIce } from '@chantiers/schema';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { LocalDateScalar } from '../../graphql/scalars';
import type { Supplier } from './supplier.entity';

@ObjectType({ description: 'Un fournisseur de la société.' })
export class SupplierView {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field({ description: 'ICE (identifiant commun de l’entreprise, 15 chiffres au plus).' }) ice!: string;
  @Field({ description: 'Vrai quand le numéro ne compte pas les 15 chiffres d’un ICE marocain (avertissement, pas une erreur).' })
  iceWarning!: boolean;
  @Field() email!: string;
  @Field() phone!: string;
  @Field() address!: string;
  @Field({ description: 'Identifiant fiscal (IF), vide quand il n’est pas connu.' }) taxId!: string;
  @Field(() => LocalDateScalar, { nullable: true, description: 'Date de l’attestation de régularité fiscale ; null : aucune.' })
  certificateDate!: string | null;
  @Field({ description: 'Auto-entrepreneur : suivi par année au seuil de 80 000 DH.' }) autoEntrepreneur!: boolean;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
}

export function toSupplierView(s: Supplier): SupplierView {
  return {
    id: s.id,
    name: s.name,
    ice: s.ice,
    iceWarning: !isFullIce(s.ice),
    email: s.email,
    phone: s.phone,
    address: s.address,
    taxId: s.taxId,
    certificateDate: s.certificateDate ?? null,
    autoEntrepreneur: s.autoEntrepreneur,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
  };
}

@ObjectType()
export class SupplierPageView {
  @Field(() => [SupplierView]) items!: SupplierView[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) size!: number;
}

// Nullable fields: a missing value reaches the shared zod schema and gets its French message.
@InputType()
export class SupplierInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) ice?: string;
  @Field(() => String, { nullable: true }) email?: string;
  @Field(() => String, { nullable: true }) phone?: string;
  @Field(() => String, { nullable: true }) address?: string;
  @Field(() => String, { nullable: true, description: 'Identifiant fiscal (IF), au plus 10 chiffres ; vide ou absent : aucun.' }) taxId?: string;
  @Field(() => String, {
    nullable: true,
    description: 'AAAA-MM-JJ : date de l’attestation de régularité fiscale ; null ou vide : aucune ; absent à la modification : inchangée.',
  })
  certificateDate?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Auto-entrepreneur ; absent : non à la création, inchangé à la modification.' })
  autoEntrepreneur?: boolean;
}
