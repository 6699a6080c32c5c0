import type { DailyLog } from './daily-log.entity';

declare module '../../core/events/domain-events' {
  interface DomainEvents {
    /** A day's log was signed: the Admin Société are told, integrators hear `daily_log.signed`. */
    'dailyLog.signed': { log: DailyLog; site: { id: string; name: string }; by: string };
  }
}

export {};
