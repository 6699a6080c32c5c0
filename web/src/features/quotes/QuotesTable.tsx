import { Table } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { QuoteListFieldsFragment, QuotesQuery } from '../../gql/graphql';
import { formatDay, formatMoney } from '../../shared/format';
import type { CardPaging } from '../../shared/records/RecordCards';
import { QuoteActions } from './QuoteActions';
import { QuoteStatusTag } from './QuoteStatusTag';

interface Props {
  list: QuotesQuery['quotes'] | undefined;
  loading: boolean;
  paging: CardPaging;
  /** A quote changed from its row's actions: the list asks again. */
  onChanged(): void;
}

/** The quotes on a wide screen, with the page's totals below (RecordCards on a phone). */
export function QuotesTable({ list, loading, paging, onChanged }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <Table<QuoteListFieldsFragment>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={list?.items ?? []}
      locale={{ emptyText: t('quotes.empty') }}
      scroll={{ x: 'max-content' }}
      pagination={{ current: paging.page + 1, pageSize: paging.pageSize, total: paging.total, showSizeChanger: false, hideOnSinglePage: true }}
      onChange={(p) => paging.onChange((p.current ?? 1) - 1)}
      // Two facts a cell where they read together (client and object, date and validity, TTC and HT): the list
      // fits a 1280 px laptop beside the menu, nothing under the sticky actions.
      columns={[
        {
          title: t('quotes.col.reference'),
          key: 'reference',
          render: (_, q) => (
            <div className="quotes-stack">
              <Link to={`/devis/${q.id}`}>{q.reference}</Link>
              <span className="quotes-secondary">{formatDay(q.issueDate)}</span>
            </div>
          ),
        },
        {
          title: t('quotes.col.clientObject'),
          key: 'client',
          render: (_, q) => (
            <div className="quotes-stack quotes-wrap">
              <span>{q.client.name}</span>
              {q.object ? <span className="quotes-secondary">{q.object}</span> : null}
            </div>
          ),
        },
        {
          title: t('quotes.col.validUntil'),
          key: 'validUntil',
          render: (_, q) => <span className="quotes-nowrap">{formatDay(q.validUntil)}</span>,
        },
        {
          title: t('quotes.col.site'),
          key: 'site',
          render: (_, q) =>
            q.site ? (
              <Link className="quotes-wrap" to={`/detail-chantier/${q.site.id}`}>
                {q.site.name}
              </Link>
            ) : (
              '—'
            ),
        },
        { title: t('quotes.col.status'), key: 'status', render: (_, q) => <QuoteStatusTag status={q.status} /> },
        {
          title: t('quotes.col.ttcHt'),
          key: 'ttc',
          align: 'right',
          render: (_, q) => (
            <div className="quotes-stack">
              <strong className="quotes-amount">{formatMoney(q.totalTTC)}</strong>
              <span className="quotes-secondary quotes-amount">{t('quotes.ht', { amount: formatMoney(q.totalHT) })}</span>
            </div>
          ),
        },
        { title: t('quotes.col.actions'), key: 'actions', fixed: 'right', render: (_, q) => <QuoteActions quote={q} onChanged={onChanged} /> },
      ]}
      summary={() =>
        list && list.total > 0 ? (
          <Table.Summary.Row className="records-totals">
            <Table.Summary.Cell index={0} colSpan={5}>
              <strong>{t('quotes.totals', { count: list.totals.count })}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={5} align="right">
              <div className="quotes-stack">
                <strong className="quotes-amount">{formatMoney(list.totals.totalTTC)}</strong>
                <span className="quotes-secondary quotes-amount">{t('quotes.ht', { amount: formatMoney(list.totals.totalHT) })}</span>
              </div>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={6} />
          </Table.Summary.Row>
        ) : null
      }
    />
  );
}
