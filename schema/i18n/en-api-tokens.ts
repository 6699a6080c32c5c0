import type { frApiTokens } from './fr-api-tokens';

export const enApiTokens: Record<keyof typeof frApiTokens, string> = {
  'apiTokens.name.required': 'The token name is required',
  'apiTokens.name.max': 'The token name must not exceed 60 characters',
  'apiTokens.scopes.required': 'Choose at least one scope (read, write)',
  'apiTokens.scopes.invalid': 'Unknown scope: read or write',
  'apiTokens.expiresOn.required': 'The expiry date is required',
  'apiTokens.expiresOn.invalid': 'The expiry date is not a valid date',
  'apiTokens.expiresOn.range': 'The expiry date must be between tomorrow and one year from now',
  'apiTokens.tooMany': 'Too many active tokens: revoke one before creating another (50 at most)',
  'apiTokens.notFound': 'Token not found',
  'apiTokens.sessionRequired': 'API tokens are managed from a session opened in the application, not with a token',
  'apiTokens.scope.read': 'This API token lacks the "read" scope: reading is refused',
  'apiTokens.scope.write': 'This API token lacks the "write" scope: changes are refused',
  'apiTokens.rateLimited': 'Too many requests with this API token. Try again in a minute.',
};
