import { createHash, randomUUID } from 'node:crypto';
import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdoptedFile, DirectUploads, FileContent, FileLocation, FileStorage, NewFile } from '../file-storage';
import { NO_FILTERS, readRow } from '../file-storage';
import { StoredFile } from '../stored-file.entity';
import type { ObjectChecks } from './object-checks';

const DAY_MS = 24 * 3600 * 1000;

function missing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

/**
 * Bytes in an S3-compatible store, metadata in `stored_file` (its `storage_key`). Files still in PostgreSQL (`data`,
 * before the copy command moved them) are read from there: the move needs no downtime. Object keys start with the
 * company's id, so a bucket policy or a lifecycle rule can act per company.
 */
export class S3FileStorage implements FileStorage, DirectUploads {
  readonly direct: DirectUploads = this;

  constructor(
    private readonly s3: S3Client,
    /** Signs the URLs browsers use (the store's public endpoint). */
    private readonly signer: S3Client,
    private readonly bucket: string,
    private readonly checks: ObjectChecks,
  ) {}

  keyOf(companyId: string, id: string): string {
    return `${companyId}/${id}`;
  }

  async put(em: EntityManager, file: NewFile): Promise<string> {
    const id = randomUUID();
    const key = this.keyOf(file.companyId, id);
    await this.checks.before([key], new Date(Date.now() + DAY_MS));
    await this.putObject(key, file.bytes, file.contentType, file.sha256);
    await em.transactional(async (tx) => {
      tx.create(StoredFile, {
        id,
        company: file.companyId,
        name: file.name,
        contentType: file.contentType,
        size: file.bytes.length,
        sha256: file.sha256,
        data: null,
        storageKey: key,
        createdBy: file.userId,
        claimedAt: file.claimed ? new Date() : null,
      });
    });
    return id;
  }

  async read(em: EntityManager, id: string): Promise<FileContent | null> {
    const row = await readRow(em, id);
    if (!row) return null;
    const bytes = row.storage_key ? await this.getObject(row.storage_key) : row.data;
    return bytes ? { name: row.name, contentType: row.content_type, size: bytes.length, bytes } : null;
  }

  async locate(em: EntityManager, id: string, ttlSeconds: number): Promise<FileLocation | null> {
    const row = await em.findOne(StoredFile, { id }, NO_FILTERS);
    if (!row) return null;
    if (!row.storageKey) {
      const file = await this.read(em, id);
      return file ? { bytes: file } : null;
    }
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: row.storageKey,
      // The store answers with our name, type and caching, as the api would have.
      ResponseContentType: row.contentType,
      ResponseContentDisposition: `inline; filename*=UTF-8''${encodeURIComponent(row.name)}`,
      ResponseCacheControl: `private, max-age=${ttlSeconds}, immutable`,
    });
    const redirect = await getSignedUrl(this.signer, command, { expiresIn: ttlSeconds });
    return { redirect, name: row.name, contentType: row.contentType, size: row.size };
  }

  async remove(em: EntityManager, ids: string[]): Promise<void> {
    if (!ids.length) return;
    const gone = await em.execute<{ storage_key: string | null }[]>(
      `delete from stored_file where id in (${ids.map(() => '?').join(', ')}) returning storage_key`,
      ids,
    );
    await this.checks.afterCommit(em, keysOf(gone));
  }

  async sweep(em: EntityManager, before: Date): Promise<number> {
    return em.transactional(async (tx) => {
      const gone = await tx.execute<{ storage_key: string | null }[]>(
        `delete from stored_file where claimed_at is null and created_at < ? returning storage_key`,
        [before],
      );
      await this.checks.afterCommit(tx, keysOf(gone));
      return gone.length;
    });
  }

  async presignPut(key: string, contentType: string, ttlSeconds: number): Promise<{ url: string; headers: Record<string, string> }> {
    await this.checks.before([key], new Date(Date.now() + DAY_MS));
    const url = await getSignedUrl(this.signer, new PutObjectCommand({ Bucket: this.bucket, Key: key, ContentType: contentType }), {
      expiresIn: ttlSeconds,
    });
    return { url, headers: { 'Content-Type': contentType } };
  }

  async inspect(key: string, headBytes: number): Promise<{ size: number; head: Buffer } | null> {
    try {
      const got = await this.s3.send(new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=0-${headBytes - 1}` }));
      const size = Number(got.ContentRange?.split('/')[1] ?? got.ContentLength);
      return { size, head: got.Body ? Buffer.from(await got.Body.transformToByteArray()) : Buffer.alloc(0) };
    } catch (err) {
      // An empty object has no byte 0: the range is not satisfiable (416), as good as nothing sent.
      if (missing(err) || (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 416) return null;
      throw err;
    }
  }

  async sha256Of(key: string): Promise<string | null> {
    try {
      const got = await this.s3.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      const hash = createHash('sha256');
      for await (const chunk of got.Body as AsyncIterable<Uint8Array>) hash.update(chunk);
      return hash.digest('hex');
    } catch (err) {
      if (missing(err)) return null;
      throw err;
    }
  }

  async adopt(em: EntityManager, file: AdoptedFile): Promise<void> {
    if (file.rewritten) await this.putObject(file.key, file.rewritten, file.contentType, file.sha256);
    await em.transactional(async (tx) => {
      tx.create(StoredFile, {
        id: file.id,
        company: file.companyId,
        name: file.name,
        contentType: file.contentType,
        size: file.size,
        sha256: file.sha256,
        data: null,
        storageKey: file.key,
        createdBy: file.userId,
        claimedAt: null,
      });
    });
  }

  /** An upload refused by the checks: gone at the next round of checks. */
  async discard(key: string): Promise<void> {
    await this.checks.before([key], new Date(), true);
    await this.checks.run();
  }

  async putObject(key: string, bytes: Buffer, contentType: string, sha256: string): Promise<void> {
    await this.s3.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentType, Metadata: { sha256 } }));
  }

  async getObject(key: string): Promise<Buffer | null> {
    try {
      const got = await this.s3.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return got.Body ? Buffer.from(await got.Body.transformToByteArray()) : null;
    } catch (err) {
      if (missing(err)) return null;
      throw err;
    }
  }
}

function keysOf(rows: { storage_key: string | null }[]): string[] {
  return rows.flatMap((r) => (r.storage_key ? [r.storage_key] : []));
}
