import { Field, InputType, ObjectType } from 'type-graphql';

@ObjectType({ description: 'La société de l’appelant et ses paramètres.' })
export class CompanySettingsView {
  @Field({ description: 'Raison sociale.' }) name!: string;
  @Field({ description: 'Assujettie à la TVA : marges sur montants HT, TVA collectée et déductible à part ; sinon sur montants TTC.' })
  vatSubject!: boolean;
}

@InputType()
export class CompanySettingsInput {
  @Field(() => Boolean, { nullable: true }) vatSubject?: boolean;
}
