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

/**
 * Where file bytes live. PostgreSQL by default (every api process reads the same files, backups include them);
 * an object store can implement the same four calls later.
 */
export interface FileStorage {
  put(em: EntityManager, file: NewFile): Promise<string>;
  /** By id alone: callers prove access first (a signed URL or a company-scoped lookup). */
  read(em: EntityManager, id: string): Promise<FileContent | null>;
  remove(em: EntityManager, ids: string[]): Promise<void>;
  /** Removes uploads no record claimed before `before`. */
  sweep(em: EntityManager, before: Date): Promise<number>;
}

const NO_FILTERS = { filters: false } as const;

export class PostgresFileStorage implements FileStorage {
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
    const row = await em.findOne(StoredFile, { id }, { populate: ['data'], ...NO_FILTERS });
    return row ? { name: row.name, contentType: row.contentType, size: row.size, bytes: row.data } : null;
  }

  async remove(em: EntityManager, ids: string[]): Promise<void> {
    if (ids.length) await em.nativeDelete(StoredFile, { id: { $in: ids } }, NO_FILTERS);
  }

  async sweep(em: EntityManager, before: Date): Promise<number> {
    return em.nativeDelete(StoredFile, { claimedAt: null, createdAt: { $lt: before } }, NO_FILTERS);
  }
}
