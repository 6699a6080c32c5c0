import { Card, Table } from 'antd';
import { useIntl } from 'react-intl';
import type { InvoiceDetailFieldsFragment } from '../../gql/graphql';
import { formatMoney, formatPercent } from '../../shared/format';

type Line = NonNullable<InvoiceDetailFieldsFragment['lines']>[number];

/** The invoiced lines (with each line's progress on a situation invoice); nothing when the invoice has none. */
export function InvoiceLinesCard({ invoice }: { invoice: InvoiceDetailFieldsFragment }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  if (!invoice.lines?.length) return null;
  return (
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
  );
}
