/** The finance module's public face: what other modules may import (the layers rule: .dependency-cruiser.cjs). */
export * from './finance.types';
export * from './global/global-finance.service';
export * from './money';
export * from './purchases/purchase.entity';
export * from './purchases/purchase-payment.entity';
export * from './purchases/purchase.types';
export * from './purchases/to-pay';
export * from './revenues/revenue.entity';
export * from './revenues/revenue.types';
export * from './revenues/revenues.service';
export * from './service-sheets/service-sheet.entity';
export * from './vat';
