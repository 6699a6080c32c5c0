import { buildGraphQLSchema } from '../src/graphql/schema';
import { addMember, createCompany, gqlOk, PDF, signIn, sql, type TestCompany, upload } from './company';
import { type FuzzIds, operationFor, plausible } from './fuzz-values';
import type { TestServer } from './server';

/** The fuzz company: a MANAGER with a site and one record of each kind, so ids in fuzzed requests resolve. */
export interface FuzzWorld {
  company: TestCompany;
  ids: FuzzIds;
  sessions: SessionPool;
}

const NO_ID = '00000000-0000-4000-8000-000000000000';
/** 'Autre', a built-in document type (seeded with a fixed id). */
const BUILT_IN_DOCUMENT_TYPE = 'd0c7e000-0000-4000-8000-000000000020';

/** Creates a record with the fuzz's own plausible values, so a baseline the schema no longer accepts shows here. */
async function create(t: TestServer, token: string, field: string, ids: FuzzIds, overrides: Record<string, unknown> = {}): Promise<string> {
  const def = buildGraphQLSchema().getMutationType()!.getFields()[field];
  const variables = Object.fromEntries(def.args.map((a) => [a.name, plausible(a.type, a.name, field, ids)]));
  if (variables.input && typeof variables.input === 'object') Object.assign(variables.input, overrides);
  const data = gqlOk(await t.gql(operationFor('mutation', def), variables, token))[field];
  return (Array.isArray(data) ? data[0] : data).id as string;
}

export async function createFuzzWorld(t: TestServer, spareSessions = 12): Promise<FuzzWorld> {
  const company = await createCompany(t, 'Fuzz BTP');
  const member = await addMember(t, company);
  const token = company.manager.accessToken;
  const ids: FuzzIds = {
    site: NO_ID,
    supplier: NO_ID,
    personnel: NO_ID,
    assignment: NO_ID,
    product: NO_ID,
    purchase: NO_ID,
    revenue: NO_ID,
    serviceSheet: NO_ID,
    task: NO_ID,
    followUp: NO_ID,
    document: NO_ID,
    documentType: BUILT_IN_DOCUMENT_TYPE,
    plan: NO_ID,
    reserve: NO_ID,
    user: member.id,
    manager: company.manager.id,
  };
  ids.site = await create(t, token, 'createSite', ids);
  ids.supplier = await create(t, token, 'createSupplier', ids);
  ids.personnel = await create(t, token, 'createPersonnel', ids);
  ids.product = await create(t, token, 'createStockProduct', ids);
  ids.purchase = await create(t, token, 'createPurchase', ids);
  ids.revenue = await create(t, token, 'createRevenue', ids);
  ids.serviceSheet = await create(t, token, 'createServiceSheet', ids);
  ids.task = await create(t, token, 'createTask', ids, { dependsOnIds: [] });
  ids.followUp = await create(t, token, 'createFollowUp', ids);
  const file = await upload(t, token, PDF, 'fuzz.pdf', 'document');
  ids.document = await create(t, token, 'createSiteDocument', ids, { fileId: file.json.id });
  const sheet = await upload(t, token, PDF, 'plan.pdf', 'document');
  ids.plan = await create(t, token, 'createPlan', ids, { fileId: sheet.json.id });
  ids.reserve = await create(t, token, 'createReserve', ids, { id: null });
  // A period of its own: the fuzz's plausible period (January 2026) stays free for assigning.
  ids.assignment = await create(t, token, 'assignPersonnel', ids, { startDate: '2025-06-01', endDate: '2025-06-05' });
  return { company, ids, sessions: await SessionPool.open(t, company.manager.email, spareSessions) };
}

/**
 * Sessions of the fuzz manager, opened before the fuzz: a fuzzed `logout` may revoke the one in use, and by then
 * fuzzed sign-ins may have spent the IP's sign-in failures, so no new session could be opened.
 */
export class SessionPool {
  private index = 0;
  used = 1;

  private constructor(
    private readonly t: TestServer,
    private readonly tokens: string[],
  ) {}

  static async open(t: TestServer, email: string, count: number): Promise<SessionPool> {
    const tokens: string[] = [];
    for (let i = 0; i < count; i++) tokens.push((await signIn(t, email)).accessToken);
    return new SessionPool(t, tokens);
  }

  get token(): string {
    return this.tokens[this.index];
  }

  /** After an UNAUTHENTICATED answer: moves to the next session if this one was revoked; false when it was not. */
  async renewIfRevoked(): Promise<boolean> {
    const me = await this.t.gql('query { me { id } }', {}, this.token);
    if (me.body?.data?.me) return false;
    if (this.index + 1 >= this.tokens.length) throw new Error('the fuzz revoked every session it opened: open more');
    this.index++;
    this.used++;
    return true;
  }
}

/** Rows per table, read outside the api: compared around a batch of requests that must all be refused. */
export async function rowCounts(t: TestServer): Promise<Record<string, number>> {
  const tables = await sql<{ name: string }>(
    t,
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts = await sql<{ name: string; n: number }>(
    t,
    tables.map((r) => `select '${r.name}' as name, count(*)::int as n from "${r.name}"`).join(' union all '),
  );
  return Object.fromEntries(counts.map((r) => [r.name, r.n]));
}

export interface RawReply {
  status: number;
  text: string;
  json: any;
}

/** Sends a request with a body given as text (hostile JSON is written by hand, see `toJson`). */
export async function send(url: string, method: string, body: string | undefined, token: string | undefined): Promise<RawReply> {
  const res = await fetch(url, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // A download or an empty answer.
  }
  return { status: res.status, text, json };
}

/** What is wrong with an answer to a hostile request: a 5xx, or an INTERNAL error inside a 200; null when fine. */
export function serverFault(reply: RawReply): string | null {
  const internal =
    reply.json?.error === 'INTERNAL' || (Array.isArray(reply.json?.errors) && reply.json.errors.some((e: any) => e?.extensions?.code === 'INTERNAL'));
  if (reply.status < 500 && !internal) return null;
  return `${reply.status} ${reply.text.slice(0, 200)}`;
}

/** Runs `jobs` with at most `width` at a time. */
export async function pooled<T>(jobs: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, jobs.length) }, async () => {
      while (next < jobs.length) {
        const i = next++;
        results[i] = await jobs[i]();
      }
    }),
  );
  return results;
}

/**
 * Sends every hostile case, two at a time (concurrent requests on the same records are part of what a client may
 * do), and answers the server faults as 'label -> status body'.
 */
export async function faultsOf<C extends { label: string }>(cases: C[], send: (c: C) => Promise<RawReply>): Promise<string[]> {
  const faults: string[] = [];
  await pooled(
    cases.map((c) => async () => {
      const fault = serverFault(await send(c));
      if (fault) faults.push(`${c.label} -> ${fault}`);
    }),
    2,
  );
  return faults;
}
