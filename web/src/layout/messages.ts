/** French wording (the source); English lives in messages.en.ts and loads only when chosen. */
export const layoutMessages = {
    'layout.notFound.title': 'Page introuvable',
    'layout.notFound.body': "La page que vous cherchez n'existe pas ou a été déplacée.",
    'layout.backHome': "Retour à l'accueil",
    'layout.comingSoon.title': 'Bientôt disponible',
    'layout.comingSoon.body': 'Cet écran arrive dans une prochaine version de Chantiers.',
    'layout.loading': 'Chargement…',
  } as const;

export type LayoutMessagesId = keyof typeof layoutMessages;
