import { planCreateSchema, planTitleSchema, planVersionSchema } from '@chantiers/schema';
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../core/context/context';
import { parseId, parseInput } from '../../core/errors/parse';
import { siteIdArg } from '../../core/records/list-args';
import type { Plan } from './plan.entity';
import { PlanInput, PlanVersionInput, PlanView } from './plan.types';
import { planView } from './punch-list.view';

async function views(ctx: Context, plans: Plan[]): Promise<PlanView[]> {
  const counts = await ctx.services.plans.reserveCounts(
    ctx.em,
    plans.map((p) => p.id),
  );
  return plans.map((p) => planView(ctx.services.files, p, counts.get(p.id)));
}
const view = async (ctx: Context, plan: Plan) => (await views(ctx, [plan]))[0];

/** A site's plans and their versions (issue 37): the sheets the réserves are pinned on. */
@Resolver()
export class PlansResolver {
  @Authorized('plans.read')
  @Query(() => [PlanView], { description: 'Les plans d’un chantier, par titre, chacun avec ses versions (la plus récente d’abord).' })
  async plans(@Arg('siteId', () => ID) siteId: string, @Ctx() ctx: Context): Promise<PlanView[]> {
    return views(ctx, await ctx.services.plans.list(ctx.em, siteIdArg(siteId)));
  }

  @Authorized('plans.read')
  @Query(() => PlanView)
  async plan(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<PlanView> {
    return view(ctx, await ctx.services.plans.get(ctx.em, parseId(id)));
  }

  @Authorized('plans.write')
  @Mutation(() => PlanView, { description: 'Crée un plan et sa version 1 à partir d’un envoi (PDF, PNG ou JPEG).' })
  async createPlan(@Arg('input', () => PlanInput) input: PlanInput, @Ctx() ctx: Context): Promise<PlanView> {
    return view(ctx, await ctx.services.plans.create(ctx.em, authOf(ctx), parseInput(planCreateSchema, input)));
  }

  @Authorized('plans.write')
  @Mutation(() => PlanView, {
    description: 'Ajoute une version au plan : elle devient la version en vigueur, les précédentes restent (remplacées), avec leurs réserves.',
  })
  async addPlanVersion(
    @Arg('planId', () => ID) planId: string,
    @Arg('input', () => PlanVersionInput) input: PlanVersionInput,
    @Ctx() ctx: Context,
  ): Promise<PlanView> {
    return view(ctx, await ctx.services.plans.addVersion(ctx.em, authOf(ctx), parseId(planId), parseInput(planVersionSchema, input)));
  }

  @Authorized('plans.write')
  @Mutation(() => PlanView)
  async renamePlan(@Arg('id', () => ID) id: string, @Arg('title', () => String) title: string, @Ctx() ctx: Context): Promise<PlanView> {
    const parsed = parseInput(planTitleSchema, { title });
    return view(ctx, await ctx.services.plans.rename(ctx.em, parseId(id), parsed.title));
  }

  @Authorized('plans.delete')
  @Mutation(() => Boolean, {
    description: 'Supprime le plan et les fichiers de ses versions ; refusé tant que des réserves y sont placées (supprimez-les d’abord).',
  })
  async deletePlan(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.plans.remove(ctx.em, parseId(id));
    return true;
  }
}
