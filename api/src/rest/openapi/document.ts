import { type GraphQLSchema, Kind, type OperationDefinitionNode, parse } from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import type { ApiModule } from '../../core/modules/api-module';
import { isAction, POLICIES, PUBLIC_OPERATIONS } from '../../core/policies/policies';
import type { RestRoute } from '../../core/rest/facade';
import { answerSchema } from './answer';
import { ERROR_SCHEMA, errorResponseName, errorResponses, errorStatuses } from './errors';
import { type JsonSchema, strict as strictSchema } from './json-schema';
import { isRequired, keySchema, type ReadKey, routeInputs } from './probe';
import type { RouterOperation } from '../../core/rest/router-doc';

/** The OpenAPI 3.1 document of the REST facade, built from the modules' route tables and the GraphQL schema. */
export const API_PREFIX = '/api/v1';
const FILE_FIELD = /file|photo|logo|image/i;

/** `/chantiers/get/:id` -> `/chantiers/get/{id}` */
export const openApiPath = (expressPath: string): string => expressPath.replace(/:(\w+)/g, '{$1}');

function actionOf(field: string): string | undefined {
  const def = [...getMetadataStorage().queries, ...getMetadataStorage().mutations].find((d) => d.schemaName === field);
  const [action] = (def?.roles as unknown[] | undefined) ?? [];
  return isAction(action) ? action : undefined;
}

/** Who may call: the policy actions with their user types and roles, or 'Publique.' */
function accessLine(signedIn: boolean, actions: string[]): string {
  if (!signedIn) return 'Publique.';
  const who = actions.map((a) => {
    const p = POLICIES[a as keyof typeof POLICIES];
    return `\`${a}\` (${p.types.join(', ')} ; ${p.roles.join(', ')})`;
  });
  return `Autorisation : ${who.join(', ') || 'connecté'}.`;
}

function operationId(method: string, path: string): string {
  const words = `${method} ${path}`.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words.map((w, i) => (i ? w[0].toUpperCase() + w.slice(1) : w)).join('');
}

/** A signed-in change sent again with its key is made once (core/idempotency): the header, on every JSON change. */
const IDEMPOTENCY_KEY: JsonSchema = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
  description:
    "Une clé par changement (un UUID) : renvoyé avec la même clé, le changement n'est fait qu'une fois et la première " +
    'réponse est rendue (en-tête `Idempotency-Replayed: true`) ; la même clé pour une autre requête est refusée (400), ' +
    'une reprise pendant que le premier envoi est en cours reçoit 409 avec `Retry-After`. Clés gardées 7 jours.',
};

function parameters(keys: ReadKey[]): JsonSchema[] {
  return keys
    .filter((k) => k.where !== 'body')
    .map((k) => {
      // A query or path value is never null: it is absent.
      const { description, ...schema } = strictSchema(keySchema(k));
      return {
        name: k.name,
        in: k.where === 'params' ? 'path' : 'query',
        required: isRequired(k),
        schema,
        ...(description ? { description } : {}),
      };
    });
}

function requestBody(route: RestRoute, keys: ReadKey[], listBody: boolean): JsonSchema | undefined {
  const body = keys.filter((k) => k.where === 'body');
  if (!body.length && !route.upload) return undefined;
  const required = body.filter(isRequired).map((k) => k.name);
  const record: JsonSchema = { type: 'object', properties: Object.fromEntries(body.map((k) => [k.name, keySchema(k)])) };
  if (required.length) record.required = required;
  if (route.upload) {
    const properties = {
      [route.upload.field]: { type: 'string', contentMediaType: 'application/octet-stream', description: `Le fichier (${route.upload.kind}).` },
      ...Object.fromEntries(body.map((k) => [k.name, { type: 'string', description: 'Champ texte du formulaire.' }])),
    };
    return { required: true, content: { 'multipart/form-data': { schema: { type: 'object', properties } } } };
  }
  return {
    required: required.length > 0 || listBody,
    content: { 'application/json': { schema: listBody ? { type: 'array', items: record } : record } },
  };
}

function operationObject(schema: GraphQLSchema, route: RestRoute, path: string, tag: string): JsonSchema {
  const op = parse(route.operation).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
  const root = op.operation === 'mutation' ? schema.getMutationType()! : schema.getQueryType()!;
  const fields = op.selectionSet.selections.flatMap((s) => (s.kind === Kind.FIELD ? [s.name.value] : []));
  const signedIn = fields.some((f) => !PUBLIC_OPERATIONS.includes(f));
  const { keys, listBody } = routeInputs(schema, route);
  const body = requestBody(route, keys, listBody);
  const actions = fields.map(actionOf).filter((a): a is string => !!a);
  const description = [
    ...fields.map((f) => root.getFields()[f]?.description).filter(Boolean),
    `Opération GraphQL : \`${op.name?.value ?? fields.join(', ')}\`.`,
    accessLine(signedIn, actions),
  ].join('\n\n');
  const statuses = errorStatuses({
    rootFields: fields,
    signedIn,
    mutation: op.operation === 'mutation',
    hasBody: !!body,
    upload: !!route.upload,
    takesFiles: keys.some((k) => k.where === 'body' && FILE_FIELD.test(k.name)),
  });
  const success = route.status ?? 200;
  return {
    operationId: operationId(route.method, path),
    summary: op.name?.value ?? fields.join(', '),
    description,
    tags: [tag],
    ...(signedIn ? {} : { security: [] }),
    parameters: [...parameters(keys), ...(signedIn && op.operation === 'mutation' && !route.upload ? [IDEMPOTENCY_KEY] : [])],
    ...(body ? { requestBody: body } : {}),
    responses: {
      [String(success)]: {
        description: success === 201 ? 'Créé.' : 'Succès.',
        ...(route.cacheControl ? { headers: { 'Cache-Control': { schema: { type: 'string', const: route.cacheControl } } } } : {}),
        content: { 'application/json': { schema: answerSchema(schema, route) } },
      },
      ...errorRefs(statuses),
    },
  };
}

const errorRefs = (statuses: number[]) =>
  Object.fromEntries(statuses.map((s) => [String(s), { $ref: `#/components/responses/${errorResponseName(s)}` }]));

/** A router's operation under the path it is mounted at: '/' is the mount path itself. */
export const routerPath = (mount: string, path: string): string => (path === '/' ? mount : `${mount}${path}`);

function routerParameters(op: RouterOperation, path: string): JsonSchema[] {
  const declared = op.parameters ?? [];
  const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const undescribed = inPath.filter((name) => !declared.some((p) => p.in === 'path' && p.name === name));
  const stray = declared.filter((p) => p.in === 'path' && !inPath.includes(p.name)).map((p) => p.name);
  if (undescribed.length || stray.length) throw new Error(`${op.method} ${path}: path parameters ${[...undescribed, ...stray].join(', ')}`);
  return declared.map((p) => ({
    name: p.name,
    in: p.in,
    required: p.in === 'path' || !!p.required,
    schema: p.schema ?? { type: 'string' },
    description: p.description,
  }));
}

/** A multipart form: its text fields (`texts`: those of a JSON body it stands beside) and its files. */
function formContent(form: NonNullable<RouterOperation['form']>, texts: Record<string, JsonSchema> = {}): JsonSchema {
  const binary = { type: 'string', contentMediaType: 'application/octet-stream' };
  const properties: Record<string, JsonSchema> = { ...texts };
  for (const t of form.texts ?? []) properties[t.name] = { type: 'string', description: t.description };
  for (const f of form.files)
    properties[f.name] = f.many ? { type: 'array', items: binary, description: f.description } : { ...binary, description: f.description };
  const required = [...(form.texts ?? []), ...form.files].filter((p) => p.required).map((p) => p.name);
  return {
    schema: { type: 'object', properties, ...(required.length ? { required } : {}) },
    // The accepted types of each file (read from its bytes).
    encoding: Object.fromEntries(form.files.map((f) => [f.name, { contentType: f.mediaTypes.join(', ') }])),
  };
}

function routerStatuses(op: RouterOperation): number[] {
  const upload = !!op.form?.files.length;
  // No GraphQL mutation runs: nothing to conflict with.
  return errorStatuses({ rootFields: [], signedIn: op.access !== 'public', mutation: false, hasBody: !!op.form, upload, takesFiles: upload });
}

function routerOperationObject(op: RouterOperation, path: string, tag: string): JsonSchema {
  const signedIn = op.access !== 'public';
  const responses = Object.entries(op.responses ?? {}).map(([status, r]) => [
    status,
    {
      description: r.description,
      ...(r.headers
        ? { headers: Object.fromEntries(Object.entries(r.headers).map(([h, d]) => [h, { description: d, schema: { type: 'string' } }])) }
        : {}),
      ...(r.content ? { content: Object.fromEntries(Object.entries(r.content).map(([type, schema]) => [type, { schema }])) } : {}),
    },
  ]);
  return {
    operationId: operationId(op.method, path),
    summary: op.summary,
    description: [op.description, accessLine(signedIn, signedIn ? [op.access] : [])].filter(Boolean).join('\n\n'),
    tags: [tag],
    ...(signedIn ? {} : { security: [] }),
    parameters: routerParameters(op, path),
    ...(op.form ? { requestBody: { required: true, content: { 'multipart/form-data': formContent(op.form) } } } : {}),
    responses: { ...Object.fromEntries(responses), ...errorRefs(routerStatuses(op)) },
  };
}

/**
 * A multipart form that a router answers before the route of the table with the same method and path (JSON): the form
 * joins that operation's request body, with the JSON body's keys as its text fields, and shares its answers.
 */
function extendOperation(existing: JsonSchema, op: RouterOperation, path: string): void {
  const body = existing.requestBody as { content: Record<string, JsonSchema> } | undefined;
  const json = body?.content['application/json']?.schema as { properties?: Record<string, JsonSchema> } | undefined;
  if (!op.form || !json?.properties) throw new Error(`${op.method} ${path}: extends no JSON body`);
  const files = op.form.files.map((f) => f.name);
  const texts = Object.entries(json.properties)
    .filter(([k]) => !files.includes(k))
    .map(([k, s]) => [k, { type: 'string', ...(s.description ? { description: s.description } : {}) }]);
  body!.content['multipart/form-data'] = formContent(op.form, Object.fromEntries(texts));
  existing.description = `${existing.description}\n\n${op.summary}.${op.description ? ` ${op.description}` : ''}`;
  // Statuses are integer keys: an object lists them in ascending order whatever the order they were added in.
  const responses = existing.responses as Record<string, JsonSchema>;
  for (const [status, ref] of Object.entries(errorRefs(routerStatuses(op)))) responses[status] ??= ref;
}

function addRouterOperations(paths: Record<string, Record<string, JsonSchema>>, m: ApiModule): void {
  for (const { path: mount, doc } of m.routers ?? [])
    for (const prefix of m.rootPrefixes?.includes(mount) ? [API_PREFIX, ''] : [API_PREFIX])
      for (const op of doc) {
        const path = routerPath(`${prefix}${mount}`, op.path);
        const item = (paths[path] ??= {});
        if (op.extendsRoute && item[op.method]) extendOperation(item[op.method], op, path);
        // The router is mounted before the route table: a route of the table at the same method and path never answers.
        else if (op.extendsRoute || item[op.method]) throw new Error(`${op.method} ${path}: extendsRoute does not match the route table`);
        else item[op.method] = routerOperationObject(op, path, op.tag ?? m.name);
      }
}

export interface DocumentInfo {
  version: string;
}

/**
 * Every route of every module: under /api/v1, and at the root as well for a module's root prefixes; then every operation
 * of the modules' express routers, mounted where app.ts mounts them.
 */
export function buildOpenApiDocument(schema: GraphQLSchema, modules: readonly ApiModule[], info: DocumentInfo): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const add = (route: RestRoute, path: string, tag: string) => {
    const item = (paths[openApiPath(path)] ??= {});
    // Express answers the first route of a method and path; a later one is unreachable.
    item[route.method] ??= operationObject(schema, route, path, tag);
  };
  for (const m of modules) for (const route of m.restRoutes ?? []) add(route, `${API_PREFIX}${route.path}`, m.name);
  for (const m of modules)
    for (const prefix of m.rootPrefixes ?? [])
      for (const route of (m.restRoutes ?? []).filter((r) => r.path === prefix || r.path.startsWith(`${prefix}/`))) add(route, route.path, m.name);
  // The express routers' own descriptions (downloads, uploads, exports, redirects), beside the routes of the table.
  for (const m of modules) addRouterOperations(paths, m);
  const tags = modules.flatMap((m) => [
    ...(m.restRoutes?.length ? [m.name] : []),
    ...(m.routers ?? []).flatMap((r) => r.doc.map((op) => op.tag ?? m.name)),
  ]);
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    info: {
      title: 'Chantiers — API REST',
      version: info.version,
      description:
        'L’API de Chantiers, pour relier vos logiciels (comptabilité, ERP, tableaux de bord) aux chantiers, devis, factures, ' +
        'achats, stock, personnel et planning de votre société.\n\n' +
        '**Se connecter** : créez un jeton d’API dans Chantiers (Paramètres › API, lecture seule ou lecture et écriture), puis ' +
        'envoyez-le dans l’en-tête `Authorization: Bearer <jeton>`. Le bouton « Authorize » ci-dessous l’utilise pour essayer les routes. ' +
        'Chaque appel ne voit que les données de votre société.\n\n' +
        '**Formats** : montants en chaînes décimales (`"1250.50"`, jamais arrondis), dates `AAAA-MM-JJ`, réponses en JSON ; ' +
        'une erreur répond `{ status, error, message, fields }`, le message en français. Les clés gardent les noms de la spécification ' +
        '(`idChantier`, `montantHT`, `dateDebut`…), pour les clients déjà écrits.\n\n' +
        '**Aussi** : une API GraphQL à `/graphql` (les mêmes données, les mêmes jetons), et des webhooks signés pour être prévenu ' +
        'des événements (Paramètres › Webhooks).',
    },
    servers: [{ url: '/' }],
    security: [{ bearerAuth: [] }],
    tags: [...new Set(tags)].map((name) => ({ name })),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: "Le jeton d'accès d'une session (`access_token` de `/api/v1/auth/authenticate`) ou un jeton d'API personnel.",
        },
      },
      schemas: { Error: ERROR_SCHEMA },
      responses: errorResponses(),
    },
  };
}
