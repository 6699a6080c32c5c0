import { buildGraphQLSchema } from '../../graphql/schema';
import { apiModules } from '../../modules';
import { buildOpenApiDocument } from './document';
import type { JsonSchema } from './json-schema';

let cached: JsonSchema | undefined;

/** The document of this api's REST facade (built once: the route table does not change at run time). */
export function openApiDocument(): JsonSchema {
  cached ??= buildOpenApiDocument(buildGraphQLSchema(), apiModules, { version: '1.0.0' });
  return cached;
}

/** The committed form of schema/openapi.json. */
export const printOpenApiDocument = (): string => `${JSON.stringify(openApiDocument(), null, 2)}\n`;
