import { revenueSchema } from '@chantiers/schema';
import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../../core/context/context';
import { parseId, parseInput } from '../../../core/errors/parse';
import { listPeriod, recordPaging, siteIdArg } from '../../../core/records/list-args';
import { pageOf, SiteRecordListArgs } from '../../../core/records/views';
import { invoiceFileView } from '../invoice-file/invoice-file.view';
import { RevenueInput, RevenuePageView, RevenueView, toRevenueView } from './revenue.types';

/** Both roles record a site's revenues. */
@Resolver()
export class RevenuesResolver {
  @Authorized('revenues.read')
  @Query(() => RevenuePageView, { description: 'Les recettes d’un chantier, filtrées par période, avec les totaux du filtre.' })
  async revenues(@Ctx() ctx: Context, @Args() args: SiteRecordListArgs): Promise<RevenuePageView> {
    const p = recordPaging(args.page, args.size);
    const result = await ctx.services.revenues.list(ctx.em, siteIdArg(args.siteId), listPeriod(args.from, args.to), p.page, p.size);
    return pageOf(result, p, (x) => toRevenueView(x));
  }

  @Authorized('revenues.read')
  @Query(() => RevenueView, { description: 'Le détail d’une recette, avec sa facture.' })
  async revenue(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<RevenueView> {
    const revenue = await ctx.services.revenues.get(ctx.em, parseId(id));
    return toRevenueView(revenue, await invoiceFileView(ctx.em, ctx.services.files, revenue.invoiceFileId));
  }

  @Authorized('revenues.create')
  @Mutation(() => RevenueView)
  async createRevenue(
    @Arg('siteId', () => ID) siteId: string,
    @Arg('input', () => RevenueInput) input: RevenueInput,
    @Ctx() ctx: Context,
  ): Promise<RevenueView> {
    const id = siteIdArg(siteId);
    return toRevenueView(await ctx.services.revenues.create(ctx.em, authOf(ctx), id, parseInput(revenueSchema, input)));
  }

  @Authorized('revenues.update')
  @Mutation(() => RevenueView)
  async updateRevenue(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => RevenueInput) input: RevenueInput,
    @Ctx() ctx: Context,
  ): Promise<RevenueView> {
    const revenueId = parseId(id);
    return toRevenueView(await ctx.services.revenues.update(ctx.em, revenueId, parseInput(revenueSchema, input)));
  }

  @Authorized('revenues.delete')
  @Mutation(() => Boolean)
  async deleteRevenue(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.revenues.remove(ctx.em, parseId(id));
    return true;
  }
}
