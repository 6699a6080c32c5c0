import { PUNCH_LIST_LIMITS, reserveLiftSchema } from '@chantiers/schema';
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../core/context/context';
import { parseId, parseInput } from '../../core/errors/parse';
import { pageSizeOf } from '../../core/paging/page-size';
import { type PartnerReserveState, PartnerReserveStateEnum, PartnerReservePageView, PartnerReserveView } from './partner-reserves.types';
import { ReserveLiftInput } from './reserve.types';

/**
 * A partner's réserves from their own space (issue 37's punch list seen by the trade): the ones a company gave to their
 * listing, and their lifting. Company staff have the réserves' own operations (reserves.resolver.ts).
 */
@Resolver()
export class PartnerReservesResolver {
  @Authorized('partner.reserves.read')
  @Query(() => PartnerReservePageView, {
    description:
      'Les réserves confiées à la fiche du partenaire connecté, toutes sociétés confondues : à lever (la plus proche échéance d’abord), ' +
      'levées (en attente du contrôle) ou validées.',
  })
  partnerReserves(
    @Ctx() ctx: Context,
    @Arg('state', () => PartnerReserveStateEnum, { nullable: true }) state?: PartnerReserveState | null,
    @Arg('page', () => Int, { nullable: true }) page?: number | null,
    @Arg('size', () => Int, { nullable: true }) size?: number | null,
  ): Promise<PartnerReservePageView> {
    const paging = { page: Math.min(Math.max(0, page ?? 0), 100_000), size: pageSizeOf(size, PUNCH_LIST_LIMITS) };
    return ctx.services.partnerReserves.list(ctx.em, authOf(ctx), state ?? 'TO_LIFT', paging);
  }

  @Authorized('partner.reserves.read')
  @Query(() => PartnerReserveView, { description: 'Une réserve confiée au partenaire connecté.' })
  async partnerReserve(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<PartnerReserveView> {
    const service = ctx.services.partnerReserves;
    return service.view(await service.get(ctx.em, authOf(ctx), parseId(id)));
  }

  @Authorized('partner.reserves.lift')
  @Mutation(() => PartnerReserveView, {
    description:
      'Le partenaire lève une réserve qui lui est confiée (ouverte ou refusée), avec une note et des photos des travaux (ses envois, ' +
      'POST /api/v1/files?kind=image) ; la société la contrôle ensuite.',
  })
  async liftPartnerReserve(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ReserveLiftInput, { nullable: true }) input: ReserveLiftInput | null,
    @Ctx() ctx: Context,
  ): Promise<PartnerReserveView> {
    const service = ctx.services.partnerReserves;
    return service.view(await service.lift(ctx.em, authOf(ctx), parseId(id), parseInput(reserveLiftSchema, input ?? {})));
  }
}
