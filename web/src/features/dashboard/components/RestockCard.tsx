import { Card, Empty, Tag } from 'antd';
import { CheckCircleOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { DashboardQuery } from '../../../gql/graphql';
import { formatQuantity } from '../../../shared/format';

type Product = DashboardQuery['stockProducts']['items'][number];

/** 'Stock à réapprovisionner': how many products are at or under a threshold, and the first five. */
export function RestockCard({ count, products }: { count: number; products: Product[] }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <Card
      className="dash-card"
      title={<h2 className="dash-section-title">{t('dashboard.home.stock.title')}</h2>}
      extra={<Link to="/stocks">{t('dashboard.home.stock.link')}</Link>}
    >
      {count === 0 ? (
        <Empty
          image={<CheckCircleOutlined className="dash-ok-icon" aria-hidden />}
          styles={{ image: { height: 40 } }}
          description={t('dashboard.home.stock.empty')}
        />
      ) : (
        <>
          <p className="dash-stock-count">
            <strong>{intl.formatNumber(count)}</strong> <span>{t('dashboard.home.stock.count', { count })}</span>
          </p>
          <ul className="dash-stock">
            {products.map((p) => (
              <li key={p.id}>
                <span className="dash-stock-label">{p.label}</span>
                <span className="dash-stock-qty fin-amount">{formatQuantity(p.stock, { unit: p.unit })}</span>
                <Tag className={`dash-level dash-level-${p.level.toLowerCase()}`}>{t(`dashboard.home.stock.level.${p.level}`)}</Tag>
              </li>
            ))}
          </ul>
          {count > products.length ? <p className="dash-more">{t('dashboard.home.stock.more', { count: count - products.length })}</p> : null}
        </>
      )}
    </Card>
  );
}
