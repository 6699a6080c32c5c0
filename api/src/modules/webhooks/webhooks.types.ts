import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { WebhookDelivery } from './webhook-delivery.entity';
import type { WebhookEndpoint } from './webhook-endpoint.entity';
import type { EndpointWithLast } from './webhooks.service';

@ObjectType({ description: 'Une adresse HTTPS qui reçoit les événements de la société (son secret n’est montré qu’à sa création).' })
export class WebhookEndpointView {
  @Field(() => ID) id!: string;
  @Field() url!: string;
  @Field(() => String, { nullable: true }) description!: string | null;
  @Field(() => [String], {
    description:
      'site.created, site.archived, purchase.created, revenue.created, quote.accepted, invoice.issued, invoice.paid, stock.below_alert, ' +
      'daily_log.signed, reserve.lifted, reserve.assigned, document.signed, document.refused, reception.signed, change_order.accepted.',
  })
  events!: string[];
  @Field({ description: 'Désactivé, il ne reçoit plus rien.' }) active!: boolean;
  @Field(() => Date) createdAt!: Date;
  @Field(() => String, { nullable: true, description: 'PENDING, DELIVERED ou FAILED : le dernier envoi.' }) lastDeliveryStatus!: string | null;
  @Field(() => Date, { nullable: true }) lastDeliveryAt!: Date | null;
  @Field(() => Int, { description: 'Envois échoués (abandonnés) ces dernières 24 heures.' }) failedLastDay!: number;
}

@ObjectType({ description: 'Un webhook qui vient d’être créé, ou dont le secret vient d’être renouvelé : le secret n’est donné qu’ici.' })
export class CreatedWebhookEndpointView {
  @Field({ description: 'Le secret de signature (whsec_…) : HMAC-SHA256 de « horodatage.corps » dans l’en-tête Chantiers-Signature.' })
  secret!: string;
  @Field(() => WebhookEndpointView) endpoint!: WebhookEndpointView;
}

@ObjectType({ description: 'Un événement pour un webhook : l’envoi, ses tentatives et la dernière réponse.' })
export class WebhookDeliveryView {
  @Field(() => ID) id!: string;
  @Field(() => ID, { description: 'Le même pour chaque webhook et chaque renvoi : le destinataire dédoublonne avec.' }) eventId!: string;
  @Field() eventType!: string;
  @Field({ description: 'PENDING (en attente ou en nouvelle tentative), DELIVERED ou FAILED (abandonné après 24 h).' }) status!: string;
  @Field(() => Int) attempts!: number;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { nullable: true }) lastAttemptAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'La prochaine tentative, tant que l’envoi est en attente.' }) nextAttemptAt!: Date | null;
  @Field(() => Date, { nullable: true }) deliveredAt!: Date | null;
  @Field(() => Int, { nullable: true, description: 'Le code HTTP de la dernière réponse.' }) responseStatus!: number | null;
  @Field(() => String, { nullable: true, description: 'Le début (1000 caractères) de la dernière réponse.' }) responseExcerpt!: string | null;
  @Field(() => String, { nullable: true }) lastError!: string | null;
  @Field(() => ID, { nullable: true, description: 'L’envoi dont celui-ci est le renvoi.' }) replayOf!: string | null;
  @Field(() => String, { nullable: true, description: 'Le corps JSON envoyé (dans le détail d’un envoi seulement).' }) body!: string | null;
}

@ObjectType()
export class WebhookDeliveryPage {
  @Field(() => [WebhookDeliveryView]) items!: WebhookDeliveryView[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) size!: number;
}

@InputType()
export class WebhookEndpointInput {
  @Field(() => String, { nullable: true, description: 'https://… (une adresse publique).' }) url?: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => [String], { nullable: true }) events?: string[];
  @Field(() => Boolean, { nullable: true, description: 'Actif par défaut.' }) active?: boolean;
}

export const toEndpointView = (e: WebhookEndpoint, last?: Omit<EndpointWithLast, 'endpoint'>): WebhookEndpointView => ({
  id: e.id,
  url: e.url,
  description: e.description ?? null,
  events: e.events,
  active: e.active,
  createdAt: e.createdAt,
  lastDeliveryStatus: last?.lastStatus ?? null,
  lastDeliveryAt: last?.lastAt ?? null,
  failedLastDay: last?.failedLastDay ?? 0,
});

export const toDeliveryView = (d: Omit<WebhookDelivery, 'body'> & { body?: string }, withBody = false): WebhookDeliveryView => ({
  id: d.id,
  eventId: d.eventId,
  eventType: d.eventType,
  status: d.status,
  attempts: d.attempts,
  createdAt: d.createdAt,
  lastAttemptAt: d.lastAttemptAt ?? null,
  nextAttemptAt: d.status === 'PENDING' ? d.nextAttemptAt : null,
  deliveredAt: d.deliveredAt ?? null,
  responseStatus: d.responseStatus ?? null,
  responseExcerpt: d.responseExcerpt ?? null,
  lastError: d.lastError ?? null,
  replayOf: d.replayOf ?? null,
  body: withBody ? (d.body ?? null) : null,
});
