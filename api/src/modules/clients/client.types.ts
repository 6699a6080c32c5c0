import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Un client de la société.' })
export class ClientView {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field({ description: 'COMPANY ou PERSON.' }) kind!: string;
  @Field({ description: 'Langue des documents : fr ou ar (un particulier en ar reçoit ses devis, avenants et factures en français et en arabe).' })
  language!: string;
  @Field(() => String, { nullable: true }) ice!: string | null;
  @Field(() => String, { nullable: true }) address!: string | null;
  @Field(() => String, { nullable: true }) city!: string | null;
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field(() => String, { nullable: true }) email!: string | null;
}

@ObjectType()
export class ClientPage {
  @Field(() => [ClientView]) items!: ClientView[];
  @Field(() => Int) total!: number;
}

@InputType()
export class ClientInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true, description: 'COMPANY (défaut) ou PERSON.' }) kind?: string;
  @Field(() => String, { nullable: true, description: 'fr (défaut) ou ar.' }) language?: string;
  @Field(() => String, { nullable: true }) ice?: string | null;
  @Field(() => String, { nullable: true }) address?: string | null;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
}

type ClientLike = Omit<ClientView, 'ice' | 'address' | 'city' | 'phone' | 'email'> &
  Partial<Record<'ice' | 'address' | 'city' | 'phone' | 'email', string | null>>;

export const toClientView = (c: ClientLike): ClientView => ({
  id: c.id,
  name: c.name,
  kind: c.kind,
  language: c.language,
  ice: c.ice ?? null,
  address: c.address ?? null,
  city: c.city ?? null,
  phone: c.phone ?? null,
  email: c.email ?? null,
});
