import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { UserDetails } from '../accounts';

@ObjectType()
export class UserPage {
  @Field(() => [UserDetails]) items!: UserDetails[];
  @Field(() => Int) total!: number;
  @Field(() => Int, { description: 'Numéro de page, à partir de 0.' }) page!: number;
  @Field(() => Int) size!: number;
}

@InputType()
export class InviteUserInput {
  @Field(() => String, { nullable: true }) email?: string;
  @Field(() => String, { nullable: true }) firstName?: string;
  @Field(() => String, { nullable: true }) lastName?: string;
  @Field(() => String, { nullable: true }) role?: string;
}

@ObjectType({ description: 'Un utilisateur actif de la société, pour les listes de choix.' })
export class TeamMemberOption {
  @Field(() => ID) id!: string;
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field() role!: string;
}
