import type { frBooks } from './fr-books';

export const enBooks: Record<keyof typeof frBooks, string> = {
  'books.month.closed':
    '{month} is closed: nothing dated in it can be created, changed or deleted. Correct it with a credit note or an entry dated in an open month.',
  'books.month.notOpen':
    '{month} is not open yet: the books keep at most two months open. The company admin must first close {oldest} (Finance › Accounting).',
  'books.close.invalid': 'Invalid month (YYYY-MM)',
  'books.close.notEnded': 'A month is closed once it has ended: {month} has not yet.',
  'books.close.order': 'Months close in order: close {oldest} first.',
  'books.close.already': '{month} is already closed.',
  'books.period.invalid': 'Invalid period: give a month (YYYY-MM) or a start and an end (YYYY-MM-DD).',
  'books.mapping.account': 'The account must have 4 to 10 digits (Moroccan chart of accounts, CGNC).',
  'books.mapping.unknown': 'Unknown mapping entry.',
  'accounting.vat.period.invalid': 'Invalid period: a month YYYY-MM or a quarter YYYY-T1 to YYYY-T4',
  'accounting.vat.notSubject': 'The company is not subject to VAT: it has no VAT return',
  'accounting.vat.amount.invalid': 'Invalid amount',
  'accounting.payroll.month.invalid': 'Invalid month: YYYY-MM',
  'accounting.payroll.affiliate.missing': 'Enter the company’s CNSS affiliate number (7 digits) in its legal details',
};
