import { reserveCreateSchema, reserveFilterSchema, reserveLiftSchema, reserveRefusalSchema, reserveSchema } from '@chantiers/schema';
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../core/context/context';
import { parseId, parseInput } from '../../core/errors/parse';
import { pageSizeOf } from '../../core/paging/page-size';
import { siteIdArg } from '../../core/records/list-args';
import { PUNCH_LIST_LIMITS } from '@chantiers/schema';
import type { Reserve } from './reserve.entity';
import {
  ReserveFilterInput,
  ReserveInput,
  ReserveLiftInput,
  ReservePageView,
  ReserveRefusalInput,
  ReserveUpdateInput,
  ReserveView,
} from './reserve.types';
import { reserveView } from './punch-list.view';

const view = (ctx: Context, reserve: Reserve) => reserveView(ctx.services.files, reserve);

/** The réserves of a site (issue 37): the list with its totals, one réserve, its writing down, lifting and check. */
@Resolver()
export class ReservesResolver {
  @Authorized('reserves.read')
  @Query(() => ReservePageView, {
    description:
      'Les réserves d’un chantier, la plus récente d’abord, filtrées par plan, corps de métier, statut ou responsable ; avec le nombre par statut.',
  })
  async reserves(
    @Arg('siteId', () => ID) siteId: string,
    @Ctx() ctx: Context,
    @Arg('filter', () => ReserveFilterInput, { nullable: true }) filter?: ReserveFilterInput | null,
    @Arg('page', () => Int, { nullable: true }) page?: number | null,
    @Arg('size', () => Int, { nullable: true }) size?: number | null,
  ): Promise<ReservePageView> {
    const paging = { page: Math.max(0, page ?? 0), size: pageSizeOf(size, PUNCH_LIST_LIMITS) };
    const found = await ctx.services.reserves.list(ctx.em, siteIdArg(siteId), parseInput(reserveFilterSchema, filter ?? {}), paging);
    const { OPEN, LIFTED, VALIDATED, REFUSED } = found.totals;
    return {
      items: found.items.map((r) => view(ctx, r)),
      total: found.total,
      ...paging,
      totals: { open: OPEN, lifted: LIFTED, validated: VALIDATED, refused: REFUSED },
    };
  }

  @Authorized('reserves.read')
  @Query(() => ReserveView)
  async reserve(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<ReserveView> {
    return view(ctx, await ctx.services.reserves.get(ctx.em, parseId(id)));
  }

  @Authorized('reserves.write')
  @Mutation(() => ReserveView, {
    description: 'Place une nouvelle réserve sur un plan du chantier ; elle prend le numéro suivant du chantier (R-001…).',
  })
  async createReserve(@Arg('input', () => ReserveInput) input: ReserveInput, @Ctx() ctx: Context): Promise<ReserveView> {
    return view(ctx, await ctx.services.reserves.create(ctx.em, authOf(ctx), parseInput(reserveCreateSchema, input)));
  }

  @Authorized('reserves.write')
  @Mutation(() => ReserveView, { description: 'Remplace ce que dit la réserve (pas son statut) ; une réserve validée est close.' })
  async updateReserve(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ReserveUpdateInput) input: ReserveUpdateInput,
    @Ctx() ctx: Context,
  ): Promise<ReserveView> {
    return view(ctx, await ctx.services.reserves.update(ctx.em, authOf(ctx), parseId(id), parseInput(reserveSchema, input)));
  }

  @Authorized('reserves.write')
  @Mutation(() => ReserveView, {
    description:
      'Lève la réserve (ouverte ou refusée) : le défaut est repris. Renvoyée avec la même note, une réserve déjà levée est répondue telle quelle.',
  })
  async liftReserve(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ReserveLiftInput, { nullable: true }) input: ReserveLiftInput | null,
    @Ctx() ctx: Context,
  ): Promise<ReserveView> {
    return view(ctx, await ctx.services.reserves.lift(ctx.em, authOf(ctx), parseId(id), parseInput(reserveLiftSchema, input ?? {})));
  }

  @Authorized('reserves.review')
  @Mutation(() => ReserveView, { description: 'Valide une réserve levée après contrôle : elle est close.' })
  async validateReserve(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<ReserveView> {
    return view(ctx, await ctx.services.reserves.validate(ctx.em, authOf(ctx), parseId(id)));
  }

  @Authorized('reserves.review')
  @Mutation(() => ReserveView, { description: 'Refuse une réserve levée : le motif dit ce qui reste à reprendre ; elle est à lever à nouveau.' })
  async refuseReserve(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ReserveRefusalInput) input: ReserveRefusalInput,
    @Ctx() ctx: Context,
  ): Promise<ReserveView> {
    return view(ctx, await ctx.services.reserves.refuse(ctx.em, authOf(ctx), parseId(id), parseInput(reserveRefusalSchema, input)));
  }

  @Authorized('reserves.delete')
  @Mutation(() => Boolean, { description: 'Supprime la réserve, ses photos et leurs fichiers (son numéro n’est pas redonné).' })
  async deleteReserve(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.reserves.remove(ctx.em, parseId(id));
    return true;
  }
}
