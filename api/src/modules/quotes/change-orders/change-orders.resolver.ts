import { changeOrderRefusalSchema, changeOrderSchema } from '@chantiers/schema';
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../../core/context/context';
import { parseId, parseInput } from '../../../core/errors/parse';
import { billableLines } from './billable-lines';
import { ChangeOrderInput, ChangeOrderView, QuoteChangeOrdersView } from './change-order.types';
import { quoteChangeOrdersView, toChangeOrderView } from './change-order.view';

/** Avenants (issue 37): a quote's list with its current lines, one avenant, write, accept, refuse, delete. */
@Resolver()
export class ChangeOrdersResolver {
  @Authorized('changeOrders.read')
  @Query(() => QuoteChangeOrdersView, { description: 'Les avenants d’un devis, ses totaux initial et avec avenants, ses lignes facturables.' })
  async changeOrders(@Arg('quoteId', () => ID) quoteId: string, @Ctx() ctx: Context): Promise<QuoteChangeOrdersView> {
    const { quote, orders } = await ctx.services.changeOrders.list(ctx.em, parseId(quoteId));
    return quoteChangeOrdersView(quote, orders, billableLines(quote.lines.getItems(), orders));
  }

  @Authorized('changeOrders.read')
  @Query(() => ChangeOrderView)
  async changeOrder(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<ChangeOrderView> {
    return toChangeOrderView(await ctx.services.changeOrders.get(ctx.em, parseId(id)));
  }

  @Authorized('changeOrders.write')
  @Mutation(() => ChangeOrderView, { description: 'Un avenant en cours à un devis accepté, numéroté AVT-AAAA-NNNN dans le devis.' })
  async createChangeOrder(
    @Arg('quoteId', () => ID) quoteId: string,
    @Arg('input', () => ChangeOrderInput) input: ChangeOrderInput,
    @Ctx() ctx: Context,
  ): Promise<ChangeOrderView> {
    return toChangeOrderView(await ctx.services.changeOrders.create(ctx.em, authOf(ctx), parseId(quoteId), parseInput(changeOrderSchema, input)));
  }

  @Authorized('changeOrders.write')
  @Mutation(() => ChangeOrderView, { description: 'Réécrit un avenant en cours.' })
  async updateChangeOrder(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ChangeOrderInput) input: ChangeOrderInput,
    @Ctx() ctx: Context,
  ): Promise<ChangeOrderView> {
    return toChangeOrderView(await ctx.services.changeOrders.update(ctx.em, parseId(id), parseInput(changeOrderSchema, input)));
  }

  @Authorized('changeOrders.decide')
  @Mutation(() => ChangeOrderView, { description: 'Le client a accepté : le devis facture désormais les lignes de l’avenant.' })
  async acceptChangeOrder(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<ChangeOrderView> {
    return toChangeOrderView(await ctx.services.changeOrders.accept(ctx.em, authOf(ctx), parseId(id)));
  }

  @Authorized('changeOrders.decide')
  @Mutation(() => ChangeOrderView, { description: 'Le client a refusé, pour ce motif.' })
  async refuseChangeOrder(
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String) reason: string,
    @Ctx() ctx: Context,
  ): Promise<ChangeOrderView> {
    const { reason: why } = parseInput(changeOrderRefusalSchema, { reason });
    return toChangeOrderView(await ctx.services.changeOrders.refuse(ctx.em, authOf(ctx), parseId(id), why));
  }

  @Authorized('changeOrders.write')
  @Mutation(() => Boolean, { description: 'Supprime un avenant en cours.' })
  async deleteChangeOrder(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.changeOrders.remove(ctx.em, parseId(id));
    return true;
  }
}
