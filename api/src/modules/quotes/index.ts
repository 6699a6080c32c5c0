/** The quotes module's public face: what other modules may import (the layers rule: .dependency-cruiser.cjs). */
export * from './quote-line.entity';
export * from './quote.entity';
export * from './change-orders/billable-lines';
export { ChangeOrder, ChangeOrderLine } from './change-orders/change-order.entity';
export { billableLinesOf } from './change-orders/change-orders.service';
export { changeOrderSignable } from './signing/change-order.signable';
export { quoteSignable } from './signing/quote.signable';
