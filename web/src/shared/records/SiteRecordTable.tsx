import { Table } from 'antd';
import { useIntl } from 'react-intl';
import { actionsColumn, type RowActionsOf, totalsRow } from './RecordTable';
import type { SiteRecordColumn, SiteRecordPage } from './SiteRecordTab';
import type { TablePaging } from './useRecordList';

export interface SiteRecordTableProps<R, T extends { count: number }> {
  list: SiteRecordPage<R, T> | undefined;
  loading: boolean;
  paging: TablePaging;
  actions(record: R): RowActionsOf;
  columns: SiteRecordColumn<R, T>[];
  emptyText: string;
}

/**
 * A site record list on a desk (a phone shows cards: SiteRecordTab): the columns, the row actions kept in view, and
 * the filter's totals under the amount columns ('Total (n lignes)' over the columns before the first of them).
 */
export default function SiteRecordTable<R extends { id: string }, T extends { count: number }>({
  list,
  loading,
  paging,
  actions,
  columns,
  emptyText,
}: SiteRecordTableProps<R, T>) {
  const intl = useIntl();
  const leading = columns.findIndex((c) => c.total);
  return (
    <Table<R>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={list?.items ?? []}
      locale={{ emptyText }}
      scroll={{ x: 'max-content' }}
      {...paging}
      columns={[
        ...columns.map((c) => ({ title: c.title, key: c.key, align: c.align, render: (_: unknown, r: R) => c.render(r) })),
        actionsColumn<R>(intl, actions),
      ]}
      summary={() =>
        list && list.total > 0 && leading >= 0
          ? totalsRow(
              intl,
              list.totals.count,
              leading,
              columns.slice(leading).map((c) => c.total?.(list.totals) ?? null),
            )
          : null
      }
    />
  );
}
