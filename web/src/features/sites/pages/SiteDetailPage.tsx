import { ArrowLeftOutlined, EditOutlined, EnvironmentOutlined, HomeOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Button, Card, Image, Skeleton, Space, Tag, Typography } from 'antd';
import { LazyResult as Result } from '../../../shared/components/LazyResult';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { SiteDocument, SiteSummaryDocument } from '../sites.generated';
import { toApiError } from '../../../shared/errors/notify';
import '../../account/account.css';
import { LinkButton } from '../../../shared/components/LinkButton';
import { STATUS_COLOURS } from '../components/SiteCard';
import { SiteFormModal } from '../components/SiteFormModal';
import '../sites.css';
import { useRecordTitle } from '../../../app/routing/title-detail';
import { SitePlanningCard } from '../../planning/SitePlanningCard';
import { SiteFiguresCard } from '../components/SiteFiguresCard';
import { SiteImagesCard } from '../components/SiteImagesCard';
import { SiteInfoCard } from '../components/SiteInfoCard';
import { SiteQuotesCard } from '../components/SiteQuotesCard';
import { siteVariables } from './first-queries';
import { SITE_ID } from './site-id';

const InvoicesCard = lazy(() => import('../../invoices/InvoicesCard'));

/** `/detail-chantier/:idChantier`: the site's images, fields and figures (SPEC §2, §3). */
export default function SiteDetailPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { idChantier = '' } = useParams();
  const valid = SITE_ID.test(idChantier);
  const { data, loading, error, refetch } = useQuery(SiteDocument, { variables: siteVariables(idChantier), skip: !valid });
  const figures = useQuery(SiteSummaryDocument, { variables: siteVariables(idChantier), skip: !valid });
  useRecordTitle(data?.site.name);
  const [editing, setEditing] = useState(false);
  const back = (
    <LinkButton to="/dashboard-chantiers" type="default">
      <FormattedMessage id="site.detail.back" />
    </LinkButton>
  );

  if (!valid) return <Result status="warning" title={t('site.detail.invalidId')} extra={back} />;
  if (error && !data) {
    const missing = toApiError(error).code === 'NOT_FOUND';
    return <Result status={missing ? '404' : 'warning'} title={t(missing ? 'site.notFound' : 'site.detail.loadError')} extra={back} />;
  }
  if (loading && !data)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  const site = data!.site;

  return (
    <>
      <div className="page-header">
        <div>
          <LinkButton to="/dashboard-chantiers" type="default">
            <ArrowLeftOutlined aria-hidden /> <FormattedMessage id="site.detail.back" />
          </LinkButton>
          <Typography.Title level={1} style={{ fontSize: 26, marginTop: 12 }}>
            {site.name}
          </Typography.Title>
          <Space wrap>
            <Tag color={STATUS_COLOURS[site.status]} className="site-status">
              {t(`sites.status.${site.status}`)}
            </Tag>
            {site.archived ? <Tag className="site-status">{t('sites.archivedTag')}</Tag> : null}
            {site.client ? <Typography.Text type="secondary">{site.client}</Typography.Text> : null}
          </Space>
        </div>
        <Space wrap>
          {site.mapsLink ? (
            <Button icon={<EnvironmentOutlined />} href={site.mapsLink} target="_blank" rel="noopener noreferrer">
              {t('site.detail.maps')}
            </Button>
          ) : null}
          <Button type="primary" icon={<EditOutlined />} onClick={() => setEditing(true)}>
            {t('sites.edit')}
          </Button>
        </Space>
      </div>
      <div className="site-detail-grid">
        <Card className="site-detail-photo">
          {site.photoUrl ? (
            <Image src={site.photoUrl} alt={site.name} />
          ) : (
            <div className="site-card-cover site-detail-nophoto">
              <HomeOutlined aria-hidden />
              <Button onClick={() => setEditing(true)}>{t('site.detail.addPhoto')}</Button>
            </div>
          )}
        </Card>
        <SiteFiguresCard siteId={site.id} declaredProgress={site.progress} summary={figures.data?.siteSummary} />
      </div>
      <div style={{ marginTop: 20 }}>
        <SitePlanningCard siteId={site.id} />
      </div>
      <div className="site-sales">
        <SiteQuotesCard siteId={site.id} />
        <Suspense fallback={<Card loading />}>
          <InvoicesCard siteId={site.id} />
        </Suspense>
      </div>
      <SiteInfoCard site={site} />
      <SiteImagesCard site={site} />
      {editing ? (
        <SiteFormModal
          site={site}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            void refetch();
            void figures.refetch();
          }}
        />
      ) : null}
    </>
  );
}
