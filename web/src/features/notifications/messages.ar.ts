import type { notificationsMessages } from './messages';

export const notificationsMessagesAr: Record<keyof typeof notificationsMessages, string> = {
  'notifications.title': 'الإشعارات',
  'notifications.bell':
    '{count, plural, =0 {الإشعارات} one {الإشعارات، إشعار واحد غير مقروء} =2 {الإشعارات، إشعاران غير مقروءين} other {الإشعارات، غير المقروءة منها: #}}',
};
