/** The phone-calendar card of a person (iCalendar link), French. */
export const planningFeedMessages = {
  'feed.ui.title': 'Agenda du téléphone (iCalendar)',
  'feed.ui.intro':
    'Un lien secret affiche le planning de {name} dans l’agenda de son téléphone (Google Agenda, Calendrier d’Apple, Outlook), mis à jour tout seul.',
  'feed.ui.warning': 'Quiconque a ce lien voit ce planning sans se connecter : ne le donnez qu’à cette personne.',
  'feed.ui.create': 'Créer un lien',
  'feed.ui.created': 'Lien d’agenda créé',
  'feed.ui.once': 'Copiez ce lien maintenant : il ne sera plus affiché. En cas de perte, créez-en un nouveau.',
  'feed.ui.url': 'Lien de l’agenda',
  'feed.ui.copy': 'Copier',
  'feed.ui.copied': 'Lien copié',
  'feed.ui.copyFailed': 'Copie impossible : sélectionnez le lien et copiez-le.',
  'feed.ui.subscribe': 'S’abonner sur cet appareil (webcal)',
  'feed.ui.active': 'Lien actif depuis le {date}',
  'feed.ui.renew': 'Nouveau lien',
  'feed.ui.renew.confirm': 'Créer un nouveau lien ?',
  'feed.ui.renew.note': 'L’ancien lien cessera de fonctionner : l’agenda abonné devra l’être à nouveau.',
  'feed.ui.revoke': 'Révoquer',
  'feed.ui.revoke.confirm': 'Révoquer le lien ?',
  'feed.ui.revoke.note': 'L’agenda abonné ne recevra plus le planning.',
  'feed.ui.revoked': 'Lien d’agenda révoqué',
  'feed.ui.cancel': 'Annuler',
} as const;

export type PlanningFeedMessageId = keyof typeof planningFeedMessages;
