import { ArrowLeftOutlined, FilePdfOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { downloadFile } from '../../shared/download/download-file';
import { notifyError } from '../../shared/errors/notify';
import { dayInstant, shiftDay } from './calendar';

/** Long day names read best: 'lundi 23 novembre 2026'. */
export const useDayLabel = () => {
  const intl = useIntl();
  return (day: string) => intl.formatDate(dayInstant(day), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
};

/** A link drawn as a button: a real address for the keyboard and screen readers, navigated within the app. */
function NavButton({ to, label, icon, disabled }: { to: string; label: string; icon: ReactNode; disabled?: boolean }) {
  const navigate = useNavigate();
  return (
    <Button
      href={disabled ? undefined : to}
      disabled={disabled}
      icon={icon}
      aria-label={label}
      title={label}
      onClick={(e) => {
        e.preventDefault();
        navigate(to);
      }}
    />
  );
}

interface Props {
  siteId: string;
  siteName: string | null;
  day: string;
  today: string;
  /** The day has a saved log: its PDF can be downloaded. */
  saved: boolean;
}

/** The day's title, the way back to the month, the day before and after (never after today), and its PDF. */
export function DayHeader({ siteId, siteName, day, today, saved }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const dayLabel = useDayLabel();
  const navigate = useNavigate();
  const [downloading, setDownloading] = useState(false);
  const base = `/detail-chantier/${encodeURIComponent(siteId)}/journal`;
  const list = `${base}?mois=${day.slice(0, 7)}`;
  const pdf = () => {
    setDownloading(true);
    downloadFile(`/api/v1/chantiers/${encodeURIComponent(siteId)}/journal/${day}/pdf`, `journal-de-chantier-${day}.pdf`)
      .catch(notifyError)
      .finally(() => setDownloading(false));
  };

  return (
    <div className="page-header dailylog-header">
      <div className="dailylog-heading">
        <Button
          href={list}
          icon={<ArrowLeftOutlined aria-hidden />}
          onClick={(e) => {
            e.preventDefault();
            navigate(list);
          }}
        >
          {t('dailyLog.title')}
        </Button>
        <Typography.Title level={1} className="dailylog-title">
          {t('dailyLog.day.title', { day: dayLabel(day) })}
        </Typography.Title>
        {siteName ? <Typography.Text type="secondary">{siteName}</Typography.Text> : null}
      </div>
      <div className="dailylog-header-tools">
        <NavButton
          to={`${base}/${shiftDay(day, -1)}`}
          label={t('dailyLog.day.previous')}
          icon={<LeftOutlined className="flip-in-rtl" aria-hidden />}
        />
        <NavButton
          to={`${base}/${shiftDay(day, 1)}`}
          label={t('dailyLog.day.next')}
          icon={<RightOutlined className="flip-in-rtl" aria-hidden />}
          disabled={shiftDay(day, 1) > today}
        />
        {saved ? (
          <Button icon={<FilePdfOutlined aria-hidden />} loading={downloading} onClick={pdf}>
            {t('dailyLog.pdf')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
