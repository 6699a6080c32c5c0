import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../core/context/context';
import { parseId } from '../../core/errors/parse';
import { ApiTokenView, CreateApiTokenInput, CreatedApiTokenView, toApiTokenView } from './api-tokens.types';

/** Personal access tokens (issue 21): a MANAGER's, from a session (a token cannot manage tokens). */
@Resolver()
export class ApiTokensResolver {
  @Authorized('apiTokens.read')
  @Query(() => [ApiTokenView], { description: 'Les jetons API actifs ou expirés de la société (pas les révoqués), du plus récent au plus ancien.' })
  async apiTokens(@Ctx() ctx: Context): Promise<ApiTokenView[]> {
    return (await ctx.services.apiTokens.list(ctx.em, authOf(ctx))).map(toApiTokenView);
  }

  @Authorized('apiTokens.manage')
  @Mutation(() => CreatedApiTokenView, { description: 'Crée un jeton API ; son secret n’est donné que dans cette réponse.' })
  async createApiToken(@Arg('input', () => CreateApiTokenInput) input: CreateApiTokenInput, @Ctx() ctx: Context): Promise<CreatedApiTokenView> {
    const created = await ctx.services.apiTokens.create(ctx.em, authOf(ctx), input);
    return { token: created.token, apiToken: toApiTokenView(created.apiToken) };
  }

  @Authorized('apiTokens.manage')
  @Mutation(() => Boolean, { description: 'Révoque un jeton API : il est refusé dès l’appel suivant.' })
  async revokeApiToken(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.apiTokens.revoke(ctx.em, authOf(ctx), parseId(id));
  }
}
