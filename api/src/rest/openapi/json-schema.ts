import {
  getNullableType,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';

import type { JsonSchema } from '../../core/rest/router-doc';

export type { JsonSchema };

/** Exact decimal strings (Decimal: money, Quantity): what the api answers and accepts, never a JSON number. */
export const DECIMAL_PATTERN = '^-?\\d+(\\.\\d+)?$';

/** The wire form of each scalar; a scalar not listed is any JSON value. */
const SCALARS: Record<string, JsonSchema> = {
  String: { type: 'string' },
  ID: { type: 'string' },
  Int: { type: 'integer' },
  Float: { type: 'number' },
  Boolean: { type: 'boolean' },
  Decimal: { type: 'string', pattern: DECIMAL_PATTERN },
  Quantity: { type: 'string', pattern: DECIMAL_PATTERN },
  LocalDate: { type: 'string', format: 'date' },
  DateTimeISO: { type: 'string', format: 'date-time' },
};

/** `schema`, accepting null as well. */
export function nullable(schema: JsonSchema): JsonSchema {
  if (Object.keys(schema).length === 0) return schema;
  const { type, enum: values, anyOf } = schema as { type?: string | string[]; enum?: unknown[]; anyOf?: JsonSchema[] };
  const out: JsonSchema = { ...schema };
  if (values && !values.includes(null)) out.enum = [...values, null];
  if (typeof type === 'string') out.type = type === 'null' ? 'null' : [type, 'null'];
  else if (Array.isArray(type)) out.type = type.includes('null') ? type : [...type, 'null'];
  else if (anyOf) out.anyOf = anyOf.some((s) => s.type === 'null') ? anyOf : [...anyOf, { type: 'null' }];
  else return { anyOf: [schema, { type: 'null' }] };
  return out;
}

/** A leaf type (scalar or enum) as a schema, with its description. */
export function leafSchema(type: GraphQLNamedType): JsonSchema {
  if (isEnumType(type)) {
    return { type: 'string', enum: type.getValues().map((v) => v.name), ...(type.description ? { description: type.description } : {}) };
  }
  return isScalarType(type) ? { ...(SCALARS[type.name] ?? {}) } : {};
}

const described = (schema: JsonSchema, description: string | null | undefined): JsonSchema => (description ? { ...schema, description } : schema);

/** An input type as a schema, input objects inlined (their fields described); `seen` stops a recursive input. */
export function inputSchema(type: GraphQLInputType, seen: string[] = []): JsonSchema {
  if (isNonNullType(type)) return strict(inputSchema(type.ofType, seen));
  const inner = getNullableType(type);
  let schema: JsonSchema;
  if (isListType(inner)) schema = { type: 'array', items: inputSchema(inner.ofType as GraphQLInputType, seen) };
  else if (isInputObjectType(inner)) {
    if (seen.includes(inner.name)) schema = { type: 'object' };
    else {
      const fields = Object.values(inner.getFields());
      schema = {
        type: 'object',
        properties: Object.fromEntries(fields.map((f) => [f.name, described(inputSchema(f.type, [...seen, inner.name]), f.description)])),
      };
      const required = fields.filter((f) => isNonNullType(f.type)).map((f) => f.name);
      if (required.length) schema.required = required;
    }
  } else schema = leafSchema(inner);
  return nullable(schema);
}

/** An output leaf type with its nullability. */
export function outputLeafSchema(type: GraphQLOutputType): JsonSchema {
  if (isNonNullType(type)) return leafSchema(type.ofType as GraphQLNamedType);
  return nullable(leafSchema(type as GraphQLNamedType));
}

/** Undoes `nullable` (a NonNull wrapper). */
export function strict(schema: JsonSchema): JsonSchema {
  const out: JsonSchema = { ...schema };
  if (Array.isArray(out.type)) {
    const types = (out.type as string[]).filter((t) => t !== 'null');
    out.type = types.length === 1 ? types[0] : types;
  }
  if (Array.isArray(out.enum)) out.enum = (out.enum as unknown[]).filter((v) => v !== null);
  if (Array.isArray(out.anyOf)) {
    const rest = (out.anyOf as JsonSchema[]).filter((s) => s.type !== 'null');
    if (rest.length === 1 && Object.keys(out).length === 1) return rest[0];
    out.anyOf = rest;
  }
  return out;
}

const isNullSchema = (s: JsonSchema) => s.type === 'null' && Object.keys(s).length === 1;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * One schema for two sample answers of the same route (e.g. with every list filled, then every list empty and every
 * nullable field null): null widens the other, objects merge their properties (required in both), lists their items.
 */
export function mergeSchemas(a: JsonSchema | undefined, b: JsonSchema | undefined): JsonSchema | undefined {
  if (!a) return b;
  if (!b || same(a, b)) return a;
  if (isNullSchema(b)) return nullable(a);
  if (isNullSchema(a)) return nullable(b);
  const nullA = Array.isArray(a.type) && (a.type as string[]).includes('null');
  const nullB = Array.isArray(b.type) && (b.type as string[]).includes('null');
  const [sa, sb] = [strict(a), strict(b)];
  let merged: JsonSchema | undefined;
  if (sa.type === 'object' && sb.type === 'object' && sa.properties && sb.properties) {
    const pa = sa.properties as Record<string, JsonSchema>;
    const pb = sb.properties as Record<string, JsonSchema>;
    const keys = [...new Set([...Object.keys(pa), ...Object.keys(pb)])];
    const ra = (sa.required as string[] | undefined) ?? [];
    const rb = (sb.required as string[] | undefined) ?? [];
    const required = ra.filter((k) => rb.includes(k));
    merged = { type: 'object', properties: Object.fromEntries(keys.map((k) => [k, mergeSchemas(pa[k], pb[k])])) };
    if (required.length) merged.required = required;
  } else if (sa.type === 'array' && sb.type === 'array') {
    merged = { type: 'array', items: mergeSchemas(sa.items as JsonSchema | undefined, sb.items as JsonSchema | undefined) ?? {} };
  } else if (same(sa, sb)) merged = sa;
  else merged = { anyOf: [sa, sb] };
  return nullA || nullB ? nullable(merged) : merged;
}
