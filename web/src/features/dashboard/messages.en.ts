import type { DashboardMessagesId } from './messages';

export const dashboardMessagesEn: Record<DashboardMessagesId, string> = {
    'dashboard.title': 'Dashboard',
    'dashboard.hello': 'Hello {name}',
    'dashboard.company': 'Company: {company}',
    'dashboard.empty.title': 'Your workspace is ready',
    'dashboard.empty.body':
      "This month's figures (finances, tasks, latest sites, stock to reorder) will appear here as soon as you create your first sites.",
  };
