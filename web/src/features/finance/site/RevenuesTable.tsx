import { PaperClipOutlined } from '@ant-design/icons';
import { Table, Tooltip } from 'antd';
import { useIntl } from 'react-intl';
import type { SiteFinanceRevenueFieldsFragment, SiteFinanceRevenuesQuery } from '../../../gql/graphql';
import { formatDay, formatMoney } from '../../../shared/format';
import { actionsColumn, type RowActionsOf, totalsRow } from '../../../shared/records/RecordTable';
import type { useRecordList } from '../../../shared/records/useRecordList';
import { rateChoice } from './amounts';

/** 'Recettes' on a desk: the revenues as a table with the filter's totals (a phone shows cards: RevenuesTab). */
export default function RevenuesTable({
  list,
  loading,
  paging,
  actions,
  ht,
}: {
  list: SiteFinanceRevenuesQuery['revenues'] | undefined;
  loading: boolean;
  paging: ReturnType<ReturnType<typeof useRecordList>['tablePaging']>;
  actions(r: SiteFinanceRevenueFieldsFragment): RowActionsOf;
  ht: boolean;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <Table<SiteFinanceRevenueFieldsFragment>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={list?.items ?? []}
      locale={{ emptyText: t('finance.site.revenue.empty') }}
      scroll={{ x: 'max-content' }}
      {...paging}
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
  );
}
