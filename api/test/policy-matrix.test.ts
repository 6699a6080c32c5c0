import { randomUUID } from 'node:crypto';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
  Kind,
  type OperationDefinitionNode,
  parse,
} from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import type { Role, UserType } from '@chantiers/schema';
import { buildGraphQLSchema } from '../src/graphql/schema';
import { type Action, isAction, POLICIES, PUBLIC_OPERATIONS } from '../src/core/policies/policies';
import { restRoutes } from '../src/rest/routes';
import { RECORD_RULES } from '../src/core/policies/record-rules';
import { addMember, createCompany, createSite, giveSite, gqlOk, PASSWORD, sql } from './company';
import { startTestServer, type TestServer } from './server';

/**
 * Every GraphQL operation, every REST route and the express entry points, called as a MANAGER, a USER, a PARTNER
 * and signed out: each answer must be what the policy table (core/policies/policies.ts) says. Allowed means the
 * answer is neither UNAUTHENTICATED/FORBIDDEN nor 401/403; the arguments are dummies of the right shape, so an
 * allowed call mostly ends in a not-found or a validation error, which is fine here.
 */

interface Caller {
  name: 'MANAGER' | 'USER' | 'ACCOUNTANT' | 'PARTNER' | 'signed out' | 'read token' | 'write token';
  type?: UserType;
  role?: Role;
  token?: string;
  /** A MANAGER's personal access token (issue 21): reads need `read`, changes `write`; tokens never manage tokens nor webhooks. */
  scopes?: readonly ('read' | 'write')[];
}

type Outcome = 'allowed' | 'UNAUTHENTICATED' | 'FORBIDDEN';

function expected(caller: Caller, actions: readonly Action[], needs: readonly ('read' | 'write')[] = []): Outcome {
  if (!actions.length) return 'allowed';
  if (!caller.token) return 'UNAUTHENTICATED';
  const ok = actions.every((a) => POLICIES[a].types.includes(caller.type!) && POLICIES[a].roles.includes(caller.role!));
  if (
    ok &&
    caller.scopes &&
    (needs.some((n) => !caller.scopes!.includes(n)) || actions.some((a) => a.startsWith('apiTokens.') || a.startsWith('webhooks.')))
  )
    return 'FORBIDDEN';
  return ok ? 'allowed' : 'FORBIDDEN';
}

/** What a REST route needs of a token: its method's scope (GET reads) and its operation's (a mutation writes). */
function restNeeds(method: string, operation: string): ('read' | 'write')[] {
  const op = parse(operation).definitions[0] as OperationDefinitionNode;
  return [method === 'GET' ? 'read' : 'write', op.operation === 'mutation' ? 'write' : 'read'];
}

function gqlOutcome(body: { errors?: { extensions?: { code?: string } }[] }): Outcome {
  const code = body?.errors?.[0]?.extensions?.code;
  return code === 'UNAUTHENTICATED' || code === 'FORBIDDEN' ? code : 'allowed';
}

const httpOutcome = (status: number): Outcome => (status === 401 ? 'UNAUTHENTICATED' : status === 403 ? 'FORBIDDEN' : 'allowed');

/** The action each Query and Mutation field declares with @Authorized (undefined: none). */
function declaredActions(): Map<string, unknown[] | undefined> {
  buildGraphQLSchema();
  const storage = getMetadataStorage();
  return new Map([...storage.queries, ...storage.mutations].map((def) => [def.schemaName, def.roles]));
}

/** The operation's actions: none for a public one; throws when it names no known action. */
function actionsOf(field: string, declared: Map<string, unknown[] | undefined>): Action[] {
  const roles = declared.get(field);
  if (PUBLIC_OPERATIONS.includes(field)) {
    if (roles !== undefined) throw new Error(`${field} is public but declares @Authorized(${JSON.stringify(roles)})`);
    return [];
  }
  if (!roles || roles.length !== 1 || !isAction(roles[0])) throw new Error(`${field} names no action of the policy table: ${JSON.stringify(roles)}`);
  return [roles[0]];
}

const DUMMY: Record<string, unknown> = {
  ID: randomUUID(),
  String: 'x',
  Int: 1,
  Float: 1,
  Boolean: true,
  DateTimeISO: '2026-01-15T10:00:00Z',
  Decimal: '1.00',
  LocalDate: '2026-01-15',
  Quantity: '1',
};

/** A value of the right shape: required input fields only, one list item. */
function dummy(type: GraphQLInputType): unknown {
  const inner = getNullableType(type);
  if (isListType(inner)) return [dummy(inner.ofType)];
  if (isEnumType(inner)) return inner.getValues()[0].value;
  if (isScalarType(inner)) {
    if (!(inner.name in DUMMY)) throw new Error(`no dummy value for scalar ${inner.name}`);
    return DUMMY[inner.name];
  }
  if (isInputObjectType(inner)) {
    return Object.fromEntries(
      Object.values(inner.getFields())
        .filter((f) => isNonNullType(f.type))
        .map((f) => [f.name, dummy(f.type)]),
    );
  }
  throw new Error(`no dummy value for ${String(type)}`);
}

interface Call {
  field: string;
  query: string;
  variables: Record<string, unknown>;
  kind: 'query' | 'mutation';
}

function callOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): Call {
  const args = field.args as readonly GraphQLArgument[];
  const params = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const pass = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  const query = `${kind}${params ? ` (${params})` : ''} { ${field.name}${pass ? `(${pass})` : ''}${selection} }`;
  const variables = Object.fromEntries(args.filter((a) => isNonNullType(a.type)).map((a) => [a.name, dummy(a.type)]));
  return { field: field.name, query, variables, kind };
}

/** The root fields a REST route's operation selects. */
function rootFields(operation: string): string[] {
  const op = parse(operation).definitions[0] as OperationDefinitionNode;
  return op.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : []));
}

/** The express entry points outside the REST facade, with the action each one must check (null: public, its token is the credential). */
const EXPRESS: { method: string; path: string; action: Action | null }[] = [
  { method: 'POST', path: '/files?kind=image', action: 'files.upload' },
  { method: 'GET', path: `/images/getphotochantier/${randomUUID()}`, action: 'sites.images.read' },
  { method: 'GET', path: `/images/getplanchantier/${randomUUID()}`, action: 'sites.images.read' },
  { method: 'GET', path: `/images/getphotoclient/${randomUUID()}`, action: 'sites.images.read' },
  { method: 'GET', path: '/chantiers/fournisseurs/export?format=csv', action: 'suppliers.export' },
  { method: 'GET', path: '/chantiers/personnel/export?format=csv', action: 'personnel.export' },
  { method: 'GET', path: '/chantiers/stock/export?format=csv', action: 'stock.export' },
  { method: 'GET', path: `/chantiers/depenses/export?idChantier=${randomUUID()}`, action: 'finance.export' },
  { method: 'GET', path: `/chantiers/recettes/export?idChantier=${randomUUID()}`, action: 'finance.export' },
  { method: 'GET', path: `/chantiers/services/export?idChantier=${randomUUID()}`, action: 'finance.export' },
  { method: 'GET', path: '/chantiers/finance-globale/export', action: 'finance.global' },
  { method: 'GET', path: `/devis/${randomUUID()}/pdf`, action: 'quotes.read' },
  { method: 'GET', path: `/devis/avenants/${randomUUID()}/pdf`, action: 'changeOrders.read' },
  { method: 'GET', path: `/chantiers/suivis/${randomUUID()}/pdf`, action: 'followUps.read' },
  { method: 'POST', path: '/chantiers/suivis/save', action: 'followUps.create' },
  { method: 'GET', path: `/chantiers/${randomUUID()}/journal/2026-11-02/pdf`, action: 'dailyLogs.export' },
  { method: 'GET', path: `/chantiers/${randomUUID()}/journal/periode/pdf?du=2026-11-01&au=2026-11-30`, action: 'dailyLogs.export' },
  { method: 'GET', path: `/chantiers/${randomUUID()}/reserves/pdf?statut=OUVERTE`, action: 'reserves.read' },
  { method: 'GET', path: `/partenaire/reserves/${randomUUID()}/plan`, action: 'partner.reserves.read' },
  { method: 'GET', path: `/factures/${randomUUID()}/pdf`, action: 'invoices.read' },
  { method: 'GET', path: `/chantiers/receptions/${randomUUID()}/pdf`, action: 'receptions.read' },
  { method: 'GET', path: '/factures/export', action: 'invoices.read' },
  { method: 'GET', path: '/factures/paiements/export', action: 'invoices.read' },
  { method: 'GET', path: '/chantiers/cra/export?mois=2026-10', action: 'activity.read' },
  { method: 'GET', path: '/comptabilite/tva/releve-deductions?periode=2026-10', action: 'accounting.read' },
  { method: 'GET', path: `/signatures/${randomUUID()}/pdf`, action: 'signatures.read' },
  { method: 'GET', path: `/signatures/lien/${'A'.repeat(43)}/document`, action: null },
  { method: 'GET', path: `/calendriers/${'A'.repeat(43)}.ics`, action: null },
  { method: 'GET', path: '/oauth2/authorize/google?redirect_uri=%2Fsign-in', action: null },
  { method: 'GET', path: '/oauth2/callback/google?state=x&code=y', action: null },
];

/** A 1×1 PNG, so an allowed upload is stored rather than refused for its content. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC', 'base64');

async function express(t: TestServer, call: (typeof EXPRESS)[number], token?: string): Promise<number> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (call.method === 'GET') return (await fetch(`${t.url}/api/v1${call.path}`, { headers })).status;
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PNG)]), 'photo.png');
  return (await fetch(`${t.url}/api/v1${call.path}`, { method: 'POST', body: form, headers })).status;
}

/** A MANAGER's personal access token with these scopes, made through GraphQL. */
async function apiToken(t: TestServer, session: string, scopes: string[]): Promise<string> {
  const expiresOn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const create = 'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }';
  return gqlOk(await t.gql(create, { input: { name: `matrix ${scopes.join('+')}`, scopes, expiresOn } }, session)).createApiToken.token;
}

let t: TestServer;
let callers: Caller[];
/** Members whose sessions the public operations (sign-in, refresh, logout) may use up. */
let spares: { email: string; accessToken: string; refreshToken: string }[];
let partnerSpares: { id: string; refreshToken: string }[];
/** For the record rules: a site the USER is responsible for, and one of the MANAGER's they are not. */
let sites: { own: string; others: string };

beforeAll(async () => {
  // Token callers make hundreds of calls: the per-token limit is not what this test checks.
  t = await startTestServer({ API_TOKEN_MAX_PER_MINUTE: '100000' });
  const company = await createCompany(t);
  const user = await addMember(t, company);
  const accountant = await addMember(t, company, { role: 'ACCOUNTANT', firstName: 'Comptable' });
  const partnerRow = await addMember(t, company, { firstName: 'Partenaire' });
  await sql(t, `update app_user set type = 'PARTNER' where id = $1`, [partnerRow.id]);
  const signIn = `mutation ($input: SignInInput!) { signIn(input: $input) { accessToken user { type role } } }`;
  const partner = gqlOk(await t.gql(signIn, { input: { email: partnerRow.email, password: PASSWORD } })).signIn;
  expect(partner.user).toEqual({ type: 'PARTNER', role: 'USER' });
  callers = [
    { name: 'signed out' },
    { name: 'PARTNER', type: 'PARTNER', role: 'USER', token: partner.accessToken },
    { name: 'USER', type: 'USER', role: 'USER', token: user.accessToken },
    { name: 'MANAGER', type: 'USER', role: 'MANAGER', token: company.manager.accessToken },
    { name: 'ACCOUNTANT', type: 'USER', role: 'ACCOUNTANT', token: accountant.accessToken },
    { name: 'read token', type: 'USER', role: 'MANAGER', token: await apiToken(t, company.manager.accessToken, ['read']), scopes: ['read'] },
    { name: 'write token', type: 'USER', role: 'MANAGER', token: await apiToken(t, company.manager.accessToken, ['write']), scopes: ['write'] },
  ];
  spares = await Promise.all([1, 2, 3, 4].map(() => addMember(t, company)));
  // The partners' refresh door needs a PARTNER's refresh token, one per door (tokens rotate).
  partnerSpares = await Promise.all([1, 2].map(() => addMember(t, company)));
  for (const p of partnerSpares) await sql(t, `update app_user set type = 'PARTNER' where id = $1`, [p.id]);
  sites = {
    own: (await createSite(t, company.manager.accessToken, { name: 'Villa du USER' })).id,
    others: (await createSite(t, company.manager.accessToken)).id,
  };
  await giveSite(t, sites.own, user);
}, 60_000);

afterAll(() => t?.stop());

describe('the policy table', () => {
  it('names an action for every operation, and every action is used by an operation or an express entry point', () => {
    const schema = buildGraphQLSchema();
    const declared = declaredActions();
    const fields = [...Object.keys(schema.getQueryType()!.getFields()), ...Object.keys(schema.getMutationType()?.getFields() ?? {})];
    const missing = fields.filter((f) => {
      try {
        actionsOf(f, declared);
        return false;
      } catch {
        return true;
      }
    });
    expect(missing).toEqual([]);
    const used = new Set([...fields.flatMap((f) => actionsOf(f, declared)), ...EXPRESS.flatMap((e) => (e.action ? [e.action] : []))]);
    expect(Object.keys(POLICIES).filter((a) => !used.has(a as Action))).toEqual([]);
  });

  it('refuses a PARTNER every company action: their account, uploads, their own listing and the réserves given to it only', () => {
    const partnerActions = Object.entries(POLICIES).filter(([, p]) => (p.types as readonly string[]).includes('PARTNER'));
    expect(partnerActions.map(([a]) => a).sort()).toEqual([
      'account.read',
      'files.upload',
      'partner.dashboard',
      'partner.profile.delete',
      'partner.profile.read',
      'partner.profile.update',
      'partner.requests.read',
      'partner.requests.update',
      'partner.reserves.lift',
      'partner.reserves.read',
      'profile.password',
      'profile.update',
    ]);
    // And company staff none of the partners' own.
    const staffOnPartners = Object.entries(POLICIES).filter(([a, p]) => a.startsWith('partner.') && (p.types as readonly string[]).includes('USER'));
    expect(staffOnPartners).toEqual([]);
  });
});

describe('GraphQL: every operation × MANAGER, USER, PARTNER, signed out, API tokens', () => {
  it('answers as the table says', async () => {
    const schema = buildGraphQLSchema();
    const declared = declaredActions();
    const calls = [
      ...Object.values(schema.getQueryType()!.getFields()).map((f) => callOf('query', f)),
      ...Object.values(schema.getMutationType()!.getFields()).map((f) => callOf('mutation', f)),
    ];
    const [forRefresh, forLogout] = spares;
    const real: Record<string, Record<string, unknown>> = {
      signIn: { input: { email: forRefresh.email, password: PASSWORD } },
      refreshSession: { refreshToken: forRefresh.refreshToken },
      refreshPartnerSession: { refreshToken: partnerSpares[0].refreshToken },
      logout: { refreshToken: forLogout.refreshToken },
    };
    const wrong: string[] = [];
    let checked = 0;
    for (const caller of callers) {
      for (const call of calls) {
        const actions = actionsOf(call.field, declared);
        // Public operations run signed out, with real credentials where they need some (a logout would end the caller's session).
        if (!actions.length && caller.token) continue;
        const res = await t.gql(call.query, real[call.field] ?? call.variables, caller.token);
        const got = gqlOutcome(res.body);
        const want = expected(caller, actions, [call.kind === 'mutation' ? 'write' : 'read']);
        checked++;
        if (got !== want)
          wrong.push(`${call.field} as ${caller.name}: ${got}, table says ${want} (${JSON.stringify(res.body?.errors?.[0] ?? 'ok')})`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(3 * 60);
  }, 120_000);
});

describe('REST: every route of the table × MANAGER, USER, PARTNER, signed out, API tokens', () => {
  it('answers as the table says', async () => {
    const declared = declaredActions();
    const [, , forRefresh, forLogout] = spares;
    const real: Record<string, unknown> = {
      '/auth/authenticate': { email: forRefresh.email, password: PASSWORD },
      '/auth/refresh-token': { refreshToken: forRefresh.refreshToken },
      '/partners/auth/refresh': { refreshToken: partnerSpares[1].refreshToken },
      '/auth/logout': { refreshToken: forLogout.refreshToken },
    };
    const wrong: string[] = [];
    let checked = 0;
    for (const caller of callers) {
      for (const route of restRoutes) {
        const actions = rootFields(route.operation).flatMap((f) => actionsOf(f, declared));
        if (!actions.length && caller.token) continue;
        const path = route.path.replace(/:(\w+)/g, () => randomUUID());
        const method = route.method.toUpperCase();
        const body = method === 'GET' ? undefined : (real[route.path] ?? {});
        const res = await t.rest(method, path, body, caller.token ? { authorization: `Bearer ${caller.token}` } : {});
        const got = httpOutcome(res.status);
        const want = expected(caller, actions, restNeeds(method, route.operation));
        checked++;
        if (got !== want) wrong.push(`${method} ${route.path} as ${caller.name}: ${res.status}, table says ${want}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(3 * 45);
  }, 120_000);
});

describe('express entry points (uploads, images, exports) × MANAGER, USER, PARTNER, signed out, API tokens', () => {
  it('answer as the table says', async () => {
    const wrong: string[] = [];
    for (const caller of callers) {
      for (const call of EXPRESS) {
        const status = await express(t, call, caller.token);
        const want = expected(caller, call.action ? [call.action] : [], [call.method === 'GET' ? 'read' : 'write']);
        if (httpOutcome(status) !== want) wrong.push(`${call.method} ${call.path.split('?')[0]} as ${caller.name}: ${status}, table says ${want}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('record rules: a USER on their own sites and on the others', () => {
  /** The operation's site argument, when it must name one: `siteId`, or the `id` of a `sites.*` operation. */
  const siteArgOf = (field: GraphQLField<unknown, unknown>, action: Action): string | undefined =>
    field.args.find((a) => isNonNullType(a.type) && (a.name === 'siteId' || (a.name === 'id' && action.startsWith('sites.'))))?.name;

  it('refuses another site wherever the table scopes the action to ownSites, and nowhere else', async () => {
    const schema = buildGraphQLSchema();
    const declared = declaredActions();
    const user = callers.find((c) => c.name === 'USER')!;
    const refusal = RECORD_RULES.ownSites.refusal;
    const fields = (['query', 'mutation'] as const).flatMap((kind) =>
      Object.values((kind === 'query' ? schema.getQueryType() : schema.getMutationType())!.getFields()).map((f) => ({ kind, f })),
    );
    const wrong: string[] = [];
    const proven: Action[] = [];
    for (const { kind, f } of fields) {
      const [action] = actionsOf(f.name, declared);
      const site = action && siteArgOf(f, action);
      // The record rule is asked once type × role allowed the caller: a USER's refused actions have nothing to prove.
      if (!site || expected(user, [action]) !== 'allowed') continue;
      const call = callOf(kind, f);
      const answerOn = async (siteId: string) => {
        const error = (await t.gql(call.query, { ...call.variables, [site]: siteId }, user.token)).body?.errors?.[0]?.extensions;
        return error ? `${error.code} ${error.messageId ?? ''}` : 'ok';
      };
      const [others, own] = [await answerOn(sites.others), await answerOn(sites.own)];
      const scoped = POLICIES[action].scope === 'ownSites';
      const refused = others === `NOT_FOUND ${refusal}`;
      if (own === `NOT_FOUND ${refusal}`) wrong.push(`${f.name} (${action}) on the USER's own site: refused`);
      else if (refused && !scoped) wrong.push(`${f.name} (${action}) refuses another's site, yet its policy has no ownSites scope`);
      // Answered otherwise than on their own site, yet not refused: the other site was looked at as the USER's.
      else if (!refused && others !== own) wrong.push(`${f.name} (${action}) on another's site: ${others}, on their own: ${own}`);
      // The same answer on both (the dummy input refused before the site was read) proves nothing either way.
      else if (refused) proven.push(action);
    }
    expect(wrong).toEqual([]);
    // Enough operations reached the site to prove the rule (the reads and lists of every site record, at least).
    expect(new Set(proven).size).toBeGreaterThan(10);
  }, 120_000);
});
