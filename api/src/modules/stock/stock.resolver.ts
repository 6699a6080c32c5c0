import { pageSizeOf } from '../../core/paging/page-size';
import { newStockProductSchema, stockMovementSchema, stockProductSchema } from '@chantiers/schema';
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../core/context/context';
import { parseId, parseInput } from '../../core/errors/parse';
import {
  StockMovementInput,
  StockMovementPageView,
  StockMovementResult,
  StockProductInput,
  StockProductPageView,
  StockProductView,
  toStockMovementView,
  toStockProductView,
} from './stock.types';

const MAX_PAGE = 100;
const pageOf = (page?: number, size?: number, byDefault = 20) => ({
  page: Math.max(0, page ?? 0),
  size: pageSizeOf(size, { pageSizeDefault: byDefault, pageSizeMax: MAX_PAGE }),
});

/** Both roles manage the company's stock. */
@Resolver()
export class StockResolver {
  @Authorized('stock.read')
  @Query(() => StockProductPageView, {
    description: 'Les produits, par libellé ; `toRestock` garde ceux au plus égaux à leur seuil d’avertissement.',
  })
  async stockProducts(
    @Ctx() ctx: Context,
    @Arg('search', () => String, { nullable: true }) search?: string,
    @Arg('category', () => String, { nullable: true }) category?: string,
    @Arg('toRestock', () => Boolean, { nullable: true }) toRestock?: boolean,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('size', () => Int, { nullable: true }) size?: number,
  ): Promise<StockProductPageView> {
    const p = pageOf(page, size);
    const result = await ctx.services.stock.list(
      ctx.em,
      authOf(ctx).companyId,
      { search: search?.slice(0, 100), category: category?.slice(0, 75), toRestock: Boolean(toRestock) },
      p.page,
      p.size,
    );
    return { items: result.items.map((item) => toStockProductView(item)), total: result.total, ...p };
  }

  @Authorized('stock.read')
  @Query(() => Int, { description: 'Le nombre de produits à réapprovisionner.' })
  async stockToRestockCount(@Ctx() ctx: Context): Promise<number> {
    return ctx.services.stock.countToRestock(ctx.em, authOf(ctx).companyId);
  }

  @Authorized('stock.read')
  @Query(() => [String], { description: 'Les catégories déjà utilisées.' })
  async stockCategories(@Ctx() ctx: Context): Promise<string[]> {
    return ctx.services.stock.categories(ctx.em, authOf(ctx).companyId);
  }

  @Authorized('stock.read')
  @Query(() => StockProductView)
  async stockProduct(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<StockProductView> {
    return toStockProductView(await ctx.services.stock.get(ctx.em, parseId(id)));
  }

  @Authorized('stock.read')
  @Query(() => StockMovementPageView, { description: 'L’historique des mouvements d’un produit, le plus récent d’abord.' })
  async stockMovements(
    @Ctx() ctx: Context,
    @Arg('productId', () => ID) productId: string,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('size', () => Int, { nullable: true }) size?: number,
  ): Promise<StockMovementPageView> {
    const p = pageOf(page, size);
    const result = await ctx.services.stock.movements(ctx.em, parseId(productId), p.page, p.size);
    return { items: result.items.map(toStockMovementView), total: result.total, ...p };
  }

  @Authorized('stock.create')
  @Mutation(() => StockProductView)
  async createStockProduct(@Arg('input', () => StockProductInput) input: StockProductInput, @Ctx() ctx: Context): Promise<StockProductView> {
    return toStockProductView(await ctx.services.stock.create(ctx.em, authOf(ctx), parseInput(newStockProductSchema, input)));
  }

  @Authorized('stock.update')
  @Mutation(() => StockProductView, { description: 'Modifie le produit ; le stock, lui, ne change que par des mouvements.' })
  async updateStockProduct(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => StockProductInput) input: StockProductInput,
    @Ctx() ctx: Context,
  ): Promise<StockProductView> {
    const productId = parseId(id);
    return toStockProductView(await ctx.services.stock.update(ctx.em, productId, parseInput(stockProductSchema, input)));
  }

  @Authorized('stock.delete')
  @Mutation(() => Boolean)
  async deleteStockProduct(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.stock.remove(ctx.em, parseId(id));
    return true;
  }

  @Authorized('stock.move')
  @Mutation(() => StockMovementResult, {
    description: 'Enregistre une entrée, une sortie ou un ajustement ; refusé si le stock deviendrait négatif.',
  })
  async addStockMovement(
    @Arg('productId', () => ID) productId: string,
    @Arg('input', () => StockMovementInput) input: StockMovementInput,
    @Ctx() ctx: Context,
  ): Promise<StockMovementResult> {
    const id = parseId(productId);
    const movement = await ctx.services.stock.addMovement(ctx.em, authOf(ctx), id, parseInput(stockMovementSchema, input));
    return { movement: toStockMovementView(movement), product: toStockProductView(movement.product, movement.stockAfter) };
  }
}
