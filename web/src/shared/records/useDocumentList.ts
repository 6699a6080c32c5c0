import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { NO_PERIOD, type Period } from './period';
import type { CardPaging } from './RecordCards';

export const DOCUMENT_PAGE_SIZE = 20;

/** What a document list query answers (quotes, invoices…): one page of items, their count, the totals over every page. */
export interface DocumentListData {
  total: number;
  items: { id: string }[];
  totals: { count: number };
}

/** The variables every document list query takes; a feature's filter may take more (the `filter` option). */
export interface DocumentListVariables {
  filter?: { status?: string | null; search?: string | null; from?: string | null; to?: string | null } | null;
  sort?: string | null;
  page?: number | null;
  size?: number | null;
}

export interface DocumentListOptions<TData, L, S extends string, O extends string> {
  /** The status filter's choices, 'ALL' (no filter) first. */
  statuses: readonly S[];
  /** The sort's choices, the default first; none: the query takes no sort. */
  sorts?: readonly O[];
  /** The list in the query's answer. */
  pick(data: TData): L | undefined;
  /** A feature's own filters (a kind, a site…), sent beside status, search and period. */
  filter?: Record<string, string | null>;
}

/**
 * A document list's state and query: the status from the address's `?statut=` (the dashboard's links open a list
 * filtered), the search, the period and the sort, the page (back to the first when a filter changes; a new sort keeps
 * it, as the lists always did), and the query asked again whenever one of them changes.
 */
export function useDocumentList<TData, TVars extends DocumentListVariables, L extends DocumentListData, S extends string, O extends string = never>(
  query: TypedDocumentNode<TData, TVars>,
  { statuses, sorts, pick, filter }: DocumentListOptions<TData, L, S, O>,
) {
  const [params] = useSearchParams();
  const [status, setStatusState] = useState<S>(() => {
    const asked = params.get('statut')?.toUpperCase();
    return statuses.find((s) => s === asked) ?? statuses[0];
  });
  const [search, setSearchState] = useState('');
  const [period, setPeriodState] = useState<Period>(NO_PERIOD);
  const [sort, setSort] = useState<O | undefined>(sorts?.[0]);
  const [page, setPage] = useState(0);
  const variables: DocumentListVariables = {
    filter: { status: status === 'ALL' ? null : status, search: search || null, from: period.from, to: period.to, ...filter },
    // A query without a sort variable is not sent one.
    ...(sorts ? { sort } : {}),
    page,
    size: DOCUMENT_PAGE_SIZE,
  };
  // useQuery's options depend on whether the variables are required, which a generic TVars leaves open: the query is
  // read as taking the common variables, which TVars extends.
  const { data, loading, refetch } = useQuery(query as unknown as TypedDocumentNode<TData, DocumentListVariables>, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const list = data ? pick(data) : undefined;
  const refilter =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(0);
    };
  const paging: CardPaging = { page, pageSize: DOCUMENT_PAGE_SIZE, total: list?.total ?? 0, onChange: setPage };
  return {
    statuses,
    sorts,
    status,
    setStatus: refilter(setStatusState),
    search,
    setSearch: refilter(setSearchState),
    period,
    setPeriod: refilter(setPeriodState),
    sort,
    setSort,
    page,
    /** For a feature's own filters: back to the first page. */
    setPage,
    paging,
    list,
    /** The first answer is awaited; later ones refresh the shown page in place. */
    loading: loading && !data,
    refetch,
  };
}

export type DocumentList<L extends DocumentListData, S extends string, O extends string> = ReturnType<
  typeof useDocumentList<unknown, DocumentListVariables, L, S, O>
>;
