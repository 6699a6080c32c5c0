import { purchaseSchema } from '@chantiers/schema';
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../../context';
import { parseId, parseInput } from '../../../core/errors/parse';
import { listPeriod, pageArgs, siteIdArg } from '../finance-args';
import { PurchaseInput, PurchasePageView, PurchaseView, toPurchaseView } from '../finance.types';
import { invoiceInfo } from '../site-records';

/** Both roles record a site's purchases. */
@Resolver()
export class PurchasesResolver {
  @Authorized()
  @Query(() => PurchasePageView, {
    description: 'Les achats d’un chantier, filtrés par période (bornes incluses) et fournisseur, le plus récent d’abord, avec les totaux du filtre.',
  })
  async purchases(
    @Ctx() ctx: Context,
    @Arg('siteId', () => ID) siteId: string,
    @Arg('from', () => String, { nullable: true }) from?: string,
    @Arg('to', () => String, { nullable: true }) to?: string,
    @Arg('supplierId', () => ID, { nullable: true }) supplierId?: string,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('size', () => Int, { nullable: true }) size?: number,
  ): Promise<PurchasePageView> {
    const p = pageArgs(page, size);
    const filter = { ...listPeriod(from, to), supplierId: supplierId ? parseId(supplierId) : null };
    const result = await ctx.services.purchases.list(ctx.em, siteIdArg(siteId), filter, p.page, p.size);
    return { items: result.items.map((x) => toPurchaseView(x)), total: result.total, totals: result.totals, ...p };
  }

  @Authorized()
  @Query(() => PurchaseView, { description: 'Le détail d’un achat, avec sa facture.' })
  async purchase(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<PurchaseView> {
    const purchase = await ctx.services.purchases.get(ctx.em, parseId(id));
    return toPurchaseView(purchase, await invoiceInfo(ctx.em, ctx.services.files, purchase.invoiceFileId));
  }

  @Authorized()
  @Mutation(() => PurchaseView)
  async createPurchase(
    @Arg('siteId', () => ID) siteId: string,
    @Arg('input', () => PurchaseInput) input: PurchaseInput,
    @Ctx() ctx: Context,
  ): Promise<PurchaseView> {
    const id = siteIdArg(siteId);
    return toPurchaseView(await ctx.services.purchases.create(ctx.em, authOf(ctx), id, parseInput(purchaseSchema, input)));
  }

  @Authorized()
  @Mutation(() => PurchaseView)
  async updatePurchase(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => PurchaseInput) input: PurchaseInput,
    @Ctx() ctx: Context,
  ): Promise<PurchaseView> {
    const purchaseId = parseId(id);
    return toPurchaseView(await ctx.services.purchases.update(ctx.em, purchaseId, parseInput(purchaseSchema, input)));
  }

  @Authorized()
  @Mutation(() => Boolean)
  async deletePurchase(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.purchases.remove(ctx.em, parseId(id));
    return true;
  }
}
