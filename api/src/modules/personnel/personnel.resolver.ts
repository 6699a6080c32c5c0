import { pageSizeOf } from '../../core/paging/page-size';
import { personnelSchema } from '@chantiers/schema';
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../core/context/context';
import { parseId, parseInput } from '../../core/errors/parse';
import { PersonnelInput, PersonnelPageView, PersonnelRemoval, PersonnelView, toPersonnelView } from './personnel.types';

const MAX_PAGE = 100;

/** Both roles manage the company's personnel. */
@Resolver()
export class PersonnelResolver {
  @Authorized('personnel.read')
  @Query(() => PersonnelPageView, {
    description: 'Le personnel, trié (name | createdAt | dailyRate), recherché sur le nom, le prénom, la CNI et le métier, par pages.',
  })
  async personnel(
    @Ctx() ctx: Context,
    @Arg('search', () => String, { nullable: true }) search?: string,
    @Arg('includeInactive', () => Boolean, { nullable: true }) includeInactive?: boolean,
    @Arg('sort', () => String, { nullable: true }) sort?: string,
    @Arg('desc', () => Boolean, { nullable: true }) desc?: boolean,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('size', () => Int, { nullable: true }) size?: number,
  ): Promise<PersonnelPageView> {
    const p = Math.max(0, page ?? 0);
    const s = pageSizeOf(size, { pageSizeDefault: 20, pageSizeMax: MAX_PAGE });
    const order = sort === 'createdAt' || sort === 'dailyRate' ? sort : 'name';
    const result = await ctx.services.personnel.list(ctx.em, {
      search: search?.slice(0, 100),
      includeInactive: Boolean(includeInactive),
      sort: order,
      desc: Boolean(desc),
      page: p,
      size: s,
    });
    return { items: result.items.map(toPersonnelView), total: result.total, page: p, size: s };
  }

  @Authorized('personnel.read')
  @Query(() => PersonnelView)
  async person(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<PersonnelView> {
    return toPersonnelView(await ctx.services.personnel.get(ctx.em, parseId(id)));
  }

  @Authorized('personnel.create')
  @Mutation(() => PersonnelView)
  async createPersonnel(@Arg('input', () => PersonnelInput) input: PersonnelInput, @Ctx() ctx: Context): Promise<PersonnelView> {
    return toPersonnelView(await ctx.services.personnel.create(ctx.em, authOf(ctx), parseInput(personnelSchema, input)));
  }

  @Authorized('personnel.update')
  @Mutation(() => PersonnelView)
  async updatePersonnel(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => PersonnelInput) input: PersonnelInput,
    @Ctx() ctx: Context,
  ): Promise<PersonnelView> {
    const personnelId = parseId(id);
    return toPersonnelView(await ctx.services.personnel.update(ctx.em, personnelId, parseInput(personnelSchema, input)));
  }

  @Authorized('personnel.activate')
  @Mutation(() => PersonnelView, { description: 'Désactive ou réactive une personne.' })
  async setPersonnelActive(@Arg('id', () => ID) id: string, @Arg('active') active: boolean, @Ctx() ctx: Context): Promise<PersonnelView> {
    return toPersonnelView(await ctx.services.personnel.setActive(ctx.em, parseId(id), active));
  }

  @Authorized('personnel.delete')
  @Mutation(() => PersonnelRemoval, { description: 'Supprime une personne sans historique ; une personne avec des affectations est désactivée.' })
  async deletePersonnel(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<PersonnelRemoval> {
    return (await ctx.services.personnel.remove(ctx.em, parseId(id))) as PersonnelRemoval;
  }
}
