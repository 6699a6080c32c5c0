import { frCore } from './fr-core';
import { frFeatures } from './fr-features';
import { frSiteTools } from './fr-site-tools';
import { frPartners } from './fr-partners';
import { frContact } from './fr-contact';
import { frNotifications } from './fr-notifications';
import { frApiTokens } from './fr-api-tokens';
import { frWebhooks } from './fr-webhooks';
import { frSync } from './fr-sync';
import { frFieldRecord } from './fr-field-record';
import { frSignatures } from './fr-signatures';
import { frBooks } from './fr-books';
import { frPaymentDelays } from './fr-payment-delays';

/**
 * Shared French wording (SPEC is the source): validation, errors and outcomes that both the api and the web app
 * show. Split so the web's sign-in route carries only the core and the private area the features (the site tools load
 * with their screens); the api uses the whole table.
 */
export const fr = {
  ...frCore,
  ...frFeatures,
  ...frSiteTools,
  ...frPartners,
  ...frContact,
  ...frNotifications,
  ...frApiTokens,
  ...frWebhooks,
  ...frSync,
  ...frFieldRecord,
  ...frSignatures,
  ...frBooks,
  ...frPaymentDelays,
} as const;

export type MessageId = keyof typeof fr;
