import { pageSizeOf } from '../../../core/paging/page-size';
import { assignmentBatchSchema, assignmentSchema, type PeriodData, periodSchema } from '@chantiers/schema';
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../../core/context/context';
import { AppError } from '../../../core/errors/app-error';
import { parseId, parseInput } from '../../../core/errors/parse';
import { PersonnelView, toPersonnelView } from '../personnel.types';
import { AssignmentInput, AssignmentPageView, AssignmentView, PeriodInput, toAssignmentView } from './assignments.types';

const MAX_PAGE = 200;

/** A period given as two optional arguments: both or neither. */
function optionalPeriod(startDate?: string | null, endDate?: string | null): PeriodData | null {
  if (!startDate && !endDate) return null;
  return parseInput(periodSchema, { startDate, endDate });
}

/** A missing person list reads as an empty one, so it gets the French 'Choisissez au moins une personne'. */
const withPeople = (input: AssignmentInput) => ({ ...input, personnelIds: input.personnelIds ?? [] });

/** Both roles assign the company's personnel to its sites. */
@Resolver()
export class AssignmentsResolver {
  @Authorized('assignments.read')
  @Query(() => AssignmentPageView, {
    description: 'Les affectations, filtrées par chantier, personne et période (celles qui la chevauchent), la plus récente d’abord.',
  })
  async assignments(
    @Ctx() ctx: Context,
    @Arg('siteId', () => ID, { nullable: true }) siteId?: string,
    @Arg('personnelId', () => ID, { nullable: true }) personnelId?: string,
    @Arg('startDate', () => String, { nullable: true }) startDate?: string,
    @Arg('endDate', () => String, { nullable: true }) endDate?: string,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('size', () => Int, { nullable: true }) size?: number,
  ): Promise<AssignmentPageView> {
    const p = Math.max(0, page ?? 0);
    const s = pageSizeOf(size, { pageSizeDefault: 50, pageSizeMax: MAX_PAGE });
    // An empty site id is a legacy listPersonnelChantier call without idChantier.
    if (siteId === '') throw AppError.badInput({ siteId: 'assignment.site.required' });
    const filter = {
      siteId: siteId ? parseId(siteId) : null,
      personnelId: personnelId ? parseId(personnelId) : null,
      period: optionalPeriod(startDate, endDate),
    };
    const result = await ctx.services.assignments.list(ctx.em, filter, p, s);
    return { items: result.items.map(toAssignmentView), total: result.total, page: p, size: s };
  }

  @Authorized('assignments.read')
  @Query(() => [PersonnelView], { description: 'Les personnes actives sans affectation sur la période (listPersoNonAffecter), par nom.' })
  async unassignedPersonnel(
    @Ctx() ctx: Context,
    @Arg('startDate', () => String, { nullable: true }) startDate?: string,
    @Arg('endDate', () => String, { nullable: true }) endDate?: string,
    @Arg('search', () => String, { nullable: true }) search?: string,
  ): Promise<PersonnelView[]> {
    const period = parseInput(periodSchema, { startDate, endDate });
    return (await ctx.services.assignments.unassigned(ctx.em, period, search?.slice(0, 100))).map(toPersonnelView);
  }

  @Authorized('assignments.create')
  @Mutation(() => [AssignmentView], {
    description: 'Affecte des personnes à un chantier sur une période ; refusé en entier si une personne est déjà affectée sur ces jours.',
  })
  async assignPersonnel(@Arg('input', () => AssignmentInput) input: AssignmentInput, @Ctx() ctx: Context): Promise<AssignmentView[]> {
    return (await ctx.services.assignments.assign(ctx.em, authOf(ctx), [parseInput(assignmentSchema, withPeople(input))])).map(toAssignmentView);
  }

  @Authorized('assignments.create')
  @Mutation(() => [AssignmentView], { description: 'Plusieurs affectations enregistrées ensemble (saveAll), toutes ou aucune.' })
  async assignPersonnelBatch(@Arg('inputs', () => [AssignmentInput]) inputs: AssignmentInput[], @Ctx() ctx: Context): Promise<AssignmentView[]> {
    return (await ctx.services.assignments.assign(ctx.em, authOf(ctx), parseInput(assignmentBatchSchema, inputs.map(withPeople)))).map(
      toAssignmentView,
    );
  }

  @Authorized('assignments.update')
  @Mutation(() => AssignmentView)
  async rescheduleAssignment(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => PeriodInput) input: PeriodInput,
    @Ctx() ctx: Context,
  ): Promise<AssignmentView> {
    const assignmentId = parseId(id);
    return toAssignmentView(await ctx.services.assignments.reschedule(ctx.em, assignmentId, parseInput(periodSchema, input)));
  }

  @Authorized('assignments.delete')
  @Mutation(() => Boolean)
  async deleteAssignment(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.assignments.remove(ctx.em, parseId(id));
    return true;
  }
}
