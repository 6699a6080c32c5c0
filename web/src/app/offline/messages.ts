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
  'outbox.kept': 'Enregistré sur ce téléphone : ce sera envoyé dès le retour du réseau (en-tête : modifications en attente).',
  'outbox.button': "{count, plural, one {# modification en attente d'envoi} other {# modifications en attente d'envoi}}",
  'outbox.title': "Modifications en attente d'envoi",
  'outbox.lastSync': 'Dernière réponse du serveur : {when}.',
  'outbox.sendNow': 'Envoyer maintenant',
  'outbox.waiting': 'En attente du réseau',
  'outbox.refused': 'Refusée par le serveur',
  'outbox.refused.help': 'Corrigez ce qui est indiqué puis réessayez, ou supprimez-la et saisissez-la à nouveau.',
  'outbox.fix': "Ouvrir l'écran concerné",
  'outbox.retry': 'Réessayer',
  'outbox.drop': 'Supprimer',
  'outbox.drop.confirm': 'Supprimer cette modification ? Elle ne sera jamais envoyée.',
  'outbox.savedAt': 'Saisie le {day} à {time}',
  'outbox.empty': 'Tout est envoyé.',
  'outbox.signOut.title': "{count, plural, one {# modification n'est pas encore envoyée} other {# modifications ne sont pas encore envoyées}}",
  'outbox.signOut.body':
    'Elles restent sur ce téléphone et partiront dès votre prochaine connexion ici, avec le réseau. Personne d’autre ne les envoie.',
  'outbox.signOut.ok': 'Se déconnecter',
  'outbox.signOut.stay': 'Rester connecté',
} as const;

export type OfflineMessageId = keyof typeof offlineMessages;
