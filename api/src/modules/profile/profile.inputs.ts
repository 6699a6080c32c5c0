import { Field, ID, InputType } from 'type-graphql';

// Nullable fields: a missing value reaches the shared zod schema and gets its French message.

@InputType()
export class ProfileInput {
  @Field(() => String, { nullable: true }) firstName?: string;
  @Field(() => String, { nullable: true }) lastName?: string;
  @Field(() => String, { nullable: true, description: '10 chiffres; vide pour effacer.' }) phone?: string | null;
  @Field(() => String, { nullable: true, description: 'MANAGER ou USER; seul un MANAGER peut le changer.' }) role?: string | null;
  @Field(() => ID, { nullable: true, description: 'Une image déposée par POST /api/v1/files?kind=image.' }) photoFileId?: string | null;
  @Field(() => Boolean, { nullable: true }) removePhoto?: boolean | null;
}

@InputType()
export class ChangePasswordInput {
  @Field(() => String, { nullable: true }) oldPassword?: string;
  @Field(() => String, { nullable: true }) password?: string;
  @Field(() => String, { nullable: true }) confirmPassword?: string;
}
