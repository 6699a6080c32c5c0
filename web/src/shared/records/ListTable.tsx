import { Table, type TableProps } from 'antd';
import type { TablePaging } from './useRecordList';

/**
 * A record list's table on a wide screen (the cards' counterpart): a row a record, its pages from the list's state,
 * scrolled sideways rather than squeezed when its columns do not fit.
 */
export function ListTable<R extends { id: string }>({
  items,
  loading,
  emptyText,
  paging,
  ...table
}: { items: R[]; loading: boolean; emptyText: string; paging: TablePaging } & Omit<
  TableProps<R>,
  'dataSource' | 'loading' | 'pagination' | 'onChange'
>) {
  return (
    <Table<R>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={items}
      locale={{ emptyText }}
      scroll={{ x: 'max-content' }}
      {...paging}
      {...table}
    />
  );
}
