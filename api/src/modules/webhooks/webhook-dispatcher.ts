import type { EventSubscriber, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { WEBHOOK_LIMITS } from '@chantiers/schema';
import { SerialRounds } from '../../core/jobs/serial-rounds';
import { queuedLately } from './webhook-emit';
import { type AttemptResult, postWebhook } from './webhook-sender';

/** The timer's round: what a commit hook missed (another process's event, a retry come due) leaves within this. */
const POLL_MS = 5_000;
const BATCH = 20;
/** An attempt's lease: past it, a process that died mid-attempt (kill -9) is taken over by any other. */
const LEASE_SECONDS = WEBHOOK_LIMITS.timeoutSeconds + 20;
const MAX_BACKOFF_SECONDS = 6 * 3600;
/** How often a process prunes the log of what is older than `keepDays`, and how much at a time. */
const PRUNE_EVERY_MS = 10 * 60_000;
const PRUNE_BATCH = 1000;

interface ClaimedRow {
  id: string;
  event_id: string;
  event_type: string;
  body: string;
  attempts: number;
  give_up_at: Date;
  url: string;
  secret: string;
  active: boolean;
}

/** 30 s, 1 min, 2 min… doubling up to 6 h, with up to 10 % jitter so that a receiver back up is not hit all at once. */
export function backoffSeconds(attempts: number, base: number): number {
  const plain = Math.min(MAX_BACKOFF_SECONDS, base * 2 ** Math.max(0, attempts - 1));
  return Math.round(plain * (1 + Math.random() * 0.1));
}

/**
 * Sends the webhook outbox. Rows are leased with `FOR UPDATE SKIP LOCKED` in one short statement (no transaction stays
 * open while a receiver answers), so several api processes share the work and none sends a delivery another holds.
 * A result is written only by the attempt that holds the lease (`attempts` matches). Plain statements only: PGlite has
 * one session for the whole pool (no advisory lock, LISTEN or named prepared statement).
 */
export class WebhookDispatcher {
  private timer: NodeJS.Timeout | undefined;
  private readonly rounds: SerialRounds;
  private stopped = false;
  private wake: NodeJS.Timeout | undefined;
  private prunedAt = 0;

  constructor(
    private readonly orm: MikroORM,
    private readonly logger: Logger,
    private readonly options: { allowPrivate: boolean; retryBaseSeconds: number },
  ) {
    this.rounds = new SerialRounds(
      () => this.drain(),
      (err) => this.logger.error({ err }, 'webhook round failed'),
    );
    const hook: EventSubscriber = {
      afterTransactionCommit: () => {
        if (queuedLately()) void this.kick();
      },
    };
    orm.em.getEventManager().registerSubscriber(hook);
  }

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => void this.kick(), POLL_MS);
    this.timer.unref();
    void this.kick();
  }

  /** Sends what is due; resolves when this round is over. Safe to call often. */
  kick(): Promise<void> {
    if (this.stopped || !this.timer) return Promise.resolve();
    return this.rounds.run();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    clearTimeout(this.wake);
    this.timer = undefined;
    await this.rounds.settled();
  }

  private async drain(): Promise<void> {
    if (Date.now() - this.prunedAt >= PRUNE_EVERY_MS) {
      this.prunedAt = Date.now();
      await this.prune();
    }
    for (;;) {
      const rows = await this.claim();
      await Promise.all(rows.map((row) => this.attempt(row)));
      if (rows.length < BATCH || this.stopped) return;
    }
  }

  /** Old log lines go in small batches (a short statement each), whichever process gets there first. */
  async prune(): Promise<number> {
    let total = 0;
    for (;;) {
      const gone: unknown[] = await this.orm.em.getConnection().execute(
        `delete from webhook_delivery where id in (
           select id from webhook_delivery where status <> 'PENDING' and created_at < now() - (? * interval '1 day') limit ${PRUNE_BATCH})
         returning id`,
        [WEBHOOK_LIMITS.keepDays],
      );
      total += gone.length;
      if (gone.length < PRUNE_BATCH) return total;
    }
  }

  private claim(): Promise<ClaimedRow[]> {
    return this.orm.em.getConnection().execute(
      `update webhook_delivery d set next_attempt_at = now() + interval '${LEASE_SECONDS} seconds', attempts = d.attempts + 1, last_attempt_at = now()
       from webhook_endpoint e
       where e.id = d.endpoint_id and d.id in (
         select id from webhook_delivery where status = 'PENDING' and next_attempt_at <= now() order by next_attempt_at limit ${BATCH} for update skip locked)
       returning d.id, d.event_id, d.event_type, d.body, d.attempts, d.give_up_at, e.url, e.secret, e.active`,
    );
  }

  private async attempt(row: ClaimedRow): Promise<void> {
    const result: AttemptResult = row.active
      ? await postWebhook(
          { url: row.url, secret: row.secret, body: row.body, eventId: row.event_id, eventType: row.event_type, deliveryId: row.id },
          { allowPrivate: this.options.allowPrivate },
        )
      : { ok: false, status: null, excerpt: null, error: 'Webhook désactivé : rien n’a été envoyé' };
    const conn = this.orm.em.getConnection();
    const outcome = [result.status, result.excerpt, result.error?.slice(0, 500) ?? null];
    if (result.ok) {
      await conn.execute(
        `update webhook_delivery set status = 'DELIVERED', delivered_at = now(), next_attempt_at = now(),
           response_status = ?, response_excerpt = ?, last_error = ?
         where id = ? and attempts = ? and status = 'PENDING'`,
        [...outcome, row.id, row.attempts],
      );
      return;
    }
    const wait = backoffSeconds(row.attempts, this.options.retryBaseSeconds);
    const last = !row.active || Date.now() >= new Date(row.give_up_at).getTime();
    // The last retry is at the 24-hour mark itself; one failing there (or for a disabled endpoint) ends the delivery.
    await conn.execute(
      `update webhook_delivery set status = ?, next_attempt_at = least(now() + (? * interval '1 second'), give_up_at),
         response_status = ?, response_excerpt = ?, last_error = ?
       where id = ? and attempts = ? and status = 'PENDING'`,
      [last ? 'FAILED' : 'PENDING', wait, ...outcome, row.id, row.attempts],
    );
    if (last) return;
    this.logger.info({ deliveryId: row.id, attempts: row.attempts, error: result.error }, 'webhook delivery failed; will retry');
    if (wait * 1000 < POLL_MS) this.wakeIn(wait * 1000);
  }

  /** A retry due before the timer's next round (a short base in development) is not kept waiting for it. */
  private wakeIn(ms: number): void {
    if (this.stopped || this.wake) return;
    this.wake = setTimeout(() => {
      this.wake = undefined;
      void this.kick();
    }, ms + 50);
    this.wake.unref();
  }
}
