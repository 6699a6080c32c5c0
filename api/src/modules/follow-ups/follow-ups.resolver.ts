import { followUpMailSchema, followUpSchema, followUpFilterSchema } from '@chantiers/schema';
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../core/context/context';
import { parseId, parseInput } from '../../core/errors/parse';
import { recordPaging, siteIdArg } from '../../core/records/list-args';
import type { FollowUp } from './follow-up.entity';
import { FollowUpInput, FollowUpMailInput, FollowUpPageView, FollowUpSendingView, FollowUpView } from './follow-up.types';
import { followUpViews } from './follow-up.view';

const views = (ctx: Context, sheets: FollowUp[]) => followUpViews(ctx, authOf(ctx).companyId, sheets);
const view = async (ctx: Context, sheet: FollowUp) => (await views(ctx, [sheet]))[0];

/** Follow-up sheets (SPEC §2 /detail-chantier/:id/fichesuivi): a site's list, one sheet, create, edit, delete, send. */
@Resolver()
export class FollowUpsResolver {
  @Authorized('followUps.read')
  @Query(() => FollowUpPageView, {
    description:
      'Les fiches de suivi d’un chantier, la visite la plus récente d’abord ; la recherche porte sur le libellé et le rapport, sans accents ni casse.',
  })
  async followUps(
    @Arg('siteId', () => ID) siteId: string,
    @Ctx() ctx: Context,
    @Arg('search', () => String, { nullable: true }) search?: string | null,
    @Arg('page', () => Int, { nullable: true }) page?: number | null,
    @Arg('size', () => Int, { nullable: true }) size?: number | null,
  ): Promise<FollowUpPageView> {
    const paging = recordPaging(page, size);
    const found = await ctx.services.followUps.list(ctx.em, siteIdArg(siteId), parseInput(followUpFilterSchema, { search }).search ?? null, paging);
    return { items: await views(ctx, found.items), total: found.total, ...paging };
  }

  @Authorized('followUps.read')
  @Query(() => FollowUpView)
  async followUp(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<FollowUpView> {
    return view(ctx, await ctx.services.followUps.get(ctx.em, parseId(id)));
  }

  @Authorized('followUps.create')
  @Mutation(() => FollowUpView)
  async createFollowUp(@Arg('input', () => FollowUpInput) input: FollowUpInput, @Ctx() ctx: Context): Promise<FollowUpView> {
    return view(ctx, await ctx.services.followUps.create(ctx.em, authOf(ctx), parseInput(followUpSchema, input)));
  }

  @Authorized('followUps.update')
  @Mutation(() => FollowUpView, {
    description: 'Modifie la fiche ; photoIds donne toutes ses photos dans l’ordre (gardées, nouvelles ; les absentes sont supprimées).',
  })
  async updateFollowUp(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => FollowUpInput) input: FollowUpInput,
    @Ctx() ctx: Context,
  ): Promise<FollowUpView> {
    return view(ctx, await ctx.services.followUps.update(ctx.em, authOf(ctx), parseId(id), parseInput(followUpSchema, input)));
  }

  @Authorized('followUps.delete')
  @Mutation(() => Boolean, { description: 'Supprime la fiche, ses photos et leurs fichiers.' })
  async deleteFollowUp(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.followUps.remove(ctx.em, authOf(ctx), parseId(id));
    return true;
  }

  @Authorized('followUps.send')
  @Mutation(() => FollowUpSendingView, {
    description:
      'Envoie la fiche en PDF par e-mail, un message par destinataire (réponse à l’e-mail de la société) ; l’envoi est enregistré sur la fiche.',
  })
  async sendFollowUp(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => FollowUpMailInput) input: FollowUpMailInput,
    @Ctx() ctx: Context,
  ): Promise<FollowUpSendingView> {
    return ctx.services.followUpMails.send(ctx.em, authOf(ctx), parseId(id), parseInput(followUpMailSchema, input));
  }
}
