import { DeleteObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { SerialRounds } from '../../jobs/serial-rounds';

const BATCH = 100;
const EVERY_MS = 60_000;

/**
 * The store's objects to look at (`stored_object_check`): each, once due, is deleted unless a `stored_file` row
 * names it. This keeps the store and the database in step without a transaction spanning both: an object is announced
 * before it is put (a rollback or a crash then leaves nothing behind), and a forgotten file's object is announced in
 * the transaction that forgets it (it goes once that is committed, never before).
 */
export class ObjectChecks {
  private timer: NodeJS.Timeout | undefined;
  private readonly rounds: SerialRounds;

  constructor(
    private readonly orm: MikroORM,
    private readonly s3: S3Client,
    private readonly bucket: string,
    private readonly logger?: Logger,
  ) {
    this.rounds = new SerialRounds(
      () => this.round(),
      (err) => this.logger?.error({ err }, 'stored objects check failed'),
    );
  }

  /**
   * Announces objects about to be put, committed at once on a connection of its own (outside any transaction). A later
   * announcement never brings a check forward, unless `now` (an upload the checks refused).
   */
  async before(keys: string[], dueAt: Date, now = false): Promise<void> {
    if (!keys.length) return;
    const knex = this.orm.em.getConnection().getKnex();
    const due = now ? 'excluded.due_at' : 'greatest(stored_object_check.due_at, excluded.due_at)';
    await knex.raw(
      `insert into stored_object_check (key, due_at) values ${rows(keys, '?')} on conflict (key) do update set due_at = ${due}`,
      keys.flatMap((k) => [k, dueAt]),
    );
  }

  /** Within the transaction that forgets the files: their objects are looked at once it is committed. */
  async afterCommit(tx: EntityManager, keys: string[]): Promise<void> {
    if (!keys.length) return;
    await tx.execute(
      `insert into stored_object_check (key, due_at) values ${rows(keys, 'now()')} on conflict (key) do update set due_at = now()`,
      keys,
    );
  }

  start(): void {
    this.timer ??= setInterval(() => void this.run(), EVERY_MS);
    this.timer.unref();
  }

  stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    return this.rounds.settled();
  }

  /** One pass over what is due (tests and the copy command call it; the timer calls it every minute). */
  run(): Promise<void> {
    return this.rounds.run();
  }

  private async round(): Promise<void> {
    for (;;) {
      // SKIP LOCKED: several api processes share the work; a row is deleted in the transaction that handled it.
      const done = await this.orm.em.fork().transactional(async (tx) => {
        const due: { key: string; named: boolean }[] = await tx.execute(
          `select c.key, exists (select 1 from stored_file f where f.storage_key = c.key) as named
             from stored_object_check c where c.due_at <= now() order by c.due_at limit ${BATCH} for update of c skip locked`,
        );
        for (const { key, named } of due) {
          if (!named) await this.s3.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
        }
        if (due.length)
          await tx.execute(
            `delete from stored_object_check where key in (${due.map(() => '?').join(', ')})`,
            due.map((d) => d.key),
          );
        return due.length;
      });
      if (done < BATCH) return;
    }
  }
}

/** `(?, due), (?, due)…`: one row per key. */
function rows(keys: string[], due: string): string {
  return keys.map(() => `(?, ${due})`).join(', ');
}
