import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../core/context/context';
import { parseId } from '../../core/errors/parse';
import { replicaRead } from '../../core/replicas/replica-read';
import { listPeriod, recordPaging, siteIdArg } from '../../core/records/list-args';
import { pageOf, type SiteRecordListArgs } from '../../core/records/views';
import type { RecordEntity, SiteRecordSpec } from './record-spec';
import type { SiteRecordService } from './record-service';
import type { recordTypes } from './record-types';

const ucfirst = (s: string) => s[0].toUpperCase() + s.slice(1);

/**
 * The five GraphQL operations of a declared record (list with totals, get, create, update, delete), each naming
 * its policy action. The operations take their names from the spec (`name` option), the methods stay generic.
 */
export function recordResolver<E extends RecordEntity, D, S>(
  spec: SiteRecordSpec<E, D, S>,
  service: SiteRecordService<E, D, S>,
  types: ReturnType<typeof recordTypes<E>>,
) {
  const one = spec.type[0].toLowerCase() + spec.type.slice(1);
  const { View, Input, ListArgs, Page, toView } = types;
  const filters = Object.entries(spec.filters ?? {});

  @Resolver()
  class SiteRecordResolver {
    @Authorized(`${spec.list}.read`)
    @Query(() => Page, { name: spec.list, description: spec.listDescription })
    async list(@Ctx() ctx: Context, @Args(() => ListArgs) args: SiteRecordListArgs & Record<string, string | undefined>) {
      const p = recordPaging(args.page, args.size);
      const filter = { ...listPeriod(args.from, args.to), ...Object.fromEntries(filters.map(([name, f]) => [name, args[name]?.slice(0, f.max)])) };
      const siteId = siteIdArg(args.siteId);
      return pageOf(await replicaRead(ctx, (em) => service.list(em, siteId, filter, p.page, p.size)), p, toView);
    }

    @Authorized(`${spec.list}.read`)
    @Query(() => View, { name: one })
    async get(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
      return toView(await service.get(ctx.em, parseId(id)));
    }

    @Authorized(`${spec.list}.create`)
    @Mutation(() => View, { name: `create${spec.type}` })
    async create(@Arg('siteId', () => ID) siteId: string, @Arg('input', () => Input) input: object, @Ctx() ctx: Context) {
      const site = siteIdArg(siteId);
      return toView(await service.create(ctx.em, authOf(ctx), site, spec.parse(input)));
    }

    @Authorized(`${spec.list}.update`)
    @Mutation(() => View, { name: `update${spec.type}` })
    async update(@Arg('id', () => ID) id: string, @Arg('input', () => Input) input: object, @Ctx() ctx: Context) {
      const recordId = parseId(id);
      return toView(await service.update(ctx.em, recordId, spec.parse(input)));
    }

    @Authorized(`${spec.list}.delete`)
    @Mutation(() => Boolean, { name: `delete${spec.type}` })
    async remove(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<boolean> {
      await service.remove(ctx.em, parseId(id));
      return true;
    }
  }
  // The class name shows in TypeGraphQL's errors and the policy matrix's messages.
  Object.defineProperty(SiteRecordResolver, 'name', { value: `${ucfirst(spec.list)}Resolver` });
  return SiteRecordResolver;
}
