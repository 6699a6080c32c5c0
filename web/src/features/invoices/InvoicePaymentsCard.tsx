import { DeleteOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import { Button, Card, Empty, Popconfirm, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { InvoiceDetailFieldsFragment } from '../../gql/graphql';
import { DeletePaymentDocument } from './invoices.generated';
import { notifyError, notifySuccess } from '../../shared/errors/notify';
import { formatDay, formatMoney } from '../../shared/format';

/** The payments received, each cancelled by an Admin Société; a credit note has none. */
export function InvoicePaymentsCard({ invoice, canCancel }: { invoice: InvoiceDetailFieldsFragment; canCancel: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [removePayment] = useMutation(DeletePaymentDocument, { refetchQueries: ['Invoices', 'InvoicesOverdue'] });
  const cancelPayment = (id: string, amount: string) =>
    removePayment({ variables: { paymentId: id } })
      .then(() => notifySuccess(t('invoices.payment.cancelled', { amount: formatMoney(amount) })))
      .catch(notifyError);
  if (invoice.kind === 'AVOIR') return null;
  return (
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
                {canCancel ? (
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
  );
}
