import type { ApolloServerPlugin } from '@apollo/server';
import type { Context } from '../context/context';
import { AppError } from '../errors/app-error';
import { isApiTokenBearer, rateLimitHeaders, rateWindowOf } from './api-token-access';

/**
 * GraphQL's side of the token rate limit (issue 21): every answer to a token carries its `RateLimit-*` headers, and
 * a refused one is a 429 with `Retry-After`, as on REST. The caller is resolved once per request (memoised by the
 * context), so this reads the outcome the auth checker already had.
 */
export const apiTokenPlugin: ApolloServerPlugin<Context> = {
  async requestDidStart({ request }) {
    if (!isApiTokenBearer(request.http?.headers.get('authorization'))) return;
    return {
      async willSendResponse({ contextValue, response }) {
        const outcome: unknown = await contextValue.authenticate().catch((err: unknown) => err);
        const window = rateWindowOf(outcome);
        if (!window) return;
        for (const [name, value] of Object.entries(rateLimitHeaders(window))) response.http.headers.set(name, value);
        if (outcome instanceof AppError && outcome.code === 'RATE_LIMITED') {
          response.http.status = 429;
          response.http.headers.set('retry-after', String(outcome.details?.retryAfterSeconds ?? window.resetSeconds));
        }
      },
    };
  },
};
