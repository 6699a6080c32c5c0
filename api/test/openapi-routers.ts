import { randomUUID } from 'node:crypto';
import type Ajv2020 from 'ajv/dist/2020';
import type { ApiModule, MountedRouter } from '../src/core/modules/api-module';
import { API_PREFIX, routerPath } from '../src/rest/openapi/document';
import type { JsonSchema } from '../src/rest/openapi/json-schema';
import { gqlOk, pngImage } from './company';
import type { FuzzWorld } from './fuzz-setup';
import type { TestServer } from './server';

/**
 * The modules' express routers against the OpenAPI document: every route their stacks hold is described and in the
 * document where app.ts mounts it, and real calls answer a documented status with a documented content type.
 */

/** What this test reads of an express 5 (router 2) layer. */
interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
  rawPath?: string;
  /** The part of `path` the layer matched, or false. */
  match(path: string): false | { path: string };
}

const stackOf = (entry: MountedRouter): Layer[] =>
  (
    entry.router(() => {
      throw new Error('no request is made');
    }) as unknown as { stack: Layer[] }
  ).stack;

/** `/files` + `/` -> `/files`, as express serves it. */
const join = (prefix: string, path: string) => (path === '/' && prefix ? prefix : `${prefix}${path}`);

/** Every route of a stack, with its method and express path, nested routers (`router.use(path, …)`) included. */
function routesOf(stack: Layer[], prefix = ''): { layer: Layer; method: string; path: string }[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const { path, methods } = layer.route;
      return Object.keys(methods)
        .filter((m) => m !== '_all')
        .map((method) => ({ layer, method, path: join(prefix, path) }));
    }
    return layer.handle.stack ? routesOf(layer.handle.stack, join(prefix, layer.rawPath ?? '')) : [];
  });
}

/** The route layer express picks for `method path`, by the layers' own matchers, as it dispatches. */
function layerFor(stack: Layer[], method: string, path: string): Layer | undefined {
  for (const layer of stack) {
    const matched = layer.match(path);
    if (!matched) continue;
    if (layer.route?.methods[method]) return layer;
    const found = !layer.route && layer.handle.stack ? layerFor(layer.handle.stack, method, path.slice(matched.path.length) || '/') : undefined;
    if (found) return found;
  }
  return undefined;
}

/** Where app.ts mounts a module's router: under /api/v1, and at the root for a root prefix. */
const mountsOf = (m: ApiModule, entry: MountedRouter) => [API_PREFIX, ...(m.rootPrefixes?.includes(entry.path) ? [''] : [])];

/**
 * What is missing: a route of a router's stack without its description, a description that names no route of the stack
 * (`{param}` filled with a sample value, matched by express's own matchers), a description not in the document.
 */
export function undescribedRoutes(modules: readonly ApiModule[], doc: { paths: Record<string, Record<string, unknown>> }): string[] {
  const problems: string[] = [];
  for (const m of modules)
    for (const entry of m.routers ?? []) {
      const stack = stackOf(entry);
      const described = new Map<Layer, Set<string>>();
      for (const op of entry.doc) {
        const label = `${m.name}: ${op.method.toUpperCase()} ${routerPath(entry.path, op.path)}`;
        const layer = layerFor(stack, op.method, op.path.replace(/\{\w+\}/g, 'x1'));
        if (!layer) problems.push(`${label} is described but the router does not serve it`);
        else described.set(layer, new Set([...(described.get(layer) ?? []), op.method]));
        for (const prefix of mountsOf(m, entry))
          if (!doc.paths[routerPath(`${prefix}${entry.path}`, op.path)]?.[op.method])
            problems.push(`${label} is not in the document under '${prefix}'`);
      }
      for (const r of routesOf(stack))
        if (!described.get(r.layer)?.has(r.method))
          problems.push(`${m.name}: ${r.method.toUpperCase()} ${join(`${API_PREFIX}${entry.path}`, r.path)} has no description`);
    }
  return problems;
}

/** Every route of the modules' routers, as `METHOD /path` (express paths), for counting. */
export const mountedRoutes = (modules: readonly ApiModule[]): string[] =>
  modules.flatMap((m) =>
    (m.routers ?? []).flatMap((entry) =>
      mountsOf(m, entry).flatMap((prefix) =>
        routesOf(stackOf(entry)).map((r) => `${r.method.toUpperCase()} ${join(`${prefix}${entry.path}`, r.path)}`),
      ),
    ),
  );

type Operation = { responses: Record<string, { $ref?: string; content?: Record<string, { schema: JsonSchema }> }> };
type Doc = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, JsonSchema>; responses: Record<string, any> } };

/** A real answer against the document: its status is listed, its content type is one the status lists, a JSON body fits. */
async function check(doc: Doc, ajv: Ajv2020, method: string, docPath: string, res: Response): Promise<{ problems: string[]; bytes: Buffer }> {
  const label = `${method.toUpperCase()} ${docPath} ${res.status}`;
  const bytes = Buffer.from(await res.arrayBuffer());
  const listed = doc.paths[docPath]?.[method]?.responses[String(res.status)];
  if (!listed) return { problems: [`${label}: not documented (${bytes.toString('utf8', 0, 200)})`], bytes };
  const response = listed.$ref ? doc.components.responses[listed.$ref.split('/').at(-1)!] : listed;
  if (!response.content) return { problems: [], bytes };
  const type = (res.headers.get('content-type') ?? '').split(';')[0].trim();
  if (!response.content[type])
    return { problems: [`${label}: content type '${type}' is not one of ${Object.keys(response.content).join(', ')}`], bytes };
  if (type !== 'application/json') return { problems: [], bytes };
  const schema = listed.$ref ? doc.components.schemas.Error : response.content[type].schema;
  const validate = ajv.compile(schema);
  return { problems: validate(JSON.parse(bytes.toString('utf8'))) ? [] : [`${label}: ${ajv.errorsText(validate.errors)}`], bytes };
}

/**
 * A few real calls of the routers' operations, as the fuzz company's MANAGER: upload then download, a quote's PDF, the
 * .ics feed, exports, a follow-up sheet's multipart form, redirects, and some refusals. What is wrong, and what answered.
 */
export async function callRouters(
  t: TestServer,
  world: FuzzWorld,
  quoteId: string,
  doc: Doc,
  ajv: Ajv2020,
): Promise<{ problems: string[]; outcomes: string[] }> {
  const problems: string[] = [];
  const outcomes: string[] = [];
  const bearer = { authorization: `Bearer ${world.sessions.token}` };
  const call = async (method: string, docPath: string, url: string, init: RequestInit = {}, expect?: { status: number; magic?: string }) => {
    const res = await fetch(`${t.url}${url}`, { method: method.toUpperCase(), redirect: 'manual', ...init });
    const { problems: found, bytes } = await check(doc, ajv, method, docPath, res);
    outcomes.push(`${res.status} ${res.headers.get('content-type')} ${method.toUpperCase()} ${url}`);
    problems.push(...found);
    if (expect && res.status !== expect.status) problems.push(`${method.toUpperCase()} ${url}: ${res.status}, expected ${expect.status}`);
    if (expect?.magic && !bytes.subarray(0, expect.magic.length).equals(Buffer.from(expect.magic, 'latin1')))
      problems.push(`${method.toUpperCase()} ${url}: not a '${expect.magic}' file`);
    return { res, bytes };
  };

  const png = pngImage();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)]), 'photo.png');
  const uploaded = await call('post', '/api/v1/files', '/api/v1/files?kind=image', { body: form, headers: bearer }, { status: 201 });
  const { url } = JSON.parse(uploaded.bytes.toString('utf8')) as { url: string };
  const download = await call('get', '/api/v1/files/{id}', url, {}, { status: 200, magic: '\x89PNG' });
  if (!download.bytes.equals(png)) problems.push('the downloaded file is not the uploaded one');
  await call('get', '/api/v1/files/{id}', url.replace(/sig=[^&]+/, 'sig=forged'), {}, { status: 404 });

  await call('get', '/api/v1/devis/{id}/pdf', `/api/v1/devis/${quoteId}/pdf`, { headers: bearer }, { status: 200, magic: '%PDF' });
  await call('get', '/api/v1/devis/{id}/pdf', `/api/v1/devis/${randomUUID()}/pdf`, { headers: bearer }, { status: 404 });
  await call('get', '/api/v1/devis/{id}/pdf', `/api/v1/devis/${quoteId}/pdf`, {}, { status: 401 });
  const books = '/api/v1/comptabilite/journaux';
  await call('get', `${books}/export`, `${books}/export?du=2026-01-01&au=2026-01-31&format=csv`, { headers: bearer }, { status: 200 });
  await call('get', `${books}/export`, `${books}/export?du=2026-01-31&au=2026-01-01`, { headers: bearer }, { status: 400 });
  await call('get', `${books}/fec`, `${books}/fec?annee=2026`, { headers: bearer }, { status: 200, magic: 'JournalCode' });
  const reserves = `/api/v1/chantiers/${world.ids.site}/reserves/pdf`;
  await call('get', '/api/v1/chantiers/{idChantier}/reserves/pdf', reserves, { headers: bearer }, { status: 200, magic: '%PDF' });
  await call('get', '/api/v1/chantiers/{idChantier}/reserves/pdf', `${reserves}?statut=PERDUE`, { headers: bearer }, { status: 400 });
  await call(
    'get',
    '/api/v1/chantiers/{idChantier}/reserves/pdf',
    `/api/v1/chantiers/${randomUUID()}/reserves/pdf`,
    { headers: bearer },
    { status: 404 },
  );
  const pv = `/api/v1/chantiers/receptions/${randomUUID()}/pdf`;
  await call('get', '/api/v1/chantiers/receptions/{id}/pdf', pv, { headers: bearer }, { status: 404 });

  const feed = 'mutation ($id: ID!) { createPlanningFeed(personnelId: $id) { url } }';
  const link = new URL(gqlOk(await t.gql(feed, { id: world.ids.personnel }, world.sessions.token)).createPlanningFeed.url);
  const ics = await call('get', '/api/v1/calendriers/{token}.ics', link.pathname, {}, { status: 200, magic: 'BEGIN:VCALENDAR' });
  if (ics.res.headers.get('content-type') !== 'text/calendar; charset=utf-8') problems.push(`.ics: ${ics.res.headers.get('content-type')}`);

  const site = world.ids.site;
  await call('get', '/api/v1/chantiers/fournisseurs/export', '/api/v1/chantiers/fournisseurs/export', { headers: bearer }, { status: 200 });
  // An xlsx file is a zip.
  const xlsx = { status: 200, magic: 'PK' };
  await call(
    'get',
    '/api/v1/chantiers/depenses/export',
    `/api/v1/chantiers/depenses/export?idChantier=${site}&format=xlsx`,
    { headers: bearer },
    xlsx,
  );
  await call('get', '/api/v1/chantiers/depenses/export', '/api/v1/chantiers/depenses/export?format=xlsx', { headers: bearer }, { status: 400 });
  await call('get', '/api/v1/chantiers/cra/export', '/api/v1/chantiers/cra/export?mois=2026-01&format=csv', { headers: bearer }, { status: 200 });
  await call('get', '/api/v1/images/getphotochantier/{id}', `/api/v1/images/getphotochantier/${site}`, { headers: bearer }, { status: 404 });

  const sheet = new FormData();
  const fields = {
    idChantier: site,
    libelle: 'Visite OpenAPI',
    date: '2026-01-15',
    maitriseOeuvre: 'BET',
    maitriseOuvrage: 'Client',
    rapport: 'RAS',
  };
  for (const [k, v] of Object.entries(fields)) sheet.append(k, v);
  sheet.append('photos', new Blob([new Uint8Array(pngImage([9, 9, 9], 8))]), 'visite.png');
  await call('post', '/api/v1/chantiers/suivis/save', '/api/v1/chantiers/suivis/save', { body: sheet, headers: bearer }, { status: 201 });

  // The provider's discovery fails (nothing listens at its issuer): back to the app with ?oauth_error=provider.
  const back = encodeURIComponent(`${t.url}/sign-in`);
  const authorize = await call('get', '/oauth2/authorize/{provider}', `/oauth2/authorize/google?redirect_uri=${back}`, {}, { status: 302 });
  if (!authorize.res.headers.get('location')?.endsWith('/sign-in?oauth_error=provider'))
    problems.push(`authorize: ${authorize.res.headers.get('location')}`);
  await call(
    'get',
    '/api/v1/oauth2/authorize/{provider}',
    '/api/v1/oauth2/authorize/google?redirect_uri=https%3A%2F%2Fevil.test%2F',
    {},
    { status: 400 },
  );
  await call('get', '/oauth2/callback/{provider}', '/oauth2/callback/google?state=unknown&code=x', {}, { status: 302 });
  await call('get', '/oauth2/callback/{provider}', '/oauth2/callback/microsoft?state=x', {}, { status: 404 });
  return { problems, outcomes };
}
