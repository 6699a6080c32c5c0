import { invoicesMessages } from './messages';
import { invoicesMessagesEn } from './messages.en';
import { FeatureMessages } from '../../shared/intl/FeatureMessages';
import { ArrowLeftOutlined, DeleteOutlined, FilePdfOutlined, RollbackOutlined, WalletOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Empty, Popconfirm, Skeleton, Space, Table, Typography } from 'antd';
import { LazyResult as Result } from '../../shared/components/LazyResult';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { readUser } from '../../app/session/storage';
import { useRecordTitle } from '../../app/routing/title-detail';
import type { InvoiceDetailFieldsFragment } from '../../gql/graphql';
import { DeletePaymentDocument, InvoiceDetailDocument } from './invoices.generated';
import { LinkButton } from '../../shared/components/LinkButton';
import { notifyError, notifySuccess, toApiError } from '../../shared/errors/notify';
import { formatDay, formatMoney, formatPercent, MINUS } from '../../shared/format';
import { CreditNoteModal } from './CreditNoteModal';
import { downloadInvoicePdf, InvoiceStatusTag } from './InvoiceStatusTag';
import { PaymentModal } from './PaymentModal';
import './invoices.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type Line = NonNullable<InvoiceDetailFieldsFragment['lines']>[number];

/** `/factures/{id}`: an issued invoice or credit note as it stands: its lines, money, payments; pay and credit it. */
function InvoiceDetailPageScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { id = '' } = useParams();
  const valid = UUID.test(id);
  const { data, error } = useQuery(InvoiceDetailDocument, { variables: { id }, skip: !valid, fetchPolicy: 'cache-and-network' });
  const back = (
    <LinkButton to="/factures" type="default">
      <FormattedMessage id="invoices.detail.back" />
    </LinkButton>
  );
  useRecordTitle(data?.invoice.reference);
  if (!valid) return <Result status="warning" title={t('invoices.detail.invalidId')} extra={back} />;
  if (error && !data) {
    const missing = toApiError(error).code === 'NOT_FOUND';
    return <Result status={missing ? '404' : 'warning'} title={t(missing ? 'invoices.detail.notFound' : 'form.loadError')} extra={back} />;
  }
  if (!data)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  return <InvoiceDetail invoice={data.invoice} />;
}

function InvoiceDetail({ invoice }: { invoice: InvoiceDetailFieldsFragment }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [open, setOpen] = useState<'pay' | 'credit' | null>(null);
  const [downloading, setDownloading] = useState(false);
  const manager = readUser().role === 'MANAGER';
  const [removePayment] = useMutation(DeletePaymentDocument, { refetchQueries: ['Invoices', 'InvoicesOverdue'] });
  const cancelPayment = (id: string, amount: string) =>
    removePayment({ variables: { paymentId: id } })
      .then(() => notifySuccess(t('invoices.payment.cancelled', { amount: formatMoney(amount) })))
      .catch(notifyError);
  const credit = invoice.kind === 'AVOIR';
  const release = invoice.kind === 'RETENUE';
  const due = !credit && Number(invoice.balance) > 0;
  const pdf = () => {
    setDownloading(true);
    void downloadInvoicePdf(invoice).finally(() => setDownloading(false));
  };

  const money: { label: string; value: string; strong?: boolean }[] = [
    { label: t('invoices.detail.totalHT'), value: formatMoney(invoice.totalHT) },
    ...(invoice.vat ?? []).map((v) => ({
      label: t('invoices.detail.vatRow', { rate: formatPercent(v.rate), base: formatMoney(v.base) }),
      value: formatMoney(v.vat),
    })),
    { label: t('invoices.detail.totalTTC'), value: formatMoney(invoice.totalTTC), strong: true },
    ...(release
      ? [{ label: t('invoices.detail.retentionReleased'), value: formatMoney(invoice.retentionAmount) }]
      : Number(invoice.retentionAmount) > 0
        ? [
            {
              label: t('invoices.detail.retention', { rate: formatPercent(invoice.retentionRate) }),
              value: `${MINUS}${formatMoney(invoice.retentionAmount)}`,
            },
          ]
        : []),
    ...(credit
      ? []
      : [
          { label: t('invoices.detail.netToPay'), value: formatMoney(invoice.netToPay), strong: true },
          { label: t('invoices.detail.paid'), value: formatMoney(invoice.paidAmount) },
          ...(Number(invoice.creditedAmount) > 0 ? [{ label: t('invoices.detail.credited'), value: formatMoney(invoice.creditedAmount) }] : []),
          { label: t('invoices.detail.balance'), value: formatMoney(invoice.balance), strong: true },
        ]),
  ];

  return (
    <>
      <div className="page-header">
        <div>
          <LinkButton to="/factures" type="default">
            <ArrowLeftOutlined aria-hidden /> <FormattedMessage id="invoices.detail.back" />
          </LinkButton>
          <Space align="center" wrap style={{ marginTop: 12 }}>
            <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
              {t(`invoices.kind.${invoice.kind}`)} {invoice.reference}
            </Typography.Title>
            <InvoiceStatusTag status={invoice.status} kind={invoice.kind} />
          </Space>
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
            {invoice.label}
          </Typography.Paragraph>
        </div>
        <Space wrap>
          <Button icon={<FilePdfOutlined aria-hidden />} onClick={pdf} loading={downloading}>
            {t('invoices.action.pdf')}
          </Button>
          {manager && due ? (
            <Button type="primary" icon={<WalletOutlined aria-hidden />} onClick={() => setOpen('pay')}>
              {t('invoices.action.pay')}
            </Button>
          ) : null}
          {/* A credit note does not refund: once nothing is left to pay (paid, or cancelled), there is nothing to credit. */}
          {manager && due && !release ? (
            <Button icon={<RollbackOutlined aria-hidden />} onClick={() => setOpen('credit')}>
              {t('invoices.action.credit')}
            </Button>
          ) : null}
        </Space>
      </div>
      <Card className="invoice-card">
        <dl className="invoice-summary">
          <div>
            <dt>{t('invoices.detail.client')}</dt>
            <dd>{invoice.client.name}</dd>
          </div>
          <div>
            <dt>{t('invoices.detail.quote')}</dt>
            <dd>
              <Link to={`/devis/${invoice.quote.id}`}>{invoice.quote.reference}</Link>
            </dd>
          </div>
          <div>
            <dt>{t('invoices.detail.site')}</dt>
            <dd>
              <Link to={`/detail-chantier/${invoice.site.id}`}>{invoice.site.name}</Link>
            </dd>
          </div>
          <div>
            <dt>{t('invoices.detail.issued')}</dt>
            <dd>{formatDay(invoice.issueDate)}</dd>
          </div>
          {credit ? (
            invoice.creditOf ? (
              <div>
                <dt>{t('invoices.detail.creditOf')}</dt>
                <dd>
                  <Link to={`/factures/${invoice.creditOf.id}`}>{invoice.creditOf.reference}</Link>
                </dd>
              </div>
            ) : null
          ) : (
            <div>
              <dt>{t('invoices.detail.due')}</dt>
              <dd>{formatDay(invoice.dueDate)}</dd>
            </div>
          )}
        </dl>
      </Card>
      {invoice.lines && invoice.lines.length ? (
        <Card title={t('invoices.detail.lines')} className="invoice-card">
          <Table<Line>
            rowKey={(l) => `${l.designation}-${l.vatRate}-${l.totalHT}-${l.quoteLineId ?? ''}`}
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={invoice.lines}
            columns={[
              { title: t('invoices.detail.designation'), key: 'designation', render: (_, l) => l.designation },
              ...(invoice.kind === 'SITUATION'
                ? [
                    {
                      title: t('invoices.detail.progress'),
                      key: 'progress',
                      render: (_: unknown, l: Line) =>
                        l.cumulativePercent
                          ? t('invoices.detail.progressValue', {
                              previous: formatPercent(l.previousPercent ?? '0'),
                              cumulative: formatPercent(l.cumulativePercent),
                            })
                          : '—',
                    },
                  ]
                : []),
              { title: t('invoices.detail.vat'), key: 'vat', align: 'right', render: (_, l) => formatPercent(l.vatRate) },
              {
                title: t('invoices.detail.amountHT'),
                key: 'ht',
                align: 'right',
                render: (_, l) => <span className="invoices-amount">{formatMoney(l.totalHT)}</span>,
              },
            ]}
          />
        </Card>
      ) : null}
      <Card className="invoice-card">
        <table className="invoice-money">
          <tbody>
            {money.map((row) => (
              <tr key={row.label} className={row.strong ? 'is-strong' : undefined}>
                <th scope="row">{row.label}</th>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="invoice-words">{t('invoices.detail.words', { words: invoice.amountInWords })}</p>
      </Card>
      {credit ? null : (
        <Card title={t('invoices.detail.payments')} className="invoice-card">
          {invoice.payments && invoice.payments.length ? (
            <ul className="invoice-payments" aria-label={t('invoices.detail.payments')}>
              {invoice.payments.map((p) => (
                <li key={p.id}>
                  <span>
                    {t('invoices.detail.payment', {
                      date: formatDay(p.date),
                      mode: t(`invoices.mode.${p.mode}`),
                      reference: p.reference ? ` (${p.reference})` : '',
                    })}
                  </span>
                  <span>
                    <strong className="invoices-amount">{formatMoney(p.amount)}</strong>
                    {manager ? (
                      <Popconfirm
                        title={t('invoices.payment.cancel.confirm')}
                        okText={t('invoices.payment.cancel')}
                        cancelText={t('form.cancel')}
                        okButtonProps={{ danger: true }}
                        onConfirm={() => cancelPayment(p.id, p.amount)}
                      >
                        <Button
                          size="small"
                          type="text"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={`${t('invoices.payment.cancel')} ${formatDay(p.date)} ${formatMoney(p.amount)}`}
                          style={{ marginLeft: 8 }}
                        />
                      </Popconfirm>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('invoices.detail.noPayment')} />
          )}
          <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
            {t('invoices.detail.revenueNote')}
          </Typography.Paragraph>
        </Card>
      )}
      {open === 'pay' ? <PaymentModal invoice={invoice} onClose={() => setOpen(null)} /> : null}
      {open === 'credit' ? <CreditNoteModal invoice={invoice} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

/** With its feature's own messages, which load with it. */
export default function InvoiceDetailPage() {
  return (
    <FeatureMessages fr={invoicesMessages} en={invoicesMessagesEn}>
      <InvoiceDetailPageScreen />
    </FeatureMessages>
  );
}
