import { pageSizeOf } from '../../core/paging/page-size';
import { SITE_LIMITS, siteFilterSchema, siteSchema, translate } from '@chantiers/schema';
import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { authOf, type Context } from '../../core/context/context';
import { parseId, parseInput } from '../../core/errors/parse';
import { AppError } from '../../core/errors/app-error';
import { replicaRead } from '../../core/replicas/replica-read';
import { SiteDeletion, SiteFiguresView, SiteFilterInput, SiteInput, SitePageView, SiteView, toSiteListView, toSiteView } from './sites.types';

/** Both roles manage their company's sites; only a MANAGER deletes. */
@Resolver(() => SiteView)
export class SitesResolver {
  // Signed when asked, per request: a resolver, not a function-valued property, which only graphql-js's default
  // resolver calls (the compiled executor reads properties as they are).
  @FieldResolver(() => String, { nullable: true })
  photoUrl(@Root() site: SiteView, @Ctx() ctx: Context): string | null {
    return site.photoFileId ? ctx.services.files.url(site.photoFileId) : null;
  }

  @FieldResolver(() => String, { nullable: true })
  photoThumbUrl(@Root() site: SiteView, @Ctx() ctx: Context): string | null {
    return site.photoThumbFileId ? ctx.services.files.url(site.photoThumbFileId) : null;
  }

  @FieldResolver(() => String, { nullable: true })
  clientPhotoUrl(@Root() site: SiteView, @Ctx() ctx: Context): string | null {
    return site.clientPhotoFileId ? ctx.services.files.url(site.clientPhotoFileId) : null;
  }

  @FieldResolver(() => String, { nullable: true })
  planUrl(@Root() site: SiteView, @Ctx() ctx: Context): string | null {
    return site.planFileId ? ctx.services.files.url(site.planFileId) : null;
  }

  @Authorized('sites.read')
  @Query(() => SitePageView, { description: 'Les chantiers de la société, les plus récents d’abord, par pages (curseur).' })
  async sites(
    @Ctx() ctx: Context,
    @Arg('filter', () => SiteFilterInput, { nullable: true }) filter?: SiteFilterInput,
    @Arg('first', () => Int, { nullable: true }) first?: number,
    @Arg('after', () => String, { nullable: true }) after?: string,
    @Arg('page', () => Int, {
      nullable: true,
      description: 'Numéro de page (0 = la première), pour les clients qui comptent les pages ; `after` l’emporte.',
    })
    page?: number,
  ): Promise<SitePageView> {
    const size = pageSizeOf(first, SITE_LIMITS);
    // Bounded so an offset never walks past what any company holds.
    const pageNumber = Math.min(100_000, Math.max(0, page ?? 0));
    const parsed = parseInput(siteFilterSchema, filter ?? {});
    const rows = await replicaRead(ctx, (em) => ctx.services.sites.list(em, parsed, size, after, pageNumber));
    return { ...rows, items: rows.items.map(toSiteListView) };
  }

  @Authorized('sites.read')
  @Query(() => SiteView)
  async site(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<SiteView> {
    return toSiteView(await ctx.services.sites.get(ctx.em, parseId(id)));
  }

  @Authorized('sites.figures')
  @Query(() => SiteFiguresView, { description: 'Avancement, recettes, achats TTC/HT/TVA, main d’œuvre, sous-traitance, rentabilité.' })
  async siteSummary(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<SiteFiguresView> {
    const figures = await ctx.services.siteFigures.figures(ctx.em, parseId(id));
    if (!figures) throw AppError.notFound('site.notFound');
    return figures;
  }

  @Authorized('sites.create')
  @Mutation(() => SiteView)
  async createSite(@Arg('input', () => SiteInput) input: SiteInput, @Ctx() ctx: Context): Promise<SiteView> {
    return toSiteView(await ctx.services.sites.create(ctx.em, authOf(ctx), parseInput(siteSchema, input)));
  }

  @Authorized('sites.update')
  @Mutation(() => SiteView)
  async updateSite(@Arg('id', () => ID) id: string, @Arg('input', () => SiteInput) input: SiteInput, @Ctx() ctx: Context): Promise<SiteView> {
    const siteId = parseId(id);
    return toSiteView(await ctx.services.sites.update(ctx.em, siteId, parseInput(siteSchema, input)));
  }

  @Authorized('sites.archive')
  @Mutation(() => SiteView)
  async archiveSite(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<SiteView> {
    return toSiteView(await ctx.services.sites.setArchived(ctx.em, parseId(id), true));
  }

  @Authorized('sites.archive')
  @Mutation(() => SiteView)
  async unarchiveSite(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<SiteView> {
    return toSiteView(await ctx.services.sites.setArchived(ctx.em, parseId(id), false));
  }

  @Authorized('sites.delete')
  @Mutation(() => SiteDeletion, { description: 'Supprime un chantier ; s’il a des données financières, il est archivé à la place.' })
  async deleteSite(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<SiteDeletion> {
    const { deleted } = await ctx.services.sites.remove(ctx.em, parseId(id), ctx.services.siteFigures.hasFinancialRecords);
    return { deleted, message: deleted ? null : translate('site.deleteHasFinance') };
  }
}
