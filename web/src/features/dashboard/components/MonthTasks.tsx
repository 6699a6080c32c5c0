import { CalendarOutlined } from '@ant-design/icons';
import { Card, Empty } from 'antd';
import dayjs from 'dayjs';
import { useIntl } from 'react-intl';
import type { DashboardQuery } from '../../../gql/graphql';

type Task = DashboardQuery['monthTasks'][number];

/** 'Tâches du mois': the planning's tasks of the month, or a plain empty state. */
export function MonthTasks({ tasks }: { tasks: Task[] }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <Card className="dash-card" title={<h2 className="dash-section-title">{t('dashboard.home.tasks.title')}</h2>}>
      {tasks.length === 0 ? (
        <Empty
          image={<CalendarOutlined className="dash-empty-icon" aria-hidden />}
          styles={{ image: { height: 40 } }}
          description={t('dashboard.home.tasks.empty')}
        />
      ) : (
        <ul className="dash-tasks">
          {tasks.map((task) => (
            <li key={task.id}>
              <strong>{task.title}</strong>
              {task.siteName ? <span className="dash-task-site">{task.siteName}</span> : null}
              <span className="dash-task-dates">
                {t('dashboard.home.tasks.dates', {
                  start: dayjs(task.startDate as string).format('DD/MM'),
                  end: dayjs(task.endDate as string).format('DD/MM'),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
