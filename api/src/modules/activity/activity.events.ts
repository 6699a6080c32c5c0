import type { ActivityEntry } from './activity-entry.entity';

/** A person's day on a site as the figures count it: its value and bonus. */
export interface ActivityDayState {
  companyId: string;
  siteId: string;
  day: string;
  net: string;
  bonus: string;
}

export const activityDayState = (e: ActivityEntry): ActivityDayState => ({
  companyId: e.company.id,
  siteId: e.site.id,
  day: e.day,
  net: e.net,
  bonus: e.bonus,
});

declare module '../../core/events/domain-events' {
  interface DomainEvents {
    /** A day typed, emptied or valued again (a rate change): `before` null when new, `after` null when emptied. */
    'activityDay.changed': { before: ActivityDayState | null; after: ActivityDayState | null };
  }
}
