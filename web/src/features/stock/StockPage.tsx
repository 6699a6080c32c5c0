import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Dropdown, Select, Switch, Typography } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StockProductFieldsFragment } from '../../gql/graphql';
import { DeleteStockProductDocument, StockCategoriesDocument, StockProductsDocument, StockSummaryDocument } from './stock.generated';
import { downloadFile } from '../../shared/download/download-file';
import { notifyError, notifySuccess } from '../../shared/errors/notify';
import { usePhone } from '../../shared/records/usePhone';
import { StockCards, type StockListProps } from './StockCards';
import { StockFormDrawer } from './StockFormDrawer';
import { StockHistoryDrawer } from './StockHistoryDrawer';
import { StockMovementModal } from './StockMovementModal';
import { StockTable } from './StockTable';
import './stock.css';
import { foldedLabelFilter } from '../../shared/form/folded-filter';
import { useAskedSearch } from '../../shared/records/useAskedSearch';
import { SearchBox } from '../../shared/records/SearchBox';
import { FeatureMessages } from '../../shared/intl/FeatureMessages';
import { stockMessages } from './messages';
import { stockMessagesEn } from './messages.en';
import { askedStockSearch, FIRST_STOCK_FILTERS, STOCK_PAGE_SIZE, stockProductsVariables } from './first-queries';

type Panel = { kind: 'form'; product: StockProductFieldsFragment | null } | { kind: 'movement' | 'history'; product: StockProductFieldsFragment };

/**
 * `/stocks/` (SPEC §5): products with their stock against two thresholds, the level as a coloured tag and row;
 * entries, exits and adjustments in a modal, each product's history in a drawer; search, category and
 * 'à réapprovisionner' filters, CSV / Excel export.
 */
export default function StockPage() {
  return (
    <FeatureMessages fr={stockMessages} en={stockMessagesEn} ar={() => import('./messages.ar').then((m) => m.stockMessagesAr)}>
      <StockScreen />
    </FeatureMessages>
  );
}

function StockScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const asked = useAskedSearch();
  const [search, setSearch] = useState(askedStockSearch(asked));
  const [category, setCategory] = useState<string | null>(FIRST_STOCK_FILTERS.category);
  const [toRestock, setToRestock] = useState(FIRST_STOCK_FILTERS.toRestock);
  const [page, setPage] = useState(0);
  const [panel, setPanel] = useState<Panel | null>(null);
  const phone = usePhone();
  // The prefetch (first-queries.ts) builds the same variables, so a link or the offline cache finds this page answered.
  const {
    data: current,
    previousData,
    loading,
    refetch,
  } = useQuery(StockProductsDocument, { variables: stockProductsVariables({ search, category, toRestock, page }) });
  // While a filter's answer comes, the rows of the previous one stay (under the spinner) rather than blinking out.
  const data = current ?? previousData;
  const summary = useQuery(StockSummaryDocument);
  const categories = useQuery(StockCategoriesDocument);
  const [remove] = useMutation(DeleteStockProductDocument);
  const list = data?.stockProducts;
  const filtered = Boolean(search || category || toRestock);

  const refresh = () => Promise.all([refetch(), summary.refetch(), categories.refetch()]);
  const onDelete = async (p: StockProductFieldsFragment) => {
    const done = await remove({ variables: { id: p.id } }).catch(() => null);
    if (done) {
      notifySuccess(t('stock.ui.deleted', { name: p.label }));
      // The last row of a later page gone, the page before it is shown.
      if (page > 0 && list?.items.length === 1) setPage(page - 1);
      await refresh();
    }
  };
  const exportTo = (format: string) => {
    const query = new URLSearchParams({ format, search, categorie: category ?? '' });
    if (toRestock) query.set('aReapprovisionner', 'true');
    void downloadFile(`/api/v1/chantiers/stock/export?${query.toString()}`, `stock.${format}`).catch(notifyError);
  };

  // The same list as cards on a phone, as a table elsewhere.
  const listProps: StockListProps = {
    items: list?.items ?? [],
    loading: loading && !current,
    emptyText: t(filtered ? 'stock.ui.noMatch' : 'stock.ui.empty'),
    paging: { page, pageSize: STOCK_PAGE_SIZE, total: list?.total ?? 0, onChange: setPage },
    onMovement: (product) => setPanel({ kind: 'movement', product }),
    onHistory: (product) => setPanel({ kind: 'history', product }),
    onEdit: (product) => setPanel({ kind: 'form', product }),
    onDelete,
  };

  const counts = summary.data;
  return (
    <>
      <div className="page-header">
        <div>
          <Typography.Title level={1} style={{ fontSize: 26 }}>
            <FormattedMessage id="stock.ui.title" />
          </Typography.Title>
          <Typography.Text type="secondary">
            {counts
              ? `${t('stock.ui.subtitle', { count: counts.all.total })} · ${t('stock.ui.toRestockCount', { count: counts.stockToRestockCount })}`
              : '\u00a0'}
          </Typography.Text>
        </div>
        <div className="stock-header-actions">
          <Dropdown
            menu={{
              items: [
                { key: 'csv', label: t('stock.ui.export.csv') },
                { key: 'xlsx', label: t('stock.ui.export.xlsx') },
              ],
              onClick: ({ key }) => exportTo(key),
            }}
          >
            <Button icon={<DownloadOutlined />}>{t('stock.ui.export')}</Button>
          </Dropdown>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setPanel({ kind: 'form', product: null })}>
            <FormattedMessage id="stock.ui.add" />
          </Button>
        </div>
      </div>
      <Card className="stock-card">
        <div className="stock-toolbar" role="search">
          <SearchBox
            size="large"
            className="stock-toolbar-search"
            label={t('stock.ui.search')}
            asked={asked}
            onSearch={(text) => (setSearch(text), setPage(0))}
          />
          <Select
            className="stock-toolbar-category"
            size="large"
            aria-label={t('stock.ui.category.filter')}
            value={category ?? ''}
            onChange={(v: string) => (setCategory(v || null), setPage(0))}
            options={[
              { value: '', label: t('stock.ui.category.all') },
              ...(categories.data?.stockCategories ?? []).map((c) => ({ value: c, label: c })),
            ]}
            showSearch={{ filterOption: foldedLabelFilter }}
          />
          <span className="stock-toolbar-restock">
            <Switch id="stock-to-restock" checked={toRestock} onChange={(on) => (setToRestock(on), setPage(0))} />
            <label htmlFor="stock-to-restock">{t('stock.ui.toRestock')}</label>
          </span>
        </div>
        {phone ? <StockCards {...listProps} /> : <StockTable {...listProps} />}
      </Card>
      {panel?.kind === 'form' ? (
        <StockFormDrawer product={panel.product} onClose={() => setPanel(null)} onSaved={() => (setPanel(null), void refresh())} />
      ) : null}
      {panel?.kind === 'movement' ? (
        <StockMovementModal product={panel.product} onClose={() => setPanel(null)} onSaved={() => (setPanel(null), void refresh())} />
      ) : null}
      {panel?.kind === 'history' ? <StockHistoryDrawer product={panel.product} onClose={() => setPanel(null)} /> : null}
    </>
  );
}
