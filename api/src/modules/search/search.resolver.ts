import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context/context';
import { SearchHitView } from './search.types';

/** The header's search box: one query over what the caller may read. */
@Resolver()
export class SearchResolver {
  @Authorized('search.read')
  @Query(() => [SearchHitView], {
    description:
      'Chantiers, devis, factures, clients, fournisseurs, personnel, produits, documents et tâches dont le texte contient ce qui ' +
      'est tapé (accents et casse ignorés, mots dans n’importe quel ordre), les plus proches d’abord ; au plus `limit` (20, 50 au plus).',
  })
  async search(
    @Ctx() ctx: Context,
    @Arg('q', () => String) q: string,
    @Arg('limit', () => Int, { nullable: true }) limit?: number,
  ): Promise<SearchHitView[]> {
    return ctx.services.search.search(ctx.em, q, Math.min(Math.max(limit ?? 20, 1), 50));
  }
}
