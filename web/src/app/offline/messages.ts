/** French wording of the offline layer (issue 36); English in messages.en.ts. */
export const offlineMessages = {
  'offline.title': 'Hors ligne',
  'offline.bar': 'Données reçues {when}. Les écrans déjà ouverts sur cet appareil restent consultables ; les modifications demandent le réseau.',
  'offline.today': 'à {time}',
  'offline.onDay': 'le {day} à {time}',
  'offline.never': 'jamais sur cet appareil',
  'offline.change': "Rien n'a été envoyé : ce que vous avez saisi reste à l'écran. Réessayez quand le réseau revient.",
  'offline.screen': "Cet écran n'a pas encore été ouvert sur cet appareil : il s'affichera au retour du réseau.",
  'offline.update': 'Une nouvelle version de Chantiers est prête.',
  'offline.update.apply': 'Mettre à jour',
  'offline.quota': 'Le stockage de cet appareil est utilisé à {percent} % : libérez de la place pour que Chantiers garde vos données hors ligne.',
  'offline.homeScreen':
    "Sur iPhone et iPad, ajoutez Chantiers à l'écran d'accueil (Partager, puis « Sur l'écran d'accueil ») : vos données y restent disponibles hors ligne.",
  'offline.ok': 'Compris',
} as const;

export type OfflineMessageId = keyof typeof offlineMessages;
