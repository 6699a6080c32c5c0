import type { Quote } from './quote.entity';

declare module '../../core/events/domain-events' {
  interface DomainEvents {
    /** Created, saved or decided: its status or dates may call for a notification. */
    'quote.changed': { quote: Quote };
    'quote.accepted': { quote: Quote };
    'quote.removed': { companyId: string; quoteId: string };
  }
}
