import { ApolloClient, ApolloLink, CombinedGraphQLErrors, gql, InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { act, renderHook } from '@testing-library/react';
import { Observable } from 'rxjs';
import { ApiError } from '../../shared/api/api-error';
import { forgetLastAnswer, isOffline, onServerAnswers, serverAnswered, useConnectivity } from './connectivity';
import { isNetworkFailure, OfflineError, offlineAnswers } from './offline-link';

type SiteData = { site: { __typename: 'Site'; id: string; name: string } };

const SITE = gql`
  query OfflineSite($id: ID!) {
    site(id: $id) {
      id
      name
    }
  }
` as TypedDocumentNode<SiteData, { id: string }>;

const RENAME = gql`
  mutation OfflineRename($id: ID!) {
    renameSite(id: $id) {
      id
      name
    }
  }
`;

type Answer = 'data' | 'network-failure' | 'graphql-error' | 'server-error';

/** The client as apollo/client.ts chains it, with a server the test controls in place of the HTTP link. */
function setup(initial: Answer = 'data') {
  const calls: string[] = [];
  const server = { answer: initial };
  const terminating = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((o) => {
        calls.push(`${operation.operationName}:${String(operation.variables.id)}`);
        if (server.answer === 'network-failure') return o.error(new TypeError('Failed to fetch'));
        if (server.answer === 'server-error') return o.error(new Error('Internal Server Error'));
        if (server.answer === 'graphql-error') {
          o.next({ errors: [{ message: 'Chantier introuvable', extensions: { code: 'NOT_FOUND' } }] } as ApolloLink.Result);
          return o.complete();
        }
        const id = String(operation.variables.id);
        const data =
          operation.operationName === 'OfflineSite'
            ? { site: { __typename: 'Site', id, name: `Du réseau ${calls.length}` } }
            : { renameSite: { __typename: 'Site', id, name: 'Renommé' } };
        o.next({ data });
        o.complete();
      }),
  );
  const client = new ApolloClient({
    link: ApolloLink.from([new ApolloLink(offlineAnswers(Observable)), terminating]),
    cache: new InMemoryCache(),
  });
  const ask = (id: string) => client.query({ query: SITE, variables: { id }, fetchPolicy: 'network-only' });
  const cacheSite = (id: string, name: string) =>
    client.writeQuery({ query: SITE, variables: { id }, data: { site: { __typename: 'Site', id, name } } });
  return { client, calls, server, ask, cacheSite };
}

function goOffline() {
  return jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
}

beforeEach(() => {
  // Whatever the previous test did: the server answered last.
  serverAnswered();
  expect(isOffline()).toBe(false);
});

afterEach(() => {
  jest.restoreAllMocks();
  serverAnswered();
});

describe('offlineAnswers, online', () => {
  it('answers a query from the network, and the app stays online', async () => {
    const { calls, ask } = setup('data');
    const { result } = renderHook(() => useConnectivity());
    const answer = await ask('1');
    expect(answer.data?.site.name).toBe('Du réseau 1');
    expect(calls).toEqual(['OfflineSite:1']);
    expect(isOffline()).toBe(false);
    expect(result.current.offline).toBe(false);
  });

  it('online, fails a query the network fails even when the cache holds it (not fresh: SPEC §8 tells it), and marks the server unreachable', async () => {
    const { calls, ask, cacheSite } = setup('network-failure');
    cacheSite('7', 'Villa Anfa');
    const { result } = renderHook(() => useConnectivity());
    await act(async () => {
      await expect(ask('7')).rejects.toBeInstanceOf(TypeError);
    });
    expect(calls).toEqual(['OfflineSite:7']);
    expect(isOffline()).toBe(true);
    expect(result.current.offline).toBe(true);
  });

  it('fails a query the network fails when the cache holds nothing for it', async () => {
    const { calls, ask } = setup('network-failure');
    await expect(ask('8')).rejects.toThrow('Failed to fetch');
    expect(calls).toEqual(['OfflineSite:8']);
    expect(isOffline()).toBe(true);
  });

  it('fails a query the network fails when the cache holds only part of its answer', async () => {
    const { client, ask } = setup('network-failure');
    // The site is known, but not its name: the answer is not whole.
    client.cache.writeFragment({
      id: 'Site:9',
      fragment: gql`
        fragment SiteId on Site {
          id
        }
      `,
      data: { __typename: 'Site', id: '9' },
    });
    await expect(ask('9')).rejects.toBeInstanceOf(TypeError);
  });

  it('does not answer a failed mutation from the cache', async () => {
    const { client, calls, cacheSite } = setup('network-failure');
    cacheSite('1', 'Villa Anfa');
    await expect(client.mutate({ mutation: RENAME, variables: { id: '1' } })).rejects.toBeInstanceOf(TypeError);
    expect(calls).toEqual(['OfflineRename:1']);
    expect(isOffline()).toBe(true);
  });

  it('a GraphQL error (the server answered) keeps the app online, counts as an answer, and is not replaced by the cache', async () => {
    const { ask, calls, cacheSite } = setup('graphql-error');
    cacheSite('4', 'Villa Anfa');
    const answered = jest.fn();
    const stop = onServerAnswers(answered);
    const { result } = renderHook(() => useConnectivity());
    let error: unknown;
    await act(async () => {
      error = await ask('4').then(
        () => undefined,
        (e: unknown) => e,
      );
    });
    stop();
    expect(calls).toEqual(['OfflineSite:4']);
    expect(CombinedGraphQLErrors.is(error)).toBe(true);
    expect(answered).toHaveBeenCalledTimes(1);
    expect(isOffline()).toBe(false);
    expect(result.current.offline).toBe(false);
  });

  it('a server failure that is not the network’s keeps the app online and is passed on, not answered from the cache', async () => {
    const { ask, cacheSite } = setup('server-error');
    cacheSite('4', 'Villa Anfa');
    const answered = jest.fn();
    const stop = onServerAnswers(answered);
    await expect(ask('4')).rejects.toThrow('Internal Server Error');
    stop();
    expect(answered).toHaveBeenCalledTimes(1);
    expect(isOffline()).toBe(false);
  });

  it('a network failure does not count as an answer of the server', async () => {
    const { ask, cacheSite } = setup('network-failure');
    cacheSite('4', 'Villa Anfa');
    const answered = jest.fn();
    const stop = onServerAnswers(answered);
    await expect(ask('4')).rejects.toBeInstanceOf(TypeError);
    stop();
    expect(answered).not.toHaveBeenCalled();
  });

  it('tries the server again after a failed call: one dead spot does not keep the app offline', async () => {
    const { calls, server, ask } = setup('network-failure');
    await expect(ask('1')).rejects.toBeInstanceOf(TypeError);
    expect(isOffline()).toBe(true);
    server.answer = 'data';
    await ask('1');
    expect(calls).toHaveLength(2);
    expect(isOffline()).toBe(false);
  });

  it('records when the server last answered', async () => {
    forgetLastAnswer();
    expect(localStorage.getItem('last_server_answer')).toBeNull();
    const { ask } = setup('data');
    const before = Date.now();
    await ask('1');
    // None was kept: written now.
    const stored = Number(localStorage.getItem('last_server_answer'));
    expect(stored).toBeGreaterThanOrEqual(before);
    expect(stored).toBeLessThanOrEqual(Date.now());
  });
});

describe('offlineAnswers, without a network (navigator.onLine false)', () => {
  it('answers a cached query from the cache without calling the server', async () => {
    const { calls, ask, cacheSite } = setup('data');
    cacheSite('5', 'Villa Anfa');
    goOffline();
    expect(isOffline()).toBe(true);
    const answer = await ask('5');
    expect(answer.data?.site.name).toBe('Villa Anfa');
    expect(calls).toEqual([]);
  });

  it('fails a query the cache does not hold with OfflineError, without calling the server', async () => {
    const { calls, ask } = setup('data');
    goOffline();
    await expect(ask('6')).rejects.toBeInstanceOf(OfflineError);
    expect(calls).toEqual([]);
  });

  it('refuses a mutation with OfflineError without calling the server, even when the cache holds its answer', async () => {
    const { client, calls, cacheSite } = setup('data');
    cacheSite('1', 'Villa Anfa');
    goOffline();
    await expect(client.mutate({ mutation: RENAME, variables: { id: '1' } })).rejects.toBeInstanceOf(OfflineError);
    expect(calls).toEqual([]);
    // Nothing was changed in the cache either.
    expect(client.readQuery({ query: SITE, variables: { id: '1' } })?.site.name).toBe('Villa Anfa');
  });

  it('calls the server again once the network is back', async () => {
    const { calls, ask, cacheSite } = setup('data');
    cacheSite('5', 'Villa Anfa');
    const onLine = goOffline();
    await ask('5');
    expect(calls).toEqual([]);
    onLine.mockReturnValue(true);
    const answer = await ask('5');
    expect(calls).toEqual(['OfflineSite:5']);
    expect(answer.data?.site.name).toBe('Du réseau 1');
  });
});

describe('isNetworkFailure', () => {
  it('tells fetch’s failures from the server’s answers', () => {
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkFailure(new OfflineError())).toBe(true);
    expect(isNetworkFailure(new ApiError(0, 'NETWORK', 'no answer'))).toBe(true);
    expect(isNetworkFailure(new ApiError(500, 'INTERNAL', 'boom'))).toBe(false);
    expect(isNetworkFailure(new Error('other'))).toBe(false);
    // A bug's TypeError is not the network's.
    expect(isNetworkFailure(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isNetworkFailure(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(true);
    expect(isNetworkFailure(new TypeError('Load failed'))).toBe(true);
  });
});
