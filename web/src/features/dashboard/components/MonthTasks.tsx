import { CalendarOutlined } from '@ant-design/icons';
import { Card, Empty, Tag } from 'antd';
import dayjs from 'dayjs';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { DashboardQuery } from '../../../gql/graphql';
import { formatPercent } from '../../../shared/format';
import { latenessOf } from '../../planning/task-lateness';

type Task = DashboardQuery['monthTasks'][number];
const SHOWN = 6;

/**
 * 'Tâches du mois': the month's tasks behind their planning first (flagged), then the others, each leading to its site's
 * planning, and the rest on the global planning.
 */
export function MonthTasks({ tasks: all }: { tasks: Task[] }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const today = dayjs().format('YYYY-MM-DD');
  const behind = (task: Task) => latenessOf(task, today);
  // Stable: within each group the order the api gave (by start date).
  const tasks = [...all.filter(behind), ...all.filter((task) => !behind(task))];
  const more = tasks.length - SHOWN;
  return (
    <Card
      className="dash-card"
      title={<h2 className="dash-section-title">{t('dashboard.home.tasks.title')}</h2>}
      extra={<Link to="/planning-global/">{t('dashboard.home.tasks.open')}</Link>}
    >
      {tasks.length === 0 ? (
        <Empty
          image={<CalendarOutlined className="dash-empty-icon" aria-hidden />}
          styles={{ image: { height: 40 } }}
          description={t('dashboard.home.tasks.empty')}
        />
      ) : (
        <>
          <ul className="dash-tasks">
            {tasks.slice(0, SHOWN).map((task) => (
              <li key={task.id}>
                {task.siteId ? (
                  <Link to={`/detail-chantier/${task.siteId}/planning?date=${task.startDate as string}`}>
                    <strong>{task.title}</strong>
                  </Link>
                ) : (
                  <strong>{task.title}</strong>
                )}
                {task.siteName ? <span className="dash-task-site">{task.siteName}</span> : null}
                <span className="dash-task-dates">
                  {t('dashboard.home.tasks.dates', {
                    start: dayjs(task.startDate as string).format('DD/MM'),
                    end: dayjs(task.endDate as string).format('DD/MM'),
                  })}
                  {` · ${formatPercent(task.progress)}`}
                </span>
                {behind(task) ? (
                  <Tag color={behind(task) === 'late' ? 'red' : 'orange'} className="dash-task-behind">
                    {t(`dashboard.home.tasks.${behind(task)}`)}
                  </Tag>
                ) : null}
              </li>
            ))}
          </ul>
          {more > 0 ? <Link to="/planning-global/?vue=liste">{t('dashboard.home.tasks.more', { count: more })}</Link> : null}
        </>
      )}
    </Card>
  );
}
