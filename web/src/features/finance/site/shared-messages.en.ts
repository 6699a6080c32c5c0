import type { SiteFinanceSharedMessageId } from './shared-messages';

export const siteFinanceSharedMessagesEn: Record<SiteFinanceSharedMessageId, string> = {
  'finance.site.cash.overDay': 'More than {limit} in cash to this supplier today',
  'finance.site.cash.overMonth': 'More than {limit} in cash to this supplier this month',
  'finance.site.cash.body':
    'Paying cash is allowed, but {amount} of this payment is over the limit: its VAT ({vat}) will not be deductible. Save anyway?',
  'finance.site.cash.save': 'Save',
  'finance.site.cash.back': 'Back to the form',
  'finance.site.day.note': 'Filled from the date.',
  'finance.site.day.Lundi': 'Monday',
  'finance.site.day.Mardi': 'Tuesday',
  'finance.site.day.Mercredi': 'Wednesday',
  'finance.site.day.Jeudi': 'Thursday',
  'finance.site.day.Vendredi': 'Friday',
  'finance.site.day.Samedi': 'Saturday',
  'finance.site.day.Dimanche': 'Sunday',
};
