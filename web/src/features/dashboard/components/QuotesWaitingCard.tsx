import { FileDoneOutlined } from '@ant-design/icons';
import { Card, Empty } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { DashboardQuery } from '../../../gql/graphql';
import { formatMoney } from '../../../shared/format';

type Waiting = DashboardQuery['quotesWaiting'];
type Overdue = DashboardQuery['invoicesOverdue'];

/**
 * 'Devis et factures': the quotes waiting for the client's answer (how many, for how much) and the invoices past their
 * due date (how many, what is left to collect), each opening its list filtered.
 */
export function QuotesWaitingCard({ waiting, overdue }: { waiting: Waiting; overdue: Overdue | null }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <Card
      className="dash-card"
      title={<h2 className="dash-section-title">{t('dashboard.home.quotes.title')}</h2>}
      extra={<Link to="/liste-devis?statut=EN_COURS">{t('dashboard.home.quotes.link')}</Link>}
    >
      {waiting.count === 0 ? (
        <Empty
          image={<FileDoneOutlined className="dash-ok-icon" aria-hidden />}
          styles={{ image: { height: 40 } }}
          description={t('dashboard.home.quotes.empty')}
        />
      ) : (
        <p className="dash-stock-count">
          <strong className="fin-amount">{formatMoney(waiting.totalTTC)}</strong>{' '}
          <span>{t('dashboard.home.quotes.count', { count: waiting.count })}</span>
        </p>
      )}
      {overdue && overdue.openCount ? (
        <p className="dash-invoices-open">
          <Link to="/factures?statut=A_ENCAISSER">
            <strong className="fin-amount">{formatMoney(overdue.openDue)}</strong> {t('dashboard.home.invoices.open', { count: overdue.openCount })}
          </Link>
        </p>
      ) : null}
      {overdue ? (
        <p className={`dash-invoices-overdue${overdue.count ? ' is-late' : ''}`}>
          {overdue.count ? (
            <Link to="/factures?statut=EN_RETARD">
              <strong>{t('dashboard.home.invoices.overdue', { count: overdue.count })}</strong> ·{' '}
              {t('dashboard.home.invoices.dueOverdue', { due: formatMoney(overdue.due) })}
            </Link>
          ) : (
            t('dashboard.home.invoices.none')
          )}
        </p>
      ) : null}
    </Card>
  );
}
