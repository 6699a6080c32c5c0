/** Shared French wording (SPEC is the source): validation, errors and outcomes that both the api and the web app show. */
export const fr = {
  'validation.required': 'Champ est obligatoire',
  'validation.positive': 'must be a positive number',
  'validation.text.max75': 'Ce champ ne doit pas dépasser 75 caractères',
  'validation.firstName.required': 'Le prénom est requis',
  'validation.lastName.required': 'Le nom est requis',
  'validation.email.required': "L'email est requis",
  'validation.email.invalid': 'Email invalide',
  'validation.email.max': "L'email ne doit pas dépasser 254 caractères",
  'validation.password.required': 'Le mot de passe est requis',
  'validation.password.min6': 'Le mot de passe doit contenir au moins 6 caractères',
  'validation.password.max': 'Le mot de passe ne doit pas dépasser 128 caractères',
  'validation.confirmPassword.required': 'Confirmation du mot de passe requise',
  'validation.confirmPassword.mismatch': 'Les mots de passe doivent correspondre',
  'validation.newPassword.required': 'Nouveau mot de passe requis',
  'validation.newPassword.strength':
    'Le mot de passe doit contenir au moins 8 caractères, une lettre majuscule, une lettre minuscule et un chiffre.',
  'validation.companyName.required': 'Le nom de la société est requis',
  'validation.companyName.max': 'Le nom de la société ne doit pas dépasser 150 caractères',
  'validation.phone.digits': 'Le numéro de téléphone doit contenir 10 chiffres',
  'validation.body.invalid': "Le corps de la requête n'est pas un JSON valide",

  'auth.signIn.failed': 'Email ou mot de passe incorrect',
  'auth.signIn.failedTitle': 'Erreur de connexion!',
  'auth.signIn.pending':
    "Votre adresse e-mail n'est pas encore confirmée. Cliquez sur le lien reçu par e-mail pour activer votre compte.",
  'auth.signIn.disabled': "Ce compte est désactivé. Contactez l'administrateur de votre société.",
  'auth.signIn.rateLimited': 'Trop de tentatives de connexion. Réessayez dans quelques minutes.',
  'auth.signUp.emailTaken': 'Un compte existe déjà avec cet email',
  'auth.signUp.success':
    'Votre compte a été créé. Un e-mail de confirmation vous a été envoyé : cliquez sur le lien pour activer votre compte.',
  'auth.verify.success': 'Votre compte a été activé avec succès. Vous pouvez maintenant vous connecter.',
  'auth.verify.invalid': "Lien d'activation invalide ou déjà utilisé.",
  'auth.verify.expired':
    "Ce lien d'activation a expiré. Utilisez « Mot de passe oublié » pour recevoir un nouveau lien et activer votre compte.",
  'auth.forgot.sent':
    'Si un compte existe pour cette adresse, un e-mail de réinitialisation vient de vous être envoyé. Vérifiez votre boîte de réception.',
  'auth.reset.success': 'Votre mot de passe a été réinitialisé. Vous pouvez maintenant vous connecter.',
  'auth.reset.invalid': 'Lien de réinitialisation invalide ou déjà utilisé.',
  'auth.reset.expired': 'Ce lien de réinitialisation a expiré. Demandez un nouveau lien.',
  'auth.refresh.invalid': 'Votre session a expiré. Veuillez vous reconnecter.',
  'auth.logout.success': 'Vous êtes déconnecté.',

  'session.expired': 'Votre session a expiré. Veuillez vous reconnecter.',
  'session.required': 'Vous devez vous connecter pour accéder à cette page.',

  'error.technical.title': 'Erreur technique',
  'error.technical.message': 'Une erreur technique est survenue. Veuillez réessayer plus tard.',
  'error.network.message': 'Le serveur est injoignable. Vérifiez votre connexion puis réessayez.',
  'error.session.title': 'Session expirée',
  'error.forbidden.title': 'Action non autorisée',
  'error.forbidden.message': "Vous n'avez pas les droits nécessaires.",
  'error.input.title': 'Erreur de saisie',
  'error.unknown.title': 'Erreur inconnue',
  'error.notFound.message': "La ressource demandée n'existe pas.",
  'error.payloadTooLarge.message': "Une erreur s'est produite lors de la soumission du formulaire. Veuillez réessayer.",
  'error.unsupportedMedia.message': "Ce type de fichier n'est pas accepté.",
  'error.unauthenticated.message': 'Vous devez vous connecter pour accéder à cette page.',
  'error.internal.message': 'Une erreur technique est survenue. Veuillez réessayer plus tard.',
  'error.unavailable.message': 'Le service est momentanément indisponible. Veuillez réessayer plus tard.',
  'error.request.invalid': 'Requête invalide : un champ est manquant ou a un type inattendu.',
  'error.route.notFound': "Cette adresse d'API n'existe pas.",
  'error.dataLoad': 'Erreur de chargement des données',
} as const;

export type MessageId = keyof typeof fr;
