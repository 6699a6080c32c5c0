import { useQuery } from '@apollo/client/react';
import { Card, Empty, Skeleton } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatDay, formatMoney } from '../../../shared/format';
import { QuoteStatusTag } from '../../quotes/QuoteStatusTag';
import { SiteQuotesDocument } from '../sites.generated';
import { siteQuotesVariables } from '../pages/first-queries';

/** The quotes linked to a site ('Créer le chantier' or 'Lier à un chantier'): the way back to what was sold. */
export function SiteQuotesCard({ siteId }: { siteId: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { data, loading } = useQuery(SiteQuotesDocument, { variables: siteQuotesVariables(siteId), fetchPolicy: 'cache-and-network' });
  const items = data?.quotes.items ?? [];
  return (
    <Card title={t('site.detail.quotes')}>
      {!data && loading ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('site.detail.quotes.none')} />
      ) : (
        <ul className="site-sales-list" aria-label={t('site.detail.quotes')}>
          {items.map((q) => (
            <li key={q.id}>
              <span>
                <Link to={`/devis/${q.id}`}>{q.reference}</Link> · {q.client.name} · {formatDay(q.issueDate)} <QuoteStatusTag status={q.status} />
              </span>
              <strong>{formatMoney(q.totalTTC)}</strong>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
