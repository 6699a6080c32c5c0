/** Shared French wording of the contact form (issue 20): the api's messages, loaded by the web with the /contact page. */
export const frContact = {
  'contact.name.required': 'Le nom et prénom est requis',
  'contact.name.min': 'Le nom et prénom doit contenir au moins 4 caractères',
  'contact.name.max': 'Le nom et prénom ne doit pas dépasser 40 caractères',
  'contact.name.digits': 'Le nom et prénom ne doit pas contenir de chiffres',
  'contact.email.max': "L'email ne doit pas dépasser 40 caractères",
  'contact.subject.required': "L'objet est requis",
  'contact.subject.min': "L'objet doit contenir au moins 5 caractères",
  'contact.subject.max': "L'objet ne doit pas dépasser 40 caractères",
  'contact.message.required': 'Le message est requis',
  'contact.message.max': 'Le message ne doit pas dépasser 500 caractères',
  'contact.website.invalid': 'Champ invalide',
  'contact.rateLimited': 'Trop de messages envoyés. Réessayez dans une heure.',
  'contact.sent': 'Votre message a bien été envoyé. Nous vous répondrons par e-mail.',
  'contact.send.failed': "Erreur lors de l'envoi du message",
} as const;
