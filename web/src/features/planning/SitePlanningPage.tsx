import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Card, Skeleton, Typography } from 'antd';
import { LazyResult as Result } from '../../shared/components/LazyResult';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useRecordTitle } from '../../app/routing/title-detail';
import { PlanningSiteDocument } from './planning.generated';
import { LinkButton } from '../../shared/components/LinkButton';
import { toApiError } from '../../shared/errors/notify';
import { FeatureMessages } from '../../shared/intl/FeatureMessages';
import { planningMessages } from './messages';
import { planningMessagesEn } from './messages.en';
import { PlanningScreen } from './PlanningScreen';
import { planningSiteVariables, SITE_ID } from './first-queries';

/** `/detail-chantier/:idChantier/planning` (SPEC §2): the site's tasks, coloured by category. */
function SitePlanningScreen() {
  const intl = useIntl();
  const { idChantier = '' } = useParams();
  const valid = SITE_ID.test(idChantier);
  const site = useQuery(PlanningSiteDocument, { variables: planningSiteVariables(idChantier), skip: !valid });
  useRecordTitle(site.data?.site.name);
  const back = (
    <LinkButton to="/dashboard-chantiers" type="default">
      <FormattedMessage id="planning.backToSites" />
    </LinkButton>
  );
  if (!valid) return <Result status="warning" title={intl.formatMessage({ id: 'planning.invalidSite' })} extra={back} />;
  if (site.error) {
    const missing = toApiError(site.error).code === 'NOT_FOUND';
    return (
      <Result
        status={missing ? '404' : 'warning'}
        title={intl.formatMessage({ id: missing ? 'planning.siteNotFound' : 'planning.loadError' })}
        extra={back}
      />
    );
  }
  if (!site.data)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  return (
    <PlanningScreen
      siteId={site.data.site.id}
      header={
        <div>
          <div className="finance-back">
            <LinkButton to={`/detail-chantier/${idChantier}`} type="default">
              <ArrowLeftOutlined aria-hidden /> <FormattedMessage id="planning.backToSite" />
            </LinkButton>
          </div>
          <Typography.Title level={1} style={{ fontSize: 26 }}>
            <FormattedMessage id="planning.title" />
          </Typography.Title>
          <Typography.Text type="secondary">{site.data.site.name}</Typography.Text>
        </div>
      }
    />
  );
}

/** With its feature's own messages, which load with it. */
export default function SitePlanningPage() {
  return (
    <FeatureMessages fr={planningMessages} en={planningMessagesEn} ar={() => import('./messages.ar').then((m) => m.planningMessagesAr)}>
      <SitePlanningScreen />
    </FeatureMessages>
  );
}
