import { type GraphQLField, type GraphQLObjectType } from 'graphql';
import { translate } from '@chantiers/schema';
import { buildGraphQLSchema } from '../src/graphql/schema';
import { createFuzzWorld, faultsOf, type FuzzWorld, rowCounts, send, serverFault } from './fuzz-setup';
import {
  fuzzPlan,
  HOSTILE,
  type Hostile,
  isTextType,
  leavesOf,
  operationFor,
  type Path,
  plausible,
  replaceAt,
  toJson,
  typeAt,
  unsent,
} from './fuzz-values';
import { startTestServer, type TestServer } from './server';

/**
 * Every mutation and every query with arguments, read from the built schema (a new operation is fuzzed without
 * being listed here): plausible arguments, then one leaf at a time replaced by hostile values (a budget of them a
 * run, see FuzzPlan; FUZZ_DEEP=1: each of them). No answer may be a 5xx or carry an INTERNAL error.
 */

const schema = buildGraphQLSchema();
const roots: ['query' | 'mutation', GraphQLObjectType][] = [
  ['mutation', schema.getMutationType()!],
  ['query', schema.getQueryType()!],
];
const fields = roots.flatMap(([kind, type]) =>
  Object.values(type.getFields())
    .filter((f) => f.args.length)
    .map((field) => ({ kind, field })),
);

const plan = fuzzPlan('GraphQL');
// Per test, not on the command line: a test's own timeout would win over jest's --testTimeout.
jest.setTimeout(plan.timeout(300_000));
const UNSAFE = HOSTILE.filter((h) => h.unsafe);
const UNSAFE_MESSAGE = translate('validation.text.unsafe');
const UNKNOWN_KEY: Hostile = { name: 'unknown key', json: 'x' };

interface Case {
  label: string;
  field: GraphQLField<unknown, unknown>;
  body: string;
  path: Path;
  hostile: Hostile;
}

/** One operation with plausible arguments, and the places a hostile value can go in them. */
interface Target {
  kind: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
  query: string;
  base: Record<string, unknown>;
  leaves: Path[];
  /** The input objects, each of which also gets an unknown key. */
  objects: Path[];
}

function targetOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, world: FuzzWorld): Target {
  const base = Object.fromEntries(field.args.map((a) => [a.name, plausible(a.type, a.name, field.name, world.ids)]));
  const leaves = leavesOf(base);
  const objects = leaves.filter((p) => isPlainObject(p.reduce<any>((v, k) => v?.[k], base)));
  return { kind, field, query: operationFor(kind, field), base, leaves, objects };
}

function caseFor(target: Target, path: Path, hostile: Hostile): Case {
  return {
    label: `${target.kind} ${target.field.name}: ${path.join('.')} = ${hostile.name}`,
    field: target.field,
    path,
    hostile,
    body: toJson({ query: target.query, variables: replaceAt(target.base, path, hostile.json) }),
  };
}

/** Every operation's cases, in schema order: each leaf with the values `hands` holds for it (one hand per leaf, in order). */
function casesOf(targets: Target[], hands: Hostile[][], unknownKeys: boolean): Case[] {
  let next = 0;
  return targets.flatMap((target) => [
    ...target.leaves.flatMap((path) => hands[next++].map((h) => caseFor(target, path, h))),
    ...(unknownKeys ? target.objects.map((path) => caseFor(target, [...path, 'notAField'], UNKNOWN_KEY)) : []),
  ]);
}

const isPlainObject = (v: unknown) => !!v && typeof v === 'object' && !Array.isArray(v) && v.constructor === Object;

let t: TestServer;
let world: FuzzWorld;

beforeAll(async () => {
  t = await startTestServer();
  world = await createFuzzWorld(t);
}, 60_000);
afterAll(async () => {
  await t?.stop();
});

async function post(c: Case) {
  let reply = await send(`${t.url}/graphql`, 'POST', c.body, world.sessions.token);
  const unauthenticated = reply.json?.errors?.some((e: any) => e?.extensions?.code === 'UNAUTHENTICATED');
  // A fuzzed logout may have closed the session in use: the next request goes out on a fresh one.
  if (unauthenticated && (await world.sessions.renewIfRevoked())) reply = await send(`${t.url}/graphql`, 'POST', c.body, world.sessions.token);
  return reply;
}

test('unsafe text (NUL, lone surrogates) in any argument is refused with BAD_USER_INPUT, and nothing is written', async () => {
  const targets = fields.map(({ kind, field }) => targetOf(kind, field, world));
  const leaves = targets.flatMap((target) => target.leaves);
  // One unsafe value a leaf, taking turns: the central check does not tell one from another.
  const cases = casesOf(targets, plan.spread('unsafe', UNSAFE, leaves.length, leaves.length), false);
  const before = await rowCounts(t);
  const wrong: string[] = [];
  for (const c of cases) {
    const reply = await post(c);
    const error = reply.json?.errors?.[0];
    if (error?.extensions?.code !== 'BAD_USER_INPUT' || reply.json?.data?.[c.field.name])
      wrong.push(`${c.label} -> ${reply.status} ${reply.text.slice(0, 160)}`);
    // Where the leaf is text, the central check names it (a number or a date leaf fails its type first).
    else if (isTextType(typeAt(c.field.args, c.path)) && !Object.values(error.extensions.fields ?? {}).includes(UNSAFE_MESSAGE))
      wrong.push(`${c.label} -> not named: ${reply.text.slice(0, 160)}`);
  }
  expect(wrong).toEqual([]);
  expect(cases.length).toBeGreaterThanOrEqual(Math.max(leaves.length, 300));
  expect(unsent(UNSAFE, cases)).toEqual([]);
  expect(await rowCounts(t)).toEqual(before);
});

test('no hostile value in any argument of any operation gets a 5xx or an INTERNAL error', async () => {
  const others = HOSTILE.filter((h) => !h.unsafe);
  const targets = fields.map(({ kind, field }) => targetOf(kind, field, world));
  const leaves = targets.flatMap((target) => target.leaves);
  const unknownKeys = targets.reduce((n, target) => n + target.objects.length, 0);
  const hands = plan.spread('hostile', others, leaves.length, plan.budget - unknownKeys);
  const cases = casesOf(targets, hands, true);
  const faults = await faultsOf(cases, post);
  console.info(
    `GraphQL fuzz: ${cases.length} hostile requests over ${fields.length} operations and ${leaves.length} leaves, ${faults.length} server faults, ` +
      `${world.sessions.used} session(s) used (seed ${plan.seed})`,
  );
  expect(faults).toEqual([]);
  expect(new Set(cases.map((c) => c.field)).size).toBe(fields.length);
  expect(cases.length).toBeGreaterThanOrEqual(leaves.length + unknownKeys);
  if (!plan.deep) expect(cases.length).toBeLessThanOrEqual(Math.max(plan.budget, leaves.length + unknownKeys));
  expect(unsent(others, cases)).toEqual([]);
});

test('no hostile value in the request envelope itself (query, variables, operationName, extensions, a batch) gets a 5xx', async () => {
  const valid = { query: 'query Me { me { id } }', variables: {}, operationName: 'Me' };
  const bodies = [
    ...['query', 'variables', 'operationName', 'extensions'].flatMap((key) =>
      HOSTILE.map((h) => ({ label: `${key} = ${h.name}`, body: toJson({ ...valid, [key]: h.json }) })),
    ),
    ...HOSTILE.map((h) => ({ label: `body = ${h.name}`, body: toJson(h.json) })),
    { label: 'a batch', body: toJson([valid, valid]) },
  ];
  const faults: string[] = [];
  for (const { label, body } of bodies) {
    const fault = serverFault(await send(`${t.url}/graphql`, 'POST', body, world.sessions.token));
    if (fault) faults.push(`${label} -> ${fault}`);
  }
  expect(faults).toEqual([]);
});
