import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLSchema } from 'graphql';
import type { Context } from '../core/context/context';
import { toPublicError } from '../core/errors/to-public';
import { introspectionPlugin } from './introspection';
import { apiTokenPlugin } from '../core/auth/api-token-plugin';
import type { JitExecutor } from '../core/graphql/jit-executor';
import { jitGateway } from './jit-gateway';

const MAX_TOKENS = 2000;

const armor = new ApolloArmor({
  maxDepth: { n: 10 },
  maxAliases: { n: 20 },
  costLimit: { maxCost: 5000 },
  maxDirectives: { n: 20 },
  // armor parses the document a second time in a plugin hook, where any syntax error (the token limit's too)
  // becomes a 500; graphql-js counts tokens in Apollo's own parse instead (`parseOptions` below): a 400.
  maxTokens: { enabled: false },
  blockFieldSuggestion: { enabled: false },
});

/** Logs unknown errors with the request id and adds that id to every error sent back. */
const tracePlugin: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ contextValue, errors }) {
        for (const err of errors) {
          if (toPublicError(err, contextValue.meta.requestId).internal) {
            contextValue.logger.error({ err: err.originalError ?? err, traceId: contextValue.meta.requestId }, 'unhandled error');
          }
        }
      },
      async willSendResponse({ contextValue, response }) {
        if (response.body.kind !== 'single') return;
        for (const err of response.body.singleResult.errors ?? []) {
          (err.extensions as Record<string, unknown>).traceId = contextValue.meta.requestId;
          // A database that cannot be reached is the server's state, not the operation's: say 503, as REST
          // and /readyz do, so proxies and clients retry instead of reading a 200.
          if (err.extensions?.code === 'UNAVAILABLE') response.http.status = 503;
        }
      },
    };
  },
};

export function createApollo(schema: GraphQLSchema, executor: JitExecutor, opts: { introspection: 'on' | 'off' }): ApolloServer<Context> {
  const protection = armor.protect();
  return new ApolloServer<Context>({
    // The schema, executed by compiled documents (jit-executor.ts).
    gateway: jitGateway(schema, executor),
    introspection: true,
    // main.ts owns SIGTERM: it drains HTTP first, then stops Apollo, the outbox and the database.
    stopOnTerminationSignals: false,
    csrfPrevention: true,
    parseOptions: { maxLexicalTokens: MAX_TOKENS },
    ...protection,
    includeStacktraceInErrorResponses: false,
    // No cache hints anywhere (every answer is `Cache-Control: no-store`, app.ts): Apollo's cache-control plugin
    // would still wrap every field's resolver, half of the sites list's GraphQL execution time.
    plugins: [
      ...protection.plugins,
      introspectionPlugin(opts.introspection),
      tracePlugin,
      apiTokenPlugin,
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
    ],
    validationRules: [...protection.validationRules],
    formatError: (formatted, error) => {
      const pub = toPublicError(error, '');
      return {
        message: pub.message,
        locations: formatted.locations,
        path: formatted.path,
        extensions: {
          code: pub.code,
          status: pub.status,
          ...(pub.messageId ? { messageId: pub.messageId } : {}),
          ...(pub.fields ? { fields: pub.fields, fieldIds: pub.fieldIds } : {}),
          ...(pub.retryAfterSeconds !== undefined ? { retryAfterSeconds: pub.retryAfterSeconds } : {}),
          ...(pub.fixPath ? { fixPath: pub.fixPath } : {}),
          ...(pub.conflicts ? { conflicts: pub.conflicts } : {}),
          ...(pub.current ? { current: pub.current } : {}),
        },
      };
    },
  });
}
