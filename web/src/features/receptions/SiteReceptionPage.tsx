import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import type { ReceptionKind } from '@chantiers/schema';
import { Alert, Button, Card, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useRecordTitle } from '../../app/routing/title-detail';
import type { ReceptionFieldsFragment } from '../../gql/graphql';
import { LazyResult as Result } from '../../shared/components/LazyResult';
import { LinkButton } from '../../shared/components/LinkButton';
import { toApiError } from '../../shared/errors/notify';
import { FeatureMessages } from '../../shared/intl/FeatureMessages';
import { EmptySlot, finalReason } from './EmptySlot';
import { GuaranteeCard } from './GuaranteeCard';
import { ReceptionCard } from './ReceptionCard';
import { ReceptionFormDrawer } from './ReceptionFormDrawer';
import { finalState, receptionsOf, SITE_ID, today } from './reception-values';
import { ReceptionSiteDocument, SiteReceptionsDocument } from './receptions.generated';
import { receptionMessages } from './messages';
import { receptionMessagesEn } from './messages.en';
import './receptions.css';

// The pad (signature_pad) loads when a PV is signed, not with the page.
const SignReceptionModal = lazy(() => import('./SignReceptionModal'));

/** What the page shows instead of itself: a wrong address, a site that is not there (or another's), the skeleton. */
function Problem({ valid, error }: { valid: boolean; error?: unknown }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const back = (
    <LinkButton to="/dashboard-chantiers" type="default">
      {t('reception.backToSites')}
    </LinkButton>
  );
  if (!valid) return <Result status="warning" title={t('reception.invalidSite')} extra={back} />;
  if (error) {
    const missing = toApiError(error).code === 'NOT_FOUND';
    return <Result status={missing ? '404' : 'warning'} title={t(missing ? 'reception.siteNotFound' : 'reception.loadError')} extra={back} />;
  }
  return (
    <Card>
      <Skeleton active paragraph={{ rows: 8 }} />
    </Card>
  );
}

/**
 * `/detail-chantier/:idChantier/reception` (issue 37): the guarantee delay, the provisional PV then the final one, each
 * a draft to prepare and sign on the screen, or signed and read-only with its PDF.
 */
function ReceptionScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const tv = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { idChantier = '' } = useParams();
  const valid = SITE_ID.test(idChantier);
  const site = useQuery(ReceptionSiteDocument, { variables: { id: idChantier }, skip: !valid });
  useRecordTitle(site.data?.site.name);
  const list = useQuery(SiteReceptionsDocument, { variables: { siteId: idChantier }, skip: !valid, fetchPolicy: 'cache-and-network' });
  const [form, setForm] = useState<{ kind: ReceptionKind; reception: ReceptionFieldsFragment | null } | null>(null);
  const [signing, setSigning] = useState<ReceptionFieldsFragment | null>(null);
  if (!valid || site.error || !site.data) return <Problem valid={valid} error={site.error} />;

  const answer = list.data?.receptions;
  const { provisional, final } = receptionsOf(answer?.items ?? []);
  const todayDay = today();
  const finalAt = finalState(answer?.items ?? [], answer?.finalFrom ?? null, todayDay);
  const unavailable: Record<ReceptionKind, string | null> = {
    PROVISIONAL: provisional ? t('reception.provisional.exists') : null,
    FINAL: finalReason(finalAt, answer?.guaranteeMonths ?? 0, tv),
  };
  const slot = (kind: ReceptionKind, reception: ReceptionFieldsFragment | null) =>
    reception ? (
      <ReceptionCard
        key={kind}
        siteId={idChantier}
        reception={reception}
        onEdit={() => setForm({ kind, reception })}
        onSign={() => setSigning(reception)}
      />
    ) : (
      <EmptySlot
        key={kind}
        kind={kind}
        final={finalAt}
        guaranteeMonths={answer?.guaranteeMonths ?? 0}
        onCreate={() => setForm({ kind, reception: null })}
      />
    );

  return (
    <>
      <div className="page-header reception-header">
        <div className="reception-heading">
          <LinkButton to={`/detail-chantier/${encodeURIComponent(idChantier)}`} type="default">
            <ArrowLeftOutlined aria-hidden /> {t('reception.backToSite')}
          </LinkButton>
          <Typography.Title level={1} className="reception-title">
            {t('reception.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{site.data.site.name}</Typography.Text>
        </div>
      </div>
      {list.error && !answer ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t('reception.loadError')}
          action={<Button onClick={() => void list.refetch().catch(() => undefined)}>{t('reception.retry')}</Button>}
        />
      ) : null}
      {!answer && !list.error ? (
        <Card>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ) : null}
      {answer ? (
        <div className="reception-cards">
          <GuaranteeCard months={answer.guaranteeMonths} />
          {slot('PROVISIONAL', provisional)}
          {slot('FINAL', final)}
        </div>
      ) : null}
      {form && answer ? (
        <ReceptionFormDrawer
          siteId={idChantier}
          client={site.data.site.client}
          kind={form.kind}
          reception={form.reception}
          provisional={provisional}
          unavailable={unavailable}
          openReserves={answer.openReserves}
          today={todayDay}
          onClose={() => setForm(null)}
        />
      ) : null}
      {signing ? (
        <Suspense fallback={null}>
          <SignReceptionModal siteId={idChantier} reception={signing} onClose={() => setSigning(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** With its feature's own messages (and the api's for the PV), which load with it. */
export default function SiteReceptionPage() {
  return (
    <FeatureMessages fr={receptionMessages} en={receptionMessagesEn} ar={() => import('./messages.ar').then((m) => m.receptionMessagesAr)}>
      <ReceptionScreen />
    </FeatureMessages>
  );
}
