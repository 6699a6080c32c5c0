import { Card } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { InvoiceDetailFieldsFragment } from '../../gql/graphql';
import { formatDay } from '../../shared/format';

/** Who and what the invoice is for, when it was issued and when it is due (a credit note: the invoice it credits). */
export function InvoiceSummaryCard({ invoice }: { invoice: InvoiceDetailFieldsFragment }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const credit = invoice.kind === 'AVOIR';
  return (
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
  );
}
