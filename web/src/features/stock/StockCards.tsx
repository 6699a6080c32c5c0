import { HistoryOutlined, SwapOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import type { StockProductFieldsFragment } from '../../gql/graphql';
import { formatDay, formatQuantity } from '../../shared/format';
import { type CardPaging, RecordCards } from '../../shared/records/RecordCards';
import { LevelTag, ProductLabel } from './StockTags';

type Product = StockProductFieldsFragment;

/** What the stock list needs, drawn as cards (a phone) or a table (StockTable). */
export interface StockListProps {
  items: Product[];
  loading: boolean;
  emptyText: string;
  paging: CardPaging;
  onMovement(p: Product): void;
  onHistory(p: Product): void;
  onEdit(p: Product): void;
  onDelete(p: Product): Promise<unknown>;
}

/** The stock on a phone: a card a product with its level and stock first, 'Mouvement' as the large button. */
export function StockCards({ items, loading, emptyText, paging, onMovement, onHistory, onEdit, onDelete }: StockListProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <RecordCards<Product>
      items={items}
      loading={loading}
      emptyText={emptyText}
      paging={paging}
      card={(p) => ({
        title: <ProductLabel product={p} />,
        name: p.label,
        badge: <LevelTag level={p.level} />,
        className: `stock-card-${p.level.toLowerCase()}`,
        meta: [p.category, formatDay(String(p.stockDay))].filter(Boolean).join(' · '),
        figures: [
          {
            label: t('stock.ui.col.stock'),
            value: <strong className="stock-card-stock">{formatQuantity(String(p.stock), { unit: p.unit })}</strong>,
          },
          { label: t('stock.ui.col.alertThreshold'), value: formatQuantity(String(p.alertThreshold), { unit: p.unit }) },
          { label: t('stock.ui.col.warningThreshold'), value: formatQuantity(String(p.warningThreshold), { unit: p.unit }) },
        ],
      })}
      actions={(p) => ({
        main: { key: 'movement', label: t('stock.ui.movement'), icon: <SwapOutlined />, onClick: () => onMovement(p) },
        extra: [{ key: 'history', label: t('stock.ui.history'), icon: <HistoryOutlined />, onClick: () => onHistory(p) }],
        onEdit: () => onEdit(p),
        onDelete: () => onDelete(p),
        deleteAction: 'stock.delete',
        confirm: t('stock.ui.delete.confirm', { name: p.label }),
      })}
    />
  );
}
