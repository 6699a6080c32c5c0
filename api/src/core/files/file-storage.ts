import type { EntityManager } from '@mikro-orm/postgresql';
import { StoredFile } from './stored-file.entity';

export interface NewFile {
  companyId: string;
  userId: string | null;
  name: string;
  contentType: string;
  bytes: Buffer;
  sha256: string;
  /** Stored already claimed: a file the server derives for a record (a thumbnail) is never a pending upload. */
  claimed?: boolean;
}

export interface FileContent {
  name: string;
  contentType: string;
  size: number;
  bytes: Buffer;
}

/** What a signed download answers: the bytes, served by the api, or a short-lived URL of the store holding them. */
export type FileLocation = { bytes: FileContent } | { redirect: string; name: string; contentType: string; size: number };

/** A file the browser put in the store itself, checked, now kept under `id` (its key names the company). */
export interface AdoptedFile extends Omit<NewFile, 'bytes' | 'claimed'> {
  id: string;
  key: string;
  size: number;
  /** The bytes as kept when the check rewrote them (a photo without its EXIF); absent: the upload is kept as it is. */
  rewritten?: Buffer;
}

/** Uploads the browser sends to the store itself (presigned URLs): only a store that can sign them has this. */
export interface DirectUploads {
  keyOf(companyId: string, id: string): string;
  /** A PUT URL for `key` valid `ttlSeconds`; the object is looked at later and deleted unless a file adopts it. */
  presignPut(key: string, contentType: string, ttlSeconds: number): Promise<{ url: string; headers: Record<string, string> }>;
  /** The uploaded object's size and first bytes (its type is read there); null when there is none. */
  inspect(key: string, headBytes: number): Promise<{ size: number; head: Buffer } | null>;
  /** The whole object (a photo, to remove its metadata); null when there is none. */
  getObject(key: string): Promise<Buffer | null>;
  /** The object's sha256, read as a stream: a 10 MB PDF is never held in memory. */
  sha256Of(key: string): Promise<string | null>;
  adopt(em: EntityManager, file: AdoptedFile): Promise<void>;
  discard(key: string): Promise<void>;
}

/**
 * Where file bytes live: PostgreSQL (`PostgresFileStorage`, the default: every api process reads the same files,
 * backups include them) or an S3-compatible store (`S3FileStorage`). The metadata row is PostgreSQL's either way.
 */
export interface FileStorage {
  put(em: EntityManager, file: NewFile): Promise<string>;
  /** By id alone: callers prove access first (a signed URL or a company-scoped lookup). */
  read(em: EntityManager, id: string): Promise<FileContent | null>;
  /** By id alone, like `read`, for a download: the store's own URL (valid `ttlSeconds`) where it has one. */
  locate(em: EntityManager, id: string, ttlSeconds: number): Promise<FileLocation | null>;
  remove(em: EntityManager, ids: string[]): Promise<void>;
  /** Removes uploads no record claimed before `before`. */
  sweep(em: EntityManager, before: Date): Promise<number>;
  /** Null: the api receives the bytes itself (`POST /api/v1/files`). */
  readonly direct: DirectUploads | null;
}

export const NO_FILTERS = { filters: false } as const;

/**
 * A file's row with its bytes (when PostgreSQL holds them), by a statement of its own: not through the identity map,
 * where a row already loaded lacks its lazy bytes and a populate of them was seen to come back without them.
 */
export async function readRow(
  em: EntityManager,
  id: string,
): Promise<{ name: string; content_type: string; size: number; storage_key: string | null; data: Buffer | null } | undefined> {
  const [row] = await em.execute<{ name: string; content_type: string; size: number; storage_key: string | null; data: Buffer | null }[]>(
    `select name, content_type, size, storage_key, case when storage_key is null then data end as data from stored_file where id = ?`,
    [id],
  );
  return row;
}

export class PostgresFileStorage implements FileStorage {
  readonly direct = null;

  async put(em: EntityManager, file: NewFile): Promise<string> {
    return em.transactional(async (tx) => {
      const row = tx.create(StoredFile, {
        company: file.companyId,
        name: file.name,
        contentType: file.contentType,
        size: file.bytes.length,
        sha256: file.sha256,
        data: file.bytes,
        createdBy: file.userId,
        claimedAt: file.claimed ? new Date() : null,
      });
      return row.id;
    });
  }

  async read(em: EntityManager, id: string): Promise<FileContent | null> {
    const row = await readRow(em, id);
    // A row whose bytes were moved to a store this process is not configured for is as good as missing.
    return row?.data ? { name: row.name, contentType: row.content_type, size: row.data.length, bytes: row.data } : null;
  }

  async locate(em: EntityManager, id: string): Promise<FileLocation | null> {
    const file = await this.read(em, id);
    return file ? { bytes: file } : null;
  }

  async remove(em: EntityManager, ids: string[]): Promise<void> {
    if (ids.length) await em.nativeDelete(StoredFile, { id: { $in: ids } }, NO_FILTERS);
  }

  async sweep(em: EntityManager, before: Date): Promise<number> {
    return em.nativeDelete(StoredFile, { claimedAt: null, createdAt: { $lt: before } }, NO_FILTERS);
  }
}
