import type { Request } from 'express';
import {
  getNamedType,
  getNullableType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  isAbstractType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  parse,
  type SelectionSetNode,
} from 'graphql';
import type { RestRoute } from '../../core/rest/facade';
import { type JsonSchema, mergeSchemas, outputLeafSchema } from './json-schema';

/**
 * A route's answer schema, found by running its own answer function (the default one, `answer` or `answerFor`) on
 * sample data built from the operation's selection set: each leaf holds a marker standing for its GraphQL type (the
 * alias is the legacy key), and wherever a marker lands in the answer, its schema goes. Two samples (lists of one,
 * nullable fields set; then lists empty, nullable fields null) and two requests (every key read given, none given)
 * show what can vary; what the answer computes (a page count, a flag) is typed from its value.
 */
const MARK = '\u0000answer:';

/** full: lists of one, nullable fields set; sparse: the outer list of one, every inner list empty, nullable fields null; empty. */
type Sample = 'full' | 'sparse' | 'empty';

function sampleOf(
  schema: GraphQLSchema,
  set: SelectionSetNode,
  parent: GraphQLObjectType,
  sample: Sample,
  leaves: JsonSchema[],
  inList = false,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const sel of set.selections) {
    if (sel.kind === Kind.INLINE_FRAGMENT) {
      const on = sel.typeCondition ? schema.getType(sel.typeCondition.name.value) : parent;
      if (isObjectType(on)) Object.assign(out, sampleOf(schema, sel.selectionSet, on, sample, leaves, inList));
      continue;
    }
    if (sel.kind !== Kind.FIELD) continue;
    const key = sel.alias?.value ?? sel.name.value;
    if (sel.name.value === '__typename') {
      out[key] = parent.name;
      continue;
    }
    const field = parent.getFields()[sel.name.value];
    out[key] = valueOf(schema, field.type, sel.selectionSet, sample, leaves, inList, field.description ?? undefined);
  }
  return out;
}

function valueOf(
  schema: GraphQLSchema,
  type: GraphQLOutputType,
  set: SelectionSetNode | undefined,
  sample: Sample,
  leaves: JsonSchema[],
  inList: boolean,
  description?: string,
): unknown {
  if (sample !== 'full' && !isNonNullType(type)) return null;
  const inner = getNullableType(type);
  if (isListType(inner)) {
    if (sample === 'empty' || (sample === 'sparse' && inList)) return [];
    return [valueOf(schema, inner.ofType as GraphQLOutputType, set, sample, leaves, true, description)];
  }
  if (isLeafType(inner)) {
    const leaf = outputLeafSchema(type);
    leaves.push(description && !leaf.description ? { ...leaf, description } : leaf);
    return `${MARK}${leaves.length - 1}`;
  }
  const named = getNamedType(inner);
  const object = isAbstractType(named) ? schema.getPossibleTypes(named)[0] : named;
  return isObjectType(object) && set ? sampleOf(schema, set, object, sample, leaves, inList) : {};
}

/** The schema of a value an answer function produced from a sample. */
function schemaOfValue(value: unknown, leaves: JsonSchema[]): JsonSchema | undefined {
  if (value === undefined) return undefined;
  if (value === null) return { type: 'null' };
  if (typeof value === 'string') return value.startsWith(MARK) ? leaves[Number(value.slice(MARK.length))] : { type: 'string' };
  if (typeof value === 'number') return { type: Number.isNaN(value) || Number.isInteger(value) ? 'integer' : 'number' };
  if (typeof value === 'boolean') return { type: 'boolean' };
  if (Array.isArray(value)) {
    const items = value.map((v) => schemaOfValue(v, leaves)).reduce<JsonSchema | undefined>((a, b) => mergeSchemas(a, b), undefined);
    return items ? { type: 'array', items } : { type: 'array' };
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => [k, schemaOfValue(v, leaves)] as const);
    const properties = Object.fromEntries(entries.filter(([, s]) => s));
    const required = entries.filter(([, s]) => s).map(([k]) => k);
    return { type: 'object', properties, ...(required.length ? { required } : {}) };
  }
  return {};
}

const onlyRootField = (data: Record<string, unknown>) => Object.values(data)[0];

/** A request that gives every key it is asked for (a non-empty marker), or none. */
function sampleRequest(given: boolean): Request {
  const bag = () =>
    new Proxy({} as Record<string, unknown>, {
      get: (_t, k) => (given && typeof k === 'string' && k !== 'then' && k !== 'toJSON' ? 'x' : undefined),
    });
  return { params: bag(), query: bag(), body: bag(), get: () => undefined, header: () => undefined, headers: {} } as unknown as Request;
}

export function answerSchema(schema: GraphQLSchema, route: RestRoute): JsonSchema {
  const operation = parse(route.operation).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const root = operation.operation === 'mutation' ? schema.getMutationType()! : schema.getQueryType()!;
  let merged: JsonSchema | undefined;
  for (const sample of ['full', 'sparse', 'empty'] as Sample[]) {
    const leaves: JsonSchema[] = [];
    const data = sampleOf(schema, operation.selectionSet, root, sample, leaves);
    for (const given of [true, false]) {
      try {
        const answer = route.answerFor?.(sampleRequest(given)) ?? route.answer ?? onlyRootField;
        merged = mergeSchemas(merged, schemaOfValue(answer(data), leaves));
      } catch {
        // An answer function that cannot take an empty sample (it reads into a list item) is described by the others.
      }
    }
  }
  return merged ?? {};
}
