import { activityMessages } from './messages';
import { activityMessagesEn } from './messages.en';
import { FeatureMessages } from '../../shared/intl/FeatureMessages';
import { ArrowLeftOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Segmented, Skeleton, Space, Typography } from 'antd';
import { LazyResult as Result } from '../../shared/components/LazyResult';
import dayjs from 'dayjs';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useRecordTitle } from '../../app/routing/title-detail';
import { ActivityMonthDocument, SiteActivityWeekDocument } from './activity.generated';
import { LinkButton } from '../../shared/components/LinkButton';
import { toApiError } from '../../shared/errors/notify';
import { usePhone } from '../../shared/records/usePhone';
import { shiftDay } from './activity-grid';
import { DayList } from './DayList';
import { MonthTable } from './MonthTable';
import { SaveStatus } from './SaveStatus';
import { useActivityCells } from './useActivityCells';
import { WeekGrid } from './WeekGrid';
import { activityDay, activityView, SITE_ID, siteActivityMonthVariables, siteActivityWeekVariables } from './first-queries';
import './activity.css';

/**
 * `/detail-chantier/:idChantier/compte-rendu-activite/:dateImputation` (SPEC §2): the site's week that holds the date
 * (a grid on a desk, a list per day on a phone), or its month (`?vue=mois`); the date in the URL follows the moves.
 */
function SiteActivityPageScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const phone = usePhone();
  const { idChantier = '', dateImputation = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const today = dayjs().format('YYYY-MM-DD');
  const day = activityDay(dateImputation, today);
  const view = activityView(params);
  const valid = SITE_ID.test(idChantier);
  const week = useQuery(SiteActivityWeekDocument, {
    variables: siteActivityWeekVariables(idChantier, day),
    skip: !valid,
    fetchPolicy: 'cache-and-network',
  });
  const month = useQuery(ActivityMonthDocument, {
    variables: siteActivityMonthVariables(idChantier, day),
    skip: !valid || view !== 'month',
    fetchPolicy: 'cache-and-network',
  });
  const cells = useActivityCells(idChantier);
  const data = week.data?.siteActivityWeek;
  useRecordTitle(data?.site.name);
  const go = (to: string) => navigate(`/detail-chantier/${idChantier}/compte-rendu-activite/${to}${view === 'month' ? '?vue=mois' : ''}`);
  const back = (
    <LinkButton to="/dashboard-chantiers" type="default">
      <FormattedMessage id="activity.backToSites" />
    </LinkButton>
  );

  if (!valid) return <Result status="warning" title={t('activity.invalidSite')} extra={back} />;
  if (week.error && !data) {
    const missing = toApiError(week.error).code === 'NOT_FOUND';
    return <Result status={missing ? '404' : 'warning'} title={t(missing ? 'activity.siteNotFound' : 'form.loadError')} extra={back} />;
  }
  if (!data)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  const locked = data.lockedMonths.length > 0;
  const range = t('activity.week.range', {
    from: intl.formatDate(`${data.days[0]}T12:00:00Z`, { day: 'numeric', month: 'long', timeZone: 'UTC' }),
    to: intl.formatDate(`${data.days[6]}T12:00:00Z`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  });
  const monthLabel = intl.formatDate(`${day.slice(0, 7)}-15T12:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const step = (n: number) => (view === 'month' ? dayjs(day).add(n, 'month').startOf('month').format('YYYY-MM-DD') : shiftDay(day, 7 * n));

  return (
    <>
      <div className="page-header">
        <div>
          <div className="finance-back">
            <LinkButton to={`/detail-chantier/${idChantier}`} type="default">
              <ArrowLeftOutlined aria-hidden /> <FormattedMessage id="activity.backToSite" />
            </LinkButton>
          </div>
          <Typography.Title level={1} style={{ fontSize: 26 }}>
            <FormattedMessage id="activity.title" />
          </Typography.Title>
          <Typography.Text type="secondary">{data.site.name}</Typography.Text>
        </div>
        <Segmented
          value={view}
          onChange={(v) => setParams((p) => (v === 'month' ? p.set('vue', 'mois') : p.delete('vue'), p), { replace: true })}
          options={[
            { value: 'week', label: t('activity.view.week') },
            { value: 'month', label: t('activity.view.month') },
          ]}
          aria-label={t('activity.view')}
        />
      </div>
      <Card>
        <div className="activity-nav">
          <Button
            icon={<LeftOutlined className="flip-in-rtl" />}
            onClick={() => go(step(-1))}
            aria-label={t(view === 'month' ? 'activity.month.previous' : 'activity.week.previous')}
          />
          <strong className="activity-range">{view === 'month' ? monthLabel : range}</strong>
          <Button
            icon={<RightOutlined className="flip-in-rtl" />}
            onClick={() => go(step(1))}
            aria-label={t(view === 'month' ? 'activity.month.next' : 'activity.week.next')}
          />
          <Button onClick={() => go(today)}>{t(view === 'month' ? 'activity.month.current' : 'activity.week.current')}</Button>
          {view === 'week' ? <SaveStatus saving={cells.saving} /> : null}
        </div>
        {locked && view === 'week' ? <Alert type="info" showIcon title={t('activity.locked')} style={{ marginBottom: 12 }} /> : null}
        {view === 'month' ? (
          month.data ? (
            <MonthTable month={month.data.activityMonth} showSites={false} />
          ) : (
            <Skeleton active />
          )
        ) : data.rows.length === 0 ? (
          <Result status="info" title={t('activity.week.empty')} subTitle={t('activity.week.emptyHelp')} />
        ) : phone ? (
          <DayList
            week={data}
            day={day}
            // The address follows the day shown: a reload, a shared link or the back button come back to it.
            onDay={(d) => navigate(`/detail-chantier/${idChantier}/compte-rendu-activite/${d}`, { replace: true })}
            readOnly={locked}
            valueOf={cells.valueOf}
            set={cells.set}
          />
        ) : (
          <>
            <WeekGrid week={data} readOnly={locked} valueOf={cells.valueOf} set={cells.set} />
            <Space className="activity-help" wrap>
              <Typography.Text type="secondary">{t('activity.help.keys')}</Typography.Text>
            </Space>
          </>
        )}
      </Card>
    </>
  );
}

/** With its feature's own messages, which load with it. */
export default function SiteActivityPage() {
  return (
    <FeatureMessages fr={activityMessages} en={activityMessagesEn} ar={() => import('./messages.ar').then((m) => m.activityMessagesAr)}>
      <SiteActivityPageScreen />
    </FeatureMessages>
  );
}
