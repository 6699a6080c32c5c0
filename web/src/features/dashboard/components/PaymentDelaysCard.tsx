import { useQuery } from '@apollo/client/react';
import { Card, Skeleton } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PaymentDelayTotalsDocument } from '../../accounting/payment-delays/payment-delays.generated';
import { formatMoney } from '../../../shared/format';

/** Law 69-21 for who reads the books: the penalties the company owes today and those its clients bear. */
export function PaymentDelaysCard() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const { data, error } = useQuery(PaymentDelayTotalsDocument, { fetchPolicy: 'cache-and-network' });
  const totals = data?.paymentDelayTotals;
  if (error && !totals) return null;
  return (
    <Card className="dash-card" title={<h2 className="dash-section-title">{t('dashboard.home.delays.title')}</h2>}>
      {!totals ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : (
        <ul className="dash-stock">
          <li>
            <Link className="dash-stock-label" to="/comptabilite/delais-paiement?sens=RECEIVED&retard=1">
              {t('dashboard.home.delays.owed', { count: totals.lateReceived })}
            </Link>
            <span className="dash-stock-qty fin-amount">{formatMoney(totals.owed)}</span>
          </li>
          <li>
            <Link className="dash-stock-label" to="/comptabilite/delais-paiement?sens=ISSUED&retard=1">
              {t('dashboard.home.delays.owedTo', { count: totals.lateIssued })}
            </Link>
            <span className="dash-stock-qty fin-amount">{formatMoney(totals.owedTo)}</span>
          </li>
        </ul>
      )}
    </Card>
  );
}
