import { Field, ID, ObjectType } from 'type-graphql';
import type { User } from './user.entity';

/** The user-details record of SPEC §3, in English names; the REST door aliases them to the legacy keys. */
@ObjectType()
export class UserDetails {
  @Field(() => ID) id!: string;
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field() email!: string;
  @Field(() => String, { nullable: true }) phone!: string | null;
  /** Resolved into a signed `photoUrl` by UserDetailsResolver. */
  photoFileId!: string | null;
  @Field() role!: string;
  @Field() type!: string;
  @Field() status!: string;
  @Field(() => ID) companyId!: string;
  @Field() companyName!: string;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
}

/** Needs `user.company` loaded. */
export function toUserDetails(user: User): UserDetails {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone ?? null,
    photoFileId: user.photoFileId ?? null,
    role: user.role,
    type: user.type,
    status: user.status,
    companyId: user.company.id,
    companyName: user.company.name,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

@ObjectType()
export class AuthPayload {
  @Field() accessToken!: string;
  @Field() refreshToken!: string;
  @Field(() => UserDetails) user!: UserDetails;
}

@ObjectType()
export class SignUpResult {
  @Field(() => ID) id!: string;
  @Field() email!: string;
}

@ObjectType()
export class MessageResult {
  @Field({ description: 'Identifiant du message (schema/i18n).' }) messageId!: string;
  @Field({ description: 'Le message, en français.' }) message!: string;
}
