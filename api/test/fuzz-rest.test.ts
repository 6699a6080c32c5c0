import { translate } from '@chantiers/schema';
import { type GraphQLArgument, type GraphQLInputType, Kind, type OperationDefinitionNode, parse, typeFromAST } from 'graphql';
import { buildGraphQLSchema } from '../src/graphql/schema';
import type { RestRoute } from '../src/core/rest/facade';
import { restRoutes } from '../src/rest/routes';
import { createFuzzWorld, faultsOf, type FuzzWorld, rowCounts, send } from './fuzz-setup';
import {
  fuzzPlan,
  HOSTILE,
  type Hostile,
  idFor,
  isTextType,
  MALFORMED_PATH_SEGMENTS,
  type Path,
  plausible,
  RawJson,
  toJson,
  typeAt,
  unsent,
} from './fuzz-values';
import { startTestServer, type TestServer } from './server';

/**
 * Every legacy route of the REST table (api/src/rest/routes.ts and the modules' *.rest.ts), read at run time: the
 * keys a route reads are found by running its `variables` on a recording request, and each key's plausible value
 * comes from the GraphQL input field it feeds. Then every body key, query key and path parameter in turn gets hostile
 * values (a budget of them a run, see FuzzPlan; FUZZ_DEEP=1: each of them). No answer may be a 5xx.
 */

const schema = buildGraphQLSchema();
const plan = fuzzPlan('REST');
// Per test, not on the command line: a test's own timeout would win over jest's --testTimeout.
jest.setTimeout(plan.timeout(300_000));
const UNSAFE = HOSTILE.filter((h) => h.unsafe);
const UNSAFE_MESSAGE = translate('validation.text.unsafe');

type Where = 'body' | 'query' | 'params';

interface Key {
  where: Where;
  name: string;
  /** The GraphQL input the key's value reaches unchanged, when it does. */
  target?: { path: Path; type: GraphQLInputType | null };
}

interface Probe {
  route: RestRoute;
  rootField: string;
  keys: Key[];
  /** saveAll: the body is a list of records. */
  listBody: boolean;
}

const SKIP = new Set(['then', 'toJSON', 'constructor', 'valueOf', 'toString', 'length']);
const sentinel = (where: Where, name: string) => `fuzz-probe:${where}:${name}`;

function recorder(where: Where, seen: Map<string, Where>): Record<string, unknown> {
  return new Proxy({} as Record<string, unknown>, {
    get(_target, key) {
      if (typeof key !== 'string' || SKIP.has(key)) return undefined;
      seen.set(`${where}:${key}`, where);
      return sentinel(where, key);
    },
  });
}

/** Where each sentinel string ended up in the variables. */
function sentinelPaths(value: unknown, path: Path = [], found = new Map<string, Path>()): Map<string, Path> {
  if (typeof value === 'string' && value.startsWith('fuzz-probe:')) found.set(value, path);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) sentinelPaths(v, [...path, Array.isArray(value) ? Number(k) : k], found);
  return found;
}

/** Runs the route's `variables` on a request that records what it reads (twice: an object body, then a list). */
function probe(route: RestRoute): Probe {
  const document = parse(route.operation);
  const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const rootField = operation.selectionSet.selections.find((s) => s.kind === Kind.FIELD)!.name.value;
  const variableArgs = (operation.variableDefinitions ?? []).map(
    (d) => ({ name: d.variable.name.value, type: typeFromAST(schema, d.type as never) }) as unknown as GraphQLArgument,
  );
  const paramNames = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const attempt = (listBody: boolean) => {
    const seen = new Map<string, Where>();
    const item = recorder('body', seen);
    const req = {
      params: recorder('params', seen),
      query: recorder('query', seen),
      body: listBody ? new Proxy([item], {}) : item,
      get: () => undefined,
      header: () => undefined,
    };
    const variables = route.variables?.(req as never) ?? {};
    const paths = sentinelPaths(variables);
    const keys: Key[] = [...seen.keys()].map((id) => {
      const [where, name] = id.split(':') as [Where, string];
      const path = paths.get(sentinel(where, name));
      return { where, name, ...(path ? { target: { path, type: typeAt(variableArgs, path) } } : {}) };
    });
    for (const name of paramNames) if (!keys.some((k) => k.where === 'params' && k.name === name)) keys.push({ where: 'params', name });
    return { route, rootField, keys, listBody, reached: paths.size };
  };
  const asObject = attempt(false);
  const asList = attempt(true);
  return asList.reached > asObject.reached ? asList : asObject;
}

const probes = restRoutes.map(probe);
// FUZZ_DEBUG=1 prints what each route reads.
if (process.env.FUZZ_DEBUG)
  console.log(
    probes
      .map(
        (p) =>
          `${p.route.method} ${p.route.path} ${
            p.listBody ? '[list] ' + '' : ''
          }${p.keys.map((k) => `${k.where}.${k.name}${k.target ? `->${k.target.path.join('.')}:${String(k.target.type)}` : ''}`).join(' ')}`,
      )
      .join('\n'),
  );

/** The value a key gets when another key is the hostile one. */
function plausibleFor(p: Probe, key: Key, world: FuzzWorld): unknown {
  if (key.target?.type) {
    const field = [...key.target.path].reverse().find((s): s is string => typeof s === 'string') ?? key.name;
    const value = plausible(key.target.type, field, p.rootField, world.ids);
    // A list variable fed by one key ('idPersonnel' -> personnelIds) takes the key's single value.
    return Array.isArray(value) && typeof key.target.path.at(-1) === 'string' ? value[0] : value;
  }
  return key.where === 'params' ? idFor(p.rootField, key.name, world.ids) : undefined;
}

interface HostileRequest {
  label: string;
  route: RestRoute;
  method: string;
  url: string;
  body?: string;
  key?: Key;
  hostile: Hostile;
}

const encodeQuery = (entries: [string, string | string[]][]) =>
  entries.flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((one) => `${encodeURIComponent(k)}=${one}`)).join('&');

/** The requests that put `hostile` in `key` (or, without a key, make it the whole body), other keys plausible. */
function requestFor(p: Probe, world: FuzzWorld, hostile: Hostile, key?: Key, raw?: string): HostileRequest | null {
  const base = new Map(p.keys.map((k) => [k, plausibleFor(p, k, world)]));
  const asUrl = (k: Key) => (k === key ? (raw ?? hostile.url) : base.get(k) == null ? undefined : encodeURIComponent(String(base.get(k))));
  let path = p.route.path;
  for (const k of p.keys.filter((k) => k.where === 'params')) {
    const v = asUrl(k);
    // An empty or repeated segment would be another route.
    if (typeof v !== 'string' || v === '') return null;
    path = path.replace(`:${k.name}`, v);
  }
  const query = p.keys
    .filter((k) => k.where === 'query')
    .map((k): [string, string | string[] | undefined] => [k.name, asUrl(k)])
    .filter((e): e is [string, string | string[]] => e[1] !== undefined);
  if (key?.where === 'query' && hostile.url === undefined) return null;
  const bodyKeys = p.keys.filter((k) => k.where === 'body');
  const record = Object.fromEntries(bodyKeys.map((k) => [k.name, k === key ? hostile.json : base.get(k)]));
  const method = p.route.method.toUpperCase();
  const body = method === 'GET' ? undefined : key || !bodyKeys.length ? toJson(p.listBody ? [record] : record) : toJson(hostile.json);
  const label = `${method} ${p.route.path} ${key ? `${key.where}.${key.name}` : 'body'} = ${raw ? JSON.stringify(raw) : hostile.name}`;
  return { label, route: p.route, method, url: `/api/v1${path}${query.length ? `?${encodeQuery(query)}` : ''}`, body, key, hostile };
}

/**
 * A place on a route for hostile values (a key, or without one the whole body), and the request each value of
 * `pool` makes there; none where it cannot go (a URL cannot carry an object, a path parameter cannot be empty).
 */
interface Slot {
  route: RestRoute;
  requests: Map<Hostile, HostileRequest | null>;
  fits: (h: Hostile) => boolean;
}

/** The slot of `key` on route `p`, or null when none of `pool` can go there. */
function slotOf(p: Probe, pool: Hostile[], key?: Key): Slot | null {
  const requests = new Map(pool.map((h) => [h, requestFor(p, world, h, key)]));
  return [...requests.values()].some((r) => r) ? { route: p.route, requests, fits: (h) => !!requests.get(h) } : null;
}

/** The requests for the values each slot gets: `budget` in all (see FuzzPlan). */
function requestsOf(stream: string, pool: Hostile[], slots: Slot[], budget: number): HostileRequest[] {
  const fits = slots.map((s) => s.fits);
  const hands = plan.spread(stream, pool, fits, budget);
  return slots.flatMap((s, i) => hands[i].map((h) => s.requests.get(h)!));
}

const isSlot = (s: Slot | null): s is Slot => !!s;

let t: TestServer;
let world: FuzzWorld;

beforeAll(async () => {
  t = await startTestServer();
  world = await createFuzzWorld(t);
}, 60_000);
afterAll(async () => {
  await t?.stop();
});

async function call(r: HostileRequest, token: string | undefined = world.sessions.token) {
  let reply = await send(`${t.url}${r.url}`, r.method, r.body, token);
  // A fuzzed logout may have closed the session in use: the next request goes out on a fresh one.
  if (token && reply.status === 401 && (await world.sessions.renewIfRevoked()))
    reply = await send(`${t.url}${r.url}`, r.method, r.body, world.sessions.token);
  return reply;
}

test('every route is probed: the facade table is read, not listed here', () => {
  expect(probes.length).toBe(restRoutes.length);
  const save = probes.find((p) => p.route.path === '/chantiers/save')!;
  expect(save.keys.find((k) => k.name === 'libelle')?.target?.path).toEqual(['input', 'name']);
  expect(probes.find((p) => p.route.path === '/chantiers/personnelchantier/saveAll')!.listBody).toBe(true);
});

test('unsafe text in a body value, a query value or a path parameter is refused with 400, and nothing is written', async () => {
  const slots = probes
    .flatMap((p) => p.keys.filter((k) => k.where !== 'body' || isTextType(k.target?.type ?? null)).map((k) => slotOf(p, UNSAFE, k)))
    .filter(isSlot);
  // One unsafe value a key, taking turns: the central check does not tell one from another.
  const requests = requestsOf('unsafe', UNSAFE, slots, slots.length);
  const before = await rowCounts(t);
  const wrong: string[] = [];
  for (const r of requests) {
    const reply = await call(r);
    if (reply.status !== 400 || !Object.values(reply.json?.fields ?? {}).includes(UNSAFE_MESSAGE))
      wrong.push(`${r.label} -> ${reply.status} ${reply.text.slice(0, 160)}`);
  }
  expect(wrong).toEqual([]);
  expect(requests.length).toBeGreaterThanOrEqual(Math.max(slots.length, 100));
  expect(unsent(UNSAFE, requests)).toEqual([]);
  expect(await rowCounts(t)).toEqual(before);
});

test('a path parameter that cannot be percent-decoded answers 400, signed in or not', async () => {
  const requests = probes.flatMap((p) =>
    p.keys.filter((k) => k.where === 'params').flatMap((k) => MALFORMED_PATH_SEGMENTS.map((raw) => requestFor(p, world, HOSTILE[0], k, raw)!)),
  );
  const wrong: string[] = [];
  for (const r of requests) {
    for (const token of [undefined, world.sessions.token]) {
      const reply = await call(r, token);
      if (reply.status !== 400 || reply.json?.error !== 'BAD_USER_INPUT')
        wrong.push(`${r.label} (${token ? 'signed in' : 'signed out'}) -> ${reply.status} ${reply.text.slice(0, 120)}`);
    }
  }
  expect(wrong).toEqual([]);
  expect(requests.length).toBeGreaterThan(20);
}, 60_000);

test('no hostile value in any key of any route gets a 5xx', async () => {
  const others = HOSTILE.filter((h) => !h.unsafe);
  const brokenJson: Hostile = { name: 'broken JSON', json: new RawJson('{"a":') };
  const wholeBodies = [...others.filter((h) => typeof h.json !== 'string'), brokenJson];
  // Each key gets values, and so does the whole body where the route reads one.
  const slots = probes
    .flatMap((p) => [...p.keys.map((k) => slotOf(p, others, k)), p.keys.some((k) => k.where === 'body') ? slotOf(p, wholeBodies) : null])
    .filter(isSlot);
  const requests = requestsOf('hostile', [...others, brokenJson], slots, plan.budget);
  const faults = await faultsOf(requests, call);
  const routes = new Set(requests.map((r) => r.route));
  console.info(
    `REST fuzz: ${requests.length} hostile requests over ${routes.size} of ${probes.length} routes, ${faults.length} server faults, ` +
      `${world.sessions.used} session(s) used (seed ${plan.seed})`,
  );
  expect(faults).toEqual([]);
  expect(routes).toEqual(new Set(slots.map((s) => s.route)));
  expect(requests.length).toBeGreaterThanOrEqual(slots.length);
  if (!plan.deep) expect(requests.length).toBeLessThanOrEqual(Math.max(plan.budget, slots.length));
  expect(unsent([...others, brokenJson], requests)).toEqual([]);
});
