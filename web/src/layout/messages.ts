/** French wording (the source); English lives in messages.en.ts and loads only when chosen. */
export const layoutMessages = {
  'layout.notFound.title': 'Page introuvable',
  'layout.notFound.body': "La page que vous cherchez n'existe pas ou a été déplacée.",
  'layout.backHome': "Retour à l'accueil",
  'layout.loading': 'Chargement…',
  'error.401.title': 'Accès non autorisé',
  'error.401.body': "Vous n'avez pas la permission d'accéder à cette page.",
  'error.403.title': 'Session expirée',
  'error.403.body': 'Votre session a expiré. Veuillez vous reconnecter pour continuer.',
  'error.500.title': 'Erreur du serveur',
  'error.500.body': "Une erreur s'est produite de notre côté. Réessayez dans un instant ; si elle persiste, contactez le support.",
  'error.signIn': 'Se connecter',
  'error.retry': 'Réessayer',
  'error.backHome': "Retour à l'accueil",
  'toasts.region': 'Notifications (Alt+T)',
  'toasts.close': 'Fermer',
  'toasts.timer': 'Temps avant la fermeture',
} as const;

export type LayoutMessagesId = keyof typeof layoutMessages;
