import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../../core/context/context';
import { GlobalFinanceView, toGlobalFinanceView } from '../finance.types';
import { requiredPeriod } from './global-finance.service';

/** `/finance-globale/`: a MANAGER reads the company's finances, a USER those of their own sites. */
@Resolver()
export class GlobalFinanceResolver {
  @Authorized('finance.global')
  @Query(() => GlobalFinanceView, {
    description: 'Les finances de la société sur une période (bornes incluses, 5 ans au plus) : totaux, par chantier et par mois.',
  })
  async globalFinance(
    @Ctx() ctx: Context,
    @Arg('from', () => String, { nullable: true }) from?: string,
    @Arg('to', () => String, { nullable: true }) to?: string,
  ): Promise<GlobalFinanceView> {
    const period = requiredPeriod(from, to);
    return toGlobalFinanceView(await ctx.services.globalFinance.finance(ctx.em, authOf(ctx).companyId, period));
  }
}
