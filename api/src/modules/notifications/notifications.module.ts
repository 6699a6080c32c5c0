import type { ApiModule } from '../../core/modules/api-module';
import { Notification, NotificationSettings } from './notification.entity';
import { NotificationsResolver } from './notifications.resolver';
import { notificationsRestRoutes } from './notifications.rest';
import { notificationSubscribers } from './notification.subscribers';

/** Notifications (issue 20): what a user is told, read or not, and their digest preference. */
export const notificationsModule: ApiModule = {
  name: 'notifications',
  entities: [Notification, NotificationSettings],
  resolvers: [NotificationsResolver],
  restRoutes: notificationsRestRoutes,
  subscribers: notificationSubscribers,
};
