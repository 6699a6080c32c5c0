import { randomInt } from 'node:crypto';
import {
  getNamedType,
  getNullableType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isLeafType,
} from 'graphql';
import { type FuzzIds, idFor } from './fuzz-ids';

/**
 * Hostile values for the fuzz tests (api/test/fuzz-*.test.ts) and the generators that place them: plausible
 * values built from GraphQL types and field names, then one leaf at a time replaced by each hostile value.
 */

/** A JSON token written as it is: numbers JSON.stringify cannot write (1e309 parses to Infinity, -0 to -0). */
export class RawJson {
  constructor(readonly text: string) {}
}

export interface Hostile {
  name: string;
  /** The value in a JSON body or GraphQL variables. */
  json: unknown;
  /** The value in a URL (query or path), percent-encoded as sent (a list: the key repeated); absent when a URL cannot carry it. */
  url?: string | string[];
  /** Text no field may hold: every answer to it must be a 400, and nothing may be written. */
  unsafe?: boolean;
}

const protoBomb = new RawJson('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}');
export const HOSTILE: Hostile[] = [
  { name: 'NUL', json: 'a\u0000b', url: 'a%00b', unsafe: true },
  { name: 'lone high surrogate', json: 'a\ud800b', unsafe: true },
  { name: 'lone low surrogate', json: '\udc00z', unsafe: true },
  // Just under the 1 MB JSON limit; a URL that long would stop at the HTTP parser, so 8 KB there.
  { name: '1 MB string', json: 'é'.repeat(480_000), url: 'x'.repeat(8_000) },
  { name: 'NaN (text)', json: 'NaN', url: 'NaN' },
  { name: 'Infinity (text)', json: 'Infinity', url: 'Infinity' },
  { name: '1e309', json: new RawJson('1e309'), url: '1e309' },
  { name: '-1e309', json: new RawJson('-1e309'), url: '-1e309' },
  { name: '-0', json: new RawJson('-0'), url: '-0' },
  { name: 'huge int', json: new RawJson('99999999999999999999'), url: '99999999999999' },
  { name: '2^31', json: 2147483648, url: '2147483648' },
  { name: 'negative', json: -1, url: '-1' },
  { name: 'fraction', json: 1.5, url: '1.5' },
  { name: "'2026-02-30'", json: '2026-02-30', url: '2026-02-30' },
  { name: "'0000-01-01'", json: '0000-01-01', url: '0000-01-01' },
  { name: "'275760-09-14'", json: '275760-09-14', url: '275760-09-14' },
  { name: "'2026-13-45'", json: '2026-13-45', url: '2026-13-45' },
  { name: "'0000-01'", json: '0000-01', url: '0000-01' },
  { name: 'empty string', json: '', url: '' },
  { name: 'blanks', json: ' \t\n ', url: '%20%09%20' },
  { name: 'nested object', json: { a: { b: [1, { c: null }] } } },
  { name: 'empty object', json: {} },
  { name: 'array', json: ['a', 1, null], url: ['a', 'b'] },
  { name: 'empty array', json: [] },
  { name: 'null', json: null },
  { name: 'true', json: true, url: 'true' },
  { name: '__proto__ keys', json: protoBomb, url: '__proto__' },
  { name: 'zero uuid', json: '00000000-0000-0000-0000-000000000000', url: '00000000-0000-0000-0000-000000000000' },
  { name: 'not a uuid', json: 'not-a-uuid', url: 'not-a-uuid' },
  { name: 'SQL', json: "' OR 1=1; --", url: "'%20OR%201=1;%20--" },
  { name: 'LIKE wildcards', json: '%_\\', url: '%25_%5C' },
  { name: 'HTML', json: '<img src=x onerror=alert(1)>', url: '%3Cimg%20src=x%3E' },
  { name: 'emoji and RTL mark', json: '😀\u202e', url: encodeURIComponent('😀\u202e') },
  { name: '400 digits', json: '9'.repeat(400), url: '9'.repeat(400) },
  { name: 'decimal overflow', json: '9999999999999999999999.999', url: '9999999999999999999999.999' },
];

/** Percent-encodings the router cannot decode (express 5 throws URIError on them). */
export const MALFORMED_PATH_SEGMENTS = ['%E0%A4%A', '%', '%zz', '%C0%80', '%FF', '%ED%A0%80'];

/** JSON text for a value that may hold RawJson tokens (anywhere) and own `__proto__` keys. */
export function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : toJson(v))).join(',')}]`;
  if (value && typeof value === 'object') {
    const parts = Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${toJson((value as Record<string, unknown>)[k])}`);
    return `{${parts.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A deterministic PRNG (mulberry32): a run is replayed from its seed. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ------------------------------------------------------------------------------------------ the run's plan

/**
 * How much of the fuzz a run sends. Every hostile value in every place is some 20,000 requests a file, too slow for
 * every run: a run sends a budget of them, a different draw each run (a fresh seed, printed so a failure replays),
 * and over many runs the draws add up to the whole. FUZZ_DEEP=1 (npm run test:deep) sends the whole at once.
 */
export interface FuzzPlan {
  seed: number;
  deep: boolean;
  /** Requests a file's sampled hostile-value test may send (FUZZ_BUDGET); ignored when deep. */
  budget: number;
  /** A deep run sends every value everywhere: it gets the time that takes. */
  timeout(ms: number): number;
  /**
   * The values each slot (a leaf, a key) gets, a slot given as the values it can carry (a number: that many slots
   * that carry any). When deep, all it can carry; otherwise `budget` in all, at least one each, dealt round-robin
   * from the shuffled pool, so that every value goes out before any goes out twice and a run covers every class of
   * hostile value, however small its budget. Each `stream` (a test) draws on its own: the same with or without the
   * other tests (jest -t).
   */
  spread<T>(stream: string, pool: readonly T[], slots: number | readonly ((item: T) => boolean)[], budget: number): T[][];
}

/** Some 10 s of requests, about 20 s for the whole file, where every value everywhere takes a minute and more. */
const DEFAULT_BUDGET = 1_500;

function envCount(name: string): number | undefined {
  const text = process.env[name]?.trim();
  if (!text) return undefined;
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${name} must be a whole number, not ${JSON.stringify(text)}`);
  return n;
}

/** FNV-1a: a stream's name as a number, mixed into the seed. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** `total` spread evenly over `slots`, at least one each; the remainder goes to slots drawn at random. */
function shares(slots: number, total: number, random: () => number): number[] {
  const each = Math.max(1, Math.floor(total / slots));
  const counts = new Array<number>(slots).fill(each);
  for (const i of shuffled([...counts.keys()], random).slice(0, Math.max(0, total - each * slots))) counts[i]++;
  return counts;
}

/**
 * Deals hands of distinct items from a shuffled deck, a fresh shuffle appended when nothing left fits: an item a
 * slot cannot carry waits at the front for the next slot that can, so none is skipped, and the first deals of a run
 * hold every item.
 */
function dealer<T>(pool: readonly T[], random: () => number): (count: number, fits: (item: T) => boolean) => T[] {
  const deck: T[] = [];
  return (count, fits) => {
    const hand: T[] = [];
    const most = Math.min(count, pool.filter(fits).length);
    while (hand.length < most) {
      const i = deck.findIndex((item) => fits(item) && !hand.includes(item));
      if (i < 0) deck.push(...shuffled(pool, random));
      else hand.push(...deck.splice(i, 1));
    }
    return hand;
  };
}

/** The plan of this run, from FUZZ_SEED, FUZZ_BUDGET and FUZZ_DEEP; `what` names the file in the seed line. */
export function fuzzPlan(what: string): FuzzPlan {
  const seed = envCount('FUZZ_SEED') ?? randomInt(2 ** 32);
  const deep = /^(1|true|yes)$/i.test(process.env.FUZZ_DEEP?.trim() ?? '');
  const budget = envCount('FUZZ_BUDGET') ?? DEFAULT_BUDGET;
  const random = (stream: string) => seeded((seed ^ hash(stream)) >>> 0);
  const mode = deep ? 'deep: every hostile value everywhere' : `budget ${budget} requests (FUZZ_DEEP=1: all)`;
  console.info(`${what} fuzz seed ${seed} (FUZZ_SEED=${seed} to replay), ${mode}`);
  return {
    seed,
    deep,
    budget,
    timeout: (ms) => (deep ? Math.max(ms, 1_800_000) : ms),
    spread(stream, pool, slots, total) {
      const fits = typeof slots === 'number' ? new Array(slots).fill(() => true) : slots;
      if (deep) return fits.map((f) => pool.filter(f));
      const draw = random(stream);
      const counts = shares(fits.length, total, draw);
      const deal = dealer(pool, draw);
      return fits.map((f, i) => deal(counts[i], f));
    },
  };
}

/** The values of `pool` that no request of `sent` carried. */
export function unsent(pool: readonly Hostile[], sent: readonly { hostile: Hostile }[]): string[] {
  const names = new Set(sent.map((s) => s.hostile.name));
  return pool.filter((h) => !names.has(h.name)).map((h) => h.name);
}

// ------------------------------------------------------------------------------------------ plausible values

// Record ids and which one an argument names: fuzz-ids.ts (used here and by the world's setup).
export { type FuzzIds, idFor } from './fuzz-ids';

const TEXT_BY_NAME: [RegExp, string][] = [
  [/^email$/i, 'fuzz.nobody@example.test'],
  [/^oldPassword$/, 'Chantier2024'],
  [/password$/i, 'Fuzz2024xyz'],
  [/^(date|startDate|from|stockDay|visitDate|documentDate|paymentDate|dueDate|certificateDate)$/, '2026-01-15'],
  [/^(endDate|to)$/, '2026-01-20'],
  [/^month$/, '2026-01'],
  [/^cnssNumber$/, '123456789'],
  [/phone$/i, '0612345678'],
  [/^(dailyRate|mealBonus|amount|amountHT|amountPaid|bonus|budget)$/, '100.00'],
  [/^(stock|quantity)$/, '5'],
  [/^alertThreshold$/, '1'],
  [/^warningThreshold$/, '2'],
  [/^day$/, 'Jeudi'],
  [/^postalCode$/, '20000'],
  [/^mapsLink$/, 'https://maps.example.test/x'],
  [/^backgroundColor$/, '#aabbcc'],
  [/^vatRate$/, '20'],
  [/^paymentMode$/, 'VIREMENT'], // a purchase's (issue 33), as an invoice payment's mode is an enum
  [/^role$/, 'USER'],
  [/^type$/, 'ENTREE'],
  [/^status$/, 'EN_COURS'],
  [/^content$/, '<p>Annonce du fuzz</p>'],
  [/^sort$/, 'name'],
  [/^search$/, 'fuzz'],
  // A planning task's category is one of TASK_CATEGORIES; a stock product's is free text.
  [/^category$/, 'AUTRE'],
  // An API token's (issue 21): a scope, and an expiry within the year ahead.
  [/^scopes$/, 'read'],
  [/^expiresOn$/, new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)],
];
let serial = 0;

/** A value of `type` that the operation should accept, from the field's name. */
export function plausible(type: GraphQLInputType, name: string, operation: string, ids: FuzzIds): unknown {
  // A sheet's photos are uploads, claimed once: none, so that hostile values elsewhere reach the save.
  if (name === 'photoIds') return null;
  // A réserve's responsible by name (a person's id would be the réserve's), pinned on the first page of the plan in force.
  if (name === 'responsible' && isInputObjectType(getNullableType(type))) return { type: 'OTHER', id: null, name: 'Entreprise du fuzz' };
  if (/Reserve$/.test(operation) && name === 'page') return 1;
  if (/Reserve$/.test(operation) && name === 'version') return null;
  if (isNonNullType(type)) return plausible(type.ofType, name, operation, ids) ?? plausible(type.ofType, '', operation, ids);
  if (isListType(type)) return [plausible(type.ofType, name, operation, ids)];
  if (isInputObjectType(type)) {
    return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, plausible(f.type, f.name, operation, ids)]));
  }
  if (isEnumType(type)) return type.getValues()[0].value;
  // Unique within a company: a fresh one each time, so a hostile value elsewhere reaches the insert, not the conflict.
  if (name === 'ice') return String(100000000000000 + ++serial);
  if (name === 'cni') return `FZ${++serial}`;
  if (name === 'taxId') return '40213958'; // a supplier's identifiant fiscal, not an id
  if (/(^id|Ids?)$/.test(name)) return idFor(operation, name, ids);
  switch (type.name) {
    case 'Int':
      return /^(page)$/.test(name) ? 0 : /^(progress)$/.test(name) ? 50 : 10;
    case 'Float':
      return 1;
    case 'Boolean':
      // A planning save confirms its conflicts, so that hostile values elsewhere reach the save.
      return /^(active|confirmConflicts)$/.test(name);
    case 'ID':
      return idFor(operation, name, ids) ?? '00000000-0000-4000-8000-000000000000';
    case 'Decimal':
      return '100.00';
    case 'Quantity':
      return '5.000';
    case 'LocalDate':
      return '2026-01-15';
    case 'DateTimeISO':
      return '2026-01-15T10:00:00.000Z';
    default:
      return TEXT_BY_NAME.find(([re]) => re.test(name))?.[1] ?? 'Fuzz';
  }
}

// ------------------------------------------------------------------------------------------ GraphQL operations

/** The fields an answer selects: every argument-free leaf one level down, so answers serialize what they hold. */
export function selectionFor(type: GraphQLOutputType): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named)) return '{ __typename }';
  const leaves = Object.values(named.getFields()).filter((f) => !f.args.length && isLeafType(getNamedType(f.type)));
  return `{ __typename ${leaves.map((f) => f.name).join(' ')} }`;
}

/** One operation calling `field` with every argument as a variable of the argument's own type. */
export function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const defs = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const call = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  return `${kind} Fuzz${defs ? `(${defs})` : ''} { ${field.name}${call ? `(${call})` : ''} ${selectionFor(field.type)} }`;
}

export type Path = (string | number)[];

/** Every place a hostile value can go: each argument, each input field at any depth, each list item. */
export function leavesOf(value: unknown, path: Path = []): Path[] {
  const own = path.length ? [path] : [];
  if (value instanceof RawJson || !value || typeof value !== 'object') return own;
  const inner = Array.isArray(value)
    ? value.map((v, i) => leavesOf(v, [...path, i]))
    : Object.entries(value).map(([k, v]) => leavesOf(v, [...path, k]));
  return [...own, ...inner.flat()];
}

/** A deep copy of `value` with the node at `path` replaced. */
export function replaceAt(value: unknown, path: Path, next: unknown): unknown {
  if (!path.length) return next;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? replaceAt(v, rest, next) : v));
  const obj = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return { ...obj, [head]: replaceAt(obj[head], rest, next) };
}

/** The GraphQL input type at `path` inside arguments `args`; null past a leaf. */
export function typeAt(args: readonly GraphQLArgument[], path: Path): GraphQLInputType | null {
  const arg = args.find((a) => a.name === path[0]);
  let type: GraphQLInputType | null = arg?.type ?? null;
  for (const step of path.slice(1)) {
    if (!type) return null;
    if (isNonNullType(type)) type = type.ofType;
    if (isListType(type) && typeof step === 'number') type = type.ofType;
    else if (isInputObjectType(type) && typeof step === 'string') type = type.getFields()[step]?.type ?? null;
    else return null;
  }
  return type;
}

/** Whether a leaf takes text (String or ID), where unsafe text must be named by the central check. */
export function isTextType(type: GraphQLInputType | null): boolean {
  if (!type) return false;
  const named = getNamedType(type);
  return isScalarType(named) && (named.name === 'String' || named.name === 'ID') && !isListType(isNonNullType(type) ? type.ofType : type);
}
