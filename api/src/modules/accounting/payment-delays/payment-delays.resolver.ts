import { paymentDelayFilterSchema, paymentDelayPeriodSchema } from '@chantiers/schema';
import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../../core/context/context';
import { parseInput } from '../../../core/errors/parse';
import { paymentDelaysService } from './payment-delays.service';
import { PaymentDelayDeclarationView, PaymentDelayFilterInput, PaymentDelaysView, PaymentDelayTotalsView } from './payment-delays.types';

/** Comptabilité › Délais de paiement (law 69-21): who reads the books reads them. */
@Resolver()
export class PaymentDelaysResolver {
  @Authorized('accounting.read')
  @Query(() => PaymentDelaysView, {
    description: 'Les factures émises et reçues : échéance, jours de retard et amende à la date d’arrêté (loi 69-21).',
  })
  async paymentDelays(
    @Ctx() ctx: Context,
    @Arg('filter', () => PaymentDelayFilterInput, { nullable: true }) filter?: PaymentDelayFilterInput,
  ): Promise<PaymentDelaysView> {
    return paymentDelaysService.list(ctx.em, authOf(ctx).companyId, parseInput(paymentDelayFilterSchema, { ...filter }));
  }

  @Authorized('accounting.read')
  @Query(() => PaymentDelayTotalsView, { description: 'Les amendes de retard à ce jour : dues par la société et par ses clients.' })
  async paymentDelayTotals(@Ctx() ctx: Context): Promise<PaymentDelayTotalsView> {
    return paymentDelaysService.totals(ctx.em, authOf(ctx).companyId);
  }

  @Authorized('accounting.read')
  @Query(() => PaymentDelayDeclarationView, { description: 'La déclaration des délais de paiement d’un trimestre (1 à 4) ou d’une année.' })
  async paymentDelayDeclaration(
    @Ctx() ctx: Context,
    @Arg('year', () => Int) year: number,
    @Arg('quarter', () => Int, { nullable: true }) quarter?: number | null,
  ): Promise<PaymentDelayDeclarationView> {
    return paymentDelaysService.declaration(ctx.em, authOf(ctx).companyId, parseInput(paymentDelayPeriodSchema, { year, quarter }));
  }
}
