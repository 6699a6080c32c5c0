import { useRef, useState } from 'react';
import { notifySuccess } from '../errors/notify';
import { RECORD_PAGE_SIZE } from './page-size';
import { NO_PERIOD, type Period } from './period';

/**
 * The state every site-record list keeps (finance records today; quotes, invoices, documents… next): the period and
 * page, the record being edited (null: a new one) or viewed, and what follows a save or a delete (refetch the list,
 * tell the page its figures changed, step back a page when its last row went). The screen keeps its own query and
 * columns; it hands the query's refetch to `watch`.
 */
export function useRecordList<R extends { id: string }>(onChanged: () => void) {
  const [period, setPeriodState] = useState<Period>(NO_PERIOD);
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<R | null | undefined>(undefined);
  const [viewing, setViewing] = useState<string | null>(null);
  const refetchRef = useRef<() => unknown>(() => undefined);

  const changed = () => {
    void refetchRef.current();
    onChanged();
  };
  return {
    period,
    page,
    /** undefined: no drawer; null: adding; a record: editing it. */
    editing,
    viewing,
    watch(refetch: () => unknown) {
      refetchRef.current = refetch;
    },
    /** A filter changed: back to the first page. */
    refilter(apply?: () => void) {
      apply?.();
      setPage(0);
    },
    setPeriod(p: Period) {
      setPeriodState(p);
      setPage(0);
    },
    setPage,
    add: () => setEditing(null),
    edit: (record: R) => setEditing(record),
    closeEditor: () => setEditing(undefined),
    view: (id: string) => setViewing(id),
    closeView: () => setViewing(null),
    saved() {
      setEditing(undefined);
      changed();
    },
    /** Runs the delete; on success says `message`, steps back when the page's last row went, and refreshes. */
    async remove(run: () => Promise<unknown>, rowsOnPage: number, message: string) {
      const done = await run().catch(() => null);
      if (!done) return;
      notifySuccess(message);
      if (page > 0 && rowsOnPage === 1) setPage(page - 1);
      changed();
    },
    /** The phone cards' pages, the same state as the table's. */
    cardPaging(total: number) {
      return { page, pageSize: RECORD_PAGE_SIZE, total, onChange: setPage };
    },
    /** antd Table's pagination and change handler for a list of `total` rows. */
    tablePaging(total: number) {
      return {
        pagination: { current: page + 1, pageSize: RECORD_PAGE_SIZE, total, showSizeChanger: false, hideOnSinglePage: true },
        onChange: (pagination: { current?: number }) => setPage((pagination.current ?? 1) - 1),
      };
    },
  };
}

/** antd Table's pagination props for a record list (`records.tablePaging(total)`), for a table drawn apart from its list. */
export type TablePaging = ReturnType<ReturnType<typeof useRecordList>['tablePaging']>;
