import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useIntl } from 'react-intl';
import type { TaskFieldsFragment } from '../../gql/graphql';
import { categoryColour, siteColour } from './planning-colours';
import { latenessOf } from './task-lateness';

type Task = TaskFieldsFragment;

interface Props {
  tasks: Task[];
  colourBy: 'category' | 'site';
  onOpen(task: Task): void;
}

/**
 * The tasks of the period, each once (a calendar's list repeats a task on every day it spans), in the order they
 * start: the title whole, its days, its site, its progress, and whether it is behind.
 */
export function TaskList({ tasks, colourBy, onOpen }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const today = dayjs().format('YYYY-MM-DD');
  const day = (d: unknown) => intl.formatDate(`${String(d)}T12:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const sorted = [...tasks].sort((a, b) => String(a.startDate).localeCompare(String(b.startDate)) || a.title.localeCompare(b.title, intl.locale));
  return (
    <ul className="planning-tasklist" aria-label={t('planning.view.list')}>
      {sorted.map((task) => {
        const behind = latenessOf(task, today);
        const colour = colourBy === 'site' ? siteColour(task.site.id) : categoryColour(task.category);
        const dates =
          task.startDate === task.endDate ? day(task.startDate) : t('planning.list.dates', { from: day(task.startDate), to: day(task.endDate) });
        return (
          <li key={task.id} style={{ borderInlineStartColor: colour }}>
            <button type="button" className="planning-tasklist-open" onClick={() => onOpen(task)}>
              <span className="planning-tasklist-title">{task.title}</span>
              <span className="planning-tasklist-meta">
                {dates} · {task.site.name}
              </span>
            </button>
            <span className="planning-tasklist-state">
              {behind ? (
                <Tag color={behind === 'late' ? 'red' : 'orange'} className="planning-behind">
                  {t(`planning.behind.${behind}`)}
                </Tag>
              ) : null}
              <span className="planning-tasklist-progress">{task.progress} %</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
