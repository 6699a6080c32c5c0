import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { MailOutbox } from '../../core/mail/outbox';
import { digestMail, type DigestItem } from './notifications.mail';
import { moroccoDay, moroccoInstant } from './notification-time';

const CHECK_EVERY_MS = 5 * 60_000;
const BATCH = 50;
/** A digest lists at most this many sentences; the rest are counted. */
const LISTED = 30;
const DAY_MS = 86_400_000;

interface Claimed {
  user_id: string;
  email: string;
  first_name: string;
  last_digest_at: Date | string | null;
}

/**
 * The daily e-mail digest: from `hour` o'clock (Morocco) on, each user who asked for it and has not had today's gets
 * one mail listing their unread notifications made visible since their last digest (none: no mail, the day still
 * counts). Users are claimed in batches with FOR UPDATE SKIP LOCKED on their settings row, and `last_digest_at` is
 * written in the same transaction as the mail's outbox row: several api processes never send one twice, and the
 * embedded database needs neither advisory locks nor LISTEN.
 */
export class NotificationDigest {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly orm: MikroORM,
    private readonly outbox: MailOutbox,
    private readonly logger: Logger,
    private readonly opts: { hour: number; publicOrigin: () => string },
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.tick(), CHECK_EVERY_MS);
    this.timer.unref();
    void this.tick();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  private tick(): Promise<number> {
    this.running ??= this.run()
      .catch((err) => {
        this.logger.error({ err }, 'notification digest round failed');
        return 0;
      })
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  /** Sends the digests due at `now`; answers how many mails were queued. */
  async run(now: Date = new Date()): Promise<number> {
    const day = moroccoDay(now);
    const due = moroccoInstant(day, this.opts.hour);
    if (now < due) return 0;
    let queued = 0;
    for (;;) {
      const round = await this.orm.em.fork().transactional((tx) => this.batch(tx, now, due, day));
      queued += round.queued;
      if (round.claimed < BATCH) break;
    }
    if (queued) void this.outbox.kick();
    return queued;
  }

  private async batch(tx: EntityManager, now: Date, due: Date, day: string): Promise<{ claimed: number; queued: number }> {
    const users: Claimed[] = await tx.execute(
      `select s.user_id, u.email, u.first_name, s.last_digest_at from notification_settings s join app_user u on u.id = s.user_id
        where s.daily_digest and (s.last_digest_at is null or s.last_digest_at < ?::timestamptz) and u.status = 'ACTIVE' and u.type = 'USER'
        order by s.user_id limit ${BATCH} for update of s skip locked`,
      [due.toISOString()],
    );
    let queued = 0;
    for (const u of users) {
      // A first digest covers the last day.
      const since = u.last_digest_at ? new Date(u.last_digest_at) : new Date(now.getTime() - DAY_MS);
      const rows: (DigestItem & { total: string })[] = await tx.execute(
        `select kind, params, link, count(*) over () as total from notification
          where user_id = ? and read_at is null and visible_from > ?::timestamptz and visible_from <= ?::timestamptz
          order by visible_from desc, id desc limit ${LISTED}`,
        [u.user_id, since.toISOString(), now.toISOString()],
      );
      if (rows.length) {
        const items = rows.map((r) => ({ kind: r.kind, params: typeof r.params === 'string' ? JSON.parse(r.params) : r.params, link: r.link }));
        this.outbox.enqueue(tx, digestMail(u.email, u.first_name, day, items, Number(rows[0].total) - rows.length, this.opts.publicOrigin()));
        queued++;
      }
      await tx.execute('update notification_settings set last_digest_at = ?::timestamptz where user_id = ?', [now.toISOString(), u.user_id]);
    }
    await tx.flush();
    return { claimed: users.length, queued };
  }
}
