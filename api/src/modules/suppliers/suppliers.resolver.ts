import { pageSizeOf } from '../../core/paging/page-size';
import { supplierSchema } from '@chantiers/schema';
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../core/context/context';
import { parseId, parseInput } from '../../core/errors/parse';
import { SupplierInput, SupplierPageView, SupplierView, toSupplierView } from './suppliers.types';

const MAX_PAGE = 100;

/** Both roles manage the company's suppliers. */
@Resolver()
export class SuppliersResolver {
  @Authorized('suppliers.read')
  @Query(() => SupplierPageView, { description: 'Les fournisseurs, triés (name | createdAt), recherchés sur le nom, l’ICE et l’e-mail, par pages.' })
  async suppliers(
    @Ctx() ctx: Context,
    @Arg('search', () => String, { nullable: true }) search?: string,
    @Arg('sort', () => String, { nullable: true }) sort?: string,
    @Arg('desc', () => Boolean, { nullable: true }) desc?: boolean,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('size', () => Int, { nullable: true }) size?: number,
  ): Promise<SupplierPageView> {
    const p = Math.max(0, page ?? 0);
    const s = pageSizeOf(size, { pageSizeDefault: 20, pageSizeMax: MAX_PAGE });
    const result = await ctx.services.suppliers.list(ctx.em, {
      search: search?.slice(0, 100),
      sort: sort === 'createdAt' ? 'createdAt' : 'name',
      desc: Boolean(desc),
      page: p,
      size: s,
    });
    return { items: result.items.map(toSupplierView), total: result.total, page: p, size: s };
  }

  @Authorized('suppliers.read')
  @Query(() => SupplierView)
  async supplier(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<SupplierView> {
    return toSupplierView(await ctx.services.suppliers.get(ctx.em, parseId(id)));
  }

  @Authorized('suppliers.create')
  @Mutation(() => SupplierView)
  async createSupplier(@Arg('input', () => SupplierInput) input: SupplierInput, @Ctx() ctx: Context): Promise<SupplierView> {
    return toSupplierView(await ctx.services.suppliers.create(ctx.em, authOf(ctx), parseInput(supplierSchema, input)));
  }

  @Authorized('suppliers.update')
  @Mutation(() => SupplierView)
  async updateSupplier(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => SupplierInput) input: SupplierInput,
    @Ctx() ctx: Context,
  ): Promise<SupplierView> {
    const supplierId = parseId(id);
    return toSupplierView(await ctx.services.suppliers.update(ctx.em, supplierId, parseInput(supplierSchema, input)));
  }

  @Authorized('suppliers.delete')
  @Mutation(() => Boolean, { description: 'Supprime un fournisseur qu’aucun achat n’utilise.' })
  async deleteSupplier(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.suppliers.remove(ctx.em, parseId(id));
    return true;
  }
}
