import { changePasswordSchema, profileSchema, translate } from '@chantiers/schema';
import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../core/context/context';
import { parseInput } from '../../core/errors/parse';
import { MessageResult, UserDetails } from '../accounts';
import { ChangePasswordInput, ProfileInput } from './profile.inputs';

@Resolver()
export class ProfileResolver {
  @Authorized('profile.update')
  @Mutation(() => UserDetails, { description: "Met à jour le profil de l'utilisateur connecté (l'e-mail et la société ne changent pas ici)." })
  updateProfile(@Arg('input', () => ProfileInput) input: ProfileInput, @Ctx() ctx: Context): Promise<UserDetails> {
    return ctx.services.profile.update(ctx.em, authOf(ctx), parseInput(profileSchema, input));
  }

  @Authorized('profile.password')
  @Mutation(() => MessageResult, { description: 'Change le mot de passe et ferme les autres sessions.' })
  async changePassword(@Arg('input', () => ChangePasswordInput) input: ChangePasswordInput, @Ctx() ctx: Context): Promise<MessageResult> {
    const messageId = await ctx.services.profile.changePassword(ctx.em, authOf(ctx), parseInput(changePasswordSchema, input), ctx.meta);
    return { messageId, message: translate(messageId) };
  }
}
