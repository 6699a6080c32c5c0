import { serviceSheetSchema } from '@chantiers/schema';
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../../context';
import { parseId, parseInput } from '../../../core/errors/parse';
import { listPeriod, pageArgs, siteIdArg } from '../finance-args';
import { ServiceSheetInput, ServiceSheetPageView, ServiceSheetView, toServiceSheetView } from '../finance.types';

/** Both roles record a site's service sheets. */
@Resolver()
export class ServiceSheetsResolver {
  @Authorized()
  @Query(() => ServiceSheetPageView, {
    description: 'Les fiches de service d’un chantier, filtrées par période et fournisseur, avec les totaux du filtre.',
  })
  async serviceSheets(
    @Ctx() ctx: Context,
    @Arg('siteId', () => ID) siteId: string,
    @Arg('from', () => String, { nullable: true }) from?: string,
    @Arg('to', () => String, { nullable: true }) to?: string,
    @Arg('supplier', () => String, { nullable: true }) supplier?: string,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('size', () => Int, { nullable: true }) size?: number,
  ): Promise<ServiceSheetPageView> {
    const p = pageArgs(page, size);
    const result = await ctx.services.serviceSheets.list(
      ctx.em,
      siteIdArg(siteId),
      { ...listPeriod(from, to), supplier: supplier?.slice(0, 75) },
      p.page,
      p.size,
    );
    return { items: result.items.map(toServiceSheetView), total: result.total, totals: result.totals, ...p };
  }

  @Authorized()
  @Query(() => ServiceSheetView)
  async serviceSheet(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<ServiceSheetView> {
    return toServiceSheetView(await ctx.services.serviceSheets.get(ctx.em, parseId(id)));
  }

  @Authorized()
  @Mutation(() => ServiceSheetView)
  async createServiceSheet(
    @Arg('siteId', () => ID) siteId: string,
    @Arg('input', () => ServiceSheetInput) input: ServiceSheetInput,
    @Ctx() ctx: Context,
  ): Promise<ServiceSheetView> {
    const id = siteIdArg(siteId);
    return toServiceSheetView(await ctx.services.serviceSheets.create(ctx.em, authOf(ctx), id, parseInput(serviceSheetSchema, input)));
  }

  @Authorized()
  @Mutation(() => ServiceSheetView)
  async updateServiceSheet(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ServiceSheetInput) input: ServiceSheetInput,
    @Ctx() ctx: Context,
  ): Promise<ServiceSheetView> {
    const sheetId = parseId(id);
    return toServiceSheetView(await ctx.services.serviceSheets.update(ctx.em, sheetId, parseInput(serviceSheetSchema, input)));
  }

  @Authorized()
  @Mutation(() => Boolean)
  async deleteServiceSheet(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.serviceSheets.remove(ctx.em, parseId(id));
    return true;
  }
}
