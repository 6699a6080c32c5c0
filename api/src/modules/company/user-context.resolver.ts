import { Authorized, Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../context';
import type { Policy } from '../../core/policies/authorize';
import { type Action, POLICIES } from '../../core/policies/policies';
import { UserDetails } from '../accounts/accounts.types';

@ObjectType({ description: "Le contexte de l'appelant (`/user-context`) : qui il est, ce qu'il peut faire, où il commence." })
export class UserContextView {
  @Field(() => UserDetails) user!: UserDetails;
  @Field(() => [String], { description: 'Les actions de la table des droits permises à cet utilisateur (ex. sites.create), triées.' })
  permissions!: string[];
  @Field({ description: "L'écran d'accueil : /dashboard pour la société, /dashboard-partenaire pour un partenaire." }) homePath!: string;
}

@Resolver()
export class UserContextResolver {
  @Authorized('account.read')
  @Query(() => UserContextView)
  async userContext(@Ctx() ctx: Context): Promise<UserContextView> {
    const auth = authOf(ctx);
    const user = await ctx.services.sessions.me(ctx.em, auth);
    // The same table the server enforces, so a client hides what it would be refused, never more or less.
    const permissions = (Object.entries(POLICIES) as [Action, Policy][])
      .filter(([, p]) => p.types.includes(auth.type) && p.roles.includes(auth.role))
      .map(([action]) => action)
      .sort();
    return { user, permissions, homePath: auth.type === 'PARTNER' ? '/dashboard-partenaire' : '/dashboard' };
  }
}
