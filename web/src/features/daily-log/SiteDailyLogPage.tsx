import { ArrowLeftOutlined, FilePdfOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Button, Card, DatePicker, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { useOutbox } from '../../app/offline/outbox-store';
import { useRecordTitle } from '../../app/routing/title-detail';
import { LinkButton } from '../../shared/components/LinkButton';
import { LazyResult as Result } from '../../shared/components/LazyResult';
import { downloadFile } from '../../shared/download/download-file';
import { notifyError, toApiError } from '../../shared/errors/notify';
import { FeatureMessages } from '../../shared/intl/FeatureMessages';
import { readUser } from '../../shared/session/storage';
import { dayInstant, daysToShow, monthOfDay, monthPeriod, monthVariables, shiftMonth, shownMonth, SITE_ID, today } from './calendar';
import { DailyLogSiteDocument, SiteDailyLogsDocument } from './daily-log.generated';
import { keptDays } from './day-outbox';
import { DaysList } from './DaysList';
import { dailyLogMessages } from './messages';
import { dailyLogMessagesEn } from './messages.en';
import './daily-log.css';

/** The month shown, the one before and after (none after the current month), and a picker for any other. */
function MonthPicker({ month, current, onChange }: { month: string; current: string; onChange(month: string): void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const label = (m: string) => intl.formatDate(dayInstant(`${m}-01`), { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <div className="dailylog-month" role="group" aria-label={t('dailyLog.month')}>
      <Button
        icon={<LeftOutlined className="flip-in-rtl" aria-hidden />}
        aria-label={t('dailyLog.month.previous')}
        title={t('dailyLog.month.previous')}
        onClick={() => onChange(shiftMonth(month, -1))}
      />
      <DatePicker
        picker="month"
        allowClear={false}
        inputReadOnly
        value={dayjs(`${month}-01`)}
        format={(value) => label(value.format('YYYY-MM'))}
        disabledDate={(d) => d.format('YYYY-MM') > current}
        onChange={(d) => d && onChange(d.format('YYYY-MM'))}
        aria-label={t('dailyLog.month')}
        className="dailylog-month-picker"
      />
      <Button
        icon={<RightOutlined className="flip-in-rtl" aria-hidden />}
        aria-label={t('dailyLog.month.next')}
        title={t('dailyLog.month.next')}
        disabled={month >= current}
        onClick={() => onChange(shiftMonth(month, 1))}
      />
    </div>
  );
}

/** `/detail-chantier/:idChantier/journal` (issue 37): the month's days of the site's log, the newest first. */
function LogsScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { idChantier = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const todayDay = today();
  const month = shownMonth(search, todayDay);
  const valid = SITE_ID.test(idChantier);
  const site = useQuery(DailyLogSiteDocument, { variables: { id: idChantier }, skip: !valid });
  useRecordTitle(site.data?.site.name);
  // The prefetch (first-queries.ts) builds the same variables, so a link or the offline cache finds this page answered.
  const logs = useQuery(SiteDailyLogsDocument, { variables: monthVariables(idChantier, month), skip: !valid, fetchPolicy: 'cache-and-network' });
  const kept = keptDays(useOutbox(), readUser().id, idChantier);
  const [downloading, setDownloading] = useState(false);
  const base = `/detail-chantier/${encodeURIComponent(idChantier)}/journal`;
  const back = (
    <LinkButton to="/dashboard-chantiers" type="default">
      {t('dailyLog.backToSites')}
    </LinkButton>
  );
  if (!valid) return <Result status="warning" title={t('dailyLog.invalidSite')} extra={back} />;
  if (site.error) {
    const missing = toApiError(site.error).code === 'NOT_FOUND';
    return <Result status={missing ? '404' : 'warning'} title={t(missing ? 'dailyLog.siteNotFound' : 'dailyLog.loadError')} extra={back} />;
  }
  if (!site.data)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );

  const items = logs.data?.dailyLogs.items;
  const period = monthPeriod(month);
  const pdf = () => {
    setDownloading(true);
    const path = `/api/v1/chantiers/${encodeURIComponent(idChantier)}/journal/periode/pdf?du=${period.from}&au=${period.to}`;
    downloadFile(path, `journal-de-chantier-${period.from}-${period.to}.pdf`)
      .catch(notifyError)
      .finally(() => setDownloading(false));
  };

  return (
    <>
      <div className="page-header dailylog-header">
        <div className="dailylog-heading">
          <LinkButton to={`/detail-chantier/${encodeURIComponent(idChantier)}`} type="default">
            <ArrowLeftOutlined aria-hidden /> {t('dailyLog.backToSite')}
          </LinkButton>
          <Typography.Title level={1} className="dailylog-title">
            {t('dailyLog.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{site.data.site.name}</Typography.Text>
        </div>
        <div className="dailylog-header-tools">
          <LinkButton to={`${base}/${todayDay}`}>{t('dailyLog.today')}</LinkButton>
          <Button icon={<FilePdfOutlined aria-hidden />} loading={downloading} disabled={!items?.length} onClick={pdf}>
            {t('dailyLog.pdf.period')}
          </Button>
        </div>
      </div>
      <Card className="dailylog-list-card">
        <MonthPicker month={month} current={monthOfDay(todayDay)} onChange={(m) => setSearch({ mois: m }, { replace: true })} />
        {logs.error && !items ? (
          <p className="dailylog-empty" role="alert">
            {t('dailyLog.loadError')}
          </p>
        ) : (
          <DaysList base={base} days={daysToShow(month, todayDay)} logs={items} kept={kept} />
        )}
      </Card>
    </>
  );
}

/** With its feature's own messages, which load with it. */
export default function SiteDailyLogPage() {
  return (
    <FeatureMessages fr={dailyLogMessages} en={dailyLogMessagesEn} ar={() => import('./messages.ar').then((m) => m.dailyLogMessagesAr)}>
      <LogsScreen />
    </FeatureMessages>
  );
}
