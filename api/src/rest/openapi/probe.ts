import type { Request } from 'express';
import {
  getNamedType,
  getNullableType,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLSchema,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  type OperationDefinitionNode,
  parse,
  typeFromAST,
} from 'graphql';
import type { RestRoute } from '../../core/rest/facade';
import { inputSchema, type JsonSchema } from './json-schema';

/**
 * What a route reads from a request, found by running its `variables` on requests that record every key read and
 * answer each with a marker; where a marker lands in the variables names the GraphQL input the key feeds, hence its
 * type and description. Nothing is declared by hand, so the document follows the code.
 */
export type Where = 'body' | 'query' | 'params';

export interface ReadKey {
  where: Where;
  name: string;
  /** The GraphQL input type the value reaches unchanged (absent: transformed on the way, e.g. a page number). */
  type?: GraphQLInputType;
  /** The GraphQL input field (or variable) it feeds. */
  field?: string;
  description?: string;
  /** The key feeds one item of a GraphQL list: the route takes one value or a list. */
  listItem?: boolean;
  /** For a body list of records (a quote's `lignes`): what each record's keys feed. */
  items?: ReadKey[];
}

export interface RouteInputs {
  keys: ReadKey[];
  /** The body is a list of records (a `saveAll`). */
  listBody: boolean;
}

type Path = (string | number)[];
const SKIP = new Set(['then', 'toJSON', 'constructor', 'valueOf', 'toString', 'length', 'asymmetricMatch', '$$typeof']);
const MARK = '\u0000openapi:';
/** Whole-number markers, for keys a route parses as numbers (`intOr`, `intField`). */
const NUMERIC_BASE = 987_650_000;

interface Recording {
  seen: Set<string>;
  numbers: string[];
}

function recorder(prefix: string, rec: Recording, value: (id: string) => unknown): Record<string, unknown> {
  return new Proxy({} as Record<string, unknown>, {
    get(_target, key) {
      if (typeof key !== 'string' || SKIP.has(key)) return undefined;
      const id = `${prefix}${key}`;
      rec.seen.add(id);
      return value(id);
    },
  });
}

function markerPaths(value: unknown, rec: Recording, path: Path = [], found = new Map<string, Path>()): Map<string, Path> {
  if (typeof value === 'string' && value.startsWith(MARK)) found.set(value.slice(MARK.length), path);
  else if (typeof value === 'number' && value >= NUMERIC_BASE && rec.numbers[value - NUMERIC_BASE])
    found.set(rec.numbers[value - NUMERIC_BASE], path);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) markerPaths(v, rec, [...path, Array.isArray(value) ? Number(k) : k], found);
  return found;
}

/** The input type at `path` of the variables, with the description of the last input field on the way. */
function typeAt(variables: Map<string, GraphQLInputType>, path: Path): { type: GraphQLInputType; description?: string } | undefined {
  let type: GraphQLInputType | undefined = variables.get(String(path[0]));
  let description: string | undefined;
  for (const step of path.slice(1)) {
    if (!type) return undefined;
    const inner = getNullableType(type);
    if (typeof step === 'number') type = isListType(inner) ? (inner.ofType as GraphQLInputType) : undefined;
    else if (isInputObjectType(inner)) {
      const field = inner.getFields()[step];
      type = field?.type;
      description = field?.description ?? undefined;
    } else return undefined;
  }
  return type ? { type, description } : undefined;
}

/** The input field named `name` anywhere within `type` (depth first). */
function inputField(type: GraphQLInputType, name: string, seen = new Set<string>()): GraphQLInputField | undefined {
  const inner = getNamedType(type);
  if (!isInputObjectType(inner) || seen.has(inner.name)) return undefined;
  seen.add(inner.name);
  const fields = inner.getFields();
  return (
    fields[name] ??
    Object.values(fields)
      .map((f) => inputField(f.type, name, seen))
      .find(Boolean)
  );
}

type Mode = 'text' | 'number' | 'nested';

function run(route: RestRoute, variableTypes: Map<string, GraphQLInputType>, mode: Mode, listBody: boolean) {
  const rec: Recording = { seen: new Set(), numbers: [] };
  const mark = (id: string): unknown => {
    if (mode === 'number' && !id.startsWith('params:')) {
      rec.numbers.push(id);
      return String(NUMERIC_BASE + rec.numbers.length - 1);
    }
    return `${MARK}${id}`;
  };
  const bodyValue = (id: string): unknown => (mode === 'nested' ? [recorder(`${id}.*.`, rec, (inner) => `${MARK}${inner}`)] : mark(id));
  const item = recorder('body:', rec, bodyValue);
  const req = {
    params: recorder('params:', rec, mark),
    query: recorder('query:', rec, mark),
    body: listBody ? [item] : item,
    get: () => undefined,
    header: () => undefined,
    headers: {},
  } as unknown as Request;
  let variables: unknown = {};
  try {
    variables = route.variables?.(req) ?? {};
  } catch {
    // A route that cannot run on markers still lists what it read before failing.
  }
  const found = new Map<string, { type: GraphQLInputType; field: string; description?: string; listItem: boolean }>();
  for (const [id, path] of markerPaths(variables, rec)) {
    const listItem = typeof path.at(-1) === 'number';
    const at = typeAt(variableTypes, path);
    const field = String([...path].reverse().find((s) => typeof s === 'string'));
    if (at) found.set(id, { ...at, field, listItem });
  }
  return { seen: rec.seen, found };
}

export function routeInputs(schema: GraphQLSchema, route: RestRoute): RouteInputs {
  const operation = parse(route.operation).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const variableTypes = new Map(
    (operation.variableDefinitions ?? []).map((d) => [d.variable.name.value, typeFromAST(schema, d.type as never) as GraphQLInputType]),
  );
  const attempt = (listBody: boolean) => {
    const runs = (['text', 'number', 'nested'] as Mode[]).map((m) => run(route, variableTypes, m, listBody));
    return { runs, reached: runs[0].found.size };
  };
  const [asObject, asList] = [attempt(false), attempt(true)];
  const listBody = asList.reached > asObject.reached;
  const [text, numeric, nested] = (listBody ? asList : asObject).runs;
  const keyOf = (id: string): ReadKey => {
    const [where, name] = id.split(':') as [Where, string];
    const hit = text.found.get(id) ?? numeric.found.get(id);
    const key: ReadKey = { where, name, ...(hit ? { type: hit.type, field: hit.field, description: hit.description, listItem: hit.listItem } : {}) };
    if (!hit && where === 'body') {
      const inner = [...nested.seen].filter((n) => n.startsWith(`${id}.*.`));
      if (inner.length) key.items = inner.map((n) => ({ where, name: n.slice(id.length + 3), ...nested.found.get(n) }));
    }
    return key;
  };
  const ids = [...new Set([...text.seen, ...numeric.seen])].filter((id) => !id.includes('.*.'));
  const keys = ids.map(keyOf);
  // A query number clamped on its way (`Math.min(intOr(page), MAX)`) reaches no variable as given: the variable of
  // the same name says its type.
  for (const k of keys.filter((k) => !k.type && k.where === 'query' && variableTypes.has(k.name)))
    Object.assign(k, { type: getNullableType(variableTypes.get(k.name)!), field: k.name });
  // A body value parsed on its way (a flag, a whole number): the input field `legacyFields` names for it, or of its name,
  // or the variable.
  for (const k of keys.filter((k) => !k.type && !k.items && k.where === 'body')) {
    const field = Object.entries(route.legacyFields ?? {}).find(([, legacy]) => legacy === k.name)?.[0] ?? k.name;
    const hit = [...variableTypes.values()].map((t) => inputField(t, field)).find(Boolean);
    if (hit) Object.assign(k, { type: getNullableType(hit.type), field, description: hit.description ?? undefined });
    // Or a variable of its own (a flag beside the input: `confirmConflicts`, `dailyDigest`).
    else if (variableTypes.has(field)) Object.assign(k, { type: getNullableType(variableTypes.get(field)!), field });
  }
  for (const m of route.path.matchAll(/:(\w+)/g))
    if (!keys.some((k) => k.where === 'params' && k.name === m[1])) keys.push({ where: 'params', name: m[1] });
  return { keys, listBody };
}

/** The schema of one key's value as a client sends it. */
export function keySchema(key: ReadKey): JsonSchema {
  if (key.items) {
    const properties = Object.fromEntries(key.items.map((k) => [k.name, keySchema(k)]));
    return { type: 'array', items: { type: 'object', properties } };
  }
  if (!key.type) return key.where === 'body' ? {} : { type: 'string' };
  const schema = inputSchema(key.type);
  const withDescription = key.description ? { ...schema, description: key.description } : schema;
  if (!key.listItem) return withDescription;
  const { description, ...item } = withDescription;
  return { anyOf: [item, { type: 'array', items: item }], ...(description ? { description } : {}) };
}

/** Whether the GraphQL input the key feeds must be given. */
export const isRequired = (key: ReadKey): boolean => key.where === 'params' || (!!key.type && !key.listItem && isNonNullType(key.type));
