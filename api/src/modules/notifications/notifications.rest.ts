import { intOr } from '../../core/rest/params';
import type { RestRoute } from '../../core/rest/facade';
import { bodyOf } from '../../core/rest/facade';

const PARAMS = 'label reference client quantity unit threshold amount date startDate endDate siteName authorName excerpt';
const FIELDS = `id kind link readAt visibleFrom createdAt params { ${PARAMS} }`;

/** /api/v1/notifications: the same operations as GraphQL (the caller's own notifications only). */
export const notificationsRestRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/notifications',
    operation: `query Notifications($page: Int, $size: Int) { notifications(page: $page, size: $size) { items { ${FIELDS} } total unread page size } }`,
    variables: (req) => ({ page: intOr(req.query.page, 0), size: intOr(req.query.size, 20) }),
  },
  {
    method: 'get',
    path: '/notifications/unread-count',
    operation: 'query UnreadNotificationCount { count: unreadNotificationCount }',
    answer: (data) => ({ count: data.count }),
  },
  {
    method: 'put',
    path: '/notifications/read-all',
    operation: 'mutation MarkAllNotificationsRead { marked: markAllNotificationsRead }',
    answer: (data) => ({ marked: data.marked }),
  },
  {
    method: 'put',
    path: '/notifications/:id/read',
    operation: `mutation MarkNotificationRead($id: ID!) { markNotificationRead(id: $id) { ${FIELDS} } }`,
    variables: (req) => ({ id: req.params.id }),
  },
  {
    method: 'get',
    path: '/notifications/settings',
    operation: 'query NotificationSettings { notificationSettings { dailyDigest } }',
  },
  {
    method: 'put',
    path: '/notifications/settings',
    operation: 'mutation UpdateNotificationSettings($dailyDigest: Boolean) { updateNotificationSettings(dailyDigest: $dailyDigest) { dailyDigest } }',
    variables: (req) => {
      const v = bodyOf(req).dailyDigest;
      return { dailyDigest: typeof v === 'boolean' ? v : null };
    },
  },
];
