import { PaperClipOutlined } from '@ant-design/icons';
import { Table, Tag, Tooltip } from 'antd';
import { useIntl } from 'react-intl';
import type { SiteFinancePurchaseFieldsFragment } from '../../../gql/graphql';
import { formatDay, formatMoney } from '../../../shared/format';
import { actionsColumn, type RowActionsOf, totalsRow } from '../../../shared/records/RecordTable';
import type { useRecordList } from '../../../shared/records/useRecordList';
import { rateChoice } from './amounts';

type Purchases = {
  items: SiteFinancePurchaseFieldsFragment[];
  total: number;
  totals: { count: number; amountHT: string; amountVAT: string; amountTTC: string; amountRemaining: string; amountPaid: string };
};

const money = (v: string) => <span className="finance-amount">{formatMoney(v)}</span>;

/** 'Achats' on a desk: the purchases as a table with the filter's totals (a phone shows cards: PurchasesTab). */
export default function PurchasesTable({
  list,
  loading,
  paging,
  actions,
}: {
  list: Purchases | undefined;
  loading: boolean;
  paging: ReturnType<ReturnType<typeof useRecordList>['tablePaging']>;
  actions(p: SiteFinancePurchaseFieldsFragment): RowActionsOf;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <Table<SiteFinancePurchaseFieldsFragment>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={list?.items ?? []}
      locale={{ emptyText: t('finance.site.purchase.empty') }}
      scroll={{ x: 'max-content' }}
      {...paging}
      columns={[
        { title: t('finance.site.col.date'), key: 'date', render: (_, p) => <span className="finance-nowrap">{formatDay(p.date)}</span> },
        // The supplier under the label, and what is paid under what is left: the amounts fit a 1280 px laptop
        // beside the menu, none of them under the sticky actions.
        {
          title: t('finance.site.col.labelSupplier'),
          key: 'label',
          render: (_, p) => (
            <div className="finance-label">
              <span>
                {p.label}
                {p.hasInvoice ? (
                  <Tooltip title={t('finance.site.hasInvoice')}>
                    <PaperClipOutlined role="img" aria-label={t('finance.site.hasInvoice')} />
                  </Tooltip>
                ) : null}
              </span>
              <span className="finance-secondary">
                {p.supplier.name} · {p.reference}
              </span>
            </div>
          ),
        },
        { title: t('finance.site.col.ht'), key: 'ht', align: 'right', render: (_, p) => money(p.amountHT) },
        {
          title: t('finance.site.col.vat'),
          key: 'vat',
          align: 'right',
          render: (_, p) => (
            <div className="finance-stack">
              {money(p.amountVAT)}
              <span className="finance-secondary">{rateChoice(p.vatRate)}&nbsp;%</span>
            </div>
          ),
        },
        { title: t('finance.site.col.ttc'), key: 'ttc', align: 'right', render: (_, p) => <strong>{money(p.amountTTC)}</strong> },
        {
          title: t('finance.site.col.remaining'),
          key: 'remaining',
          align: 'right',
          render: (_, p) => (
            <div className="finance-stack">
              {money(p.amountRemaining)}
              <span className="finance-secondary">{t('finance.site.paidAmount', { amount: formatMoney(p.amountPaid) })}</span>
              {p.settled ? (
                <Tag className="finance-tag" color="green">
                  {t('finance.site.settled')}
                </Tag>
              ) : null}
            </div>
          ),
        },
        actionsColumn<SiteFinancePurchaseFieldsFragment>(intl, actions),
      ]}
      summary={() =>
        list && list.total > 0
          ? totalsRow(intl, list.totals.count, 2, [
              money(list.totals.amountHT),
              money(list.totals.amountVAT),
              money(list.totals.amountTTC),
              <div className="finance-stack" key="remaining">
                {money(list.totals.amountRemaining)}
                <span className="finance-secondary">{t('finance.site.paidAmount', { amount: formatMoney(list.totals.amountPaid) })}</span>
              </div>,
            ])
          : null
      }
    />
  );
}
