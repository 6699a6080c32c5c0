import { EnvironmentOutlined, HomeOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Progress, Tag, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import type { DashboardQuery } from '../../../gql/graphql';
import { formatPercent } from '../../../shared/format';

type Site = DashboardQuery['latestSites'][number];

const STATUS_COLOURS: Record<string, string> = { EN_PREPARATION: 'blue', EN_COURS: 'green', SUSPENDU: 'orange', TERMINE: 'default' };

/** 'Derniers chantiers': the newest active sites, each linking to its detail. */
export function LatestSites({ sites }: { sites: Site[] }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <Card
      className="dash-card"
      title={<h2 className="dash-section-title">{t('dashboard.home.sites.title')}</h2>}
      extra={sites.length ? <Link to="/dashboard-chantiers">{t('dashboard.home.sites.all')}</Link> : null}
    >
      {sites.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <Typography.Title level={3} style={{ fontSize: 17 }}>
                {t('dashboard.home.sites.empty.title')}
              </Typography.Title>
              <Typography.Paragraph type="secondary" style={{ maxWidth: 460, margin: '0 auto' }}>
                {t('dashboard.home.sites.empty.body')}
              </Typography.Paragraph>
            </>
          }
        >
          <Button type="primary" onClick={() => navigate('/dashboard-chantiers')}>
            {t('dashboard.home.sites.empty.action')}
          </Button>
        </Empty>
      ) : (
        <ul className="dash-sites">
          {sites.map((site) => (
            <li key={site.id} className="dash-site">
              <Link to={`/detail-chantier/${site.id}`} className="dash-site-thumb" tabIndex={-1} aria-hidden>
                {site.photoThumbUrl ? <img src={site.photoThumbUrl} alt="" loading="lazy" /> : <HomeOutlined />}
              </Link>
              <div className="dash-site-body">
                <div className="dash-site-head">
                  <Link to={`/detail-chantier/${site.id}`} className="dash-site-name">
                    {site.name}
                  </Link>
                  <Tag color={STATUS_COLOURS[site.status]} className="dash-status">
                    {t(`sites.status.${site.status}`)}
                  </Tag>
                </div>
                {site.city ? (
                  <span className="dash-site-city">
                    <EnvironmentOutlined aria-hidden /> {site.city}
                  </span>
                ) : null}
                <div className="dash-site-progress">
                  <span>{t('dashboard.home.sites.progress')}</span>
                  <Progress
                    percent={site.progress}
                    size="small"
                    format={(p) => formatPercent(p ?? 0)}
                    aria-label={`${t('dashboard.home.sites.progress')} ${formatPercent(site.progress)}`}
                  />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
