import { arNotifications } from '@chantiers/schema/i18n/ar-notifications';
import type { notificationsPanelMessages } from './panel-messages';

export const notificationsPanelMessagesAr: Record<keyof typeof notificationsPanelMessages, string> = {
  ...arNotifications,
  'notifications.markAll': 'تحديد الكل كمقروء',
  'notifications.empty': 'لا توجد أي إشعارات حاليا',
  'notifications.digest': 'التوصل بملخص يومي عبر البريد الإلكتروني',
  'notifications.loadError': 'خطأ في تحميل البيانات',
  'notifications.more': 'عرض المزيد',
  'notifications.unread': 'غير مقروء',
};
