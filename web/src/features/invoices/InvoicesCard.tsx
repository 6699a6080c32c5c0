import { invoicesMessages } from './messages';
import { invoicesMessagesEn } from './messages.en';
import { FeatureMessages } from '../../shared/intl/FeatureMessages';
import { useQuery } from '@apollo/client/react';
import { Card, Empty, Skeleton } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { InvoicesDocument } from './invoices.generated';
import { invoicesCardVariables } from './invoices-card-variables';
import { formatDay, formatMoney } from '../../shared/format';
import { InvoiceStatusTag } from './InvoiceStatusTag';
import { ClearanceTag } from './clearance/ClearanceTag';
import './invoices.css';

type Props = { quoteId: string; siteId?: undefined } | { siteId: string; quoteId?: undefined };

/**
 * The invoices and credit notes of an accepted quote (its page) or of a site (its detail: the way back from a site
 * to what was billed on it), each with its status (and the DGI's clearance, when concerned) and amount, the newest first.
 */
function InvoicesCardScreen({ quoteId, siteId }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { data, loading } = useQuery(InvoicesDocument, { variables: invoicesCardVariables({ quoteId, siteId }), fetchPolicy: 'cache-and-network' });
  const items = data?.invoices.items ?? [];
  const of = quoteId ? 'quote' : 'site';
  return (
    <Card title={t(`invoices.${of}.title`)} className="invoice-card">
      {!data && loading ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`invoices.${of}.none`)} />
      ) : (
        <ul className="invoice-payments" aria-label={t(`invoices.${of}.title`)}>
          {items.map((i) => (
            <li key={i.id}>
              <span>
                <Link to={`/factures/${i.id}`}>{i.reference}</Link> · {t(`invoices.kind.${i.kind}`)} · {formatDay(i.issueDate)}{' '}
                <InvoiceStatusTag status={i.status} kind={i.kind} /> <ClearanceTag clearance={i.clearance} />
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
export default function InvoicesCard(props: Props) {
  return (
    <FeatureMessages fr={invoicesMessages} en={invoicesMessagesEn} ar={() => import('./messages.ar').then((m) => m.invoicesMessagesAr)}>
      <InvoicesCardScreen {...props} />
    </FeatureMessages>
  );
}
