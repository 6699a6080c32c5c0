/** The invoices module's public face: what other modules may import (the layers rule: .dependency-cruiser.cjs). */
export { situationSignable } from './signing/situation.signable';
export { Invoice } from './invoice.entity';
export { InvoicePayment } from './invoice-payment.entity';
export { statedVat } from './invoice-amounts';
