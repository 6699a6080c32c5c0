import type { DashboardMessagesId } from './messages';

export const dashboardMessagesEn: Record<DashboardMessagesId, string> = {
  'dashboard.title': 'Dashboard',
  'dashboard.hello': 'Hello {name}',
  'dashboard.company': 'Company: {company}',
};
