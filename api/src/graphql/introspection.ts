import type { ApolloServerPlugin } from '@apollo/server';
import { translate } from '@chantiers/schema';
import { GraphQLError, NoSchemaIntrospectionCustomRule, validate } from 'graphql';
import type { Context } from '../core/context/context';
import { AppError } from '../core/errors/app-error';

const SUGGESTION = /\s*Did you mean [^?]*\?/g;

/**
 * GRAPHQL_INTROSPECTION=off: an anonymous caller gets neither the schema (`__schema`, `__type`) nor the
 * "Did you mean …?" hints that would let it rebuild the schema field by field. A signed-in caller keeps both:
 * the web app's own users are not the audience this hides the schema from.
 */
export function introspectionPlugin(mode: 'on' | 'off'): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      if (mode === 'on') return undefined;
      return {
        async didResolveOperation({ contextValue, document, schema, source }) {
          // The text test spares ordinary operations a validation pass; the rule decides (fragments, aliases).
          if (!/__schema|__type\b/.test(source ?? '__schema')) return;
          if (!validate(schema, document, [NoSchemaIntrospectionCustomRule]).length) return;
          if (await contextValue.authenticate()) return;
          throw new GraphQLError(translate('error.introspection.signedIn'), {
            originalError: new AppError('UNAUTHENTICATED', 'error.introspection.signedIn'),
            extensions: { http: { status: 401 } },
          });
        },
        async didEncounterErrors({ contextValue, errors }) {
          if (!errors.some((e) => e.message.includes('Did you mean'))) return;
          if (await contextValue.authenticate()) return;
          for (const err of errors) err.message = err.message.replace(SUGGESTION, '');
        },
      };
    },
  };
}
