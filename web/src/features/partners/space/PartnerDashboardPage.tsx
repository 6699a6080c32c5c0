import { EditOutlined, ExportOutlined, ShopOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Button, Card, Skeleton, Tag, Typography } from 'antd';
import { LazyResult as Result } from '../../../shared/components/LazyResult';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { SpacePartnerDashboardDocument } from './partner-space.generated';
import { LinkButton } from '../../../shared/components/LinkButton';
import { FeatureMessages } from '../../../shared/intl/FeatureMessages';
import { CompletenessCard } from './CompletenessCard';
import { RequestsCard } from './RequestsCard';
import { PARTNER_RESERVES_AR, PARTNER_RESERVES_EN, PARTNER_RESERVES_FR } from './reserves-feature-messages';
import { ReservesCard } from './ReservesCard';
import { isListingMissing } from './space-format';
import { ViewsCard } from './ViewsCard';
import './partner-space.css';

/** No listing (never created, or deleted): the way to create one. */
export function MissingListing() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Card className="ps-card">
      <Result
        icon={<ShopOutlined className="ps-missing-icon" />}
        title={<h1 className="ps-missing-title">{t('partnerSpace.missing.title')}</h1>}
        subTitle={t('partnerSpace.missing.text')}
        extra={<LinkButton to="/profile-partenaire">{t('partnerSpace.missing.create')}</LinkButton>}
      />
    </Card>
  );
}

/** `/dashboard-partenaire` (SPEC §2): the listing's state, its completeness, its visits and the requests received. */
function PartnerDashboardScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const dashboard = useQuery(SpacePartnerDashboardDocument, { fetchPolicy: 'cache-and-network' });
  if (dashboard.error && isListingMissing(dashboard.error)) return <MissingListing />;
  if (dashboard.error && !dashboard.data)
    return (
      <Card className="ps-card">
        <Result
          status="warning"
          title={t('partnerSpace.loadError')}
          extra={
            <Button type="primary" onClick={() => void dashboard.refetch().catch(() => undefined)}>
              {t('partnerSpace.retry')}
            </Button>
          }
        />
      </Card>
    );
  const d = dashboard.data?.partnerDashboard;
  if (!d)
    return (
      <Card className="ps-card">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );

  return (
    <div className="ps-page">
      <div className="page-header ps-header">
        <div className="ps-heading">
          <Typography.Title level={1} style={{ fontSize: 26 }}>
            {t('partnerSpace.dashboard.hello', { name: d.name })}
          </Typography.Title>
          <p className="ps-visibility">
            <Tag className="ps-tag" color={d.published ? 'success' : 'default'}>
              {t(d.published ? 'partnerSpace.visibility.published' : 'partnerSpace.visibility.hidden')}
            </Tag>
            <span className="ps-secondary">{t(d.published ? 'partnerSpace.visibility.published.note' : 'partnerSpace.visibility.hidden.note')}</span>{' '}
            <Link to="/profile-partenaire">{t('partnerSpace.visibility.change')}</Link>
          </p>
        </div>
        <div className="ps-header-actions">
          <Button href={`/partenaires/${d.partnerId}`} target="_blank" rel="noopener" icon={<ExportOutlined aria-hidden />}>
            {t('partnerSpace.publicPage')}
          </Button>
          <LinkButton to="/profile-partenaire">
            <EditOutlined aria-hidden /> {t('partnerSpace.editProfile')}
          </LinkButton>
        </div>
      </div>
      <ReservesCard />
      <div className="ps-grid">
        <CompletenessCard percent={d.completeness.percent} missing={d.completeness.missing} />
        <ViewsCard thisMonth={d.viewsThisMonth} lastMonth={d.viewsLastMonth} />
      </div>
      <RequestsCard counts={d.requests} />
    </div>
  );
}

/** With its own messages, which load with it (not with the private area). */
export default function PartnerDashboardPage() {
  return (
    <FeatureMessages fr={PARTNER_RESERVES_FR} en={PARTNER_RESERVES_EN} ar={PARTNER_RESERVES_AR}>
      <PartnerDashboardScreen />
    </FeatureMessages>
  );
}
