import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { WEBHOOK_DELIVERY_STATUSES, type WebhookDeliveryStatus } from '@chantiers/schema';
import { authOf, type Context } from '../../core/context/context';
import { AppError } from '../../core/errors/app-error';
import { parseId } from '../../core/errors/parse';
import {
  CreatedWebhookEndpointView,
  toDeliveryView,
  toEndpointView,
  WebhookDeliveryPage,
  WebhookDeliveryView,
  WebhookEndpointInput,
  WebhookEndpointView,
} from './webhooks.types';

const SIZE_DEFAULT = 20;
const SIZE_MAX = 100;
const PAGE_MAX = 100_000;

function statusOf(raw: string | null): WebhookDeliveryStatus | null {
  if (raw == null || raw === '') return null;
  if (!(WEBHOOK_DELIVERY_STATUSES as readonly string[]).includes(raw)) throw AppError.badInput({ status: 'webhooks.delivery.status.invalid' });
  return raw as WebhookDeliveryStatus;
}

/** Webhooks (issue 21): a MANAGER's, from a session (an API token cannot send the company's events elsewhere). */
@Resolver()
export class WebhooksResolver {
  @Authorized('webhooks.read')
  @Query(() => [WebhookEndpointView], { description: 'Les webhooks de la société, avec le statut de leur dernier envoi.' })
  async webhookEndpoints(@Ctx() ctx: Context): Promise<WebhookEndpointView[]> {
    return (await ctx.services.webhooks.list(ctx.em, authOf(ctx))).map((w) => toEndpointView(w.endpoint, w));
  }

  @Authorized('webhooks.read')
  @Query(() => WebhookDeliveryPage, { description: 'Le journal des envois d’un webhook, les plus récents d’abord.' })
  async webhookDeliveries(
    @Arg('endpointId', () => ID) endpointId: string,
    @Arg('status', () => String, { nullable: true }) status: string | null,
    @Arg('page', () => Int, { nullable: true }) page: number | null,
    @Arg('size', () => Int, { nullable: true }) size: number | null,
    @Ctx() ctx: Context,
  ): Promise<WebhookDeliveryPage> {
    const p = Math.min(Math.max(0, page ?? 0), PAGE_MAX);
    const s = Math.min(Math.max(1, size ?? SIZE_DEFAULT), SIZE_MAX);
    const found = await ctx.services.webhooks.deliveries(ctx.em, authOf(ctx), parseId(endpointId), p, s, statusOf(status));
    return { items: found.items.map((d) => toDeliveryView(d)), total: found.total, page: p, size: s };
  }

  @Authorized('webhooks.read')
  @Query(() => WebhookDeliveryView, { description: 'Un envoi, avec le corps JSON envoyé.' })
  async webhookDelivery(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<WebhookDeliveryView> {
    return toDeliveryView(await ctx.services.webhooks.delivery(ctx.em, authOf(ctx), parseId(id)), true);
  }

  @Authorized('webhooks.manage')
  @Mutation(() => CreatedWebhookEndpointView, { description: 'Ajoute un webhook ; son secret de signature n’est donné que dans cette réponse.' })
  async createWebhookEndpoint(
    @Arg('input', () => WebhookEndpointInput) input: WebhookEndpointInput,
    @Ctx() ctx: Context,
  ): Promise<CreatedWebhookEndpointView> {
    const created = await ctx.services.webhooks.create(ctx.em, authOf(ctx), input);
    return { secret: created.secret, endpoint: toEndpointView(created.endpoint) };
  }

  @Authorized('webhooks.manage')
  @Mutation(() => WebhookEndpointView, { description: 'Modifie l’adresse, la description, les événements ou l’activation d’un webhook.' })
  async updateWebhookEndpoint(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => WebhookEndpointInput) input: WebhookEndpointInput,
    @Ctx() ctx: Context,
  ): Promise<WebhookEndpointView> {
    const auth = authOf(ctx);
    const [updated] = await ctx.services.webhooks.withLast(ctx.em, auth, [await ctx.services.webhooks.update(ctx.em, auth, parseId(id), input)]);
    return toEndpointView(updated.endpoint, updated);
  }

  @Authorized('webhooks.manage')
  @Mutation(() => Boolean, { description: 'Supprime un webhook et son journal ; ce qui attendait n’est pas envoyé.' })
  async deleteWebhookEndpoint(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.webhooks.remove(ctx.em, authOf(ctx), parseId(id));
  }

  @Authorized('webhooks.manage')
  @Mutation(() => CreatedWebhookEndpointView, { description: 'Renouvelle le secret de signature ; le nouveau n’est donné qu’ici.' })
  async rotateWebhookSecret(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<CreatedWebhookEndpointView> {
    const auth = authOf(ctx);
    const rotated = await ctx.services.webhooks.rotateSecret(ctx.em, auth, parseId(id));
    const [described] = await ctx.services.webhooks.withLast(ctx.em, auth, [rotated.endpoint]);
    return { secret: rotated.secret, endpoint: toEndpointView(rotated.endpoint, described) };
  }

  @Authorized('webhooks.manage')
  @Mutation(() => WebhookDeliveryView, { description: 'Envoie un événement « ping » à ce webhook, pour l’essayer.' })
  async pingWebhookEndpoint(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<WebhookDeliveryView> {
    return toDeliveryView(await ctx.services.webhooks.ping(ctx.em, authOf(ctx), parseId(id)));
  }

  @Authorized('webhooks.manage')
  @Mutation(() => WebhookDeliveryView, { description: 'Renvoie l’événement d’un envoi (même identifiant d’événement, même corps).' })
  async replayWebhookDelivery(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<WebhookDeliveryView> {
    return toDeliveryView(await ctx.services.webhooks.replay(ctx.em, authOf(ctx), parseId(id)));
  }
}
