import { enCore } from './en-core';
import { enFeatures } from './en-features';
import { enSiteTools } from './en-site-tools';
import { enPartners } from './en-partners';
import { enContact } from './en-contact';
import { enNotifications } from './en-notifications';
import { enApiTokens } from './en-api-tokens';
import { enWebhooks } from './en-webhooks';
import { enSync } from './en-sync';
import { enFieldRecord } from './en-field-record';
import { enSignatures } from './en-signatures';
import { enBooks } from './en-books';
import { enPaymentDelays } from './en-payment-delays';
import type { MessageId } from './fr';

export const en: Record<MessageId, string> = {
  ...enCore,
  ...enFeatures,
  ...enSiteTools,
  ...enPartners,
  ...enContact,
  ...enNotifications,
  ...enApiTokens,
  ...enWebhooks,
  ...enSync,
  ...enFieldRecord,
  ...enSignatures,
  ...enBooks,
  ...enPaymentDelays,
};
