import { createHash } from 'node:crypto';
import { HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { ObjectChecks } from './object-checks';
import type { S3FileStorage } from './s3-file-storage';

const DAY_MS = 24 * 3600 * 1000;
/** Files per transaction; their bytes are read one by one. */
const BATCH = 50;
const AT_ONCE = 8;

export interface CopyReport {
  /** Objects written by this run. */
  copied: number;
  /** Found in the store already with the right checksum (an earlier run stopped before recording them). */
  found: number;
  /** Files whose bytes were in PostgreSQL when the run ended (0 when it finished). */
  left: number;
}

/**
 * Moves the files still in PostgreSQL (`data`) to the object store, a batch per transaction: each object is written
 * (or found already there with the file's sha256, after a run killed half-way), read back and checked against the
 * sha256, and only then do the rows take their keys and drop their bytes. Readers fall back to `data` until that update, so the move
 * needs no downtime; a second copy running at once skips the rows the first holds (SKIP LOCKED).
 */
export async function copyFilesToStore(
  orm: MikroORM,
  store: { storage: S3FileStorage; s3: S3Client; bucket: string; checks: ObjectChecks },
  progress: (report: CopyReport) => void = () => undefined,
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, found: 0, left: 0 };
  for (;;) {
    const moved = await orm.em.fork().transactional(async (tx) => {
      const rows: Row[] = await tx.execute(
        `select id, company_id, sha256, content_type from stored_file where storage_key is null and data is not null limit ${BATCH} for update skip locked`,
      );
      if (!rows.length) return 0;
      const keys = rows.map((row) => store.storage.keyOf(row.company_id, row.id));
      await store.checks.before(keys, new Date(Date.now() + DAY_MS));
      await inParallel(rows, async (row, i) => {
        if (await holds(store, keys[i], row.sha256)) report.found++;
        else {
          // One file's bytes at a time per worker: a batch never holds more than AT_ONCE files in memory.
          const [{ data }] = await tx.execute<{ data: Buffer }[]>(`select data from stored_file where id = ?`, [row.id]);
          await store.storage.putObject(keys[i], data, row.content_type, row.sha256);
          report.copied++;
        }
        const back = await store.storage.getObject(keys[i]);
        if (!back || createHash('sha256').update(back).digest('hex') !== row.sha256)
          throw new Error(`file ${row.id}: the store's copy does not match its sha256`);
      });
      await tx.execute(
        `update stored_file f set storage_key = v.key, data = null from (values ${rows.map(() => '(?::uuid, ?)').join(', ')}) as v(id, key) where f.id = v.id`,
        rows.flatMap((row, i) => [row.id, keys[i]]),
      );
      return rows.length;
    });
    if (!moved) break;
    progress(report);
  }
  const [{ left }] = await orm.em.fork().execute<{ left: string }[]>(`select count(*) as left from stored_file where storage_key is null`);
  report.left = Number(left);
  return report;
}

interface Row {
  id: string;
  company_id: string;
  sha256: string;
  content_type: string;
}

/** The rows of a batch, `AT_ONCE` at a time: the store's latency, not our CPU, bounds a copy. */
async function inParallel<T>(items: T[], work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await work(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, items.length) }, worker));
}

async function holds(store: { s3: S3Client; bucket: string }, key: string, sha256: string): Promise<boolean> {
  try {
    const head = await store.s3.send(new HeadObjectCommand({ Bucket: store.bucket, Key: key }));
    return head.Metadata?.sha256 === sha256;
  } catch {
    return false;
  }
}
