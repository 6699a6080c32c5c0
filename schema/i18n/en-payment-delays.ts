import type { frPaymentDelays } from './fr-payment-delays';

export const enPaymentDelays: Record<keyof typeof frPaymentDelays, string> = {
  'purchase.dueDate.invalid': 'Invalid due date (YYYY-MM-DD)',
  'purchase.dueDate.range':
    'The due date must fall between the purchase date and 120 days after it (law 69-21); leave it empty for the legal 60 days.',
  'paymentDelays.period.invalid': 'Invalid period: a year (YYYY) and, for a quarterly declaration, a quarter from 1 to 4.',
  'paymentDelays.side.invalid': 'Invalid side: EMISES (invoices issued) or RECUES (invoices received).',
  'paymentDelays.date.invalid': 'Invalid date (YYYY-MM-DD)',
  'paymentDelays.range.invalid': 'The end of the period cannot precede its start',
};
