import { frNotifications } from '@chantiers/schema/i18n/fr-notifications';

/** The panel's words, with the sentence of each kind (shared with the api's daily digest). */
export const notificationsPanelMessages = {
  ...frNotifications,
  'notifications.markAll': 'Tout marquer comme lu',
  'notifications.empty': 'Aucune notification pour le moment',
  'notifications.digest': 'Recevoir un résumé quotidien par e-mail',
  'notifications.loadError': 'Erreur de chargement des données',
  'notifications.more': 'Voir plus',
  'notifications.unread': 'Non lue',
};
