import { RightOutlined, WarningOutlined } from '@ant-design/icons';
import { Skeleton, Tag } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { DailyLogSummaryFieldsFragment } from '../../gql/graphql';
import { dayInstant } from './calendar';
import { WeatherLabel } from './weather';

type Summary = DailyLogSummaryFieldsFragment;

function Status({ log, kept }: { log: Summary | undefined; kept: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <span className="dailylog-day-status">
      {kept ? <Tag color="blue">{t('dailyLog.kept.tag')}</Tag> : null}
      {log?.signedAt ? (
        <Tag color="green">{t('dailyLog.status.signed')}</Tag>
      ) : log ? (
        <Tag color="orange">{t('dailyLog.status.toSign')}</Tag>
      ) : kept ? null : (
        <Tag>{t('dailyLog.status.empty')}</Tag>
      )}
    </span>
  );
}

function Figures({ log }: { log: Summary }) {
  const intl = useIntl();
  const t = (id: string, count?: number) => intl.formatMessage({ id }, { count });
  const weathers = [...new Set([log.weatherMorning, log.weatherAfternoon].filter((w) => w !== null))];
  return (
    <span className="dailylog-day-figures">
      {weathers.map((w) => (
        <WeatherLabel key={w} weather={w} />
      ))}
      <span>{t('dailyLog.list.headcount', log.headcount)}</span>
      <span>{t('dailyLog.list.photos', log.photoCount)}</span>
      {log.addendumCount ? <span>{t('dailyLog.list.addenda', log.addendumCount)}</span> : null}
      {log.stoppedByWeather ? <span className="dailylog-flag">{t('dailyLog.list.stopped')}</span> : null}
      {log.hasIncident ? (
        <span className="dailylog-flag is-incident">
          <WarningOutlined aria-hidden /> {t('dailyLog.list.incident')}
        </span>
      ) : null}
    </span>
  );
}

interface Props {
  base: string;
  /** The month's days up to today, the newest first. */
  days: string[];
  logs: readonly Summary[] | undefined;
  /** Days with a change waiting on this phone. */
  kept: ReadonlySet<string>;
}

/** The month's days, each a link to its log: its weather, people, photos, an incident, and whether it is signed. */
export function DaysList({ base, days, logs, kept }: Props) {
  const intl = useIntl();
  if (!logs) return <Skeleton active paragraph={{ rows: 8 }} />;
  const byDay = new Map(logs.map((l) => [l.day, l]));
  if (!days.length) return <p className="dailylog-empty">{intl.formatMessage({ id: 'dailyLog.list.none' })}</p>;
  return (
    <ol className="dailylog-days">
      {days.map((day) => {
        const log = byDay.get(day);
        const label = intl.formatDate(dayInstant(day), { weekday: 'short', day: '2-digit', month: '2-digit', timeZone: 'UTC' });
        return (
          <li key={day}>
            <Link to={`${base}/${day}`} className={`dailylog-day-link${log ? '' : ' is-empty'}`}>
              <span className="dailylog-day-main">
                <span className="dailylog-day-date">{label}</span>
                <Status log={log} kept={kept.has(day)} />
              </span>
              {log ? <Figures log={log} /> : null}
              <RightOutlined className="dailylog-day-go flip-in-rtl" aria-hidden />
            </Link>
          </li>
        );
      })}
    </ol>
  );
}
