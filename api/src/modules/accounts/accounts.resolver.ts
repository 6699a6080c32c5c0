import { forgotPasswordSchema, resetPasswordSchema, signInSchema, signUpSchema, translate } from '@chantiers/schema';
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../core/context/context';
import { AppError } from '../../core/errors/app-error';
import { parseInput } from '../../core/errors/parse';
import { ForgotPasswordInput, ResetPasswordInput, SignInInput, SignUpInput } from './accounts.inputs';
import { AuthPayload, MessageResult, SignUpResult, UserDetails } from './accounts.types';

const message = (messageId: string): MessageResult => ({ messageId, message: translate(messageId) });

@Resolver()
export class AccountsResolver {
  // An address that already has an account gets the same answer (a random id); its owner is warned by mail.
  @Mutation(() => SignUpResult, { description: "Crée la société et son premier utilisateur (MANAGER) et envoie l'e-mail de confirmation." })
  signUp(@Arg('input', () => SignUpInput) input: SignUpInput, @Ctx() ctx: Context): Promise<SignUpResult> {
    return ctx.services.accounts.signUp(ctx.em, parseInput(signUpSchema, input), ctx.meta);
  }

  @Mutation(() => MessageResult)
  async confirmEmail(@Arg('token', () => String, { nullable: true }) token: string | undefined, @Ctx() ctx: Context): Promise<MessageResult> {
    return message(await ctx.services.accounts.confirmEmail(ctx.em, token ?? undefined));
  }

  @Mutation(() => AuthPayload, { description: "Confirme l'adresse par le lien reçu et ouvre la session : le lien prouve l'adresse." })
  confirmEmailAndSignIn(@Arg('token', () => String, { nullable: true }) token: string | undefined, @Ctx() ctx: Context): Promise<AuthPayload> {
    return ctx.services.accounts.confirmEmailThen(ctx.em, token ?? undefined, async (tx, user) => {
      // A disabled account is confirmed all the same, and stays closed.
      if (user.status !== 'ACTIVE') throw new AppError('FORBIDDEN', 'auth.signIn.disabled');
      await tx.populate(user, ['company']);
      return ctx.services.sessions.open(tx, user, ctx.meta);
    });
  }

  @Mutation(() => MessageResult, { description: 'Renvoie le lien de confirmation d’un compte qui attend le sien ; la même réponse sinon.' })
  async resendEmailVerification(@Arg('input', () => ForgotPasswordInput) input: ForgotPasswordInput, @Ctx() ctx: Context): Promise<MessageResult> {
    return message(await ctx.services.accounts.resendEmailVerification(ctx.em, parseInput(forgotPasswordSchema, input), ctx.meta));
  }

  @Mutation(() => AuthPayload)
  signIn(@Arg('input', () => SignInInput) input: SignInInput, @Ctx() ctx: Context): Promise<AuthPayload> {
    return ctx.services.sessions.signIn(ctx.em, parseInput(signInSchema, input), ctx.meta);
  }

  @Mutation(() => AuthPayload, { description: 'Échange un jeton de rafraîchissement contre une nouvelle paire de jetons (rotation).' })
  refreshSession(@Arg('refreshToken', () => String, { nullable: true }) refreshToken: string | undefined, @Ctx() ctx: Context): Promise<AuthPayload> {
    return ctx.services.sessions.refresh(ctx.em, refreshToken ?? ctx.meta.refreshTokenHeader ?? undefined);
  }

  @Mutation(() => MessageResult)
  async requestPasswordReset(@Arg('input', () => ForgotPasswordInput) input: ForgotPasswordInput, @Ctx() ctx: Context): Promise<MessageResult> {
    return message(await ctx.services.accounts.requestPasswordReset(ctx.em, parseInput(forgotPasswordSchema, input), ctx.meta));
  }

  @Mutation(() => MessageResult)
  async resetPassword(@Arg('input', () => ResetPasswordInput) input: ResetPasswordInput, @Ctx() ctx: Context): Promise<MessageResult> {
    return message(await ctx.services.accounts.resetPassword(ctx.em, parseInput(resetPasswordSchema, input)));
  }

  @Mutation(() => MessageResult, { description: 'Accepte une invitation : choisit le mot de passe et active le compte.' })
  async acceptInvitation(@Arg('input', () => ResetPasswordInput) input: ResetPasswordInput, @Ctx() ctx: Context): Promise<MessageResult> {
    return message(await ctx.services.accounts.acceptInvitation(ctx.em, parseInput(resetPasswordSchema, input)));
  }

  @Mutation(() => Boolean, { description: 'Révoque la session (le jeton de rafraîchissement donné, sinon celle du jeton d’accès).' })
  async logout(@Arg('refreshToken', () => String, { nullable: true }) refreshToken: string | undefined, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.sessions.logout(ctx.em, await ctx.authenticate(), refreshToken ?? ctx.meta.refreshTokenHeader);
  }

  @Authorized('account.read')
  @Query(() => UserDetails, { description: "L'utilisateur connecté." })
  me(@Ctx() ctx: Context): Promise<UserDetails> {
    return ctx.services.sessions.me(ctx.em, authOf(ctx));
  }
}
