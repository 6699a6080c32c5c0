import enGbLocale from '@fullcalendar/core/locales/en-gb';
import frLocale from '@fullcalendar/core/locales/fr';
import type { EventChangeArg, EventContentArg, EventInput } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import { useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { TaskFieldsFragment } from '../../gql/graphql';
import { categoryColour, siteColour } from './planning-colours';
import { eventEnd, type PlanningView, taskEnd } from './planning-period';

type Task = TaskFieldsFragment;
const FC_VIEW: Partial<Record<PlanningView, string>> = { week: 'dayGridWeek', month: 'dayGridMonth', list: 'listMonth' };

interface Props {
  view: 'week' | 'month' | 'list';
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

/** The week, month and list views (FullCalendar's free packages), in the interface's language, weeks from Monday. */
export function TaskCalendar({ view, anchor, tasks, colourBy, editable, onOpen, onDay, onChange }: Props) {
  const intl = useIntl();
  const ref = useRef<FullCalendar>(null);
  const byId = useMemo(() => new Map(tasks.map((t) => [t.id, t])), [tasks]);
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
          backgroundColor: colour,
          borderColor: colour,
          textColor: '#fff',
          extendedProps: { siteName: t.site.name, progress: t.progress },
        };
      }),
    [tasks, colourBy],
  );

  useEffect(() => {
    const api = ref.current?.getApi();
    if (!api) return;
    if (api.view.type !== FC_VIEW[view]) api.changeView(FC_VIEW[view]!, anchor);
    else api.gotoDate(anchor);
  }, [view, anchor]);

  const changed = (arg: EventChangeArg) => {
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
        plugins={[dayGridPlugin, listPlugin, interactionPlugin]}
        initialView={FC_VIEW[view]}
        initialDate={anchor}
        locale={intl.locale.startsWith('fr') ? frLocale : enGbLocale}
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
        eventContent={(arg: EventContentArg) => <EventBody arg={arg} showSite={colourBy === 'site'} />}
        noEventsContent={intl.formatMessage({ id: 'planning.empty' })}
      />
    </div>
  );
}

function EventBody({ arg, showSite }: { arg: EventContentArg; showSite: boolean }) {
  const { progress, siteName } = arg.event.extendedProps as { progress: number; siteName: string };
  const list = arg.view.type.startsWith('list');
  return (
    <span className={list ? 'planning-event is-list' : 'planning-event'}>
      <span className="planning-event-title">{arg.event.title}</span>
      {showSite || list ? <span className="planning-event-site">{siteName}</span> : null}
      <span className="planning-event-progress">{progress} %</span>
    </span>
  );
}
