import { revenueSchema } from '@chantiers/schema';
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../../context';
import { parseId, parseInput } from '../../../core/errors/parse';
import { listPeriod, pageArgs, siteIdArg } from '../finance-args';
import { RevenueInput, RevenuePageView, RevenueView, toRevenueView } from '../finance.types';
import { invoiceInfo } from '../site-records';

/** Both roles record a site's revenues. */
@Resolver()
export class RevenuesResolver {
  @Authorized()
  @Query(() => RevenuePageView, { description: 'Les recettes d’un chantier, filtrées par période, avec les totaux du filtre.' })
  async revenues(
    @Ctx() ctx: Context,
    @Arg('siteId', () => ID) siteId: string,
    @Arg('from', () => String, { nullable: true }) from?: string,
    @Arg('to', () => String, { nullable: true }) to?: string,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('size', () => Int, { nullable: true }) size?: number,
  ): Promise<RevenuePageView> {
    const p = pageArgs(page, size);
    const result = await ctx.services.revenues.list(ctx.em, siteIdArg(siteId), listPeriod(from, to), p.page, p.size);
    return { items: result.items.map((x) => toRevenueView(x)), total: result.total, totals: result.totals, ...p };
  }

  @Authorized()
  @Query(() => RevenueView, { description: 'Le détail d’une recette, avec sa facture.' })
  async revenue(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<RevenueView> {
    const revenue = await ctx.services.revenues.get(ctx.em, parseId(id));
    return toRevenueView(revenue, await invoiceInfo(ctx.em, ctx.services.files, revenue.invoiceFileId));
  }

  @Authorized()
  @Mutation(() => RevenueView)
  async createRevenue(
    @Arg('siteId', () => ID) siteId: string,
    @Arg('input', () => RevenueInput) input: RevenueInput,
    @Ctx() ctx: Context,
  ): Promise<RevenueView> {
    const id = siteIdArg(siteId);
    return toRevenueView(await ctx.services.revenues.create(ctx.em, authOf(ctx), id, parseInput(revenueSchema, input)));
  }

  @Authorized()
  @Mutation(() => RevenueView)
  async updateRevenue(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => RevenueInput) input: RevenueInput,
    @Ctx() ctx: Context,
  ): Promise<RevenueView> {
    const revenueId = parseId(id);
    return toRevenueView(await ctx.services.revenues.update(ctx.em, revenueId, parseInput(revenueSchema, input)));
  }

  @Authorized()
  @Mutation(() => Boolean)
  async deleteRevenue(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.revenues.remove(ctx.em, parseId(id));
    return true;
  }
}
