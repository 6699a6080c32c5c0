/** French wording (the source); English lives in messages.en.ts and loads only when chosen. */
export const dashboardMessages = {
    'dashboard.title': 'Tableau de bord',
    'dashboard.hello': 'Bonjour {name}',
    'dashboard.company': 'Société : {company}',
    'dashboard.empty.title': 'Votre espace est prêt',
    'dashboard.empty.body':
      'Les indicateurs du mois (finances, tâches, derniers chantiers, stock à réapprovisionner) apparaîtront ici dès que vous aurez créé vos premiers chantiers.',
  } as const;

export type DashboardMessagesId = keyof typeof dashboardMessages;
