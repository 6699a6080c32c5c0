import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import { FEED_PAGE_DEFAULT, readChanges } from '../../core/change-feed/change-feed';
import { authOf, type Context } from '../../core/context/context';
import { ChangePage } from './changes.types';

@Resolver()
export class ChangesResolver {
  @Authorized('changes.read')
  @Query(() => ChangePage, {
    description: 'Ce qui a changé dans la société depuis `since` (le plus ancien d’abord), limité comme toute lecture : un USER, ses chantiers.',
  })
  async changes(
    @Arg('since', () => String, { nullable: true }) since: string | null,
    @Arg('first', () => Int, { nullable: true }) first: number | null,
    @Ctx() ctx: Context,
  ): Promise<ChangePage> {
    const page = await readChanges(ctx.em, authOf(ctx).companyId, since, first ?? FEED_PAGE_DEFAULT);
    return { ...page, items: page.items.map((l) => ({ kind: l.kind, id: l.recordId, siteId: l.siteId, deleted: l.deleted, at: l.at })) };
  }
}
