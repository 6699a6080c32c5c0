import { useQuery } from '@apollo/client/react';
import { Drawer, Table } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { StockMovementFieldsFragment, StockProductFieldsFragment } from '../../gql/graphql';
import { StockMovementsDocument } from './stock.generated';
import { formatDay, formatQuantity } from '../../shared/format';
import { MovementTypeTag } from './StockTags';
import './stock.css';

const PAGE_SIZE = 10;

/** A product's movements, newest first, paged: what came in and out, where it went, who recorded it. */
export function StockHistoryDrawer({ product, onClose }: { product: StockProductFieldsFragment; onClose(): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [page, setPage] = useState(0);
  const { data, loading } = useQuery(StockMovementsDocument, {
    variables: { productId: product.id, page, size: PAGE_SIZE },
    fetchPolicy: 'network-only',
  });
  const list = data?.stockMovements;
  const title = t('stock.ui.history.title', { name: product.label });

  return (
    <Drawer open onClose={onClose} title={title} size={860} rootClassName="stock-drawer" destroyOnHidden>
      <Table<StockMovementFieldsFragment>
        rowKey="id"
        size="small"
        className="stock-history-table"
        loading={loading && !data}
        dataSource={list?.items ?? []}
        locale={{ emptyText: t('stock.ui.history.empty') }}
        scroll={{ x: 760 }}
        pagination={{
          current: page + 1,
          pageSize: PAGE_SIZE,
          total: list?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: (p) => setPage(p - 1),
        }}
        columns={[
          { title: t('stock.ui.history.col.date'), key: 'date', width: 100, render: (_, m) => formatDay(String(m.date)) },
          { title: t('stock.ui.history.col.type'), key: 'type', width: 120, render: (_, m) => <MovementTypeTag type={m.type} /> },
          {
            title: t('stock.ui.history.col.quantity'),
            key: 'quantity',
            align: 'end',
            width: 110,
            render: (_, m) => (
              <span className={`stock-number stock-quantity-${String(m.quantity).startsWith('-') ? 'out' : 'in'}`}>
                {formatQuantity(String(m.quantity), { signed: true })}
              </span>
            ),
          },
          {
            title: t('stock.ui.history.col.stockAfter'),
            key: 'stockAfter',
            align: 'end',
            width: 110,
            render: (_, m) => <span className="stock-number">{formatQuantity(String(m.stockAfter))}</span>,
          },
          { title: t('stock.ui.history.col.site'), key: 'site', render: (_, m) => m.site?.name ?? '—' },
          { title: t('stock.ui.history.col.note'), key: 'note', render: (_, m) => m.note ?? '' },
          { title: t('stock.ui.history.col.author'), key: 'author', render: (_, m) => m.authorName ?? '—' },
        ]}
      />
    </Drawer>
  );
}
