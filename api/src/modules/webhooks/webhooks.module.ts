import type { ApiModule } from '../../core/modules/api-module';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { WebhooksResolver } from './webhooks.resolver';
import { webhooksRestRoutes } from './webhooks.rest';
import { webhookSubscribers } from './webhook.subscribers';

/** Webhooks for integrators (issue 21): signed HTTPS deliveries of the company's events from a PostgreSQL outbox. */
export const webhooksModule: ApiModule = {
  name: 'webhooks',
  entities: [WebhookEndpoint, WebhookDelivery],
  resolvers: [WebhooksResolver],
  restRoutes: webhooksRestRoutes,
  subscribers: webhookSubscribers,
};
