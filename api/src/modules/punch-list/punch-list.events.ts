import type { Reserve } from './reserve.entity';

declare module '../../core/events/domain-events' {
  interface DomainEvents {
    /** A réserve was lifted (the trade says it is fixed): the Admin Société are told, integrators hear `reserve.lifted`. */
    'reserve.lifted': { reserve: Reserve; site: { id: string; name: string }; by: string };
    /** A réserve was given a responsible (made with one, or changed to another): who must now lift it. */
    'reserve.assigned': { reserve: Reserve; site: { id: string; name: string }; by: string };
  }
}

export {};
