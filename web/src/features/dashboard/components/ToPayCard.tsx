import { CheckCircleOutlined } from '@ant-design/icons';
import { Card, Empty } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { DashboardQuery } from '../../../gql/graphql';
import { formatMoney } from '../../../shared/format';

type ToPay = DashboardQuery['toPay'];

/** 'À régler': what is left to pay to suppliers, and the sites owing most, each opening its filtered purchases. */
export function ToPayCard({ toPay }: { toPay: ToPay }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <Card className="dash-card" title={<h2 className="dash-section-title">{t('dashboard.home.toPay.title')}</h2>}>
      {toPay.count === 0 ? (
        <Empty
          image={<CheckCircleOutlined className="dash-ok-icon" aria-hidden />}
          styles={{ image: { height: 40 } }}
          description={t('dashboard.home.toPay.empty')}
        />
      ) : (
        <>
          <p className="dash-stock-count">
            <strong className="fin-amount">{formatMoney(toPay.total)}</strong> <span>{t('dashboard.home.toPay.count', { count: toPay.count })}</span>
          </p>
          <ul className="dash-stock">
            {toPay.sites.map((s) => (
              <li key={s.site.id}>
                <Link className="dash-stock-label" to={`/detail-chantier/${s.site.id}/finances?onglet=achats&aRegler=1`}>
                  {s.site.name}
                </Link>
                <span className="dash-stock-qty fin-amount">{formatMoney(s.amount)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
