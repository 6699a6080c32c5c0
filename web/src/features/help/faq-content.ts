import type { HelpMessageId } from './messages';

/** The FAQ's groups in their order, each with its questions: `faq.<group>.<item>.q` and `.a` in messages.ts. */
export const FAQ: { group: string; items: string[] }[] = [
  { group: 'accounts', items: ['roles', 'invite', 'confirm', 'reset', 'social'] },
  { group: 'sites', items: ['create', 'archive', 'photos'] },
  { group: 'quotes', items: ['pdf', 'statuses', 'final', 'payments'] },
  { group: 'vat', items: ['rates', 'exact', 'regime'] },
  { group: 'safety', items: ['isolation', 'passwords', 'backups'] },
  { group: 'exports', items: ['lists', 'pdf', 'calendar'] },
  { group: 'partners', items: ['directory', 'listing', 'requests'] },
  { group: 'contact', items: ['how'] },
];

export const questionId = (group: string, item: string) => `faq.${group}.${item}.q` as HelpMessageId;
export const answerId = (group: string, item: string) => `faq.${group}.${item}.a` as HelpMessageId;
export const groupId = (group: string) => `faq.group.${group}` as HelpMessageId;
