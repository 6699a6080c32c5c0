import { ApolloLink, type ApolloClient, type OperationVariables } from '@apollo/client';
import { canonicalStringify, getMainDefinition } from '@apollo/client/utilities';
import type { DocumentNode } from 'graphql';
import { tap } from 'rxjs';

const registered = new WeakMap<object, QueryFreshness>();

/** The freshness a client's screens follow (none for a client made elsewhere). */
export function freshnessOf(client: object): QueryFreshness | undefined {
  return registered.get(client);
}

export function registerFreshness(client: object, freshness: QueryFreshness): void {
  registered.set(client, freshness);
}

/**
 * SPEC §7/§9: answers are cached 5 minutes, without retry and without refetch on window focus (Apollo does neither).
 * A screen opened again within 5 minutes of its query's last answer reads the cache alone; after that, or after
 * any mutation succeeded (which may have changed what it shows), it shows the cache and asks the server again.
 */
export class QueryFreshness {
  private readonly answeredAt = new Map<string, number>();

  constructor(
    private readonly staleMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private key(name: string, variables: OperationVariables | undefined): string {
    return `${name}:${canonicalStringify(variables ?? {})}`;
  }

  answered(name: string, variables: OperationVariables | undefined): void {
    this.answeredAt.set(this.key(name, variables), this.now());
  }

  isFresh(name: string, variables: OperationVariables | undefined): boolean {
    const at = this.answeredAt.get(this.key(name, variables));
    return at !== undefined && this.now() - at < this.staleMs;
  }

  /** A write happened: nothing read before it is trusted any more. */
  forget(): void {
    this.answeredAt.clear();
  }

  /** Records query answers without errors; a mutation's answer makes every query stale. */
  link(): ApolloLink {
    return new ApolloLink((operation, forward) => {
      const kind = getMainDefinition(operation.query);
      const isMutation = kind.kind === 'OperationDefinition' && kind.operation === 'mutation';
      return forward(operation).pipe(
        tap((result) => {
          if (isMutation) this.forget();
          else if (!result.errors?.length) this.answered(operation.operationName ?? '', operation.variables);
        }),
      );
    });
  }

  /** Screens opened while their answer is fresh read the cache only; the others keep the client's default policy. */
  apply(client: ApolloClient): void {
    registerFreshness(client, this);
    const watchQuery = client.watchQuery.bind(client);
    const nameOf = (query: DocumentNode) => {
      const main = getMainDefinition(query);
      return main.kind === 'OperationDefinition' ? (main.name?.value ?? '') : '';
    };
    client.watchQuery = ((options: Parameters<typeof watchQuery>[0]) => {
      const policy = options.fetchPolicy ?? client.defaultOptions.watchQuery?.fetchPolicy;
      const fresh = policy === 'cache-and-network' && this.isFresh(nameOf(options.query), options.variables);
      return watchQuery(fresh ? { ...options, fetchPolicy: 'cache-first' } : options);
    }) as typeof client.watchQuery;
  }
}
