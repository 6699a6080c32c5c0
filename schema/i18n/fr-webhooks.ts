/** Shared French wording of the webhooks (issue 21): validation and the api's refusals. */
export const frWebhooks = {
  'webhooks.url.required': "L'adresse (URL) du webhook est requise",
  'webhooks.url.max': "L'adresse du webhook ne doit pas dépasser 500 caractères",
  'webhooks.url.invalid': "L'adresse du webhook n'est pas une URL valide (https://…)",
  'webhooks.url.https': "L'adresse du webhook doit commencer par https://",
  'webhooks.url.private': "L'adresse du webhook doit être publique : une adresse locale ou d'un réseau privé est refusée",
  'webhooks.description.max': 'La description ne doit pas dépasser 120 caractères',
  'webhooks.events.required': 'Choisissez au moins un événement',
  'webhooks.events.invalid': 'Événement inconnu',
  'webhooks.active.invalid': 'Actif doit valoir vrai ou faux',
  'webhooks.tooMany': 'Trop de webhooks : supprimez-en un avant d’en ajouter un autre (10 au plus)',
  'webhooks.notFound': 'Webhook introuvable',
  'webhooks.delivery.notFound': 'Envoi introuvable',
  'webhooks.sessionRequired': 'Les webhooks se gèrent depuis une session ouverte dans l’application, pas avec un jeton',
  'webhooks.delivery.status.invalid': 'Statut invalide (PENDING, DELIVERED ou FAILED)',
  'webhooks.inactive': 'Ce webhook est désactivé : activez-le avant de lui envoyer un événement',
} as const;
