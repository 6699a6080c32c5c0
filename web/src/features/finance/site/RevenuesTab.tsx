import { lazy, Suspense } from 'react';
import { PaperClipOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Table, Tooltip } from 'antd';
import { useIntl } from 'react-intl';
import type { SiteFinanceRevenueFieldsFragment } from '../../../gql/graphql';
import { SiteFinanceDeleteRevenueDocument, SiteFinanceRevenuesDocument } from './site-finance.generated';
import { RECORD_PAGE_SIZE, useRecordList } from '../../../shared/records/useRecordList';
import { formatMoney } from '../../../shared/format';
import { formatDay } from '../../../shared/format';
import { ExportMenu, ListToolbar, PeriodFilter } from '../../../shared/records/RecordListParts';
import { actionsColumn, totalsRow } from '../../../shared/records/RecordTable';
import { RecordCards } from '../../../shared/records/RecordCards';
import { usePhone } from '../../../shared/records/usePhone';
import { useAddFromAddress } from '../../../shared/records/useAddFromAddress';
import { useVatSubject } from '../../../shared/company/useVatSubject';
import { rateChoice } from './amounts';

// Opened on a tap: the form and the detail load then, not with the page a deep link opens.
const RevenueFormDrawer = lazy(() => import('./RevenueFormDrawer').then((m) => ({ default: m.RevenueFormDrawer })));
const RevenueDetailModal = lazy(() => import('./RecordDetailModal').then((m) => ({ default: m.RevenueDetailModal })));

/** 'Recettes': the site's revenues by period, with the filter's total; HT, TVA and TTC for a company subject to TVA. */
export function RevenuesTab({ siteId, onChanged }: { siteId: string; onChanged(): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const records = useRecordList<SiteFinanceRevenueFieldsFragment>(onChanged);
  useAddFromAddress('recettes', false, records.add);
  const phone = usePhone();
  // Unknown yet: laid out as for most companies, subject to TVA.
  const ht = useVatSubject().vatSubject !== false;
  const { period, page } = records;
  const { data, loading, refetch } = useQuery(SiteFinanceRevenuesDocument, {
    variables: { siteId, from: period.from, to: period.to, page, size: RECORD_PAGE_SIZE },
  });
  records.watch(refetch);
  const [remove] = useMutation(SiteFinanceDeleteRevenueDocument);
  const list = data?.revenues;
  const onDelete = (r: SiteFinanceRevenueFieldsFragment) =>
    records.remove(() => remove({ variables: { id: r.id } }), list?.items.length ?? 0, t('finance.site.revenue.deleted', { label: r.label }));

  const actions = (r: SiteFinanceRevenueFieldsFragment) => ({
    onView: () => records.view(r.id),
    onEdit: () => records.edit(r),
    onDelete: () => onDelete(r),
    confirm: t('finance.site.revenue.delete.confirm', { label: r.label }),
  });

  return (
    <>
      <ListToolbar
        onAdd={records.add}
        filters={<PeriodFilter value={period} onChange={records.setPeriod} />}
        actions={<ExportMenu kind="recettes" fileBase="recettes" siteId={siteId} period={period} />}
      />
      {phone ? (
        <RecordCards<SiteFinanceRevenueFieldsFragment>
          items={list?.items ?? []}
          loading={loading && !data}
          emptyText={t('finance.site.revenue.empty')}
          actions={actions}
          paging={records.cardPaging(list?.total ?? 0)}
          card={(r) => ({
            title: r.label,
            meta: `${formatDay(r.date)} · ${r.reference}`,
            figures: ht
              ? [
                  { label: t('finance.site.col.ttc'), value: <strong>{formatMoney(r.amount)}</strong> },
                  { label: t('finance.site.col.ht'), value: formatMoney(r.amountHT) },
                  { label: `${t('finance.site.col.vat')} ${rateChoice(r.vatRate)}\u00a0%`, value: formatMoney(r.amountVAT) },
                ]
              : [{ label: t('finance.site.col.amount'), value: <strong>{formatMoney(r.amount)}</strong> }],
          })}
          totals={
            list && list.total > 0
              ? {
                  title: t('records.totals', { count: list.totals.count }),
                  figures: ht
                    ? [
                        { label: t('finance.site.col.ttc'), value: formatMoney(list.totals.amount) },
                        { label: t('finance.site.col.ht'), value: formatMoney(list.totals.amountHT) },
                        { label: t('finance.site.col.vat'), value: formatMoney(list.totals.amountVAT) },
                      ]
                    : [{ label: t('finance.site.col.amount'), value: formatMoney(list.totals.amount) }],
                }
              : null
          }
        />
      ) : (
        <Table<SiteFinanceRevenueFieldsFragment>
          rowKey="id"
          size="middle"
          loading={loading && !data}
          dataSource={list?.items ?? []}
          locale={{ emptyText: t('finance.site.revenue.empty') }}
          scroll={{ x: 'max-content' }}
          {...records.tablePaging(list?.total ?? 0)}
          columns={[
            { title: t('finance.site.col.date'), key: 'date', render: (_, r) => <span className="finance-nowrap">{formatDay(r.date)}</span> },
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
            ...(ht
              ? [
                  {
                    title: t('finance.site.col.ht'),
                    key: 'amountHT',
                    align: 'right' as const,
                    render: (_: unknown, r: SiteFinanceRevenueFieldsFragment) => <span className="finance-amount">{formatMoney(r.amountHT)}</span>,
                  },
                  {
                    title: t('finance.site.col.vat'),
                    key: 'amountVAT',
                    align: 'right' as const,
                    render: (_: unknown, r: SiteFinanceRevenueFieldsFragment) => (
                      <div className="finance-stack">
                        {formatMoney(r.amountVAT)}
                        <span className="finance-secondary">{rateChoice(r.vatRate)}&nbsp;%</span>
                      </div>
                    ),
                  },
                ]
              : []),
            {
              title: t(ht ? 'finance.site.col.ttc' : 'finance.site.col.amount'),
              key: 'amount',
              align: 'right',
              render: (_, r) => <strong className="finance-amount">{formatMoney(r.amount)}</strong>,
            },
            actionsColumn<SiteFinanceRevenueFieldsFragment>(intl, actions),
          ]}
          summary={() =>
            list && list.total > 0
              ? totalsRow(intl, list.totals.count, 3, [
                  ...(ht
                    ? [
                        <span key="ht" className="finance-amount">
                          {formatMoney(list.totals.amountHT)}
                        </span>,
                        <span key="vat" className="finance-amount">
                          {formatMoney(list.totals.amountVAT)}
                        </span>,
                      ]
                    : []),
                  <span key="amount" className="finance-amount">
                    {formatMoney(list.totals.amount)}
                  </span>,
                ])
              : null
          }
        />
      )}
      <Suspense fallback={null}>
        {records.editing !== undefined ? (
          <RevenueFormDrawer siteId={siteId} revenue={records.editing} onClose={records.closeEditor} onSaved={records.saved} />
        ) : null}
        {records.viewing ? <RevenueDetailModal id={records.viewing} onClose={records.closeView} /> : null}
      </Suspense>
    </>
  );
}
