import { DeleteOutlined, EditOutlined, HistoryOutlined, SwapOutlined } from '@ant-design/icons';
import { unitOf } from '@chantiers/schema';
import { Button, Popconfirm, Table, Tooltip } from 'antd';
import { useIntl } from 'react-intl';
import type { StockProductFieldsFragment } from '../../gql/graphql';
import { formatDay, formatQuantity } from '../../shared/format';
import { Can } from '../../shared/session/Can';
import type { StockListProps } from './StockCards';
import { LevelTag, ProductLabel } from './StockTags';

/** The products on a wide screen, a row coloured by its level, the actions at the end (StockCards on a phone). */
export function StockTable({ items, loading, emptyText, paging, onMovement, onHistory, onEdit, onDelete }: StockListProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <Table<StockProductFieldsFragment>
      rowKey="id"
      className="stock-table"
      size="middle"
      loading={loading}
      dataSource={items}
      locale={{ emptyText }}
      rowClassName={(p) => `stock-row stock-row-${p.level.toLowerCase()}`}
      tableLayout="auto"
      scroll={{ x: 900 }}
      pagination={{ current: paging.page + 1, pageSize: paging.pageSize, total: paging.total, showSizeChanger: false, hideOnSinglePage: true }}
      onChange={(pagination) => paging.onChange((pagination.current ?? 1) - 1)}
      columns={[
        {
          title: t('stock.ui.col.label'),
          key: 'label',
          fixed: 'start',
          render: (_, p) => <ProductLabel product={p} />,
        },
        { title: t('stock.ui.col.category'), key: 'category', dataIndex: 'category' },
        {
          title: t('stock.ui.col.stock'),
          key: 'stock',
          align: 'end',
          render: (_, p) => (
            <span className="stock-number">
              <strong>{formatQuantity(String(p.stock))}</strong>
              <span className="stock-unit">{unitOf(String(p.stock), p.unit)}</span>
            </span>
          ),
        },
        {
          title: t('stock.ui.col.alertThreshold'),
          key: 'alertThreshold',
          align: 'end',
          render: (_, p) => <span className="stock-number">{formatQuantity(String(p.alertThreshold))}</span>,
        },
        {
          title: t('stock.ui.col.warningThreshold'),
          key: 'warningThreshold',
          align: 'end',
          render: (_, p) => <span className="stock-number">{formatQuantity(String(p.warningThreshold))}</span>,
        },
        { title: t('stock.ui.col.level'), key: 'level', render: (_, p) => <LevelTag level={p.level} /> },
        {
          title: t('stock.ui.col.stockDay'),
          key: 'stockDay',
          render: (_, p) => <span className="stock-number">{formatDay(String(p.stockDay))}</span>,
        },
        {
          title: t('stock.ui.col.actions'),
          key: 'actions',
          // In view at any width: the middle columns scroll between the product and its buttons.
          fixed: 'end',
          width: 206,
          render: (_, p) => (
            <div className="stock-actions">
              <Button size="small" icon={<SwapOutlined />} onClick={() => onMovement(p)}>
                {t('stock.ui.movement')}
              </Button>
              <Tooltip title={t('stock.ui.history')}>
                <Button size="small" icon={<HistoryOutlined />} aria-label={t('stock.ui.history')} onClick={() => onHistory(p)} />
              </Tooltip>
              <Tooltip title={t('stock.ui.edit')}>
                <Button size="small" icon={<EditOutlined />} aria-label={t('stock.ui.edit')} onClick={() => onEdit(p)} />
              </Tooltip>
              <Can action="stock.delete">
                <Popconfirm
                  title={t('stock.ui.delete.confirm', { name: p.label })}
                  okText={t('stock.ui.delete')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('stock.ui.cancel')}
                  onConfirm={() => onDelete(p)}
                >
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('stock.ui.delete')} />
                </Popconfirm>
              </Can>
            </div>
          ),
        },
      ]}
    />
  );
}
