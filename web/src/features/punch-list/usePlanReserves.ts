import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { ReserveFieldsFragment } from '../../gql/graphql';
import { planReservesVariables, SHEET_PAGE_SIZE } from './first-queries';
import { SiteReservesDocument } from './punch-list.generated';

/** Past this many pages (2,000 réserves on one plan) the viewer stops asking: its pins would be unreadable anyway. */
const MAX_PAGES = 20;

/**
 * Every réserve of a plan, for its sheets' pins: the first page as the prefetch asks it (so the offline cache has it),
 * the next ones, when the plan has more, asked one after the other.
 */
export function usePlanReserves(siteId: string, planId: string, skip: boolean) {
  const client = useApolloClient();
  const first = useQuery(SiteReservesDocument, { variables: planReservesVariables(siteId, planId), skip, fetchPolicy: 'cache-and-network' });
  const [more, setMore] = useState<ReserveFieldsFragment[]>([]);
  const answer = first.data?.reserves;
  useEffect(() => {
    const pages = Math.min(MAX_PAGES, Math.ceil((answer?.total ?? 0) / SHEET_PAGE_SIZE));
    if (pages <= 1) return setMore([]);
    let live = true;
    (async () => {
      const next: ReserveFieldsFragment[] = [];
      for (let page = 1; page < pages && live; page++) {
        const { data } = await client.query({
          query: SiteReservesDocument,
          variables: planReservesVariables(siteId, planId, page),
          context: { silent: true },
        });
        next.push(...(data?.reserves.items ?? []));
      }
      if (live) setMore(next);
    })().catch(() => undefined);
    return () => void (live = false);
  }, [answer, client, siteId, planId]);
  return {
    items: answer ? [...answer.items, ...more] : null,
    error: first.error,
    refetch: () => void first.refetch().catch(() => undefined),
  };
}
