import { enNotifications } from '@chantiers/schema/i18n/en-notifications';
import type { notificationsPanelMessages } from './panel-messages';

export const notificationsPanelMessagesEn: Record<keyof typeof notificationsPanelMessages, string> = {
  ...enNotifications,
  'notifications.markAll': 'Mark all as read',
  'notifications.empty': 'No notifications yet',
  'notifications.digest': 'Receive a daily e-mail digest',
  'notifications.loadError': 'Could not load the data',
  'notifications.more': 'Show more',
  'notifications.unread': 'Unread',
};
