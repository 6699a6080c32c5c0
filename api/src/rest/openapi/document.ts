import { type GraphQLSchema, Kind, type OperationDefinitionNode, parse } from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import type { ApiModule } from '../../core/modules/api-module';
import { isAction, POLICIES, PUBLIC_OPERATIONS } from '../../core/policies/policies';
import type { RestRoute } from '../facade';
import { answerSchema } from './answer';
import { ERROR_SCHEMA, errorResponseName, errorResponses, errorStatuses } from './errors';
import { type JsonSchema, strict as strictSchema } from './json-schema';
import { isRequired, keySchema, type ReadKey, routeInputs } from './probe';

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

function operationId(method: string, path: string): string {
  const words = `${method} ${path}`.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words.map((w, i) => (i ? w[0].toUpperCase() + w.slice(1) : w)).join('');
}

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
  const who = actions.map((a) => {
    const p = POLICIES[a as keyof typeof POLICIES];
    return `\`${a}\` (${p.types.join(', ')} ; ${p.roles.join(', ')})`;
  });
  const description = [
    ...fields.map((f) => root.getFields()[f]?.description).filter(Boolean),
    `Opération GraphQL : \`${op.name?.value ?? fields.join(', ')}\`.`,
    signedIn ? `Autorisation : ${who.join(', ') || 'connecté'}.` : 'Publique.',
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
    parameters: parameters(keys),
    ...(body ? { requestBody: body } : {}),
    responses: {
      [String(success)]: {
        description: success === 201 ? 'Créé.' : 'Succès.',
        ...(route.cacheControl ? { headers: { 'Cache-Control': { schema: { type: 'string', const: route.cacheControl } } } } : {}),
        content: { 'application/json': { schema: answerSchema(schema, route) } },
      },
      ...Object.fromEntries(statuses.map((s) => [String(s), { $ref: `#/components/responses/${errorResponseName(s)}` }])),
    },
  };
}

export interface DocumentInfo {
  version: string;
}

/** Every route of every module: under /api/v1, and at the root as well for a module's root prefixes. */
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
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    info: {
      title: 'Chantiers — API REST',
      version: info.version,
      description:
        'La façade REST historique : chaque route répond par une opération GraphQL (voir `/graphql`) et garde les clés ' +
        'françaises des anciens clients. Montants en chaînes décimales, dates `AAAA-MM-JJ`. Document généré depuis la table des routes.',
    },
    servers: [{ url: '/' }],
    security: [{ bearerAuth: [] }],
    tags: modules.filter((m) => m.restRoutes?.length).map((m) => ({ name: m.name })),
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
