import { Field, InputType } from 'type-graphql';

// Fields are nullable so that a missing value reaches the shared zod schema and gets its French message.

@InputType()
export class SignUpInput {
  @Field(() => String, { nullable: true }) firstName?: string;
  @Field(() => String, { nullable: true }) lastName?: string;
  @Field(() => String, { nullable: true }) email?: string;
  @Field(() => String, { nullable: true }) password?: string;
  @Field(() => String, { nullable: true }) confirmPassword?: string;
  @Field(() => String, { nullable: true }) companyName?: string;
}

@InputType()
export class SignInInput {
  @Field(() => String, { nullable: true }) email?: string;
  @Field(() => String, { nullable: true }) password?: string;
}

@InputType()
export class ForgotPasswordInput {
  @Field(() => String, { nullable: true }) email?: string;
}

@InputType()
export class ResetPasswordInput {
  @Field(() => String, { nullable: true }) token?: string;
  @Field(() => String, { nullable: true }) password?: string;
  @Field(() => String, { nullable: true }) confirmPassword?: string;
}
