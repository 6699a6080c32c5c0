import Gantt, { type GanttTask } from 'frappe-gantt';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { TaskFieldsFragment } from '../../gql/graphql';
import { escapeHtml } from '../../shared/format/html';
import { siteColourIndex } from './planning-colours';
import './gantt.css';

type Task = TaskFieldsFragment & { dependsOn?: { id: string }[] | null };

interface Props {
  tasks: Task[];
  anchor: string;
  colourBy: 'category' | 'site';
  editable: boolean;
  onOpen(task: Task): void;
  onChange(task: Task, dates: { startDate: string; endDate: string }, revert: () => void): void;
}

const day = (d: Date) => dayjs(d).format('YYYY-MM-DD');
// frappe-gantt's geometry (its defaults for the header, ours for the rows): the names column lines up with the bars.
const BAR_HEIGHT = 28;
const PADDING = 16;
const HEADER_HEIGHT = 45 + 30 + 10;
// The same colours as the calendar's: by category on a site, by site on the global planning.
const classOf = (t: Task, colourBy: 'category' | 'site') =>
  colourBy === 'site' ? `gantt-site-${siteColourIndex(t.site.id)}` : `gantt-cat-${t.category.toLowerCase()}`;

/**
 * The Gantt (frappe-gantt): bars with their progress and finish-to-start arrows; a drag or a stretch asks for
 * confirmation through `onChange`, and a refusal redraws the bars where they were. Beside it, the tasks' names, one
 * per row, which stay in view while the days scroll and open a task from the keyboard too.
 */
export function TaskGantt({ tasks, anchor, colourBy, editable, onOpen, onChange }: Props) {
  const intl = useIntl();
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<Gantt | null>(null);
  const latest = useRef({ tasks, onOpen, onChange });
  latest.current = { tasks, onOpen, onChange };
  const shown = new Set(tasks.map((t) => t.id));
  const bars: GanttTask[] = tasks.map((t) => ({
    id: t.id,
    // frappe-gantt writes the name with innerHTML: what people typed stays text.
    name: escapeHtml(colourBy === 'site' ? `${t.title} · ${t.site.name}` : t.title),
    start: t.startDate as string,
    end: t.endDate as string,
    progress: t.progress,
    dependencies: (t.dependsOn ?? [])
      .map((d) => d.id)
      .filter((id) => shown.has(id))
      .join(', '),
    custom_class: classOf(t, colourBy),
  }));
  const signature = JSON.stringify(bars);

  useEffect(() => {
    if (!host.current) return;
    host.current.innerHTML = '';
    const redraw = () => chart.current?.refresh(JSON.parse(signature) as GanttTask[]);
    chart.current = new Gantt(host.current, JSON.parse(signature) as GanttTask[], {
      view_mode: 'Day',
      language: intl.locale,
      readonly: !editable,
      readonly_progress: true,
      // The server does not push successors along: each move is confirmed on its own.
      move_dependencies: false,
      infinite_padding: false,
      today_button: false,
      scroll_to: anchor,
      bar_height: BAR_HEIGHT,
      padding: PADDING,
      column_width: 38,
      popup: false,
      on_click: (bar) => {
        const task = latest.current.tasks.find((t) => t.id === bar.id);
        if (task) latest.current.onOpen(task);
      },
      on_date_change: (bar, start, end) => {
        const task = latest.current.tasks.find((t) => t.id === bar.id);
        if (!task) return redraw();
        latest.current.onChange(task, { startDate: day(start), endDate: day(end) }, redraw);
      },
    });
  }, [signature, editable, anchor, intl.locale]);

  return (
    <div className="planning-gantt-wrap">
      <ul className="planning-gantt-names" aria-label={intl.formatMessage({ id: 'planning.gantt.names' })} style={{ paddingTop: HEADER_HEIGHT }}>
        {tasks.map((t) => {
          const name = colourBy === 'site' ? `${t.title} · ${t.site.name}` : t.title;
          return (
            <li key={t.id} style={{ height: BAR_HEIGHT + PADDING }}>
              <button type="button" title={name} onClick={() => onOpen(t)}>
                {name}
              </button>
            </li>
          );
        })}
      </ul>
      <div ref={host} className="planning-gantt" aria-label={intl.formatMessage({ id: 'planning.view.gantt' })} role="figure" />
    </div>
  );
}
