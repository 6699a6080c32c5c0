import fs from 'node:fs';
import path from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import express from 'express';
import { Kind, type OperationDefinitionNode, parse } from 'graphql';
import { buildGraphQLSchema } from '../src/graphql/schema';
import { apiModules } from '../src/modules';
import type { RestRoute } from '../src/core/rest/facade';
import { openApiDocument, printOpenApiDocument } from '../src/rest/openapi';
import { API_PREFIX, openApiPath } from '../src/rest/openapi/document';
import type { JsonSchema } from '../src/rest/openapi/json-schema';
import { type ReadKey, routeInputs } from '../src/rest/openapi/probe';
import { restRoutes } from '../src/rest/routes';
import { PASSWORD, PDF, pngImage, sendForm, signIn, sql } from './company';
import { createFuzzWorld, type FuzzWorld, send } from './fuzz-setup';
import { idFor, plausible } from './fuzz-values';
import { PUNCH_LIST_OVERRIDES, preparePunchList, rememberPunchList } from './openapi-punch-list';
import { FIELD_RECORD_OVERRIDES, prepareFieldRecord, rememberFieldRecord } from './openapi-field-record';
import { prepareSignatures, rememberSignatures, SIGNATURE_OVERRIDES } from './openapi-signatures';
import { callRouters, mountedRoutes, undescribedRoutes } from './openapi-routers';
import { EINVOICING_ERROR_ONLY, EINVOICING_OVERRIDES } from './openapi-einvoicing';
import { FILES_ERROR_ONLY } from './openapi-files';
import { startTestServer, type TestServer } from './server';

/**
 * The OpenAPI document (rest/openapi) against the facade it describes: it is valid OpenAPI 3.1, it is what is
 * committed, every route of the table is in it, and a real call of every route, as the MANAGER of a company holding
 * one record of each kind, answers a status the document lists with a body its schema accepts.
 */

const schema = buildGraphQLSchema();
const doc = openApiDocument() as { paths: Record<string, Record<string, any>>; components: { schemas: Record<string, JsonSchema> } };
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

type Operation = { responses: Record<string, { $ref?: string; content?: Record<string, { schema: JsonSchema }> }> };
const operationOf = (route: RestRoute, prefix = API_PREFIX): Operation | undefined =>
  doc.paths[openApiPath(`${prefix}${route.path}`)]?.[route.method];

const validators = new Map<JsonSchema, ValidateFunction>();
function validatorFor(operation: Operation, status: number): ValidateFunction | undefined {
  const response = operation.responses[String(status)];
  if (!response) return undefined;
  const target = response.$ref ? doc.components.schemas.Error : response.content!['application/json'].schema;
  if (!validators.has(target)) validators.set(target, ajv.compile(target));
  return validators.get(target);
}

describe('OpenAPI document', () => {
  it('is valid OpenAPI 3.1 (the official schema, draft 2020-12) and every $ref resolves', () => {
    const officialPath = path.join(
      path.dirname(require.resolve('@seriousme/openapi-schema-validator/package.json')),
      'schemas',
      'v3.1',
      'schema.json',
    );
    const official = JSON.parse(fs.readFileSync(officialPath, 'utf8'));
    const validate = new Ajv2020({ strict: false, allErrors: true });
    addFormats(validate);
    // The official schema's own format for media-type keys (as @seriousme/openapi-schema-validator registers it).
    validate.addFormat('media-range', true);
    const ok = validate.validate(official, doc);
    expect(ok ? [] : validate.errors).toEqual([]);
    // The check can fail: a path item with an unknown method, or a response without a description.
    expect(validate.validate(official, { ...doc, paths: { '/x': { get: { responses: { 200: {} } } } } })).toBe(false);
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? [];
    for (const ref of new Set(refs)) {
      const pointer = ref.slice(8, -1).replace(/^#\//, '').split('/');
      expect([ref, pointer.reduce<any>((node, part) => node?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], doc) !== undefined]).toEqual([
        ref,
        true,
      ]);
    }
    const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('is the committed schema/openapi.json (npm run codegen writes it)', () => {
    const committed = fs.readFileSync(path.resolve(__dirname, '..', '..', 'schema', 'openapi.json'), 'utf8');
    expect(committed === printOpenApiDocument()).toBe(true);
  });

  it('holds every route of the table, under /api/v1 and at the root for the modules that answer there', () => {
    const missing = restRoutes.filter((r) => !operationOf(r)).map((r) => `${r.method} ${r.path}`);
    for (const m of apiModules)
      for (const prefix of m.rootPrefixes ?? [])
        for (const r of (m.restRoutes ?? []).filter((r) => r.path === prefix || r.path.startsWith(`${prefix}/`)))
          if (!operationOf(r, '')) missing.push(`root ${r.method} ${r.path}`);
    expect(missing).toEqual([]);
  });

  it("holds every route of the modules' express routers (read from their stacks), where app.ts mounts them", () => {
    expect(undescribedRoutes(apiModules, doc)).toEqual([]);
    // Uploads, downloads, PDFs, exports, the .ics feed, the OAuth redirects (also at the root).
    expect(mountedRoutes(apiModules).length).toBeGreaterThanOrEqual(24);
    // A router without the description of one of its routes fails.
    const bare = express.Router().get('/:id/archive', (_req, res) => void res.end());
    const undescribed = { name: 'x', routers: [{ path: '/x', router: () => bare, doc: [] }] };
    expect(undescribedRoutes([undescribed], doc)).toEqual(['x: GET /api/v1/x/:id/archive has no description']);
  });
});

// ------------------------------------------------------------------------------------------ real calls

const rootFieldOf = (route: RestRoute) => {
  const op = parse(route.operation).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  return op.selectionSet.selections.find((s) => s.kind === Kind.FIELD)!.name.value;
};

function valueOf(key: ReadKey, rootField: string, world: FuzzWorld): unknown {
  if (key.items) return [Object.fromEntries(key.items.map((k) => [k.name, valueOf(k, rootField, world)]).filter(([, v]) => v != null))];
  if (key.type) return plausible(key.type, key.field ?? key.name, rootField, world.ids);
  return key.where === 'params' ? (idFor(rootField, key.name, world.ids) ?? '00000000-0000-4000-8000-000000000000') : undefined;
}

/** Records this test creates through the facade (a quote, its invoice), for the routes that take their ids. */
type Made = Record<string, string>;
type Values = Partial<Record<'params' | 'query' | 'body', Record<string, unknown>>>;

/**
 * Where a plausible value from the GraphQL type is not enough for a success (a legacy code, a date under another
 * name, a record the fuzz company lacks): the value to send, null for none.
 */
/** YYYY-MM, `n` months before this one (in UTC: a day's difference with Morocco does not change a month two back). */
const monthsAgo = (n: number) => new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - n, 1)).toISOString().slice(0, 7);

const OVERRIDES: Record<string, (made: Made) => Values> = {
  'GET /factures/search': () => ({ query: { statut: null, type: null } }),
  'GET /factures/:id': (m) => ({ params: { id: m.invoice } }),
  'GET /devis/:id': (m) => ({ params: { id: m.quote } }),
  'GET /chantiers/cra/get': () => ({ query: { dateImputation: '2026-01-15' } }),
  // A phone's first read has no cursor (the feed answers where to start).
  'GET /changes': () => ({ query: { since: null } }),
  'GET /comptabilite/tva': () => ({ query: { periode: '2026-01' } }),
  'GET /comptabilite/declaration-cnss': () => ({ query: { mois: '2026-01' } }),
  'GET /comptabilite/delais-paiement': () => ({ query: { sens: 'RECUES', dateArrete: '2026-06-30' } }),
  'GET /comptabilite/delais-paiement/declaration': () => ({ query: { annee: '2026', trimestre: '1' } }),
  'GET /partners/referentiels/regions/:country': () => ({ params: { country: 'MA' } }),
  'GET /partners/referentiels/cities/:country/:region': () => ({ params: { country: 'MA', region: 'MA-03' } }),
  'GET /partners/:type': () => ({ params: { type: 'MACONNERIE' } }),
  'PUT /utilisateur/editprofile': () => ({ body: { role: 'MANAGER' } }),
  'PUT /societe': () => ({
    body: {
      capital: '100000.00',
      ice: '001234567000089',
      identifiantFiscal: '12345678',
      registreCommerce: '12345',
      patente: '12345678',
      cnss: '1234567',
      telephone: '0522123456',
      email: 'contact@atlas.test',
      rib: '123456789012345678901234',
      idLogo: null,
    },
  }),
  'POST /chantiers/personnelchantier/saveAll': () => ({ body: { dateDebut: '2026-03-02', dateFin: '2026-03-06' } }),
  'POST /devis': () => ({ body: QUOTE }),
  // Accepted, so that it can become a site.
  'PUT /devis/:id': (m) => ({ params: { id: m.quote }, body: { ...QUOTE, statut: 'ACCEPTE' } }),
  'POST /devis/:id/envoi': (m) => ({ params: { id: m.quote }, body: { destinataire: 'client@example.test' } }),
  'PUT /devis/:id/chantier': (m) => ({ params: { id: m.quote } }),
  'POST /devis/:id/factures': (m) => ({
    params: { id: m.invoicedQuote },
    body: { type: 'ACOMPTE', pourcentage: '30', dateEmission: day(0), lignes: null, avancements: null, montant: null },
  }),
  'POST /factures/:id/paiements': (m) => ({ params: { id: m.invoice }, body: { mode: 'VIREMENT', montant: '100.00', date: day(0) } }),
  'POST /factures/:id/avoir': (m) => ({ params: { id: m.invoice }, body: { montant: '10.00', dateEmission: day(0) } }),
  'DELETE /factures/paiements/:id': (m) => ({ params: { id: m.payment } }),
  'POST /factures/:id/envoi': (m) => ({ params: { id: m.invoice }, body: { destinataire: 'client@example.test' } }),
  'DELETE /devis/:id': (m) => ({ params: { id: m.pendingQuote } }),
  'DELETE /tokens/:id': (m) => ({ params: { id: m.apiToken } }),
  'POST /auth/authenticate': (m) => ({ body: { email: m.email, password: PASSWORD } }),
  'POST /auth/refresh-token': (m) => ({ body: { refreshToken: m.refreshToken } }),
  'POST /auth/logout': (m) => ({ body: { refreshToken: m.logoutToken } }),
  'POST /chantiers/cra/ajouter': () => ({ body: { dateImputation: '2026-01-15', imputation: '1' } }),
  'POST /chantiers/plannings/tache/creer': () => ({ body: { confirmerConflits: true } }),
  'PUT /chantiers/plannings/tache/update/:id': () => ({ body: { dependances: [], confirmerConflits: true } }),
  'PUT /chantiers/plannings/tache/updatedate/:id': () => ({ body: { confirmerConflits: true } }),
  'POST /partners/auth/register': () => ({ body: { typesService: ['MACONNERIE'], codeRegion: 'MA-03', codeVille: 'ma-fes' } }),
  'POST /chantiers/document/ajouterdocument': () => ({ body: { libelle: 'Contrat de sous-traitance' } }),
  'POST /contact': () => ({ body: { objet: 'Demande de démonstration', message: 'Bonjour, nous voudrions une démonstration.' } }),
  'PUT /notifications/settings': () => ({ body: { dailyDigest: true } }),
  ...FIELD_RECORD_OVERRIDES,
  ...PUNCH_LIST_OVERRIDES,
  ...SIGNATURE_OVERRIDES,
  ...EINVOICING_OVERRIDES,
  'POST /comptabilite/periodes/:mois/cloture': () => ({ params: { mois: monthsAgo(2) } }),
  'GET /comptabilite/journaux': () => ({ query: { du: '2026-01-01', au: '2026-01-31' } }),
  'PUT /comptabilite/correspondance/:usage': () => ({ params: { usage: 'bank' }, body: { compte: '51411' } }),
  'POST /webhooks': () => ({ body: WEBHOOK }),
  'PUT /webhooks/:id': (m) => ({ params: { id: m.webhook }, body: { ...WEBHOOK, actif: false } }),
  'DELETE /webhooks/:id': (m) => ({ params: { id: m.webhook } }),
  'POST /webhooks/:id/secret': (m) => ({ params: { id: m.webhook } }),
  'POST /webhooks/:id/ping': (m) => ({ params: { id: m.webhook } }),
  'GET /webhooks/:id/envois': (m) => ({ params: { id: m.webhook }, query: { statut: null } }),
  'GET /webhooks/envois/:id': (m) => ({ params: { id: m.delivery } }),
  'POST /webhooks/envois/:id/renvoi': (m) => ({ params: { id: m.delivery } }),
};
const WEBHOOK = { url: 'https://hooks.example.com/chantiers', description: 'ERP', evenements: ['site.created', 'invoice.paid'], actif: true };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** Valid today, so that it can be sent. */
const QUOTE = {
  client: 'Client Atlas',
  idChantier: null,
  dateEmission: day(0),
  dateValidite: day(30),
  lignes: [{ lot: 'Gros œuvre', designation: 'Béton', unite: 'm³', quantite: '2', prixUnitaireHT: '900.00', tva: '20', remise: '0' }],
};

/** What a created record's answer gives the later routes. */
function remember(route: RestRoute, reply: Reply, made: Made) {
  const json = reply.json as { id?: string; paiements?: { id: string }[] } | null;
  if (reply.status >= 300 || !json) return;
  if (route.method === 'post' && route.path === '/devis') made.quote = json.id!;
  if (route.path === '/devis/:id/factures') made.invoice = json.id!;
  if (route.method === 'post' && route.path === '/devis/:id/avenants') made.changeOrder = json.id!;
  if (route.method === 'post' && route.path === '/tokens') made.apiToken = json.id!;
  if (route.method === 'post' && route.path === '/webhooks') made.webhook = json.id!;
  if (route.path === '/webhooks/:id/ping') made.delivery = json.id!;
  rememberPunchList(route, json.id, made);
  rememberFieldRecord(route, json.id, made);
  rememberSignatures(route, json.id, made);
  if (route.path === '/factures/:id/paiements') made.payment = json.paiements?.at(-1)?.id ?? json.id!;
}

interface Reply {
  status: number;
  json: unknown;
}

/** One plausible call of the route (what the fuzz sends when no key is hostile). */
async function call(t: TestServer, route: RestRoute, prefix: string, world: FuzzWorld, made: Made): Promise<Reply> {
  const rootField = rootFieldOf(route);
  const { keys, listBody } = routeInputs(schema, route);
  const override = OVERRIDES[`${route.method.toUpperCase()} ${route.path}`]?.(made) ?? {};
  const given = keys
    .map((k) => [k, k.name in (override[k.where] ?? {}) ? override[k.where]![k.name] : valueOf(k, rootField, world)] as const)
    .filter(([, v]) => v !== undefined && v !== null);
  let url = route.path;
  const query = new URLSearchParams();
  const body: Record<string, unknown> = {};
  for (const [k, v] of given) {
    if (k.where === 'params') url = url.replace(`:${k.name}`, encodeURIComponent(String(v)));
    else if (k.where === 'query') query.set(k.name, String(v));
    else body[k.name] = v;
  }
  const full = `${prefix}${url}${query.size ? `?${query}` : ''}`;
  if (route.upload) {
    const file: [Buffer, string] = route.upload.kind === 'image' ? [pngImage(), 'photo.png'] : [PDF, 'piece.pdf'];
    const fields = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
    const answer = await sendForm(
      t,
      route.method.toUpperCase(),
      full.slice(API_PREFIX.length),
      { files: { [route.upload.field]: file }, fields },
      world.sessions.token,
    );
    return { status: answer.status, json: answer.json };
  }
  const hasBody = keys.some((k) => k.where === 'body');
  const reply = await send(
    `${t.url}${full}`,
    route.method.toUpperCase(),
    hasBody ? JSON.stringify(listBody ? [body] : body) : undefined,
    world.sessions.token,
  );
  return { status: reply.status, json: reply.json };
}

/**
 * The routes a MANAGER cannot make succeed here, and why; their error answer is checked against the error schema.
 * Every other route must succeed.
 */
const ERROR_ONLY: Record<string, string> = {
  'GET /auth/confirmEmailConnexion': 'the single-use link of a sign-up mail',
  'POST /auth/motPassOublie/reset': 'the single-use link of a reset mail',
  'POST /partners': "a partner's own listing",
  'PUT /partners/:id': "a partner's own listing",
  'DELETE /partners/:id': "a partner's own listing",
  'POST /partners/auth/refresh': "a partner's session",
  'PUT /notifications/:id/read': 'a notification (a new company has none)',
  'DELETE /chantiers/fournisseurs/delete/:id': 'a supplier no purchase names (the only one has purchases: 409)',
  ...EINVOICING_ERROR_ONLY,
  ...FILES_ERROR_ONLY,
};

/** Creations first (their records feed later routes), reads, edits, deletes; what ends a session or changes its password last. */
function rank(route: RestRoute): number {
  if (/auth|password|logout/i.test(route.path)) return 4;
  // A month of the books closed refuses every write dated in it or past the two open months: once they have all run.
  if (route.path === '/comptabilite/periodes/:mois/cloture') return 4;
  // The company's legal details first: invoicing needs them.
  if (route.method === 'put' && route.path === '/societe') return -1;
  // A day's log is saved (PUT) before it is signed and given an addendum (POST).
  if (route.method === 'put' && route.path === '/chantiers/:idChantier/journal/:jour') return -1;
  return { post: 0, get: 1, put: 2, patch: 2, delete: 3 }[route.method];
}

describe('OpenAPI contract: real calls', () => {
  let t: TestServer;
  let world: FuzzWorld;
  const made: Made = {};

  beforeAll(async () => {
    // A provider whose discovery fails (nothing listens at its issuer): the sign-in redirects back with an error.
    t = await startTestServer({ OIDC_GOOGLE_ISSUER: 'http://127.0.0.1:9/', OIDC_GOOGLE_CLIENT_ID: 'chantiers', OIDC_GOOGLE_CLIENT_SECRET: 'secret' });
    world = await createFuzzWorld(t, 4);
    // A quote that can be invoiced: accepted, with its site.
    const quote = await t.rest(
      'POST',
      '/devis',
      { ...QUOTE, statut: 'ACCEPTE', idChantier: world.ids.site },
      { authorization: `Bearer ${world.sessions.token}` },
    );
    expect(quote.status).toBe(201);
    made.invoicedQuote = quote.body.id;
    const pending = await t.rest('POST', '/devis', QUOTE, { authorization: `Bearer ${world.sessions.token}` });
    made.pendingQuote = pending.body.id;
    made.email = world.company.manager.email;
    made.refreshToken = (await signIn(t, made.email)).refreshToken;
    made.logoutToken = (await signIn(t, made.email)).refreshToken;
    await prepareFieldRecord(t, world, made);
    await preparePunchList(t, world, made);
    await prepareSignatures(t, world, made);
    // A company client is invoiced with its ICE (there is no legacy route for a client's details).
    await sql(t, `update client set ice = '001234567000089' where name = $1`, [QUOTE.client]);
  }, 120_000);
  afterAll(() => t?.stop());

  it('serves the document at /api/v1/openapi.json, public and cached', async () => {
    const res = await fetch(`${t.url}/api/v1/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await res.json()).toEqual(JSON.parse(printOpenApiDocument()));
  });

  it('serves Swagger UI at /api/docs from our own assets, under the CSP, with no inline script', async () => {
    const page = await fetch(`${t.url}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, body] of scripts) {
      expect(attrs).toMatch(/src="\/api\/docs\//);
      expect(body.trim()).toBe('');
    }
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(assets.every((a) => a.startsWith('/api/docs/'))).toBe(true);
    for (const asset of assets) {
      const res = await fetch(`${t.url}${asset}`);
      expect([asset, res.status]).toEqual([asset, 200]);
      if (asset.endsWith('.js')) expect(res.headers.get('content-type')).toMatch(/javascript/);
      if (asset.endsWith('swagger-init.js')) expect(await res.text()).toContain("url: '/api/v1/openapi.json'");
    }
    // Only what the page needs of the package is reachable.
    expect((await fetch(`${t.url}/api/docs/index.html`)).status).toBe(404);
  });

  it("the express routers' real answers have a documented status and content type, and a body their schema accepts", async () => {
    const { problems, outcomes } = await callRouters(t, world, made.pendingQuote, doc as never, ajv);
    if (process.env.OPENAPI_DEBUG) console.log(outcomes.join('\n'));
    expect(problems).toEqual([]);
  }, 60_000);

  it('every route answers a documented status with a body its schema accepts', async () => {
    const problems: string[] = [];
    const outcomes: string[] = [];
    const ordered = [...restRoutes].sort((a, b) => rank(a) - rank(b));
    for (const route of ordered) {
      const label = `${route.method.toUpperCase()} ${route.path}`;
      let reply = await call(t, route, API_PREFIX, world, made);
      if (reply.status === 401 && (await world.sessions.renewIfRevoked())) reply = await call(t, route, API_PREFIX, world, made);
      remember(route, reply, made);
      if (reply.status >= 300 && !ERROR_ONLY[label]) problems.push(`${label}: ${reply.status} ${JSON.stringify(reply.json).slice(0, 300)}`);
      outcomes.push(`${reply.status} ${label} ${reply.status >= 300 ? JSON.stringify(reply.json).slice(0, 300) : ''}`);
      const validate = validatorFor(operationOf(route)!, reply.status);
      if (!validate) problems.push(`${label}: status ${reply.status} is not documented (${JSON.stringify(reply.json).slice(0, 200)})`);
      else if (!validate(reply.json))
        problems.push(`${label} ${reply.status}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(reply.json).slice(0, 300)}`);
    }
    // The root copies of a module's routes (SPEC §7 'Outside /api/v1') answer the same documented shapes.
    for (const m of apiModules)
      for (const prefix of m.rootPrefixes ?? [])
        for (const route of (m.restRoutes ?? []).filter((r) => r.method === 'get' && (r.path === prefix || r.path.startsWith(`${prefix}/`)))) {
          const label = `root GET ${route.path}`;
          const reply = await call(t, route, '', world, made);
          outcomes.push(`${reply.status} ${label}`);
          const validate = validatorFor(operationOf(route, '')!, reply.status);
          if (!validate?.(reply.json))
            problems.push(`${label} ${reply.status}: ${validate ? ajv.errorsText(validate.errors) : 'status not documented'}`);
        }
    if (process.env.OPENAPI_DEBUG) console.log(outcomes.join('\n'));
    expect(problems).toEqual([]);
  }, 300_000);
});
