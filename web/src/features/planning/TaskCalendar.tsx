import { WarningFilled } from '@ant-design/icons';
import FullCalendar, { type CalendarRef, type EventChangeInfo, type EventDisplayInfo, type EventInput } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import enGbLocale from '@fullcalendar/react/locales/en-gb';
import frLocale from '@fullcalendar/react/locales/fr';
import arMaLocale from '@fullcalendar/react/locales/ar-ma';
import '@fullcalendar/react/skeleton.css';
import classicTheme from '@fullcalendar/react/themes/classic';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import dayjs from 'dayjs';
import { useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { TaskFieldsFragment } from '../../gql/graphql';
import { categoryColour, siteColour } from './planning-colours';
import { eventEnd, type PlanningView, taskEnd } from './planning-period';
import { type Lateness, latenessOf } from './task-lateness';

type Task = TaskFieldsFragment;
const FC_VIEW: Partial<Record<PlanningView, string>> = { week: 'dayGridWeek', month: 'dayGridMonth' };

interface Props {
  view: 'week' | 'month';
  anchor: string;
  tasks: Task[];
  colourBy: 'category' | 'site';
  editable: boolean;
  onOpen(task: Task): void;
  /** A click on an empty day: a new task starting that day. */
  onDay?(day: string): void;
  /** A drag or a resize: the caller confirms, then saves or puts the task back (`revert`). */
  onChange(task: Task, dates: { startDate: string; endDate: string }, revert: () => void): void;
}

/** The week and month views (FullCalendar's free packages), in the interface's language, weeks from Monday; the list is TaskList. */
export function TaskCalendar({ view, anchor, tasks, colourBy, editable, onOpen, onDay, onChange }: Props) {
  const intl = useIntl();
  const ref = useRef<CalendarRef>(null);
  const byId = useMemo(() => new Map(tasks.map((t) => [t.id, t])), [tasks]);
  const today = dayjs().format('YYYY-MM-DD');
  const events = useMemo<EventInput[]>(
    () =>
      tasks.map((t) => {
        const colour = colourBy === 'site' ? siteColour(t.site.id) : categoryColour(t.category);
        return {
          id: t.id,
          title: t.title,
          start: t.startDate as string,
          end: eventEnd(t.endDate as string),
          allDay: true,
          color: colour,
          contrastColor: '#fff',
          extendedProps: { siteName: t.site.name, progress: t.progress, behind: latenessOf(t, today) },
        };
      }),
    [tasks, colourBy, today],
  );

  useEffect(() => {
    const api = ref.current?.getApi();
    if (!api) return;
    if (api.view.type !== FC_VIEW[view]) api.changeView(FC_VIEW[view]!, anchor);
    else api.gotoDate(anchor);
  }, [view, anchor]);

  const changed = (arg: EventChangeInfo) => {
    const task = byId.get(arg.event.id);
    const start = arg.event.startStr.slice(0, 10);
    const end = arg.event.endStr ? taskEnd(arg.event.endStr.slice(0, 10)) : start;
    if (!task) return arg.revert();
    onChange(task, { startDate: start, endDate: end }, arg.revert);
  };

  return (
    <div className="planning-calendar">
      <FullCalendar
        ref={ref}
        plugins={[classicTheme, dayGridPlugin, interactionPlugin]}
        initialView={FC_VIEW[view]}
        initialDate={anchor}
        locale={intl.locale.startsWith('en') ? enGbLocale : intl.locale.startsWith('ar') ? arMaLocale : frLocale}
        firstDay={1}
        headerToolbar={false}
        height="auto"
        // The month shows its own weeks only: what is fetched (rangeOf) is what is drawn.
        fixedWeekCount={false}
        events={events}
        editable={editable}
        eventStartEditable={editable}
        eventDurationEditable={editable}
        // A finger on a phone scrolls the page; a long press picks a task up.
        longPressDelay={400}
        dayMaxEvents={view === 'month' ? 4 : false}
        eventClick={(arg) => {
          arg.jsEvent.preventDefault();
          const task = byId.get(arg.event.id);
          if (task) onOpen(task);
        }}
        dateClick={editable && onDay ? (arg) => onDay(arg.dateStr.slice(0, 10)) : undefined}
        eventDrop={changed}
        eventResize={changed}
        // FullCalendar 7 writes atomic class names: the screen's own styles and tests hold on to these.
        dayHeaderClass="planning-day-header"
        dayCellClass="planning-day"
        eventClass="planning-fc-event"
        eventContent={(arg: EventDisplayInfo) => <EventBody arg={arg} showSite={colourBy === 'site'} />}
      />
    </div>
  );
}

function EventBody({ arg, showSite }: { arg: EventDisplayInfo; showSite: boolean }) {
  const intl = useIntl();
  const { progress, siteName, behind } = arg.event.extendedProps as { progress: number; siteName: string; behind: Lateness };
  const state = behind ? intl.formatMessage({ id: `planning.behind.${behind}` }) : null;
  return (
    <span className={behind ? 'planning-event is-behind' : 'planning-event'}>
      <span className="planning-event-title" title={state ? `${arg.event.title} — ${state}` : arg.event.title}>
        {arg.event.title}
      </span>
      {showSite ? <span className="planning-event-site">{siteName}</span> : null}
      <span className="planning-event-progress">
        {behind ? <WarningFilled aria-label={state ?? undefined} className="planning-event-warning" /> : null}
        {progress} %
      </span>
    </span>
  );
}
