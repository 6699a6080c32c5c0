import { Card } from 'antd';
import { useIntl } from 'react-intl';
import type { InvoiceDetailFieldsFragment } from '../../gql/graphql';
import { formatMoney, formatPercent, MINUS } from '../../shared/format';

/** The invoice's money from HT to the balance (retention, credits and payments on the way), and its total in words. */
export function InvoiceMoneyCard({ invoice }: { invoice: InvoiceDetailFieldsFragment }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const credit = invoice.kind === 'AVOIR';
  const release = invoice.kind === 'RETENUE';
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
  );
}
