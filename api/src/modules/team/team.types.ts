import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { UserDetails } from '../accounts/accounts.types';

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
