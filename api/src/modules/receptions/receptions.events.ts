import type { Reception } from './reception.entity';

declare module '../../core/events/domain-events' {
  interface DomainEvents {
    /** A PV signed by both parties: the Admin Société are told, integrators hear `reception.signed`. */
    'reception.signed': { reception: Reception; site: { id: string; name: string }; by: string | null };
  }
}

export {};
