import ical from 'ical-generator';
import type { PlanningTask } from '../planning';

/** How often a subscribed calendar should come back for changes (REFRESH-INTERVAL and X-PUBLISHED-TTL). */
export const FEED_REFRESH_SECONDS = 3600;

const DAY_MS = 86_400_000;
/** 'YYYY-MM-DD' as midnight UTC: ical-generator writes an all-day date from the UTC fields when no zone is set. */
const utcDay = (day: string): Date => new Date(`${day}T00:00:00Z`);

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/**
 * A person's planning as an iCalendar (RFC 5545) text: one all-day event per task, DTEND the day after the last day
 * (exclusive, as all-day events are written), a stable UID per task so a calendar app updates rather than duplicates.
 */
export function planningCalendar(person: { id: string; firstName: string; lastName: string }, tasks: PlanningTask[]): string {
  const calendar = ical({
    name: `Planning — ${fullName(person)}`,
    prodId: { company: 'Chantiers', product: 'Planning', language: 'FR' },
    ttl: FEED_REFRESH_SECONDS,
  });
  // The zone is a hint for the app only: every date is an all-day date, and DTSTAMP / LAST-MODIFIED are UTC. ical-generator's
  // own `timezone` option would write those instants as floating local times of the server, so it is not used.
  calendar.x('X-WR-TIMEZONE', 'Africa/Casablanca');
  for (const task of tasks) {
    const others = task.people
      .getItems()
      .filter((p) => p.id !== person.id)
      .map(fullName)
      .sort((a, b) => a.localeCompare(b, 'fr'));
    const description = [
      task.description ?? null,
      `Avancement : ${task.progress}\u00a0%`,
      others.length ? `Avec : ${others.join(', ')}` : null,
    ].filter((line): line is string => !!line);
    calendar.createEvent({
      id: `task-${task.id}@chantiers`,
      allDay: true,
      start: utcDay(task.startDate),
      end: new Date(utcDay(task.endDate).getTime() + DAY_MS),
      summary: `${task.title} — ${task.site.name}`,
      description: description.join('\n'),
      // A calendar with no METHOD: DTSTAMP is when the task was last revised in the store (RFC 5545 §3.8.7.2).
      stamp: task.updatedAt,
      lastModified: task.updatedAt,
    });
  }
  return calendar.toString();
}
