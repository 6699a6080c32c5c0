import { serviceSheetSchema } from '@chantiers/schema';
import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../../context';
import { parseId, parseInput } from '../../../core/errors/parse';
import { listPeriod, recordPaging, siteIdArg } from '../../../core/records/list-args';
import { pageOf, SiteRecordListArgs } from '../../../core/records/views';
import { ServiceSheetInput, ServiceSheetPageView, ServiceSheetView, toServiceSheetView } from './service-sheet.types';

/** Both roles record a site's service sheets. */
@Resolver()
export class ServiceSheetsResolver {
  @Authorized('serviceSheets.read')
  @Query(() => ServiceSheetPageView, {
    description: 'Les fiches de service d’un chantier, filtrées par période et fournisseur, avec les totaux du filtre.',
  })
  async serviceSheets(
    @Ctx() ctx: Context,
    @Args() args: SiteRecordListArgs,
    @Arg('supplier', () => String, { nullable: true }) supplier?: string,
  ): Promise<ServiceSheetPageView> {
    const p = recordPaging(args.page, args.size);
    const siteId = siteIdArg(args.siteId);
    const filter = { ...listPeriod(args.from, args.to), supplier: supplier?.slice(0, 75) };
    return pageOf(await ctx.services.serviceSheets.list(ctx.em, siteId, filter, p.page, p.size), p, toServiceSheetView);
  }

  @Authorized('serviceSheets.read')
  @Query(() => ServiceSheetView)
  async serviceSheet(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<ServiceSheetView> {
    return toServiceSheetView(await ctx.services.serviceSheets.get(ctx.em, parseId(id)));
  }

  @Authorized('serviceSheets.create')
  @Mutation(() => ServiceSheetView)
  async createServiceSheet(
    @Arg('siteId', () => ID) siteId: string,
    @Arg('input', () => ServiceSheetInput) input: ServiceSheetInput,
    @Ctx() ctx: Context,
  ): Promise<ServiceSheetView> {
    const id = siteIdArg(siteId);
    return toServiceSheetView(await ctx.services.serviceSheets.create(ctx.em, authOf(ctx), id, parseInput(serviceSheetSchema, input)));
  }

  @Authorized('serviceSheets.update')
  @Mutation(() => ServiceSheetView)
  async updateServiceSheet(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ServiceSheetInput) input: ServiceSheetInput,
    @Ctx() ctx: Context,
  ): Promise<ServiceSheetView> {
    const sheetId = parseId(id);
    return toServiceSheetView(await ctx.services.serviceSheets.update(ctx.em, sheetId, parseInput(serviceSheetSchema, input)));
  }

  @Authorized('serviceSheets.delete')
  @Mutation(() => Boolean)
  async deleteServiceSheet(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.serviceSheets.remove(ctx.em, parseId(id));
    return true;
  }
}
