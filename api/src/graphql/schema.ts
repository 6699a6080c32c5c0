import 'reflect-metadata';
import { type GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { DateTimeISOResolver } from 'graphql-scalars';
import { buildSchemaSync, type NonEmptyArray } from 'type-graphql';
import { authChecker } from '../core/auth/auth-checker';
import { guardTextArguments } from '../core/errors/unsafe-text';
import { apiModules } from '../modules';

let cached: GraphQLSchema | undefined;

/** The modules' resolvers (modules/index.ts); type-graphql wants a non-empty list. */
function resolverClasses(): NonEmptyArray<new (...args: any[]) => object> {
  const all = apiModules.flatMap((m) => m.resolvers ?? []);
  if (!all.length) throw new Error('no GraphQL resolver registered');
  return all as NonEmptyArray<new (...args: any[]) => object>;
}

export function buildGraphQLSchema(): GraphQLSchema {
  // Every argument of both doors is checked for text PostgreSQL or UTF-16 cannot hold (core/errors/unsafe-text).
  cached ??= guardTextArguments(
    buildSchemaSync({
      resolvers: resolverClasses(),
      authChecker,
      authMode: 'error',
      validate: false,
      scalarsMap: [{ type: Date, scalar: DateTimeISOResolver }],
    }),
  );
  return cached;
}

/** The SDL committed as schema/schema.graphql, in a stable order. */
export function printGraphQLSchema(): string {
  return `${printSchema(lexicographicSortSchema(buildGraphQLSchema()))}\n`;
}
