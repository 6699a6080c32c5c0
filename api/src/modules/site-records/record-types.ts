import type { GraphQLScalarType } from 'graphql';
import { ArgsType, type ClassType, Field, InputType, ObjectType } from 'type-graphql';
import { DecimalScalar, LocalDateScalar } from '../../graphql/scalars';
import { type RecordPage, RecordTotalsView, SiteRecordListArgs, SiteRecordView, siteRecordPage, siteRecordView } from '../../core/records/views';
import type { FieldKind, RecordEntity, SiteRecordSpec } from './record-spec';

export type RecordView = SiteRecordView & Record<string, unknown>;
export type RecordTotals = { count: number } & Record<string, string | number>;

const GRAPHQL_TYPE: Record<FieldKind, () => typeof String | GraphQLScalarType> = {
  text: () => String,
  note: () => String,
  date: () => LocalDateScalar,
  money: () => DecimalScalar,
};

/**
 * The GraphQL classes of a record, built from its fields: TypeGraphQL's decorators are plain functions, applied
 * here to classes made per record (the names come from `type`, so the schema reads as if written by hand).
 */
export function recordTypes<E extends RecordEntity>(spec: SiteRecordSpec<E, unknown, unknown>) {
  const fields = Object.entries(spec.fields);

  @ObjectType(`${spec.type}View`, { description: spec.description })
  class View extends SiteRecordView {}
  for (const [name, f] of fields) Field(GRAPHQL_TYPE[f.kind], { nullable: f.kind === 'note', description: f.description })(View.prototype, name);

  @ObjectType(`${spec.type}TotalsView`)
  class Totals extends RecordTotalsView {}
  const summed = fields.filter(([, f]) => f.total).map(([name]) => name);
  const totalNames = [...summed, ...Object.keys(spec.computedTotals ?? {})];
  for (const name of totalNames) Field(() => DecimalScalar)(Totals.prototype, name);

  @InputType(`${spec.type}Input`)
  class Input {}
  // Every input field is nullable: the shared zod schema gives the messages of a missing one.
  for (const [name, f] of fields.filter(([, f]) => !f.computed))
    Field(() => String, { nullable: true, description: f.inputDescription })(Input.prototype, name);

  @ArgsType()
  class ListArgs extends SiteRecordListArgs {}
  for (const name of Object.keys(spec.filters ?? {})) Field(() => String, { nullable: true })(ListArgs.prototype, name);

  const Page = siteRecordPage<RecordView, RecordTotals>(`${spec.type}PageView`, View as ClassType<RecordView>, Totals);

  const toView = (r: E): RecordView => {
    const view: RecordView = { ...siteRecordView(r) };
    for (const [name, f] of fields) view[name] = f.computed ? f.computed(r) : ((r as unknown as Record<string, unknown>)[name] ?? null);
    return view;
  };
  return { View, Totals, Input, ListArgs, Page: Page as ClassType<RecordPage<RecordView, RecordTotals>>, toView, summed, totalNames };
}
