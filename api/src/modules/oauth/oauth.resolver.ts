import { oauthCodeSchema, socialSignUpSchema } from '@chantiers/schema';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context/context';
import { parseInput } from '../../core/errors/parse';
import { AuthPayload } from '../accounts';
import { AuthProviderView, PendingSocialSignUpView, SocialSignUpInput } from './oauth.types';

@Resolver()
export class OAuthResolver {
  @Query(() => [AuthProviderView], { description: 'Les fournisseurs de connexion configurés ; aucun quand aucun ne l’est.' })
  authProviders(@Ctx() ctx: Context): AuthProviderView[] {
    return ctx.services.oauth.list();
  }

  @Query(() => PendingSocialSignUpView, {
    nullable: true,
    description: 'Une inscription par un fournisseur en attente ; null si expirée ou terminée.',
  })
  pendingSocialSignUp(@Arg('ticket', () => String) ticket: string, @Ctx() ctx: Context): Promise<PendingSocialSignUpView | null> {
    return ctx.services.socialSignUp.pending(ctx.em, ticket);
  }

  @Mutation(() => AuthPayload, { description: 'Échange le code à usage unique de ?oauth_code= (60 s) contre une session.' })
  exchangeOAuthCode(@Arg('code', () => String, { nullable: true }) code: string | undefined, @Ctx() ctx: Context): Promise<AuthPayload> {
    return ctx.services.oauth.exchange(ctx.em, parseInput(oauthCodeSchema, { code }).code, ctx.meta);
  }

  @Mutation(() => AuthPayload, {
    description: 'Termine une inscription par un fournisseur : crée la société et son administrateur, ou le partenaire, et ouvre la session.',
  })
  completeSocialSignUp(@Arg('input', () => SocialSignUpInput) input: SocialSignUpInput, @Ctx() ctx: Context): Promise<AuthPayload> {
    const { phone, serviceTypes, region, city, ice, description, ...common } = input;
    return ctx.services.socialSignUp.complete(
      ctx.em,
      parseInput(socialSignUpSchema, common),
      { phone, serviceTypes, region, city, ice, description },
      ctx.meta,
    );
  }
}
