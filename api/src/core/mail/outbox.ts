import type { EntityManager, EventSubscriber, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { SerialRounds } from '../jobs/serial-rounds';
import { OutboxMail } from './outbox-mail.entity';
import type { MailMessage, MailTransport } from './transport';

/** After this many failed attempts a mail stays unsent (a document's sending then reads FAILED). */
export const MAX_ATTEMPTS = 8;
const LEASE_SECONDS = 300;
const RETRY_EVERY_MS = 30_000;
/** A commit this soon after a mail was queued starts a sending round (the queuing transaction's own among them). */
const KICK_WINDOW_MS = 2000;

interface ClaimedRow {
  id: string;
  to: string;
  subject: string;
  html: string | null;
  text: string | null;
  reply_to: string | null;
  attachment_name: string | null;
  attachment_type: string | null;
  attachment: Buffer | null;
  attempts: number;
}

/**
 * Transactional outbox: `enqueue` joins the caller's transaction; `kick` (after commit) and a timer send.
 * Rows are leased with SKIP LOCKED, so several api processes never send one mail twice, and no
 * transaction stays open while SMTP talks.
 */
export class MailOutbox {
  private timer: NodeJS.Timeout | undefined;
  private readonly rounds: SerialRounds;
  private queuedAt = 0;

  constructor(
    private readonly orm: MikroORM,
    private readonly transport: MailTransport,
    private readonly logger: Logger,
  ) {
    this.rounds = new SerialRounds(
      () => this.drain(),
      (err) => this.logger.error({ err }, 'mail outbox round failed'),
    );
    // A mail queued by a reaction to an event (no caller to kick after its commit) leaves at the commit, not 30 s later.
    const hook: EventSubscriber = {
      afterTransactionCommit: () => {
        if (this.timer && Date.now() - this.queuedAt < KICK_WINDOW_MS) void this.kick();
      },
    };
    orm.em.getEventManager().registerSubscriber(hook);
  }

  /** Returns the outbox row's id, so that a document can tell whether its mail has left. */
  enqueue(em: EntityManager, message: MailMessage): string {
    const a = message.attachment;
    const mail = em.create(OutboxMail, {
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      replyTo: message.replyTo ?? null,
      attachmentName: a?.filename ?? null,
      attachmentType: a?.contentType ?? null,
      attachment: a?.content ?? null,
    });
    em.persist(mail);
    this.queuedAt = Date.now();
    return mail.id;
  }

  start(): void {
    this.timer = setInterval(() => this.kick(), RETRY_EVERY_MS);
    this.timer.unref();
    this.kick();
  }

  /** Sends what is due; resolves when this round is over. Safe to call often. */
  kick(): Promise<void> {
    return this.rounds.run();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.rounds.settled();
    this.transport.close();
  }

  private async drain(): Promise<void> {
    const conn = this.orm.em.getConnection();
    const rows: ClaimedRow[] = await conn.execute(
      `update outbox_mail set next_attempt_at = now() + interval '${LEASE_SECONDS} seconds', attempts = attempts + 1
       where id in (select id from outbox_mail where sent_at is null and next_attempt_at <= now() and attempts < ?
                    order by created_at limit 20 for update skip locked)
       returning id, "to", subject, html, text, reply_to, attachment_name, attachment_type, attachment, attempts`,
      [MAX_ATTEMPTS],
    );
    for (const row of rows) {
      try {
        const attachment =
          row.attachment && row.attachment_name
            ? { filename: row.attachment_name, contentType: row.attachment_type ?? 'application/octet-stream', content: Buffer.from(row.attachment) }
            : null;
        await this.transport.send({
          to: row.to,
          subject: row.subject,
          html: row.html ?? '',
          text: row.text ?? '',
          replyTo: row.reply_to,
          attachment,
        });
        await conn.execute(`update outbox_mail set sent_at = now(), html = null, text = null, attachment = null, last_error = null where id = ?`, [
          row.id,
        ]);
      } catch (err) {
        const backoff = Math.min(3600, 30 * 2 ** row.attempts);
        this.logger.warn({ err, mailId: row.id, attempts: row.attempts }, 'mail send failed; will retry');
        await conn.execute(`update outbox_mail set last_error = ?, next_attempt_at = now() + (? * interval '1 second') where id = ?`, [
          String((err as Error).message).slice(0, 500),
          backoff,
          row.id,
        ]);
      }
    }
  }
}
