import { ArgsType, type ClassType, Field, ID, Int, ObjectType } from 'type-graphql';
import type { SiteRecord } from './site-record';

/** The fields every site record answers; a record's view extends it (no field returns it: no type of its own in the schema). */
@ObjectType()
export class SiteRecordView {
  @Field(() => ID) id!: string;
  @Field(() => ID) siteId!: string;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
}

export const siteRecordView = (r: SiteRecord): SiteRecordView => ({ id: r.id, siteId: r.site.id, createdAt: r.createdAt, updatedAt: r.updatedAt });

/** The totals row of a list's whole filter; a record adds its sums. */
@ObjectType()
export class RecordTotalsView {
  @Field(() => Int) count!: number;
}

export interface RecordPage<V, T> {
  items: V[];
  total: number;
  page: number;
  size: number;
  totals: T;
}

/** The GraphQL page type `name` of a record list: the page's items and the totals of the whole filter. */
export function siteRecordPage<V extends object, T>(
  name: string,
  item: ClassType<V>,
  totals: ClassType,
  totalsDescription?: string,
): ClassType<RecordPage<V, T>> {
  @ObjectType(name)
  class Page implements RecordPage<V, T> {
    @Field(() => [item]) items!: V[];
    @Field(() => Int) total!: number;
    @Field(() => Int) page!: number;
    @Field(() => Int) size!: number;
    @Field(() => totals, { description: totalsDescription }) totals!: T;
  }
  return Page;
}

/** A page of records as its GraphQL page answers it. */
export const pageOf = <R, V, T>(result: { items: R[]; total: number; totals: T }, paging: { page: number; size: number }, view: (r: R) => V) => ({
  items: result.items.map((r) => view(r)),
  total: result.total,
  totals: result.totals,
  ...paging,
});

/** The arguments every site-record list takes; a record adds its own filters beside them. */
@ArgsType()
export class SiteRecordListArgs {
  @Field(() => ID) siteId!: string;
  @Field(() => String, { nullable: true }) from?: string;
  @Field(() => String, { nullable: true }) to?: string;
  @Field(() => Int, { nullable: true }) page?: number;
  @Field(() => Int, { nullable: true }) size?: number;
}
