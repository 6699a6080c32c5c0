import { ArrowLeftOutlined, EditOutlined, EnvironmentOutlined, HomeOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, Descriptions, Image, Progress, Skeleton, Space, Tag, Tooltip, Typography } from 'antd';
import { LazyResult as Result } from '../../../shared/components/LazyResult';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { SetSiteImageDocument, SiteDocument, SiteSummaryDocument } from '../sites.generated';
import { notifySuccess, toApiError } from '../../../shared/errors/notify';
import { ImageDrop } from '../../../shared/upload/ImageDrop';
import '../../account/account.css';
import { LinkButton } from '../../../shared/components/LinkButton';
import { formatDay, formatMoney, formatPercent } from '../../../shared/format';
import { STATUS_COLOURS } from '../components/SiteCard';
import { SiteFormModal } from '../components/SiteFormModal';
import '../sites.css';
import { useRecordTitle } from '../../../app/routing/title-detail';
import { BudgetBar } from '../components/BudgetBar';
import { SitePlanningCard } from '../../planning/SitePlanningCard';
import { SiteQuotesCard } from '../components/SiteQuotesCard';

const InvoicesCard = lazy(() => import('../../invoices/InvoicesCard'));
import { mapsSearchUrl } from '../../../shared/maps/maps-link';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LABOUR = ['labourGross', 'labourNet', 'labourBonus', 'subcontracting', 'profitability'] as const;
/** The figures in order: HT first with the TVA apart for a company subject to TVA, TTC otherwise (SPEC §3's list). */
const FIGURES = {
  HT: ['revenuesHT', 'revenues', 'revenuesVAT', 'purchasesHT', 'purchasesTTC', 'purchasesVAT', 'vatBalance', ...LABOUR],
  TTC: ['revenues', 'purchasesTTC', 'purchasesHT', 'purchasesVAT', ...LABOUR],
} as const;

/** `/detail-chantier/:idChantier`: the site's images, fields and figures (SPEC §2, §3). */
export default function SiteDetailPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { idChantier = '' } = useParams();
  const valid = UUID.test(idChantier);
  const { data, loading, error, refetch } = useQuery(SiteDocument, { variables: { id: idChantier }, skip: !valid });
  const figures = useQuery(SiteSummaryDocument, { variables: { id: idChantier }, skip: !valid });
  useRecordTitle(data?.site.name);
  const [editing, setEditing] = useState(false);
  const [setImage] = useMutation(SetSiteImageDocument);
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
  const date = (d: string | null | undefined) => (d ? formatDay(d) : '—');

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
        <Card
          title={t('site.detail.figures')}
          extra={
            <Tooltip title={t('site.detail.figures.help')}>
              <InfoCircleOutlined aria-label={t('site.detail.figures.help')} />
            </Tooltip>
          }
        >
          <div className="site-figure-progress">
            <span>{t('site.fig.progress')}</span>
            <Progress
              percent={figures.data?.siteSummary.progress ?? site.progress}
              format={(p) => formatPercent(p ?? 0)}
              aria-label={t('site.fig.progress')}
            />
            {/* Two figures on one page: this one is declared; the planning's below follows the tasks. */}
            <span className="site-figure-note">{t('site.fig.progress.note')}</span>
          </div>
          {figures.data ? (
            <BudgetBar budget={figures.data.siteSummary.budget} committed={figures.data.siteSummary.committed} paid={figures.data.siteSummary.paid} />
          ) : null}
          {figures.data ? (
            <dl className="site-figures">
              {FIGURES[figures.data.siteSummary.vatSubject ? 'HT' : 'TTC'].map((f) => (
                <div key={f} className={f === 'profitability' ? 'is-total' : undefined}>
                  <dt>{t(`site.fig.${f}${figures.data!.siteSummary.vatSubject && f === 'revenues' ? 'TTC' : ''}`)}</dt>
                  <dd>{formatMoney(figures.data!.siteSummary[f])}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <Skeleton active paragraph={{ rows: 4 }} title={false} />
          )}
          <div style={{ marginTop: 16 }}>
            <LinkButton to={`/detail-chantier/${site.id}/finances`} type="default">
              {t('site.detail.figures.open')}
            </LinkButton>
          </div>
        </Card>
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
      <Card title={t('site.detail.info')} style={{ marginTop: 20 }}>
        <Descriptions column={{ xs: 1, sm: 1, md: 2, lg: 3 }} size="middle">
          <Descriptions.Item label={t('sites.field.client')}>{site.client ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('sites.field.manager')}>
            {site.manager ? `${site.manager.firstName} ${site.manager.lastName}` : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('sites.field.foreman')}>{site.foreman ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('sites.field.address')}>{site.address ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('sites.field.city')}>
            {site.city ?? '—'}
            {/* The site's own Maps link (header) is exact; without one, the address is searched. */}
            {site.mapsLink ? null : <SiteMapLink parts={[site.address, site.postalCode, site.city]} />}
          </Descriptions.Item>
          <Descriptions.Item label={t('sites.field.postalCode')}>{site.postalCode ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('sites.budget')}>{formatMoney(site.budget)}</Descriptions.Item>
          <Descriptions.Item label={t('sites.field.startDate')}>{date(site.startDate)}</Descriptions.Item>
          <Descriptions.Item label={t('sites.field.endDate')}>{date(site.endDate)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('site.detail.images')} style={{ marginTop: 20 }}>
        <div className="form-grid">
          {(['CLIENT_PHOTO', 'PLAN'] as const).map((kind) => (
            <div className="form-field" key={kind}>
              <span className="form-field-label">{t(kind === 'PLAN' ? 'site.detail.plan' : 'site.detail.clientPhoto')}</span>
              <ImageDrop
                shape="square"
                placeholder={kind === 'PLAN' ? 'plan' : 'picture'}
                value={{ previewUrl: (kind === 'PLAN' ? site.planUrl : site.clientPhotoUrl) ?? null }}
                onChange={(v) =>
                  void setImage({ variables: { siteId: site.id, kind, fileId: v.fileId ?? null } })
                    .then(() => notifySuccess(t('sites.updated', { name: site.name })))
                    .catch(() => undefined)
                }
              />
            </div>
          ))}
        </div>
      </Card>
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

function SiteMapLink({ parts }: { parts: (string | null | undefined)[] }) {
  const intl = useIntl();
  const href = mapsSearchUrl(parts, intl.locale);
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="site-map-link">
      <EnvironmentOutlined aria-hidden /> {intl.formatMessage({ id: 'site.detail.map' })}
    </a>
  );
}
