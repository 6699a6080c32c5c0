import type { frNotifications } from './fr-notifications';

export const enNotifications: Record<keyof typeof frNotifications, string> = {
  'notification.notFound': 'Notification not found.',
  'notification.settings.required': 'Say whether you want the daily digest.',
  'notification.kind.STOCK_LOW': 'Low stock: {label} — {quantity} {unit} (alert level {threshold})',
  'notification.kind.QUOTE_EXPIRING': 'Quote {reference} ({client}) expires on {date}',
  'notification.kind.INVOICE_OVERDUE': 'Invoice {reference} ({client}) overdue since {date} — {amount}',
  'notification.kind.SITE_ASSIGNMENT': 'You are assigned to site {siteName} from {startDate} to {endDate}',
  'notification.kind.TASK_ASSIGNED': 'New task “{label}” on site {siteName}, from {startDate} to {endDate}',
  'notification.kind.SITE_GIVEN': 'Site {siteName} is now yours',
  'notification.kind.ANNOUNCEMENT': '{authorName} posted an announcement on {siteName}: “{excerpt}”',
  'notification.kind.DOCUMENT_SIGNED': '{authorName} signed: {label}',
  'notification.kind.DOCUMENT_REFUSED': '{authorName} refused: {label} — “{excerpt}”',
  'notification.kind.RECEPTION_SIGNED': 'Acceptance report signed on {siteName}: {quantity} réserve(s) to lift',
  'notification.kind.CHANGE_ORDER_ACCEPTED': 'Change order {reference} accepted on quote {client}: {label}',
  'notification.kind.DAILY_LOG_SIGNED': '{authorName} signed the daily log of {date} on {siteName}',
  'notification.kind.RESERVE_LIFTED': '{authorName} lifted réserve {reference} “{label}” on {siteName}: to be checked',
  'notification.someone': 'A colleague',
  'notification.digest.subject': 'Chantiers — your notifications of {date}',
  'notification.digest.title': 'Your notifications',
  'notification.digest.intro': 'Here is what happened since your last digest:',
  'notification.digest.more': 'and {count} more in the app.',
  'notification.digest.button': 'Open Chantiers',
  'notification.digest.footer':
    'You receive this digest because you asked for it. To stop it, untick “Receive a daily e-mail digest” in the notifications panel.',
};
