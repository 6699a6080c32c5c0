import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../core/context/context';
import { parseId } from '../../core/errors/parse';
import { NotificationPage, NotificationSettingsView, NotificationView, toNotificationView } from './notifications.types';

const SIZE_DEFAULT = 20;
const SIZE_MAX = 100;
const PAGE_MAX = 100_000;

@Resolver()
export class NotificationsResolver {
  @Authorized('notifications.read')
  @Query(() => NotificationPage, { description: 'Mes notifications visibles, les plus récentes d’abord.' })
  async notifications(
    @Arg('page', () => Int, { nullable: true }) page: number | null,
    @Arg('size', () => Int, { nullable: true }) size: number | null,
    @Ctx() ctx: Context,
  ): Promise<NotificationPage> {
    const p = Math.min(Math.max(0, page ?? 0), PAGE_MAX);
    const s = Math.min(Math.max(1, size ?? SIZE_DEFAULT), SIZE_MAX);
    const auth = authOf(ctx);
    const found = await ctx.services.notifications.list(ctx.em, auth, p, s);
    const unread = await ctx.services.notifications.unreadCount(ctx.em, auth);
    return { items: found.items.map(toNotificationView), total: found.total, unread, page: p, size: s };
  }

  @Authorized('notifications.read')
  @Query(() => Int, { description: 'Combien de mes notifications visibles ne sont pas lues.' })
  unreadNotificationCount(@Ctx() ctx: Context): Promise<number> {
    return ctx.services.notifications.unreadCount(ctx.em, authOf(ctx));
  }

  @Authorized('notifications.update')
  @Mutation(() => NotificationView, { description: 'Marque une de mes notifications comme lue.' })
  async markNotificationRead(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<NotificationView> {
    return toNotificationView(await ctx.services.notifications.markRead(ctx.em, authOf(ctx), parseId(id)));
  }

  @Authorized('notifications.update')
  @Mutation(() => Int, { description: 'Marque toutes mes notifications visibles comme lues ; répond combien ne l’étaient pas.' })
  markAllNotificationsRead(@Ctx() ctx: Context): Promise<number> {
    return ctx.services.notifications.markAllRead(ctx.em, authOf(ctx));
  }

  @Authorized('notifications.read')
  @Query(() => NotificationSettingsView)
  notificationSettings(@Ctx() ctx: Context): Promise<NotificationSettingsView> {
    return ctx.services.notifications.settings(ctx.em, authOf(ctx));
  }

  @Authorized('notifications.update')
  @Mutation(() => NotificationSettingsView, { description: 'Active ou arrête le résumé quotidien par e-mail.' })
  updateNotificationSettings(
    @Arg('dailyDigest', () => Boolean, { nullable: true }) dailyDigest: boolean | null,
    @Ctx() ctx: Context,
  ): Promise<NotificationSettingsView> {
    return ctx.services.notifications.updateSettings(ctx.em, authOf(ctx), dailyDigest);
  }
}
