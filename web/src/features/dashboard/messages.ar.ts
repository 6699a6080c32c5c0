import type { DashboardMessagesId } from './messages';

export const dashboardMessagesAr: Record<DashboardMessagesId, string> = {
  'dashboard.title': 'لوحة القيادة',
  'dashboard.hello': 'مرحبا {name}',
  'dashboard.company': 'الشركة: {company}',
};
