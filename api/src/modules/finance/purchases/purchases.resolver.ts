import { purchaseSchema } from '@chantiers/schema';
import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../../core/context/context';
import { parseId, parseInput } from '../../../core/errors/parse';
import { replicaRead } from '../../../core/replicas/replica-read';
import { listPeriod, recordPaging, siteIdArg } from '../../../core/records/list-args';
import { pageOf, SiteRecordListArgs } from '../../../core/records/views';
import { invoiceFileView } from '../invoice-file/invoice-file.view';
import { paymentsOf } from './payment-ledger';
import { PurchaseInput, PurchasePageView, PurchaseView, toPurchaseView } from './purchase.types';

/** Both roles record a site's purchases. */
@Resolver()
export class PurchasesResolver {
  @Authorized('purchases.read')
  @Query(() => PurchasePageView, {
    description: 'Les achats d’un chantier, filtrés par période (bornes incluses) et fournisseur, le plus récent d’abord, avec les totaux du filtre.',
  })
  async purchases(
    @Ctx() ctx: Context,
    @Args() args: SiteRecordListArgs,
    @Arg('supplierId', () => ID, { nullable: true }) supplierId?: string,
    @Arg('toPay', () => Boolean, { nullable: true, description: 'À régler : les achats dont il reste une part à payer.' }) toPay?: boolean,
  ): Promise<PurchasePageView> {
    // The period and the supplier are checked before the site, as they always were.
    const filter = { ...listPeriod(args.from, args.to), supplierId: supplierId ? parseId(supplierId) : null, toPay: Boolean(toPay) };
    const p = recordPaging(args.page, args.size);
    const siteId = siteIdArg(args.siteId);
    return pageOf(await replicaRead(ctx, (em) => ctx.services.purchases.list(em, siteId, filter, p.page, p.size)), p, (x) => toPurchaseView(x));
  }

  @Authorized('purchases.read')
  @Query(() => PurchaseView, { description: 'Le détail d’un achat, avec sa facture et ses règlements.' })
  async purchase(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<PurchaseView> {
    const purchase = await ctx.services.purchases.get(ctx.em, parseId(id));
    const invoice = await invoiceFileView(ctx.em, ctx.services.files, purchase.invoiceFileId);
    return toPurchaseView(purchase, invoice, await paymentsOf(ctx.em, purchase));
  }

  @Authorized('purchases.create')
  @Mutation(() => PurchaseView)
  async createPurchase(
    @Arg('siteId', () => ID) siteId: string,
    @Arg('input', () => PurchaseInput) input: PurchaseInput,
    @Ctx() ctx: Context,
  ): Promise<PurchaseView> {
    const id = siteIdArg(siteId);
    return toPurchaseView(await ctx.services.purchases.create(ctx.em, authOf(ctx), id, parseInput(purchaseSchema, input)));
  }

  @Authorized('purchases.update')
  @Mutation(() => PurchaseView)
  async updatePurchase(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => PurchaseInput) input: PurchaseInput,
    @Ctx() ctx: Context,
  ): Promise<PurchaseView> {
    const purchaseId = parseId(id);
    return toPurchaseView(await ctx.services.purchases.update(ctx.em, purchaseId, parseInput(purchaseSchema, input)));
  }

  @Authorized('purchases.delete')
  @Mutation(() => Boolean)
  async deletePurchase(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.purchases.remove(ctx.em, parseId(id));
    return true;
  }
}
