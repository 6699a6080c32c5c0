import { activityMessages } from './messages';
import { activityMessagesEn } from './messages.en';
import { FeatureMessages } from '../../shared/intl/FeatureMessages';
import { CalendarOutlined, DownloadOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Segmented, Select, Skeleton, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { FormattedMessage, useIntl } from 'react-intl';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useCan } from '../../shared/session/useCan';
import { ActivityMonthDocument } from './activity.generated';
import { downloadFile } from '../../shared/download/download-file';
import { notifyError } from '../../shared/errors/notify';
import { SiteSelect } from '../../shared/sites/SiteSelect';
import { HolidaysModal } from './HolidaysModal';
import { MonthLockButton } from './MonthLockButton';
import { MonthTable } from './MonthTable';
import { WeekTable } from './WeekTable';
import { shiftDay } from './activity-grid';
import './activity.css';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The Monday of a day's week, and its seven days. */
function weekOf(day: string): string[] {
  const monday = shiftDay(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
  return Array.from({ length: 7 }, (_, i) => shiftDay(monday, i));
}

/**
 * `/activite-globale/` and `/activite-globale/:dateImputation/` (SPEC §2): every person's month across the sites the
 * caller works on, with the totals payroll needs, or the week of that day (`?vue=semaine`, SPEC's weekly view); a
 * MANAGER validates the month, or reopens it.
 */
function GlobalActivityPageScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const { dateImputation = '' } = useParams();
  const day = DAY.test(dateImputation) && dayjs(dateImputation).isValid() ? dateImputation : dayjs().format('YYYY-MM-DD');
  const [search] = useSearchParams();
  const weekly = search.get('vue') === 'semaine';
  const days = weekOf(day);
  // The week's months: one, or two when it straddles the first of a month.
  const month = weekly ? days[0].slice(0, 7) : day.slice(0, 7);
  const endMonth = days[6].slice(0, 7);
  const [siteId, setSiteId] = useState<string | null>(null);
  const [trade, setTrade] = useState<string | null>(null);
  const [holidays, setHolidays] = useState(false);
  const { data } = useQuery(ActivityMonthDocument, { variables: { month, siteId }, fetchPolicy: 'cache-and-network' });
  const next = useQuery(ActivityMonthDocument, {
    variables: { month: endMonth, siteId },
    fetchPolicy: 'cache-and-network',
    skip: !weekly || endMonth === month,
  });
  // Locking a month and the public holidays are the Admin Société's (activity.lock: lock, unlock, setHoliday).
  const manager = useCan('activity.lock');
  const view = weekly ? '?vue=semaine' : '';
  const go = (n: number) =>
    navigate(`/activite-globale/${weekly ? shiftDay(days[0], 7 * n) : dayjs(`${month}-01`).add(n, 'month').format('YYYY-MM-DD')}/${view}`);
  const m = data?.activityMonth;
  const months = (endMonth !== month ? [m, next.data?.activityMonth] : [m]).filter((x): x is NonNullable<typeof m> => Boolean(x));
  const weekReady = m && (endMonth === month || next.data);
  const label = intl.formatDate(`${month}-15T12:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const weekLabel = t('activity.week.range', {
    from: intl.formatDate(`${days[0]}T12:00:00Z`, { day: 'numeric', month: 'long', timeZone: 'UTC' }),
    to: intl.formatDate(`${days[6]}T12:00:00Z`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  });
  // The week's trades come from both its months.
  const trades = [...new Set((weekly ? months : m ? [m] : []).flatMap((x) => x.rows.map((r) => r.personnel.trade)))].sort((a, b) =>
    a.localeCompare(b, 'fr'),
  );
  const exportMonth = () => {
    const query = new URLSearchParams({ mois: month, format: 'xlsx' });
    if (siteId) query.set('idChantier', siteId);
    void downloadFile(`/api/v1/chantiers/cra/export?${query.toString()}`, `cra-${month}.xlsx`).catch(notifyError);
  };

  return (
    <>
      <div className="page-header">
        <div>
          <Typography.Title level={1} style={{ fontSize: 26 }}>
            <FormattedMessage id="activity.global.title" />
          </Typography.Title>
          <Typography.Text type="secondary">{t('activity.global.subtitle')}</Typography.Text>
        </div>
        {manager && m ? <MonthLockButton month={month} label={label} locked={m.locked} /> : null}
      </div>
      <Card>
        <div className="activity-nav">
          <Segmented
            value={weekly ? 'week' : 'month'}
            aria-label={t('activity.view')}
            options={[
              { value: 'month', label: t('activity.view.month') },
              { value: 'week', label: t('activity.view.week') },
            ]}
            onChange={(v) => navigate(`/activite-globale/${day}/${v === 'week' ? '?vue=semaine' : ''}`)}
          />
          <Button
            icon={<LeftOutlined className="flip-in-rtl" />}
            onClick={() => go(-1)}
            aria-label={t(weekly ? 'activity.week.previous' : 'activity.month.previous')}
          />
          <strong className="activity-range">{weekly ? weekLabel : label}</strong>
          <Button
            icon={<RightOutlined className="flip-in-rtl" />}
            onClick={() => go(1)}
            aria-label={t(weekly ? 'activity.week.next' : 'activity.month.next')}
          />
          <Button onClick={() => navigate(`/activite-globale/${view}`)}>{t(weekly ? 'activity.week.current' : 'activity.month.current')}</Button>
          <Space wrap className="activity-filters">
            <SiteSelect
              value={siteId}
              onChange={(id) => setSiteId(id)}
              allowClear
              placeholder={t('activity.filter.site')}
              aria-label={t('activity.filter.site')}
              className="activity-filter"
            />
            <Select
              value={trade ?? undefined}
              onChange={(v?: string) => setTrade(v ?? null)}
              allowClear
              placeholder={t('activity.filter.trade')}
              aria-label={t('activity.filter.trade')}
              options={trades.map((tr) => ({ value: tr, label: tr }))}
              className="activity-filter"
            />
            <Button icon={<DownloadOutlined />} onClick={exportMonth}>
              {t('activity.export')}
            </Button>
            {manager ? (
              <Button icon={<CalendarOutlined />} onClick={() => setHolidays(true)}>
                {t('activity.holidays.title')}
              </Button>
            ) : null}
          </Space>
        </div>
        {(weekly ? months : [m]).some((x) => x?.locked) ? (
          <Alert type="info" showIcon title={t('activity.global.locked')} style={{ marginBottom: 12 }} />
        ) : null}
        {weekly ? (
          weekReady ? (
            <WeekTable months={months} days={days} trade={trade} label={weekLabel} />
          ) : (
            <Skeleton active />
          )
        ) : m ? (
          <MonthTable month={m} showSites trade={trade} />
        ) : (
          <Skeleton active />
        )}
      </Card>
      {holidays ? <HolidaysModal year={Number(month.slice(0, 4))} onClose={() => setHolidays(false)} /> : null}
    </>
  );
}

/** With its feature's own messages, which load with it. */
export default function GlobalActivityPage() {
  return (
    <FeatureMessages fr={activityMessages} en={activityMessagesEn} ar={() => import('./messages.ar').then((m) => m.activityMessagesAr)}>
      <GlobalActivityPageScreen />
    </FeatureMessages>
  );
}
