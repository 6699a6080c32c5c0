import type { Action } from '@chantiers/schema';
import type { TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { Skeleton } from 'antd';
import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { deskOnly } from './desk-only';
import { ExportMenu, ListToolbar, PeriodFilter } from './RecordListParts';
import { RecordCards, type RecordCardView } from './RecordCards';
import type { RowActionsOf } from './RecordTable';
import { SearchBox } from './SearchBox';
import type { RecordFormSpec } from './SiteRecordFormDrawer';
import type { SiteRecordTableProps } from './SiteRecordTable';
import { usePhone } from './usePhone';
import { RECORD_PAGE_SIZE } from './page-size';
import { useRecordList } from './useRecordList';

/** A column of the desk's table; `total` draws the filter's total under it (the amounts come after the text columns). */
export interface SiteRecordColumn<R, T> {
  key: string;
  title: string;
  render(record: R): ReactNode;
  align?: 'right';
  total?(totals: T): ReactNode;
}

/** One page of a record list as its GraphQL query answers it. */
export interface SiteRecordPage<R, T> {
  items: R[];
  total: number;
  totals: T;
}

/** The form of a record: the kit's drawer from a list of fields, or a drawer of the record's own (a weekday that follows the date…). */
export type SiteRecordForm<R> = { spec: RecordFormSpec<R> } | { drawer: ComponentType<SiteRecordDrawerProps<R>> };

/** What a record's form drawer is given: a new record (null) or the one edited, and what follows a save. */
export interface SiteRecordDrawerProps<R> {
  siteId: string;
  record: R | null;
  onClose(): void;
  onSaved(): void;
}

export interface SiteRecordTabProps<R extends { id: string }, T extends { count: number }, Q> {
  siteId: string;
  onChanged(): void;
  /** The list query: `siteId`, `from`, `to`, `page`, `size`, and the text filter's variable when there is one. */
  query: TypedDocumentNode<Q, never>;
  pageOf(data: Q): SiteRecordPage<R, T> | undefined;
  remove: TypedDocumentNode<unknown, { id: string }>;
  /** The action the api checks for the delete (`serviceSheets.delete`): the button shows to whoever may do it. */
  deleteAction: Action;
  /** A text filter (part of a name): its query variable and its label. */
  search?: { variable: string; label: string; exportKey: string };
  /** The REST export's kind (`/api/v1/chantiers/<kind>/export`) and its file's base name. */
  exportKind: string;
  fileBase: string;
  columns: SiteRecordColumn<R, T>[];
  /** A record's phone card, and the totals' card figures. */
  card(record: R): RecordCardView;
  cardTotals(totals: T): RecordCardView['figures'];
  texts: { empty: string; totals(count: number): string; deleted(record: R): string; confirm(record: R): string };
  form: SiteRecordForm<R>;
}

// Drawn on a desk only; opened on a tap: neither loads with the page a phone opens. (lazy() forgets a component's
// type parameters: the casts give them back.)
const SiteRecordTable = deskOnly(() => import('./SiteRecordTable')) as unknown as <R, T extends { count: number }>(
  props: SiteRecordTableProps<R, T>,
) => ReactNode;
const SiteRecordFormDrawer = lazy(() => import('./SiteRecordFormDrawer')) as unknown as <R extends { id: string }>(
  props: SiteRecordDrawerProps<R> & { spec: RecordFormSpec<R> },
) => ReactNode;

/**
 * A site record's tab, whole: the toolbar (period, text filter, export, Ajouter), the phone's cards or the desk's
 * table with the filter's totals, and the form drawer. A record's screen declares its query, columns and form.
 */
export function SiteRecordTab<R extends { id: string }, T extends { count: number }, Q>(p: SiteRecordTabProps<R, T, Q>) {
  const [text, setText] = useState('');
  const records = useRecordList<R>(p.onChanged);
  const phone = usePhone();
  const { period, page } = records;
  const variables = {
    siteId: p.siteId,
    from: period.from,
    to: period.to,
    page,
    size: RECORD_PAGE_SIZE,
    ...(p.search ? { [p.search.variable]: text || null } : {}),
  };
  // The variables are the kit's (the list arguments every record takes), so the document's own type is set aside here.
  const { data, loading, refetch } = useQuery(p.query as TypedDocumentNode<Q, Record<string, unknown>>, { variables });
  records.watch(refetch);
  const [remove] = useMutation(p.remove);
  const list = data ? p.pageOf(data as Q) : undefined;
  const actions = (r: R): RowActionsOf => ({
    onEdit: () => records.edit(r),
    onDelete: () => records.remove(() => remove({ variables: { id: r.id } }), list?.items.length ?? 0, p.texts.deleted(r)),
    deleteAction: p.deleteAction,
    confirm: p.texts.confirm(r),
  });
  const drawer = { siteId: p.siteId, record: records.editing ?? null, onClose: records.closeEditor, onSaved: records.saved };
  const Drawer = 'drawer' in p.form ? p.form.drawer : null;

  return (
    <>
      <ListToolbar
        onAdd={records.add}
        filters={
          <>
            <PeriodFilter value={period} onChange={records.setPeriod} />
            {p.search ? <SearchBox className="records-filter" label={p.search.label} onSearch={(s) => records.refilter(() => setText(s))} /> : null}
          </>
        }
        actions={
          <ExportMenu
            kind={p.exportKind}
            fileBase={p.fileBase}
            siteId={p.siteId}
            period={period}
            extra={p.search ? { [p.search.exportKey]: text } : undefined}
          />
        }
      />
      {phone ? (
        <RecordCards<R>
          items={list?.items ?? []}
          loading={loading && !data}
          emptyText={p.texts.empty}
          actions={actions}
          paging={records.cardPaging(list?.total ?? 0)}
          card={p.card}
          totals={list && list.total > 0 ? { title: p.texts.totals(list.totals.count), figures: p.cardTotals(list.totals) } : null}
        />
      ) : (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
          <SiteRecordTable<R, T>
            list={list}
            loading={loading && !data}
            paging={records.tablePaging(list?.total ?? 0)}
            actions={actions}
            columns={p.columns}
            emptyText={p.texts.empty}
          />
        </Suspense>
      )}
      <Suspense fallback={null}>
        {records.editing === undefined ? null : Drawer ? (
          <Drawer {...drawer} />
        ) : (
          <SiteRecordFormDrawer {...drawer} spec={(p.form as { spec: RecordFormSpec<R> }).spec} />
        )}
      </Suspense>
    </>
  );
}
