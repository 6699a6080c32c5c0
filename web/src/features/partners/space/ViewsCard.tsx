import { ArrowDownOutlined, ArrowUpOutlined, EyeOutlined, MinusOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { useIntl } from 'react-intl';

/** Visits to the public page this month, against last month, the direction said in words too. */
export function ViewsCard({ thisMonth, lastMonth }: { thisMonth: number; lastMonth: number }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const title = t('partnerSpace.views.title');
  const delta = thisMonth - lastMonth;
  const trend = delta > 0 ? 'up' : delta < 0 ? 'down' : 'same';
  const Icon = trend === 'up' ? ArrowUpOutlined : trend === 'down' ? ArrowDownOutlined : MinusOutlined;
  return (
    <Card className="ps-card" role="region" aria-label={title} title={<h2 className="ps-card-title">{title}</h2>}>
      <div className="ps-views">
        <span className="ps-views-icon" aria-hidden>
          <EyeOutlined />
        </span>
        <div>
          <div className="ps-views-label">{t('partnerSpace.views.thisMonth')}</div>
          <div className="ps-views-figure">
            <span className="ps-views-number">{intl.formatNumber(thisMonth)}</span>{' '}
            <span className="ps-views-unit">{t('partnerSpace.views.unit', { count: thisMonth })}</span>
          </div>
        </div>
      </div>
      <p className={`ps-views-trend is-${trend}`}>
        <Icon aria-hidden /> {t(`partnerSpace.views.${trend}`, { count: intl.formatNumber(Math.abs(delta)) })}
      </p>
      <p className="ps-views-last">{t('partnerSpace.views.lastMonth', { count: lastMonth })}</p>
      <p className="ps-views-note">{t('partnerSpace.views.note')}</p>
    </Card>
  );
}
