import type { GatewayInterface } from '@apollo/server-gateway-interface';
import { type GraphQLSchema, printSchema } from 'graphql';
import type { JitExecutor } from '../core/graphql/jit-executor';

/**
 * Apollo Server 5 takes no executor of ours but a gateway's: this one serves our own schema and runs every operation
 * through the JIT executor, after Apollo's parsing, validation (graphql-armor's rules too) and plugins, as before.
 */
export function jitGateway(schema: GraphQLSchema, executor: JitExecutor): GatewayInterface {
  let loaded: ((s: { apiSchema: GraphQLSchema; coreSupergraphSdl: string }) => void) | undefined;
  return {
    onSchemaLoadOrUpdate(callback) {
      loaded = callback;
      return () => {
        loaded = undefined;
      };
    },
    async load() {
      loaded?.({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return {
        executor: (rc) =>
          executor.execute({
            document: rc.document,
            key: rc.queryHash,
            // As the caller sent it: Apollo's own is null for a name the document lacks, which graphql-js must refuse.
            operationName: rc.request.operationName,
            contextValue: rc.context,
            variableValues: rc.request.variables,
          }) as ReturnType<NonNullable<Awaited<ReturnType<GatewayInterface['load']>>['executor']>>,
      };
    },
    async stop() {},
  };
}
