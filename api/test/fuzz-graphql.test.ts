import { type GraphQLField, type GraphQLObjectType } from 'graphql';
import { translate } from '@chantiers/schema';
import { buildGraphQLSchema } from '../src/graphql/schema';
import { createFuzzWorld, faultsOf, type FuzzWorld, rowCounts, send, serverFault } from './fuzz-setup';
import {
  HOSTILE,
  type Hostile,
  isTextType,
  leavesOf,
  operationFor,
  type Path,
  plausible,
  replaceAt,
  sample,
  seeded,
  toJson,
  typeAt,
} from './fuzz-values';
import { startTestServer, type TestServer } from './server';

/**
 * Every mutation and every query with arguments, read from the built schema (a new operation is fuzzed without
 * being listed here): plausible arguments, then one leaf at a time replaced by each hostile value. No answer may
 * be a 5xx or carry an INTERNAL error.
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

/** Besides the unsafe values, each leaf gets this many hostile values, drawn with a fixed seed (FUZZ_PER_LEAF=100: all). */
const PER_LEAF = Number(process.env.FUZZ_PER_LEAF ?? 12);
const UNSAFE = HOSTILE.filter((h) => h.unsafe);
const UNSAFE_MESSAGE = translate('validation.text.unsafe');

interface Case {
  label: string;
  field: GraphQLField<unknown, unknown>;
  body: string;
  path: Path;
  hostile: Hostile;
}

function casesFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, world: FuzzWorld, pick: (path: Path) => Hostile[]): Case[] {
  const query = operationFor(kind, field);
  const base = Object.fromEntries(field.args.map((a) => [a.name, plausible(a.type, a.name, field.name, world.ids)]));
  const objects = leavesOf(base).filter((p) => p.length && isPlainObject(p.reduce<any>((v, k) => v?.[k], base)));
  // An unknown key on every input object, next to the leaves.
  const extra: [Path, Hostile][] = objects.map((p) => [[...p, 'notAField'], { name: 'unknown key', json: 'x' }]);
  const placed: [Path, Hostile][] = [...leavesOf(base).flatMap((p) => pick(p).map((h): [Path, Hostile] => [p, h])), ...extra];
  return placed.map(([path, hostile]) => ({
    label: `${kind} ${field.name}: ${path.join('.')} = ${hostile.name}`,
    field,
    path,
    hostile,
    body: toJson({ query, variables: replaceAt(base, path, hostile.json) }),
  }));
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
  const cases = fields.flatMap(({ kind, field }) => casesFor(kind, field, world, () => UNSAFE)).filter((c) => c.hostile.unsafe);
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
  expect(cases.length).toBeGreaterThan(300);
  expect(await rowCounts(t)).toEqual(before);
}, 120_000);

test('no hostile value in any argument of any operation gets a 5xx or an INTERNAL error', async () => {
  const random = seeded(20260215);
  const others = HOSTILE.filter((h) => !h.unsafe);
  const cases = fields.flatMap(({ kind, field }) => casesFor(kind, field, world, () => sample(others, PER_LEAF, random)));
  const faults = await faultsOf(cases, post);
  console.info(
    `GraphQL fuzz: ${cases.length} hostile requests over ${fields.length} operations, ${faults.length} server faults, ${world.sessions.used} session(s) used`,
  );
  expect(faults).toEqual([]);
}, 300_000);

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
