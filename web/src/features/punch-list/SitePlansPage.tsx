import { ArrowLeftOutlined, PlusOutlined, PushpinOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Button, Card, Empty, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useRecordTitle } from '../../app/routing/title-detail';
import type { PlanFieldsFragment } from '../../gql/graphql';
import { LinkButton } from '../../shared/components/LinkButton';
import { FeatureMessages } from '../../shared/intl/FeatureMessages';
import { Can } from '../../shared/session/Can';
import { UUID } from './first-queries';
import { punchListMessages } from './messages';
import { punchListMessagesEn } from './messages.en';
import { PlanCard } from './PlanCard';
import { PlanFormModal, type PlanFormMode } from './PlanFormModal';
import { PunchListSiteDocument, SitePlansDocument } from './punch-list.generated';
import { SiteProblem } from './SiteProblem';
import './punch-list.css';

/** `/detail-chantier/:idChantier/plans` (issue 37): the site's plans, each with its sheet in force and its versions. */
function PlansScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { idChantier = '' } = useParams();
  const valid = UUID.test(idChantier);
  const site = useQuery(PunchListSiteDocument, { variables: { id: idChantier }, skip: !valid });
  useRecordTitle(site.data?.site.name);
  // The prefetch (first-queries.ts) asks the same, so a link or the offline cache finds this page answered.
  const plans = useQuery(SitePlansDocument, { variables: { siteId: idChantier }, skip: !valid, fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<{ mode: PlanFormMode; plan?: PlanFieldsFragment } | null>(null);
  const siteBase = `/detail-chantier/${encodeURIComponent(idChantier)}`;
  if (!valid || site.error || !site.data) return <SiteProblem valid={valid} error={site.error} />;

  const list = plans.data?.plans;
  const refetch = () => void plans.refetch().catch(() => undefined);
  return (
    <>
      <div className="page-header punch-header">
        <div className="punch-heading">
          <LinkButton to={siteBase} type="default">
            <ArrowLeftOutlined aria-hidden /> {t('punchList.backToSite')}
          </LinkButton>
          <Typography.Title level={1} className="punch-title">
            {t('plans.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{site.data.site.name}</Typography.Text>
        </div>
        <div className="punch-header-tools">
          <LinkButton to={`${siteBase}/reserves`} type="default">
            <PushpinOutlined aria-hidden /> {t('reserves.title')}
          </LinkButton>
          <Can action="plans.write">
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ mode: 'create' })}>
              {t('plans.add')}
            </Button>
          </Can>
        </div>
      </div>
      <Card>
        {!list && plans.error ? (
          <p className="punch-empty" role="alert">
            {t('punchList.loadError')}
          </p>
        ) : !list ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : list.length === 0 ? (
          <Empty description={t('plans.empty')} />
        ) : (
          <div className="punch-plans">
            {list.map((plan) => (
              <PlanCard
                key={plan.id}
                siteId={idChantier}
                plan={plan}
                onNewVersion={() => setEditing({ mode: 'version', plan })}
                onRename={() => setEditing({ mode: 'rename', plan })}
                onDeleted={refetch}
              />
            ))}
          </div>
        )}
      </Card>
      {editing ? (
        <PlanFormModal
          mode={editing.mode}
          siteId={idChantier}
          plan={editing.plan}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refetch();
          }}
        />
      ) : null}
    </>
  );
}

/** With its feature's own messages, which load with it. */
export default function SitePlansPage() {
  return (
    <FeatureMessages fr={punchListMessages} en={punchListMessagesEn} ar={() => import('./messages.ar').then((m) => m.punchListMessagesAr)}>
      <PlansScreen />
    </FeatureMessages>
  );
}
