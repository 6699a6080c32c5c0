import { RECEPTION_KINDS, RECEPTION_ROLES } from '@chantiers/schema';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { SiteRef } from '../../core/records/site-ref';
import { LocalDateScalar } from '../../graphql/scalars';

export const ReceptionKindEnum = Object.fromEntries(RECEPTION_KINDS.map((k) => [k, k])) as { [K in (typeof RECEPTION_KINDS)[number]]: K };
registerEnumType(ReceptionKindEnum, { name: 'ReceptionKind', description: 'PROVISIONAL : réception provisoire ; FINAL : réception définitive.' });
export const ReceptionRoleEnum = Object.fromEntries(RECEPTION_ROLES.map((k) => [k, k])) as { [K in (typeof RECEPTION_ROLES)[number]]: K };
registerEnumType(ReceptionRoleEnum, {
  name: 'ReceptionRole',
  description: 'COMPANY : l’entreprise ; CLIENT : le maître d’ouvrage ; ARCHITECT ; ENGINEER : bureau d’études ou de contrôle ; OTHER.',
});

@ObjectType()
export class ReceptionPartyView {
  @Field(() => ReceptionRoleEnum) role!: string;
  @Field() name!: string;
  @Field() organisation!: string;
}

@ObjectType({ description: 'Une réserve non validée : telle qu’au moment de la signature pour un PV signé, telle qu’aujourd’hui sinon.' })
export class ReceptionReserveView {
  @Field(() => Int) number!: number;
  @Field() title!: string;
  @Field() trade!: string;
  @Field() status!: string;
  @Field(() => String, { nullable: true }) responsible!: string | null;
}

@ObjectType({ description: 'Un procès-verbal de réception (provisoire ou définitive), signé à l’écran par l’entreprise et le maître d’ouvrage.' })
export class ReceptionView {
  @Field(() => ID) id!: string;
  @Field(() => SiteRef) site!: SiteRef;
  @Field(() => ReceptionKindEnum) kind!: string;
  @Field(() => LocalDateScalar) date!: string;
  @Field(() => [ReceptionPartyView]) parties!: ReceptionPartyView[];
  @Field() notes!: string;
  @Field({ description: 'DRAFT : en cours ; AWAITING : signé par l’entreprise, la signature du client attendue ; SIGNED : signé, définitif.' })
  status!: string;
  @Field({ description: 'Avec réserves : des réserves n’étaient pas validées à la signature (ou ne le sont pas encore).' }) withReserves!: boolean;
  @Field(() => [ReceptionReserveView]) reserves!: ReceptionReserveView[];
  @Field(() => String, { nullable: true }) companySignerName!: string | null;
  @Field(() => String, { nullable: true, description: 'URL signée de la signature de l’entreprise.' }) companySignatureUrl!: string | null;
  @Field(() => String, { nullable: true }) clientSignerName!: string | null;
  @Field(() => String, { nullable: true }) clientSignatureUrl!: string | null;
  @Field(() => Date, { nullable: true }) signedAt!: Date | null;
  @Field() createdAt!: Date;
}

@ObjectType({ description: 'Les réceptions d’un chantier et ce qu’il faut pour la suivante.' })
export class SiteReceptionsView {
  @Field(() => [ReceptionView]) items!: ReceptionView[];
  @Field(() => Int, { description: 'Le délai de garantie de la société, en mois.' }) guaranteeMonths!: number;
  @Field(() => LocalDateScalar, { nullable: true, description: 'Le jour où la réception définitive devient possible (après une provisoire signée).' })
  finalFrom!: string | null;
  @Field(() => [ReceptionReserveView], { description: 'Les réserves non validées aujourd’hui.' }) openReserves!: ReceptionReserveView[];
}

@InputType()
export class ReceptionPartyInput {
  @Field(() => String, { nullable: true }) role?: string | null;
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) organisation?: string | null;
}

@InputType()
export class ReceptionInput {
  @Field(() => String, { nullable: true, description: 'Un UUID choisi par le client (hors ligne) ; une reprise le retrouve.' }) id?: string | null;
  @Field(() => String, { nullable: true }) siteId?: string | null;
  @Field(() => String, { nullable: true, description: 'PROVISIONAL ou FINAL.' }) kind?: string | null;
  @Field(() => String, { nullable: true, description: 'AAAA-MM-JJ.' }) date?: string | null;
  @Field(() => [ReceptionPartyInput], { nullable: true }) parties?: ReceptionPartyInput[] | null;
  @Field(() => String, { nullable: true }) notes?: string | null;
}

@InputType()
export class ReceptionSignInput {
  @Field(() => String, { nullable: true }) companySignerName?: string | null;
  @Field(() => String, { nullable: true, description: 'PNG en data URL, 200 Ko au plus.' }) companySignature?: string | null;
  @Field(() => String, { nullable: true }) clientSignerName?: string | null;
  @Field(() => String, { nullable: true, description: 'PNG en data URL, 200 Ko au plus.' }) clientSignature?: string | null;
}
