import type { EntityManager } from '@mikro-orm/postgresql';
import { welcomeChecklist } from './welcome-checklist';
import { Authorized, Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../core/context/context';

@ObjectType({ description: "Les premiers pas d'une société (`/dashboard-users/`) : chaque étape, faite ou non, lue en direct." })
export class WelcomeChecklistView {
  @Field() companyName!: string;
  @Field({ description: 'Les mentions légales exigées sur une facture (ICE, IF, RC) sont renseignées.' }) companyDetails!: boolean;
  @Field({ description: 'Au moins un chantier, archivé ou non.' }) firstSite!: boolean;
  @Field({ description: "Au moins un autre membre de l'équipe, invité ou actif." }) teamInvited!: boolean;
  @Field({ description: 'Au moins une personne au personnel.' }) personnel!: boolean;
  @Field({ description: 'Au moins un fournisseur.' }) suppliers!: boolean;
  @Field({ description: 'Au moins un devis.' }) firstQuote!: boolean;
}

@Resolver()
export class WelcomeResolver {
  @Authorized('company.read')
  @Query(() => WelcomeChecklistView, { description: "Les étapes de démarrage de la société de l'appelant et leur état." })
  welcomeChecklist(@Ctx() ctx: Context): Promise<WelcomeChecklistView> {
    return welcomeChecklist(ctx.em as EntityManager, authOf(ctx));
  }
}
