import type { SubscriptionMessageId } from './messages';

export const subscriptionMessagesEn: Record<SubscriptionMessageId, string> = {
  'subscription.title': 'Subscription',
  'subscription.plan': 'Chantiers Business plan',
  'subscription.current': 'Your current plan',
  'subscription.lead': 'Your company has every feature of Chantiers, with no limit on sites or users; new ones arrive in the same plan.',
  'subscription.includes': 'What your plan includes',
  'subscription.soon': 'Coming to your plan, at no extra cost',
  'subscription.f.sites': 'Unlimited sites: detail, photos, plans, news feed and archiving',
  'subscription.f.quotes': 'Quotes in lots with PDF, VAT per rate, amount in words and status tracking',
  'subscription.f.invoices': 'Deposit, progress and final invoices, credit notes and payment tracking',
  'subscription.f.finance': 'Purchases, revenues, service sheets, per-site and global finances, to the cent',
  'subscription.f.team': 'Unlimited users: company admins and site managers, invitations by e-mail',
  'subscription.f.resources': 'Suppliers, personnel and assignments, stock with alert thresholds',
  'subscription.f.planning': 'Planning, weekly and monthly activity reports',
  'subscription.f.documents': 'Site documents and follow-up sheets (10 MB per file)',
  'subscription.f.data': "Your data hosted, backed up and kept apart from other companies' data",
  'subscription.contact': 'A question about your plan or billing? Write to us at {email}.',
};
