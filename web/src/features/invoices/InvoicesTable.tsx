import { Table } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { InvoiceListFieldsFragment, InvoicesQuery } from '../../gql/graphql';
import { formatDay, formatMoney } from '../../shared/format';
import type { CardPaging } from '../../shared/records/RecordCards';
import { InvoiceRowActions } from './InvoiceRowActions';
import { InvoiceStatusTag } from './InvoiceStatusTag';
import { ClearanceTag } from './clearance/ClearanceTag';

const money = (v: string, strong = false) =>
  strong ? <strong className="invoices-amount">{formatMoney(v)}</strong> : <span className="invoices-amount">{formatMoney(v)}</span>;

/** The invoices on a wide screen, with the page's totals below (RecordCards on a phone). */
export function InvoicesTable({ list, loading, paging }: { list: InvoicesQuery['invoices'] | undefined; loading: boolean; paging: CardPaging }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const kind = (i: InvoiceListFieldsFragment) => t(`invoices.kind.${i.kind}`);
  return (
    <Table<InvoiceListFieldsFragment>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={list?.items ?? []}
      locale={{ emptyText: t('invoices.empty') }}
      scroll={{ x: 'max-content' }}
      pagination={{ current: paging.page + 1, pageSize: paging.pageSize, total: paging.total, showSizeChanger: false, hideOnSinglePage: true }}
      onChange={(p) => paging.onChange((p.current ?? 1) - 1)}
      columns={[
        {
          title: t('invoices.col.reference'),
          key: 'reference',
          render: (_, i) => (
            <>
              <Link to={`/factures/${i.id}`}>{i.reference}</Link>
              <div className="invoices-kind">{kind(i)}</div>
            </>
          ),
        },
        // The client with its quote, the date with its due date: the list fits a 1280 px laptop beside the menu.
        {
          title: t('invoices.col.clientQuote'),
          key: 'client',
          render: (_, i) => (
            <div className="invoices-stack invoices-wrap">
              <span>{i.client.name}</span>
              <Link className="invoices-secondary" to={`/devis/${i.quote.id}`}>
                {i.quote.reference}
              </Link>
            </div>
          ),
        },
        {
          title: t('invoices.col.dateDue'),
          key: 'date',
          render: (_, i) => (
            <div className="invoices-stack invoices-nowrap">
              <span>{formatDay(i.issueDate)}</span>
              {i.kind === 'AVOIR' ? null : <span className="invoices-secondary">{t('invoices.dueOn', { date: formatDay(i.dueDate) })}</span>}
            </div>
          ),
        },
        {
          title: t('invoices.col.status'),
          key: 'status',
          render: (_, i) => (
            <>
              <InvoiceStatusTag status={i.status} kind={i.kind} />
              <ClearanceTag clearance={i.clearance} />
            </>
          ),
        },
        { title: t('invoices.col.ttc'), key: 'ttc', align: 'right', render: (_, i) => money(i.totalTTC, true) },
        { title: t('invoices.col.balance'), key: 'balance', align: 'right', render: (_, i) => money(i.balance) },
        { title: t('invoices.col.actions'), key: 'actions', fixed: 'right', render: (_, i) => <InvoiceRowActions invoice={i} /> },
      ]}
      summary={() =>
        list && list.total > 0 ? (
          <Table.Summary.Row className="records-totals">
            <Table.Summary.Cell index={0} colSpan={4}>
              <strong>{t('invoices.totals', { count: list.totals.count })}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={4} align="right">
              {money(list.totals.totalTTC, true)}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={5} align="right">
              {money(list.totals.due, true)}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={6} />
          </Table.Summary.Row>
        ) : null
      }
    />
  );
}
