import { SITE_LIMITS } from '@chantiers/schema';
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../../context';
import { parseId } from '../../../core/errors/parse';
import { SiteNewsEntryView, SiteNewsPageView, toSiteNewsEntryView } from './site-news.types';

/** A site's news feed (SPEC §7 'actualite'): both roles read it and post announcements. */
@Resolver()
export class SiteNewsResolver {
  @Authorized()
  @Query(() => SiteNewsPageView, { description: "Les actualités d'un chantier, les plus récentes d'abord, par pages (curseur)." })
  async siteNews(
    @Arg('siteId', () => ID) siteId: string,
    @Ctx() ctx: Context,
    @Arg('first', () => Int, { nullable: true }) first?: number,
    @Arg('after', () => String, { nullable: true }) after?: string,
  ): Promise<SiteNewsPageView> {
    const size = Math.min(SITE_LIMITS.pageSizeMax, Math.max(1, first ?? SITE_LIMITS.pageSizeDefault));
    const page = await ctx.services.siteNews.feed(ctx.em, parseId(siteId), size, after);
    return { ...page, items: page.items.map(toSiteNewsEntryView) };
  }

  @Authorized()
  @Mutation(() => SiteNewsEntryView, { description: 'Publie une annonce (HTML de l’éditeur, nettoyé ; 1 à 255 caractères de texte).' })
  async postAnnouncement(
    @Arg('siteId', () => ID) siteId: string,
    @Ctx() ctx: Context,
    @Arg('content', () => String, { nullable: true }) content?: string,
  ): Promise<SiteNewsEntryView> {
    return toSiteNewsEntryView(await ctx.services.siteNews.announce(ctx.em, authOf(ctx), parseId(siteId), content));
  }
}
