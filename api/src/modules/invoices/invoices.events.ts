import type { Invoice } from './invoice.entity';

declare module '../../core/events/domain-events' {
  interface DomainEvents {
    /** Issued, credited, paid or a payment removed: what it leaves to pay may call for a notification. */
    'invoice.changed': { invoice: Invoice };
    /** A new invoice or credit note. */
    'invoice.issued': { invoice: Invoice };
    'invoice.paid': { invoice: Invoice };
  }
}
