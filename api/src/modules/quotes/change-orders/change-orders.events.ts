import type { Quote } from '../quote.entity';
import type { ChangeOrder } from './change-order.entity';

declare module '../../../core/events/domain-events' {
  interface DomainEvents {
    /** An avenant accepted: the quote bills its lines from now on (integrators hear `change_order.accepted`). */
    'changeOrder.accepted': { order: ChangeOrder; quote: Quote };
  }
}

export {};
