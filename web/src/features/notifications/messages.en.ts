import type { notificationsMessages } from './messages';

export const notificationsMessagesEn: Record<keyof typeof notificationsMessages, string> = {
  'notifications.title': 'Notifications',
  'notifications.bell': '{count, plural, =0 {Notifications} one {Notifications, # unread} other {Notifications, # unread}}',
};
