import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache, ServerError } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { apiErrorFromGraphQL, ApiError } from '../../shared/api/api-error';
import { notifyError } from '../../shared/errors/notify';
import { SessionExpiredError, validAccessToken } from '../../shared/session/session-client';
import { clearSession } from '../../shared/session/storage';
import { UI_TIMINGS } from '@chantiers/schema';
import { QueryFreshness } from './freshness';
import { earlyAnswerLink } from './early-link';
import { inFlightLink } from './in-flight';
import { offlineAnswers, toldOffline } from '../offline/offline-link';
import { Observable } from 'rxjs';
import generatedTypes from '../../gql/possible-types';

export const SESSION_EXPIRED_EVENT = 'chantiers:session-expired';

function endSession(): void {
  clearSession();
  window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT));
}

/**
 * Apollo for the private screens: a fresh access token on each call, SPEC §8 notifications for failures, the answers
 * this phone already has when it has no network (app/offline).
 */
/**
 * The client's cache. Fragments on an interface (FinanceFigures) match its object types only when the cache knows
 * them. A site's figures have no id and two screens ask different fields of them (detail, finances): merged, not
 * replaced, so each screen's answer stays whole in the phone's kept cache (app/offline).
 */
export const newCache = () => new InMemoryCache({ possibleTypes: generatedTypes.possibleTypes, typePolicies: { SiteFiguresView: { merge: true } } });

export function createApolloClient(): ApolloClient {
  const auth = new SetContextLink(async (prev) => {
    const token = await validAccessToken();
    return { headers: { ...prev.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } };
  });
  const errors = new ErrorLink(({ error, operation }) => {
    if (error instanceof SessionExpiredError) return endSession();
    if (CombinedGraphQLErrors.is(error)) {
      const first = apiErrorFromGraphQL(error.errors[0]);
      if (first.code === 'UNAUTHENTICATED') return endSession();
      if (!operation.getContext().silent) notifyError(first);
      return undefined;
    }
    if (toldOffline(error, operation)) return undefined;
    const status = ServerError.is(error) ? error.statusCode : 0;
    if (!operation.getContext().silent) notifyError(new ApiError(status, status ? 'INTERNAL' : 'NETWORK', error.message));
    return undefined;
  });
  const freshness = new QueryFreshness(UI_TIMINGS.queryStaleMs);
  const client = new ApolloClient({
    link: ApolloLink.from([
      inFlightLink,
      errors,
      new ApolloLink(offlineAnswers(Observable)),
      freshness.link(),
      earlyAnswerLink,
      auth,
      new HttpLink({ uri: '/graphql' }),
    ]),
    cache: newCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
  freshness.apply(client);
  return client;
}
