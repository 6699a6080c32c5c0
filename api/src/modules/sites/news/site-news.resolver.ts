import { pageSizeOf } from '../../../core/paging/page-size';
import { SITE_LIMITS } from '@chantiers/schema';
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../../core/context/context';
import { parseId } from '../../../core/errors/parse';
import { signFileRefs } from '../../../core/files/file-refs';
import type { SiteNewsEntry } from './site-news-entry.entity';
import { SiteNewsEntryView, SiteNewsPageView, SiteNewsTypeEnum, toSiteNewsEntryView } from './site-news.types';

/** Stored announcements keep bare file paths; each reader gets freshly signed image URLs. */
function viewFor(ctx: Context) {
  return (entry: SiteNewsEntry): SiteNewsEntryView => {
    const view = toSiteNewsEntryView(entry);
    return view.content ? { ...view, content: signFileRefs(view.content, (id) => ctx.services.files.url(id)) } : view;
  };
}

/** A site's news feed (SPEC §7 'actualite'): both roles read it and post announcements. */
@Resolver()
export class SiteNewsResolver {
  @Authorized('sites.news.read')
  @Query(() => SiteNewsPageView, { description: "Les actualités d'un chantier, les plus récentes d'abord, par pages (curseur)." })
  async siteNews(
    @Arg('siteId', () => ID) siteId: string,
    @Ctx() ctx: Context,
    @Arg('first', () => Int, { nullable: true }) first?: number,
    @Arg('after', () => String, { nullable: true }) after?: string,
    @Arg('types', () => [SiteNewsTypeEnum], { nullable: true, description: 'Seulement ces natures (toutes si absent ou vide).' })
    types?: SiteNewsTypeEnum[],
  ): Promise<SiteNewsPageView> {
    const size = pageSizeOf(first, SITE_LIMITS);
    const page = await ctx.services.siteNews.feed(ctx.em, parseId(siteId), size, after, types);
    return { ...page, items: page.items.map(viewFor(ctx)) };
  }

  @Authorized('sites.news.post')
  @Mutation(() => SiteNewsEntryView, { description: 'Publie une annonce (HTML de l’éditeur, nettoyé ; 1 à 255 caractères de texte).' })
  async postAnnouncement(
    @Arg('siteId', () => ID) siteId: string,
    @Ctx() ctx: Context,
    @Arg('content', () => String, { nullable: true }) content?: string,
  ): Promise<SiteNewsEntryView> {
    return viewFor(ctx)(await ctx.services.siteNews.announce(ctx.em, authOf(ctx), parseId(siteId), content));
  }
}
