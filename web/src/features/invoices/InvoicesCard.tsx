import { invoicesMessages } from './messages';
import { invoicesMessagesEn } from './messages.en';
import { FeatureMessages } from '../../shared/intl/FeatureMessages';
import { useQuery } from '@apollo/client/react';
import { Card, Empty } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { InvoicesDocument } from './invoices.generated';
import { formatDay, formatMoney } from '../../shared/format';
import { InvoiceStatusTag } from './InvoiceStatusTag';
import './invoices.css';

/** On an accepted quote: its invoices and credit notes, each with its status and what is left to pay. */
function QuoteInvoicesCardScreen({ quoteId }: { quoteId: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { data } = useQuery(InvoicesDocument, { variables: { filter: { quoteId }, size: 100 }, fetchPolicy: 'cache-and-network' });
  const items = data?.invoices.items ?? [];
  return (
    <Card title={t('invoices.quote.title')} className="invoice-card">
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('invoices.quote.none')} />
      ) : (
        <ul className="invoice-payments" aria-label={t('invoices.quote.title')}>
          {items.map((i) => (
            <li key={i.id}>
              <span>
                <Link to={`/factures/${i.id}`}>{i.reference}</Link> · {t(`invoices.kind.${i.kind}`)} · {formatDay(i.issueDate)}{' '}
                <InvoiceStatusTag status={i.status} kind={i.kind} />
              </span>
              <strong className="invoices-amount">{formatMoney(i.totalTTC)}</strong>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** With its feature's own messages, which load with it. */
export default function QuoteInvoicesCard(props: Parameters<typeof QuoteInvoicesCardScreen>[0]) {
  return (
    <FeatureMessages fr={invoicesMessages} en={invoicesMessagesEn}>
      <QuoteInvoicesCardScreen {...props} />
    </FeatureMessages>
  );
}
