/**
 * The dashboard's header, loaded with the public wording (app/i18n.ts): keep it small. The rest of the
 * dashboard's wording is in dashboard-messages.ts, loaded with the private area.
 */
export const dashboardMessages = {
  'dashboard.title': 'Tableau de bord',
  'dashboard.hello': 'Bonjour {name}',
  'dashboard.company': 'Société : {company}',
} as const;

export type DashboardMessagesId = keyof typeof dashboardMessages;
