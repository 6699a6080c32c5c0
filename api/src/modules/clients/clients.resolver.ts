import { clientSchema } from '@chantiers/schema';
import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../core/context/context';
import { parseId, parseInput } from '../../core/errors/parse';
import { pageSizeOf } from '../../core/paging/page-size';
import { ClientInput, ClientPage, ClientView, toClientView } from './client.types';

/** The company's clients, searched and created from the quote form. */
@Resolver()
export class ClientsResolver {
  @Authorized('clients.read')
  @Query(() => ClientPage, { description: 'Les clients par nom, recherche sans accents ni casse (nom, ICE, ville).' })
  async clients(
    @Ctx() ctx: Context,
    @Arg('search', () => String, { nullable: true }) search?: string,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('size', () => Int, { nullable: true }) size?: number,
  ): Promise<ClientPage> {
    const found = await ctx.services.clients.list(
      ctx.em,
      search,
      Math.max(0, page ?? 0),
      pageSizeOf(size, { pageSizeDefault: 20, pageSizeMax: 100 }),
    );
    return { items: found.items.map(toClientView), total: found.total };
  }

  @Authorized('clients.read')
  @Query(() => [ClientView], {
    description:
      'Les clients qu’un nouveau (ou celui en cours de modification, `exceptId`) doublerait : ' +
      'même nom (sans accents ni casse) ou même ICE ; 5 au plus.',
  })
  async clientMatches(
    @Ctx() ctx: Context,
    @Arg('name', () => String, { nullable: true }) name?: string,
    @Arg('ice', () => String, { nullable: true }) ice?: string,
    @Arg('exceptId', () => ID, { nullable: true }) exceptId?: string,
  ): Promise<ClientView[]> {
    const found = await ctx.services.clients.matches(ctx.em, name?.slice(0, 150), ice?.slice(0, 20), exceptId ? parseId(exceptId) : null);
    return found.map(toClientView);
  }

  @Authorized('clients.read')
  @Query(() => ClientView)
  async client(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<ClientView> {
    return toClientView(await ctx.services.clients.get(ctx.em, parseId(id)));
  }

  @Authorized('clients.create')
  @Mutation(() => ClientView)
  async createClient(@Arg('input', () => ClientInput) input: ClientInput, @Ctx() ctx: Context): Promise<ClientView> {
    return toClientView(await ctx.services.clients.create(ctx.em, authOf(ctx), parseInput(clientSchema, input)));
  }

  @Authorized('clients.update')
  @Mutation(() => ClientView)
  async updateClient(@Arg('id', () => ID) id: string, @Arg('input', () => ClientInput) input: ClientInput, @Ctx() ctx: Context): Promise<ClientView> {
    return toClientView(await ctx.services.clients.update(ctx.em, authOf(ctx), parseId(id), parseInput(clientSchema, input)));
  }

  @Authorized('clients.delete')
  @Mutation(() => Boolean, { description: 'Supprime un client qu’aucun devis ne nomme.' })
  async deleteClient(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.services.clients.remove(ctx.em, parseId(id));
    return true;
  }
}
