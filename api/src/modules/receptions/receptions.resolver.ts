import { receptionSchema, receptionSignSchema } from '@chantiers/schema';
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../core/context/context';
import { parseId, parseInput } from '../../core/errors/parse';
import { siteIdArg } from '../../core/records/list-args';
import { toSiteRef } from '../../core/records/site-ref';
import { guaranteeEnds } from './guarantee';
import type { Reception } from './reception.entity';
import { ReceptionInput, ReceptionSignInput, ReceptionView, SiteReceptionsView } from './reception.types';

const viewOf = (ctx: Context, r: Reception, open: ReceptionView['reserves'] = []): ReceptionView => ({
  id: r.id,
  site: toSiteRef(r.site),
  kind: r.kind,
  date: r.date,
  parties: r.parties,
  notes: r.notes,
  status: r.status,
  withReserves: (r.status === 'DRAFT' ? open : r.reserves).length > 0,
  reserves: r.status === 'DRAFT' ? open : r.reserves,
  companySignerName: r.companySignerName ?? null,
  companySignatureUrl: r.companySignature ? ctx.services.files.url(r.companySignature.id) : null,
  clientSignerName: r.clientSignerName ?? null,
  clientSignatureUrl: r.clientSignature ? ctx.services.files.url(r.clientSignature.id) : null,
  signedAt: r.signedAt ?? null,
  createdAt: r.createdAt,
});

/** PV de réception (issue 37): a site's, write, sign on the screen, delete while unsigned. */
@Resolver()
export class ReceptionsResolver {
  @Authorized('receptions.read')
  @Query(() => SiteReceptionsView, { description: 'Les réceptions du chantier, les réserves non validées et la date possible de la définitive.' })
  async receptions(@Arg('siteId', () => ID) siteId: string, @Ctx() ctx: Context): Promise<SiteReceptionsView> {
    const { receptions, open, guaranteeMonths } = await ctx.services.receptions.ofSite(ctx.em, siteIdArg(siteId));
    const provisional = receptions.find((r) => r.kind === 'PROVISIONAL' && r.status === 'SIGNED');
    return {
      items: receptions.map((r) => viewOf(ctx, r, open)),
      guaranteeMonths,
      finalFrom: provisional ? guaranteeEnds(provisional.date, guaranteeMonths) : null,
      openReserves: open,
    };
  }

  @Authorized('receptions.write')
  @Mutation(() => ReceptionView, { description: 'Un PV de réception en cours (un seul de chaque sorte par chantier).' })
  async createReception(@Arg('input', () => ReceptionInput) input: ReceptionInput, @Ctx() ctx: Context): Promise<ReceptionView> {
    const r = await ctx.services.receptions.create(ctx.em, authOf(ctx), parseInput(receptionSchema, input));
    return viewOf(ctx, r, (await ctx.services.receptions.ofSite(ctx.em, r.site.id)).open);
  }

  @Authorized('receptions.write')
  @Mutation(() => ReceptionView, { description: 'Réécrit un PV non signé (sa sorte et son chantier restent).' })
  async updateReception(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ReceptionInput) input: ReceptionInput,
    @Ctx() ctx: Context,
  ): Promise<ReceptionView> {
    const current = await ctx.services.receptions.get(ctx.em, parseId(id));
    const data = parseInput(receptionSchema, { ...input, siteId: current.site.id, kind: current.kind });
    const r = await ctx.services.receptions.update(ctx.em, authOf(ctx), current.id, data);
    return viewOf(ctx, r, (await ctx.services.receptions.ofSite(ctx.em, r.site.id)).open);
  }

  @Authorized('receptions.sign')
  @Mutation(() => ReceptionView, {
    description: 'Signé à l’écran par l’entreprise et le maître d’ouvrage : le PV est définitif, ses réserves y sont écrites.',
  })
  async signReception(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ReceptionSignInput) input: ReceptionSignInput,
    @Ctx() ctx: Context,
  ): Promise<ReceptionView> {
    return viewOf(ctx, await ctx.services.receptions.sign(ctx.em, authOf(ctx), parseId(id), parseInput(receptionSignSchema, input)));
  }

  @Authorized('receptions.write')
  @Mutation(() => Boolean, { description: 'Supprime un PV non signé.' })
  async deleteReception(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.receptions.remove(ctx.em, parseId(id));
    return true;
  }
}
