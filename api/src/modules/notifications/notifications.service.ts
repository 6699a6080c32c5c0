import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthInfo } from '../../core/auth/auth-info';
import { AppError } from '../../core/errors/app-error';
import { Notification, NotificationSettings } from './notification.entity';

const notFound = () => AppError.notFound('notification.notFound');

/**
 * A user's own notifications: the panel's page, the unread count, marking read, the digest preference. Every query
 * names the caller (and the tenant filter their company): another user's notification is not found. Only rows whose
 * `visibleFrom` has passed exist for the user; `clock` is the time that decides it (tests move it).
 */
export class NotificationsService {
  constructor(public clock: () => Date = () => new Date()) {}

  async list(em: EntityManager, auth: AuthInfo, page: number, size: number): Promise<{ items: Notification[]; total: number }> {
    const [items, total] = await em.findAndCount(Notification, this.visible(auth), {
      orderBy: { visibleFrom: 'desc', id: 'desc' },
      limit: size,
      offset: page * size,
    });
    return { items, total };
  }

  unreadCount(em: EntityManager, auth: AuthInfo): Promise<number> {
    return em.count(Notification, { ...this.visible(auth), readAt: null });
  }

  async markRead(em: EntityManager, auth: AuthInfo, id: string): Promise<Notification> {
    return em.transactional(async (tx) => {
      const row = await tx.findOne(Notification, { ...this.visible(auth), id });
      if (!row) throw notFound();
      row.readAt ??= this.clock();
      await tx.flush();
      return row;
    });
  }

  /** Marks every visible unread notification of the caller read; answers how many were. */
  async markAllRead(em: EntityManager, auth: AuthInfo): Promise<number> {
    return em.transactional((tx) => tx.nativeUpdate(Notification, { ...this.visible(auth), readAt: null }, { readAt: this.clock() }));
  }

  async settings(em: EntityManager, auth: AuthInfo): Promise<{ dailyDigest: boolean }> {
    const row = await em.findOne(NotificationSettings, { user: auth.userId });
    return { dailyDigest: row?.dailyDigest ?? false };
  }

  /** One row per user, written by an upsert: two toggles at once cannot collide on its key. */
  async updateSettings(em: EntityManager, auth: AuthInfo, dailyDigest: boolean | null | undefined): Promise<{ dailyDigest: boolean }> {
    if (typeof dailyDigest !== 'boolean') throw AppError.badInput({ dailyDigest: 'notification.settings.required' });
    await em.transactional((tx) =>
      tx.execute(
        `insert into notification_settings (user_id, company_id, daily_digest, updated_at) values (?, ?, ?, now())
         on conflict (user_id) do update set daily_digest = excluded.daily_digest, updated_at = now()`,
        [auth.userId, auth.companyId, dailyDigest],
      ),
    );
    return { dailyDigest };
  }

  private visible(auth: AuthInfo) {
    return { company: auth.companyId, user: auth.userId, visibleFrom: { $lte: this.clock() } };
  }
}
