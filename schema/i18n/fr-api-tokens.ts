/** Shared French wording of the API tokens (issue 21): validation and the api's refusals. */
export const frApiTokens = {
  'apiTokens.name.required': 'Le nom du jeton est requis',
  'apiTokens.name.max': 'Le nom du jeton ne doit pas dépasser 60 caractères',
  'apiTokens.scopes.required': 'Choisissez au moins une portée (lecture, écriture)',
  'apiTokens.scopes.invalid': 'Portée inconnue : lecture (read) ou écriture (write)',
  'apiTokens.expiresOn.required': "La date d'expiration est requise",
  'apiTokens.expiresOn.invalid': "La date d'expiration n'est pas une date valide",
  'apiTokens.expiresOn.range': "La date d'expiration doit être comprise entre demain et dans un an",
  'apiTokens.tooMany': 'Trop de jetons actifs : révoquez-en avant d’en créer un autre (50 au plus)',
  'apiTokens.notFound': 'Jeton introuvable',
  'apiTokens.sessionRequired': 'Les jetons API se gèrent depuis une session ouverte dans l’application, pas avec un jeton',
  'apiTokens.scope.read': 'Ce jeton API n’a pas la portée « read » : la lecture lui est refusée',
  'apiTokens.scope.write': 'Ce jeton API n’a pas la portée « write » : les modifications lui sont refusées',
  'apiTokens.rateLimited': 'Trop de requêtes avec ce jeton API. Réessayez dans une minute.',
} as const;
