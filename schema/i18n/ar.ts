import { arCore } from './ar-core';
import { arFeatures } from './ar-features';
import { arSiteTools } from './ar-site-tools';
import { arPartners } from './ar-partners';
import { arContact } from './ar-contact';
import { arNotifications } from './ar-notifications';
import { arApiTokens } from './ar-api-tokens';
import { arWebhooks } from './ar-webhooks';
import { arSync } from './ar-sync';
import { arFieldRecord } from './ar-field-record';
import { arSignatures } from './ar-signatures';
import { arBooks } from './ar-books';
import { arPaymentDelays } from './ar-payment-delays';
import type { MessageId } from './fr';

/** Arabic, right to left: the third language (issue 39). */
export const ar: Record<MessageId, string> = {
  ...arCore,
  ...arFeatures,
  ...arSiteTools,
  ...arPartners,
  ...arContact,
  ...arNotifications,
  ...arApiTokens,
  ...arWebhooks,
  ...arSync,
  ...arFieldRecord,
  ...arSignatures,
  ...arBooks,
  ...arPaymentDelays,
};
