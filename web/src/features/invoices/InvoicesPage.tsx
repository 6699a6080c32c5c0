import { invoicesMessages } from './messages';
import { invoicesMessagesEn } from './messages.en';
import { FeatureMessages } from '../../shared/intl/FeatureMessages';
import { EyeOutlined, FilePdfOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Button, Card, Input, Segmented, Space, Table, Tooltip, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { InvoiceListFieldsFragment } from '../../gql/graphql';
import { InvoicesDocument } from './invoices.generated';
import { formatDay, formatMoney } from '../../shared/format';
import { RecordCards } from '../../shared/records/RecordCards';
import { usePhone } from '../../shared/records/usePhone';
import { downloadInvoicePdf, InvoiceStatusTag } from './InvoiceStatusTag';
import { InvoicesExportMenu } from './InvoicesExportMenu';
import { PeriodFilter } from '../../shared/records/RecordListParts';
import type { Period } from '../../shared/records/period';
import './invoices.css';

const PAGE_SIZE = 20;
// 'À encaisser': every invoice with something left to pay, overdue or not (the dashboard's figure).
const STATUSES = ['ALL', 'A_ENCAISSER', 'EMISE', 'PARTIELLEMENT_PAYEE', 'EN_RETARD', 'PAYEE', 'ANNULEE'] as const;

function Actions({ invoice, large = false }: { invoice: InvoiceListFieldsFragment; large?: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const t = (id: string) => intl.formatMessage({ id });
  const size = large ? 'middle' : 'small';
  return (
    <Space size={4}>
      <Tooltip title={t('invoices.action.pdf')}>
        <Button
          size={size}
          icon={<FilePdfOutlined />}
          aria-label={`${t('invoices.action.pdf')} ${invoice.reference}`}
          onClick={() => void downloadInvoicePdf(invoice)}
        >
          {large ? 'PDF' : null}
        </Button>
      </Tooltip>
      <Tooltip title={t('invoices.action.view')}>
        <Button
          size={size}
          icon={<EyeOutlined />}
          aria-label={`${t('invoices.action.view')} ${invoice.reference}`}
          onClick={() => navigate(`/factures/${invoice.id}`)}
        />
      </Tooltip>
    </Space>
  );
}

/** `/factures`: invoices and credit notes, by status (overdue ones read from their due date), search and totals. */
function InvoicesPageScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const phone = usePhone();
  const [params] = useSearchParams();
  // '?statut=A_ENCAISSER' or '?statut=EN_RETARD' (the dashboard's links) opens the list filtered.
  const [status, setStatus] = useState<(typeof STATUSES)[number]>(() => {
    const asked = params.get('statut')?.toUpperCase();
    return STATUSES.find((s) => s === asked) ?? 'ALL';
  });
  // On a phone the statuses scroll sideways: the one the address chose is brought into view.
  const statuses = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const bar = statuses.current;
    const chosen = bar?.querySelector('.ant-segmented-item-selected');
    if (!bar || !chosen || bar.scrollWidth <= bar.clientWidth) return;
    const [b, c] = [bar.getBoundingClientRect(), chosen.getBoundingClientRect()];
    bar.scrollLeft += c.left - b.left - (b.width - c.width) / 2;
  }, []);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [period, setPeriod] = useState<Period>({ from: null, to: null });
  useEffect(() => {
    const timer = window.setTimeout(() => (setSearch(typed.trim()), setPage(0)), 300);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const { data, loading } = useQuery(InvoicesDocument, {
    variables: {
      filter: { status: status === 'ALL' ? null : status, search: search || null, from: period.from, to: period.to },
      page,
      size: PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });
  const list = data?.invoices;
  const money = (v: string, strong = false) =>
    strong ? <strong className="invoices-amount">{formatMoney(v)}</strong> : <span className="invoices-amount">{formatMoney(v)}</span>;
  const kind = (i: InvoiceListFieldsFragment) => t(`invoices.kind.${i.kind}`);

  return (
    <>
      <div className="page-header">
        <div>
          <Typography.Title level={1} style={{ fontSize: 26 }}>
            <FormattedMessage id="invoices.title" />
          </Typography.Title>
          <Typography.Text type="secondary">{list ? t('invoices.subtitle', { count: list.total }) : '\u00a0'}</Typography.Text>
        </div>
        <InvoicesExportMenu period={period} />
      </div>
      <Card>
        <div className="invoices-filters" role="search">
          <Segmented
            ref={statuses}
            value={status}
            onChange={(v) => (setStatus(v as (typeof STATUSES)[number]), setPage(0))}
            options={STATUSES.map((s) => ({ value: s, label: t(`invoices.filter.${s}`) }))}
            aria-label={t('invoices.filter.status')}
          />
          <Input
            allowClear
            prefix={<SearchOutlined aria-hidden />}
            placeholder={t('invoices.search')}
            aria-label={t('invoices.search')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            className="invoices-search"
          />
          <PeriodFilter value={period} onChange={(p) => (setPeriod(p), setPage(0))} />
        </div>
        {phone ? (
          <RecordCards<InvoiceListFieldsFragment>
            items={list?.items ?? []}
            loading={loading && !data}
            emptyText={t('invoices.empty')}
            paging={{ page, pageSize: PAGE_SIZE, total: list?.total ?? 0, onChange: setPage }}
            card={(i) => ({
              title: i.reference,
              name: i.reference,
              meta: `${kind(i)} · ${i.client.name} · ${formatDay(i.issueDate)}`,
              badge: <InvoiceStatusTag status={i.status} kind={i.kind} />,
              figures: [
                { label: t('invoices.col.ttc'), value: <strong>{formatMoney(i.totalTTC)}</strong> },
                { label: t('invoices.col.balance'), value: formatMoney(i.balance) },
                { label: t('invoices.col.due'), value: formatDay(i.dueDate) },
              ],
            })}
            custom={(i) => <Actions invoice={i} large />}
            totals={
              list && list.total > 0
                ? {
                    title: t('invoices.totals', { count: list.totals.count }),
                    figures: [
                      { label: t('invoices.col.ttc'), value: formatMoney(list.totals.totalTTC) },
                      { label: t('invoices.col.balance'), value: formatMoney(list.totals.due) },
                    ],
                  }
                : null
            }
          />
        ) : (
          <Table<InvoiceListFieldsFragment>
            rowKey="id"
            size="middle"
            loading={loading && !data}
            dataSource={list?.items ?? []}
            locale={{ emptyText: t('invoices.empty') }}
            scroll={{ x: 'max-content' }}
            pagination={{ current: page + 1, pageSize: PAGE_SIZE, total: list?.total ?? 0, showSizeChanger: false, hideOnSinglePage: true }}
            onChange={(p) => setPage((p.current ?? 1) - 1)}
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
              { title: t('invoices.col.status'), key: 'status', render: (_, i) => <InvoiceStatusTag status={i.status} kind={i.kind} /> },
              { title: t('invoices.col.ttc'), key: 'ttc', align: 'right', render: (_, i) => money(i.totalTTC, true) },
              { title: t('invoices.col.balance'), key: 'balance', align: 'right', render: (_, i) => money(i.balance) },
              { title: t('invoices.col.actions'), key: 'actions', fixed: 'right', render: (_, i) => <Actions invoice={i} /> },
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
        )}
      </Card>
    </>
  );
}

/** With its feature's own messages, which load with it. */
export default function InvoicesPage() {
  return (
    <FeatureMessages fr={invoicesMessages} en={invoicesMessagesEn}>
      <InvoicesPageScreen />
    </FeatureMessages>
  );
}
