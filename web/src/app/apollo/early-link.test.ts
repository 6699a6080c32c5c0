import { ApolloClient, ApolloLink, gql, InMemoryCache, type TypedDocumentNode } from '@apollo/client';
import { Observable } from 'rxjs';
import { holdEarlyAnswer } from '../routing/early-answers';
import { earlyAnswerLink } from './early-link';

const SITE = gql`
  query EarlySite($id: ID!) {
    site(id: $id) {
      id
      name
    }
  }
` as TypedDocumentNode<{ site: { id: string; name: string } }, { id: string }>;

function setup() {
  const asked: string[] = [];
  const api = new ApolloLink(
    (operation) =>
      new Observable((o) => {
        asked.push(`${operation.operationName}:${operation.variables.id}`);
        o.next({ data: { site: { __typename: 'Site', id: operation.variables.id, name: 'Du réseau' } } });
        o.complete();
      }),
  );
  const client = new ApolloClient({ link: ApolloLink.from([earlyAnswerLink, api]), cache: new InMemoryCache() });
  return { client, asked };
}

describe('earlyAnswerLink', () => {
  it('answers a query the entry asked with what came back, once, and into the cache', async () => {
    const { client, asked } = setup();
    holdEarlyAnswer('EarlySite', { id: '1' }, Promise.resolve({ data: { site: { __typename: 'Site', id: '1', name: 'Villa Anfa' } } }));
    const first = await client.query({ query: SITE, variables: { id: '1' } });
    expect(first.data?.site.name).toBe('Villa Anfa');
    expect(asked).toEqual([]);
    expect(client.readQuery({ query: SITE, variables: { id: '1' } })?.site.name).toBe('Villa Anfa');
    await client.query({ query: SITE, variables: { id: '1' }, fetchPolicy: 'network-only' });
    expect(asked).toEqual(['EarlySite:1']);
  });

  it('sends the query on when the early answer did not come back whole', async () => {
    const { client, asked } = setup();
    holdEarlyAnswer('EarlySite', { id: '2' }, Promise.resolve(null));
    const answer = await client.query({ query: SITE, variables: { id: '2' } });
    expect(answer.data?.site.name).toBe('Du réseau');
    expect(asked).toEqual(['EarlySite:2']);
  });

  it('does not answer another query’s parameters', async () => {
    const { client, asked } = setup();
    holdEarlyAnswer('EarlySite', { id: '3' }, Promise.resolve({ data: { site: { __typename: 'Site', id: '3', name: 'Villa Anfa' } } }));
    await client.query({ query: SITE, variables: { id: '4' } });
    expect(asked).toEqual(['EarlySite:4']);
  });

  it('keeps the answer for the next asker when the first one left before it came (a screen mounted twice)', async () => {
    const { client, asked } = setup();
    type Answer = { data: Record<string, unknown> } | null;
    let arrive: (v: Answer) => void = () => undefined;
    const late = new Promise<Answer>((resolve) => (arrive = resolve));
    holdEarlyAnswer('EarlySite', { id: '5' }, late);
    const watching = client.watchQuery({ query: SITE, variables: { id: '5' } }).subscribe(() => undefined);
    watching.unsubscribe();
    const again = client.query({ query: SITE, variables: { id: '5' } });
    arrive({ data: { site: { __typename: 'Site', id: '5', name: 'Villa Anfa' } } });
    expect((await again).data?.site.name).toBe('Villa Anfa');
    expect(asked).toEqual([]);
  });

  it('answers every query asking it while it is on its way, however the client subscribes them (the api is asked once)', async () => {
    const { client, asked } = setup();
    type Answer = { data: Record<string, unknown> } | null;
    let arrive: (v: Answer) => void = () => undefined;
    holdEarlyAnswer('EarlySite', { id: '6' }, new Promise<Answer>((resolve) => (arrive = resolve)));
    // Apollo shares one request between identical queries; without that (a query left and its screen asks again before
    // the first subscription is torn down), each subscription reaches the link on its own.
    const alone = { queryDeduplication: false };
    const first = client.query({ query: SITE, variables: { id: '6' }, context: alone });
    const second = client.query({ query: SITE, variables: { id: '6' }, context: alone, fetchPolicy: 'network-only' });
    arrive({ data: { site: { __typename: 'Site', id: '6', name: 'Villa Anfa' } } });
    expect((await first).data?.site.name).toBe('Villa Anfa');
    expect((await second).data?.site.name).toBe('Villa Anfa');
    expect(asked).toEqual([]);
    await client.query({ query: SITE, variables: { id: '6' }, fetchPolicy: 'network-only' });
    expect(asked).toEqual(['EarlySite:6']);
  });
});
