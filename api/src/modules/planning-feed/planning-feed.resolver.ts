import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../core/context/context';
import { parseId } from '../../core/errors/parse';
import { PlanningFeedInfo, PlanningFeedLink } from './planning-feed.types';

/** A person's iCalendar link (issue 17): it opens their planning without signing in, so only a MANAGER handles it. */
@Resolver()
export class PlanningFeedResolver {
  @Authorized('planningFeed.read')
  @Query(() => PlanningFeedInfo, { nullable: true, description: 'Le lien iCalendar actif de la personne (sa date seulement), ou null.' })
  async planningFeed(@Arg('personnelId', () => ID) personnelId: string, @Ctx() ctx: Context): Promise<PlanningFeedInfo | null> {
    const feed = await ctx.services.planningFeed.info(ctx.em, parseId(personnelId));
    return feed ? { createdAt: feed.createdAt } : null;
  }

  @Authorized('planningFeed.manage')
  @Mutation(() => PlanningFeedLink, { description: 'Crée le lien iCalendar de la personne ; il remplace (et révoque) le précédent.' })
  async createPlanningFeed(@Arg('personnelId', () => ID) personnelId: string, @Ctx() ctx: Context): Promise<PlanningFeedLink> {
    return ctx.services.planningFeed.create(ctx.em, authOf(ctx), parseId(personnelId));
  }

  @Authorized('planningFeed.manage')
  @Mutation(() => Boolean, { description: 'Révoque le lien iCalendar de la personne ; false s’il n’y en avait pas.' })
  async revokePlanningFeed(@Arg('personnelId', () => ID) personnelId: string, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.planningFeed.revoke(ctx.em, parseId(personnelId));
  }
}
