import { Authorized, Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../core/context/context';
import { allowedActions } from '../../core/policies/authorize';
import { limitingRules } from '../../core/policies/record-rules';
import { UserDetails } from '../accounts';

@ObjectType({ description: "Le contexte de l'appelant (`/user-context`) : qui il est, ce qu'il peut faire, où il commence." })
export class UserContextView {
  @Field(() => UserDetails) user!: UserDetails;
  @Field(() => [String], { description: 'Les actions de la table des droits permises à cet utilisateur (ex. sites.create), triées.' })
  permissions!: string[];
  @Field(() => [String], {
    description: "Les règles d'enregistrement qui limitent cet utilisateur (ownSites : ses chantiers seulement ; ownListing : sa fiche), triées.",
  })
  limitedBy!: string[];
  @Field({
    description: "L'écran d'accueil : /dashboard pour la société, /comptabilite pour un comptable, /dashboard-partenaire pour un partenaire.",
  })
  homePath!: string;
}

@Resolver()
export class UserContextResolver {
  @Authorized('account.read')
  @Query(() => UserContextView)
  async userContext(@Ctx() ctx: Context): Promise<UserContextView> {
    const auth = authOf(ctx);
    const user = await ctx.services.sessions.me(ctx.em, auth);
    // The same table the server enforces, so a client hides what it would be refused, never more or less.
    return {
      user,
      permissions: allowedActions(auth),
      limitedBy: limitingRules(auth),
      homePath: auth.type === 'PARTNER' ? '/dashboard-partenaire' : auth.role === 'ACCOUNTANT' ? '/comptabilite' : '/dashboard',
    };
  }
}
