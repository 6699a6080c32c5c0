import type { frWebhooks } from './fr-webhooks';

export const enWebhooks: Record<keyof typeof frWebhooks, string> = {
  'webhooks.url.required': 'The webhook URL is required',
  'webhooks.url.max': 'The webhook URL must not exceed 500 characters',
  'webhooks.url.invalid': 'The webhook URL is not a valid URL (https://…)',
  'webhooks.url.https': 'The webhook URL must start with https://',
  'webhooks.url.private': 'The webhook URL must be public: a local or private network address is refused',
  'webhooks.description.max': 'The description must not exceed 120 characters',
  'webhooks.events.required': 'Choose at least one event',
  'webhooks.events.invalid': 'Unknown event',
  'webhooks.active.invalid': 'Active must be true or false',
  'webhooks.tooMany': 'Too many webhooks: delete one before adding another (10 at most)',
  'webhooks.notFound': 'Webhook not found',
  'webhooks.delivery.notFound': 'Delivery not found',
  'webhooks.sessionRequired': 'Webhooks are managed from a session in the app, not with a token',
  'webhooks.delivery.status.invalid': 'Invalid status (PENDING, DELIVERED or FAILED)',
  'webhooks.inactive': 'This webhook is disabled: enable it before sending it an event',
};
