import { pageSizeOf } from '../../core/paging/page-size';
import { inviteUserSchema, role as roleSchema, validateWith } from '@chantiers/schema';
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../core/context/context';
import { AppError } from '../../core/errors/app-error';
import { parseId, parseInput } from '../../core/errors/parse';
import { UserDetails } from '../accounts';
import { InviteUserInput, TeamMemberOption, UserPage } from './team.types';

const MAX_PAGE_SIZE = 100;

/** Team management is for MANAGERs only, enforced here on the server (the menu merely hides it). */
@Resolver()
export class TeamResolver {
  @Authorized('team.read')
  @Query(() => UserPage, { description: 'Les utilisateurs de la société, par nom.' })
  teamMembers(
    @Ctx() ctx: Context,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('size', () => Int, { nullable: true }) size?: number,
  ): Promise<UserPage> {
    const p = Math.max(0, page ?? 0);
    const s = pageSizeOf(size, { pageSizeDefault: 20, pageSizeMax: MAX_PAGE_SIZE });
    return ctx.services.team.members(ctx.em, p, s);
  }

  @Authorized('team.options')
  @Query(() => [TeamMemberOption], { description: 'Les utilisateurs actifs de la société (au plus 500), pour choisir un responsable.' })
  async assignableUsers(@Ctx() ctx: Context): Promise<TeamMemberOption[]> {
    return (await ctx.services.team.assignable(ctx.em)).map((u) => ({ id: u.id, firstName: u.firstName, lastName: u.lastName, role: u.role }));
  }

  @Authorized('team.manage')
  @Mutation(() => UserDetails, { description: 'Invite une personne par e-mail : elle choisit son mot de passe par le lien reçu (7 jours).' })
  inviteUser(@Arg('input', () => InviteUserInput) input: InviteUserInput, @Ctx() ctx: Context): Promise<UserDetails> {
    return ctx.services.team.invite(ctx.em, authOf(ctx), parseInput(inviteUserSchema, input), ctx.meta);
  }

  @Authorized('team.manage')
  @Mutation(() => UserDetails)
  setUserRole(@Arg('userId', () => ID) userId: string, @Arg('role', () => String) role: string, @Ctx() ctx: Context): Promise<UserDetails> {
    const parsed = validateWith(roleSchema, role);
    if (!parsed.ok) throw AppError.badInput({ role: 'validation.role.invalid' });
    return ctx.services.team.setRole(ctx.em, authOf(ctx), parseId(userId), parsed.data);
  }

  @Authorized('team.manage')
  @Mutation(() => UserDetails, { description: 'Désactive (ferme ses sessions) ou réactive un utilisateur.' })
  setUserActive(@Arg('userId', () => ID) userId: string, @Arg('active', () => Boolean) active: boolean, @Ctx() ctx: Context): Promise<UserDetails> {
    return ctx.services.team.setActive(ctx.em, authOf(ctx), parseId(userId), active);
  }
}
