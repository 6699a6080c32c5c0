import { Table } from 'antd';
import { useIntl } from 'react-intl';
import type { SiteFinanceServiceSheetFieldsFragment, SiteFinanceServiceSheetsQuery } from '../../../gql/graphql';
import { formatDay, formatMoney } from '../../../shared/format';
import { actionsColumn, type RowActionsOf, totalsRow } from '../../../shared/records/RecordTable';
import type { useRecordList } from '../../../shared/records/useRecordList';

const money = (v: string) => <span className="finance-amount">{formatMoney(v)}</span>;

/** 'Fiches de service' on a desk: the sheets as a table with the filter's totals (a phone shows cards: ServiceSheetsTab). */
export default function ServiceSheetsTable({
  list,
  loading,
  paging,
  actions,
}: {
  list: SiteFinanceServiceSheetsQuery['serviceSheets'] | undefined;
  loading: boolean;
  paging: ReturnType<ReturnType<typeof useRecordList>['tablePaging']>;
  actions(r: SiteFinanceServiceSheetFieldsFragment): RowActionsOf;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <Table<SiteFinanceServiceSheetFieldsFragment>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={list?.items ?? []}
      locale={{ emptyText: t('finance.site.service.empty') }}
      scroll={{ x: 'max-content' }}
      {...paging}
      columns={[
        // The day under the date, the worker and their phone under the supplier: the amounts fit a 1280 px laptop
        // beside the menu, none of them under the sticky actions (as the purchases).
        {
          title: t('finance.site.col.dateDay'),
          key: 'date',
          render: (_, s) => (
            <div className="finance-date">
              <span className="finance-nowrap">{formatDay(s.date)}</span>
              <span className="finance-secondary">{t(`finance.site.day.${s.day}`)}</span>
            </div>
          ),
        },
        {
          title: t('finance.site.col.supplierWorker'),
          key: 'supplier',
          render: (_, s) => (
            <div className="finance-label">
              <span>{s.supplier}</span>
              <span className="finance-secondary">{[s.worker, s.phone].filter(Boolean).join(' · ')}</span>
            </div>
          ),
        },
        { title: t('finance.site.col.amountPaid'), key: 'paid', align: 'right', render: (_, s) => money(s.amountPaid) },
        { title: t('finance.site.col.bonus'), key: 'bonus', align: 'right', render: (_, s) => money(s.bonus) },
        { title: t('finance.site.col.total'), key: 'total', align: 'right', render: (_, s) => <strong>{money(s.total)}</strong> },
        actionsColumn<SiteFinanceServiceSheetFieldsFragment>(intl, actions),
      ]}
      summary={() =>
        list && list.total > 0
          ? totalsRow(intl, list.totals.count, 2, [money(list.totals.amountPaid), money(list.totals.bonus), money(list.totals.total)])
          : null
      }
    />
  );
}
