import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../../core/context/context';
import { booksPeriods, closeMonth } from './periods.service';
import { BooksPeriodsView } from './periods.types';

const view = (p: Awaited<ReturnType<typeof booksPeriods>>): BooksPeriodsView => ({
  closedThrough: p.closedThrough,
  openMonths: p.openMonths,
  closings: p.closings.map((c) => ({ month: c.month, closedAt: c.closedAt, closedBy: c.closedBy ?? null })),
});

@Resolver()
export class BooksPeriodsResolver {
  @Authorized('accounting.read')
  @Query(() => BooksPeriodsView, { description: 'Les périodes des livres de la société.' })
  async booksPeriods(@Ctx() ctx: Context): Promise<BooksPeriodsView> {
    return view(await booksPeriods(ctx.em, authOf(ctx).companyId));
  }

  @Authorized('accounting.manage')
  @Mutation(() => BooksPeriodsView, {
    description:
      'Clôture un mois terminé (AAAA-MM), le suivant du dernier clôturé : plus rien de daté dans ce mois ne peut être créé, modifié ou supprimé. Définitif.',
  })
  async closeBooksMonth(@Arg('month') month: string, @Ctx() ctx: Context): Promise<BooksPeriodsView> {
    return view(await closeMonth(ctx.em, authOf(ctx), month));
  }
}
