import { PaperClipOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Table, Tooltip } from 'antd';
import { useIntl } from 'react-intl';
import { SiteFinanceDeleteRevenueDocument, type SiteFinanceRevenueFieldsFragment, SiteFinanceRevenuesDocument } from '../../../gql/graphql';
import { useRecordList } from '../../../shared/records/useRecordList';
import { formatMoney } from '../../../shared/format/money';
import { shownDate } from './dates';
import { ExportMenu, ListToolbar, PAGE_SIZE, PeriodFilter, RowActions } from './ListParts';
import { RevenueDetailModal } from './RecordDetailModal';
import { RevenueFormDrawer } from './RevenueFormDrawer';

/** 'Recettes': the site's revenues by period, with the filter's total. */
export function RevenuesTab({ siteId, onChanged }: { siteId: string; onChanged(): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const records = useRecordList<SiteFinanceRevenueFieldsFragment>(onChanged);
  const { period, page } = records;
  const { data, loading, refetch } = useQuery(SiteFinanceRevenuesDocument, {
    variables: { siteId, from: period.from, to: period.to, page, size: PAGE_SIZE },
  });
  records.watch(refetch);
  const [remove] = useMutation(SiteFinanceDeleteRevenueDocument);
  const list = data?.revenues;
  const onDelete = (r: SiteFinanceRevenueFieldsFragment) =>
    records.remove(() => remove({ variables: { id: r.id } }), list?.items.length ?? 0, t('finance.site.revenue.deleted', { label: r.label }));

  return (
    <>
      <ListToolbar
        onAdd={records.add}
        filters={<PeriodFilter value={period} onChange={records.setPeriod} />}
        actions={<ExportMenu kind="recettes" fileBase="recettes" siteId={siteId} period={period} />}
      />
      <Table<SiteFinanceRevenueFieldsFragment>
        rowKey="id"
        size="middle"
        loading={loading && !data}
        dataSource={list?.items ?? []}
        locale={{ emptyText: t('finance.site.revenue.empty') }}
        scroll={{ x: 'max-content' }}
        {...records.tablePaging(list?.total ?? 0)}
        columns={[
          { title: t('finance.site.col.date'), key: 'date', render: (_, r) => <span className="finance-nowrap">{shownDate(r.date)}</span> },
          {
            title: t('finance.site.col.label'),
            key: 'label',
            render: (_, r) => (
              <span className="finance-label">
                {r.label}
                {r.hasInvoice ? (
                  <Tooltip title={t('finance.site.hasInvoice')}>
                    <PaperClipOutlined role="img" aria-label={t('finance.site.hasInvoice')} />
                  </Tooltip>
                ) : null}
              </span>
            ),
          },
          { title: t('finance.site.col.reference'), dataIndex: 'reference', key: 'reference' },
          {
            title: t('finance.site.col.amount'),
            key: 'amount',
            align: 'right',
            render: (_, r) => <strong className="finance-amount">{formatMoney(r.amount)}</strong>,
          },
          {
            title: t('finance.site.col.actions'),
            key: 'actions',
            fixed: 'right',
            render: (_, r) => (
              <RowActions
                onView={() => records.view(r.id)}
                onEdit={() => records.edit(r)}
                onDelete={() => onDelete(r)}
                confirm={t('finance.site.revenue.delete.confirm', { label: r.label })}
              />
            ),
          },
        ]}
        summary={() =>
          list && list.total > 0 ? (
            <Table.Summary>
              <Table.Summary.Row className="finance-totals">
                <Table.Summary.Cell index={0} colSpan={3}>
                  <strong>{t('finance.site.totals', { count: list.totals.count })}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="right">
                  <strong className="finance-amount">{formatMoney(list.totals.amount)}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={4} />
              </Table.Summary.Row>
            </Table.Summary>
          ) : null
        }
      />
      {records.editing !== undefined ? (
        <RevenueFormDrawer siteId={siteId} revenue={records.editing} onClose={records.closeEditor} onSaved={records.saved} />
      ) : null}
      {records.viewing ? <RevenueDetailModal id={records.viewing} onClose={records.closeView} /> : null}
    </>
  );
}
