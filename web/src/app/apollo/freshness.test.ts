import { ApolloClient, ApolloLink, gql, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { QueryFreshness } from './freshness';

const SITES = gql`
  query Sites($page: Int) {
    sites(page: $page) {
      id
      name
    }
  }
`;
const RENAME = gql`
  mutation Rename($id: ID!) {
    renameSite(id: $id) {
      id
      name
    }
  }
`;

function setup() {
  let now = 1_000_000;
  const calls: string[] = [];
  const server = new ApolloLink(
    (operation) =>
      new Observable((o) => {
        calls.push(operation.operationName ?? '');
        const data =
          operation.operationName === 'Sites'
            ? { sites: [{ __typename: 'Site', id: '1', name: `Villa ${calls.length}` }] }
            : { renameSite: { __typename: 'Site', id: '1', name: 'Renommé' } };
        o.next({ data });
        o.complete();
      }),
  );
  const freshness = new QueryFreshness(5 * 60_000, () => now);
  const client = new ApolloClient({
    link: ApolloLink.from([freshness.link(), server]),
    cache: new InMemoryCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
  freshness.apply(client);
  /** A screen opening: the query watched until its first network-or-cache answer settles. */
  const open = (variables = { page: 1 }) =>
    new Promise<string>((resolve) => {
      let done = false;
      const sub = client.watchQuery({ query: SITES, variables }).subscribe((r) => {
        if (r.loading || done) return;
        done = true;
        resolve((r.data as { sites: { name: string }[] }).sites[0].name);
        // Unsubscribed once the screen has its answer (possibly synchronously, from the cache).
        setTimeout(() => sub.unsubscribe(), 0);
      });
    });
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { client, calls, open, settle, advance: (ms: number) => (now += ms) };
}

describe('QueryFreshness (SPEC §9: 5-minute cache, no retry, no refetch on focus)', () => {
  it('reads the cache alone when a screen opens again within 5 minutes', async () => {
    const { calls, open, settle, advance } = setup();
    expect(await open()).toBe('Villa 1');
    advance(4 * 60_000);
    expect(await open()).toBe('Villa 1');
    await settle();
    expect(calls).toEqual(['Sites']);
  });

  it('asks the server again after 5 minutes, and for other variables', async () => {
    const { calls, open, settle, advance } = setup();
    await open();
    await open({ page: 2 });
    advance(5 * 60_000);
    await open();
    await settle();
    expect(calls).toEqual(['Sites', 'Sites', 'Sites']);
  });

  it('trusts nothing read before a mutation', async () => {
    const { client, calls, open, settle } = setup();
    await open();
    await client.mutate({ mutation: RENAME, variables: { id: '1' } });
    await open();
    await settle();
    expect(calls).toEqual(['Sites', 'Rename', 'Sites']);
  });

  it('leaves an explicit fetch policy alone', async () => {
    const { client, calls, open, settle } = setup();
    await open();
    await client.query({ query: SITES, variables: { page: 1 }, fetchPolicy: 'network-only' });
    await settle();
    expect(calls).toEqual(['Sites', 'Sites']);
  });
});
