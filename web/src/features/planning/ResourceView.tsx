import { Empty } from 'antd';
import dayjs from 'dayjs';
import { useIntl } from 'react-intl';
import type { TaskFieldsFragment } from '../../gql/graphql';
import { categoryColour, siteColour } from './planning-colours';
import { daysOf } from './planning-period';

type Task = TaskFieldsFragment;

interface Row {
  id: string;
  name: string;
  trade: string | null;
  tasks: Task[];
}

/** Each person's row: the tasks they are on, person by person (sorted by name), the tasks without anyone last. */
export function resourceRows(tasks: Task[], nobody: string): Row[] {
  const rows = new Map<string, Row>();
  for (const task of tasks) {
    const people = task.people.length ? task.people : [{ id: '', firstName: '', lastName: nobody, trade: null as string | null }];
    for (const p of people) {
      const row = rows.get(p.id) ?? { id: p.id, name: `${p.firstName} ${p.lastName}`.trim(), trade: p.trade || null, tasks: [] };
      row.tasks.push(task);
      rows.set(p.id, row);
    }
  }
  return [...rows.values()].sort((a, b) => (a.id === '' ? 1 : b.id === '' ? -1 : a.name.localeCompare(b.name, 'fr')));
}

/** The resource view: a person per row, the week's days in columns, their tasks in the cells (across sites). */
export function ResourceView({
  tasks,
  from,
  to,
  colourBy,
  onOpen,
}: {
  tasks: Task[];
  from: string;
  to: string;
  colourBy: 'category' | 'site';
  onOpen(task: Task): void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const days = daysOf(from, to);
  const rows = resourceRows(tasks, t('planning.resources.unassigned'));
  const today = dayjs().format('YYYY-MM-DD');
  if (!rows.length) return <Empty description={t('planning.resources.empty')} />;
  return (
    <div className="planning-resources" role="region" aria-label={t('planning.view.resources')} tabIndex={0}>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('planning.resources.person')}</th>
            {days.map((d) => (
              <th scope="col" key={d} className={d === today ? 'is-today' : undefined}>
                {intl.formatDate(`${d}T12:00:00Z`, { weekday: 'short', day: 'numeric', timeZone: 'UTC' })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id || 'nobody'}>
              <th scope="row">
                <span className="planning-resource-name">{row.name}</span>
                {row.trade ? <span className="planning-resource-trade">{row.trade}</span> : null}
              </th>
              {days.map((d) => (
                <td key={d} className={d === today ? 'is-today' : undefined}>
                  {row.tasks
                    .filter((task) => (task.startDate as string) <= d && (task.endDate as string) >= d)
                    .map((task) => (
                      <button
                        type="button"
                        key={task.id}
                        className="planning-chip"
                        style={{ background: colourBy === 'site' ? siteColour(task.site.id) : categoryColour(task.category) }}
                        title={`${task.title} — ${task.site.name}`}
                        onClick={() => onOpen(task)}
                      >
                        {task.title}
                        {colourBy === 'site' ? <span className="planning-chip-site">{task.site.name}</span> : null}
                      </button>
                    ))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
