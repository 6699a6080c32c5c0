import { siteFinanceMessages } from './messages';
import { siteFinanceMessagesEn } from './messages.en';
import { FeatureMessages } from '../../../shared/intl/FeatureMessages';
import { toApiError } from '../../../shared/errors/notify';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Card, Skeleton, Tabs, Typography } from 'antd';
import { LazyResult as Result } from '../../../shared/components/LazyResult';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { SiteFinanceSiteDocument, SiteFinanceSummaryDocument } from './site-finance.generated';
import { LinkButton } from '../../../shared/components/LinkButton';
import { formatMoney } from '../../../shared/format';
import { FigureCards } from './FigureCards';
import { PurchasesTab } from './PurchasesTab';
import { financeTab, SITE_ID } from './first-queries';
import './site-finance.css';
import { Suspense } from 'react';
import { SITE_RECORD_TABS } from './site-tabs';
import { useRecordTitle } from '../../../app/routing/title-detail';

/** `/detail-chantier/:idChantier/finances`: the site's figures, then its purchases, revenues and service sheets. */
function SiteFinanceScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { idChantier = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const valid = SITE_ID.test(idChantier);
  const site = useQuery(SiteFinanceSiteDocument, { variables: { id: idChantier }, skip: !valid });
  const figures = useQuery(SiteFinanceSummaryDocument, { variables: { id: idChantier }, skip: !valid });
  useRecordTitle(site.data?.site.name);
  const tab = financeTab(params);
  const back = (
    <LinkButton to="/dashboard-chantiers" type="default">
      <FormattedMessage id="finance.site.backToSites" />
    </LinkButton>
  );

  if (!valid) return <Result status="warning" title={t('finance.site.invalidId')} extra={back} />;
  if (site.error && !site.data) {
    const missing = toApiError(site.error).code === 'NOT_FOUND';
    return <Result status={missing ? '404' : 'warning'} title={t(missing ? 'finance.site.notFound' : 'finance.site.loadError')} extra={back} />;
  }
  if (site.loading && !site.data)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  const s = site.data!.site;
  // Every change on a list also changes the figures above it.
  const onChanged = () => void figures.refetch();

  return (
    <>
      <div className="page-header">
        <div>
          <div className="finance-back">
            <LinkButton to={`/detail-chantier/${s.id}`} type="default">
              <ArrowLeftOutlined aria-hidden /> <FormattedMessage id="finance.site.backToSite" />
            </LinkButton>
          </div>
          <Typography.Title level={1} style={{ fontSize: 26 }}>
            <FormattedMessage id="finance.site.title" />
          </Typography.Title>
          <Typography.Text type="secondary" className="finance-subtitle">
            {t('finance.site.subtitle', { name: s.name, budget: formatMoney(s.budget) })}
          </Typography.Text>
        </div>
      </div>
      <FigureCards summary={figures.data?.siteSummary} />
      <Card className="finance-lists">
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams((p) => (p.set('onglet', key), p), { replace: true })}
          items={[
            { key: 'achats', label: t('finance.site.tab.purchases'), children: <PurchasesTab siteId={s.id} onChanged={onChanged} /> },
            // The purchases are the tab a link opens; the others load when chosen (or linked to).
            ...SITE_RECORD_TABS.map(({ key, labelId, tab: Tab }) => ({
              key,
              label: t(labelId),
              children: (
                <Suspense fallback={<Skeleton active />}>
                  <Tab siteId={s.id} onChanged={onChanged} />
                </Suspense>
              ),
            })),
          ]}
        />
      </Card>
    </>
  );
}

/** With the page's own messages, which load with it (the weekdays and the cash warning come with the private area). */
export default function SiteFinancePage() {
  return (
    <FeatureMessages fr={siteFinanceMessages} en={siteFinanceMessagesEn} ar={() => import('./messages.ar').then((m) => m.siteFinanceMessagesAr)}>
      <SiteFinanceScreen />
    </FeatureMessages>
  );
}
