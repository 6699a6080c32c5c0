import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Card, DatePicker, Input, Segmented, Select, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import type { QuoteListFieldsFragment } from '../../gql/graphql';
import { QuotesDocument } from './quotes.generated';
import { LinkButton } from '../../shared/components/LinkButton';
import { formatDay, formatMoney } from '../../shared/format';
import { RecordCards } from '../../shared/records/RecordCards';
import { usePhone } from '../../shared/records/usePhone';
import { QuoteActions } from './QuoteActions';
import { QuoteStatusTag } from './QuoteStatusTag';
import './quotes.css';

const PAGE_SIZE = 20;
const STATUSES = ['ALL', 'EN_COURS', 'ACCEPTE', 'REFUSE', 'DEPASSE'] as const;
const SORTS = ['date', 'reference', 'client', 'total'] as const;
const WIRE = 'YYYY-MM-DD';

/** `/liste-devis` (SPEC §2): the company's quotes by status ('tous' too), search, period and sort, with their totals. */
export default function QuotesPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const phone = usePhone();
  const [params] = useSearchParams();
  // '?statut=EN_COURS' (the dashboard's link) opens the list filtered.
  const [status, setStatus] = useState<(typeof STATUSES)[number]>(() => {
    const asked = params.get('statut')?.toUpperCase();
    return STATUSES.find((s) => s === asked) ?? 'ALL';
  });
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [period, setPeriod] = useState<{ from: string; to: string } | null>(null);
  const [sort, setSort] = useState<(typeof SORTS)[number]>('date');
  const [page, setPage] = useState(0);
  useEffect(() => {
    const timer = window.setTimeout(() => (setSearch(typed.trim()), setPage(0)), 300);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const { data, loading, refetch } = useQuery(QuotesDocument, {
    variables: {
      filter: { status: status === 'ALL' ? null : status, search: search || null, from: period?.from ?? null, to: period?.to ?? null },
      sort,
      page,
      size: PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.quotes;
  const changed = () => void refetch();
  const paging = { page, pageSize: PAGE_SIZE, total: list?.total ?? 0, onChange: setPage };

  return (
    <>
      <div className="page-header">
        <div>
          <Typography.Title level={1} style={{ fontSize: 26 }}>
            <FormattedMessage id="quotes.title" />
          </Typography.Title>
          <Typography.Text type="secondary">{list ? t('quotes.subtitle', { count: list.total }) : '\u00a0'}</Typography.Text>
        </div>
        <LinkButton to="/devis">
          <PlusOutlined /> {t('quotes.new')}
        </LinkButton>
      </div>
      <Card>
        <div className="quotes-filters" role="search">
          <Segmented
            value={status}
            onChange={(v) => (setStatus(v as (typeof STATUSES)[number]), setPage(0))}
            options={STATUSES.map((s) => ({ value: s, label: t(`quotes.filter.${s}`) }))}
            aria-label={t('quotes.filter.status')}
          />
          <Input
            allowClear
            prefix={<SearchOutlined aria-hidden />}
            placeholder={t('quotes.search')}
            aria-label={t('quotes.search')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            className="quotes-search"
          />
          <DatePicker.RangePicker
            format="DD/MM/YYYY"
            placeholder={[t('quotes.filter.from'), t('quotes.filter.to')]}
            value={period ? [dayjs(period.from), dayjs(period.to)] : null}
            onChange={(range) => (setPeriod(range?.[0] && range[1] ? { from: range[0].format(WIRE), to: range[1].format(WIRE) } : null), setPage(0))}
          />
          <Select
            value={sort}
            onChange={(v) => setSort(v)}
            aria-label={t('quotes.sort')}
            options={SORTS.map((s) => ({ value: s, label: t(`quotes.sort.${s}`) }))}
            className="quotes-sort"
          />
        </div>
        {phone ? (
          <RecordCards<QuoteListFieldsFragment>
            items={list?.items ?? []}
            loading={loading && !data}
            emptyText={t('quotes.empty')}
            paging={paging}
            card={(q) => ({
              title: q.reference,
              name: q.reference,
              meta: `${q.client.name} · ${formatDay(q.issueDate)}`,
              badge: <QuoteStatusTag status={q.status} />,
              figures: [
                { label: t('quotes.col.ttc'), value: <strong>{formatMoney(q.totalTTC)}</strong> },
                { label: t('quotes.col.validUntil'), value: formatDay(q.validUntil) },
              ],
            })}
            custom={(q) => <QuoteActions quote={q} onChanged={changed} large />}
            totals={
              list && list.total > 0
                ? {
                    title: t('quotes.totals', { count: list.totals.count }),
                    figures: [{ label: t('quotes.col.ttc'), value: formatMoney(list.totals.totalTTC) }],
                  }
                : null
            }
          />
        ) : (
          <Table<QuoteListFieldsFragment>
            rowKey="id"
            size="middle"
            loading={loading && !data}
            dataSource={list?.items ?? []}
            locale={{ emptyText: t('quotes.empty') }}
            scroll={{ x: 'max-content' }}
            pagination={{ current: page + 1, pageSize: PAGE_SIZE, total: list?.total ?? 0, showSizeChanger: false, hideOnSinglePage: true }}
            onChange={(p) => setPage((p.current ?? 1) - 1)}
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
              { title: t('quotes.col.actions'), key: 'actions', fixed: 'right', render: (_, q) => <QuoteActions quote={q} onChanged={changed} /> },
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
        )}
      </Card>
    </>
  );
}
