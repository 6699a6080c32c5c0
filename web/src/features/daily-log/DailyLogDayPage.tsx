import { useQuery } from '@apollo/client/react';
import { Card, Skeleton } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useOutbox } from '../../app/offline/outbox-store';
import { useRecordTitle } from '../../app/routing/title-detail';
import { LinkButton } from '../../shared/components/LinkButton';
import { LazyResult as Result } from '../../shared/components/LazyResult';
import { toApiError } from '../../shared/errors/notify';
import { FeatureMessages } from '../../shared/intl/FeatureMessages';
import { readUser } from '../../shared/session/storage';
import { useCan } from '../../shared/session/useCan';
import { Addenda } from './Addenda';
import { isDay, SITE_ID, today } from './calendar';
import { DailyLogDayDocument } from './daily-log.generated';
import { DayEditor, type SignRequest } from './DayEditor';
import { DayHeader, useDayLabel } from './DayHeader';
import { DayNotices } from './DayNotices';
import { keptDay } from './day-outbox';
import { dailyLogMessages } from './messages';
import { dailyLogMessagesEn } from './messages.en';
import { useDayActions } from './useDayActions';
import './daily-log.css';
import './day.css';

// The pad (signature_pad) loads when a day is signed, not with the page.
const SignatureModal = lazy(() => import('./SignatureModal'));

/** `/detail-chantier/:idChantier/journal/:jour`: the day's log, filled through the day, then signed to close it. */
function DayScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { idChantier = '', jour = '' } = useParams();
  const todayDay = today();
  const validSite = SITE_ID.test(idChantier);
  const validDay = isDay(jour);
  const future = validDay && jour > todayDay;
  const dayKey = useMemo(() => ({ siteId: idChantier, day: jour }), [idChantier, jour]);
  const query = useQuery(DailyLogDayDocument, { variables: dayKey, skip: !validSite || !validDay || future, fetchPolicy: 'cache-and-network' });
  const log = query.data?.dailyLog;
  useRecordTitle(log?.site.name);
  const outbox = useOutbox();
  const userId = readUser().id;
  const kept = useMemo(() => keptDay(outbox, userId, dayKey), [outbox, userId, dayKey]);
  const actions = useDayActions(dayKey);
  const canWrite = useCan('dailyLogs.write');
  const canSign = useCan('dailyLogs.sign');
  const dayLabel = useDayLabel();
  const [signing, setSigning] = useState<SignRequest | null>(null);
  const month = `/detail-chantier/${encodeURIComponent(idChantier)}/journal`;
  const back = (
    <LinkButton to={validSite ? month : '/dashboard-chantiers'} type="default">
      {t(validSite ? 'dailyLog.backToList' : 'dailyLog.backToSites')}
    </LinkButton>
  );

  if (!validSite) return <Result status="warning" title={t('dailyLog.invalidSite')} extra={back} />;
  if (!validDay) return <Result status="warning" title={t('dailyLog.invalidDay')} extra={back} />;
  if (future) return <Result status="info" title={t('dailyLog.future.title')} subTitle={t('dailyLog.day.future')} extra={back} />;
  if (query.error && !log) {
    const missing = toApiError(query.error).code === 'NOT_FOUND';
    return <Result status={missing ? '404' : 'warning'} title={t(missing ? 'dailyLog.siteNotFound' : 'dailyLog.loadError')} extra={back} />;
  }
  if (!log)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );

  const readOnly = Boolean(log.signedAt || kept.sign) || !canWrite;
  const sign = async (signature: string) => {
    // The day is signed as the form shows it: saved first when it holds what the server does not have.
    if (signing?.saveFirst && !(await signing.saveFirst())) return setSigning(null);
    await actions.sign(signature);
    setSigning(null);
  };

  return (
    <div className="dailylog-day">
      <DayHeader siteId={idChantier} siteName={log.site.name} day={jour} today={todayDay} saved={log.saved} />
      <DayNotices log={log} kept={kept} canWrite={canWrite} />
      <DayEditor
        key={`${idChantier}:${jour}:${readOnly}`}
        dayKey={dayKey}
        log={log}
        kept={kept}
        readOnly={readOnly}
        canSign={canSign}
        actions={actions}
        onAskSign={setSigning}
      />
      {log.signedAt ? <Addenda dayKey={dayKey} addenda={log.addenda} kept={kept.addenda} canWrite={canWrite} actions={actions} /> : null}
      {signing ? (
        <Suspense fallback={null}>
          <SignatureModal dayLabel={dayLabel(jour)} onSign={sign} onClose={() => setSigning(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}

/** With its feature's own messages (and the api's for the daily log), which load with it. */
export default function DailyLogDayPage() {
  return (
    <FeatureMessages fr={dailyLogMessages} en={dailyLogMessagesEn} ar={() => import('./messages.ar').then((m) => m.dailyLogMessagesAr)}>
      <DayScreen />
    </FeatureMessages>
  );
}
