import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITS, type UploadedFile } from '@chantiers/schema';
import { AppError } from '../errors/app-error';
import { FILE_KINDS, type FileKind, sniffContentType } from './file-kinds';
import { withoutMetadata } from './image-metadata';
import { DirectUploadService } from './direct-uploads';
import type { FileContent, FileLocation, FileStorage } from './file-storage';
import { StoredFile } from './stored-file.entity';

const DAY_MS = 24 * 3600 * 1000;
const HOUR_MS = 3600 * 1000;
/** A signed file URL's life, from the start of the hour it was issued in. */
export const FILE_URL_TTL_MS = DAY_MS;
const CLOCK_SKEW_MS = 5 * 60 * 1000;
/** A store's own URL for a download lives minutes: the api's signed URL stays the one a page keeps. */
const STORE_URL_TTL_S = 5 * 60;

function withinLife(expiresMs: number, now = Date.now()): boolean {
  return expiresMs >= now && expiresMs <= now + FILE_URL_TTL_MS + CLOCK_SKEW_MS;
}

/** Checks uploads by their content, hands out signed URLs, and lets records claim and release files. */
export class FilesService {
  private readonly key: Buffer;
  /** Uploads sent straight to the object store; null when the api receives the bytes (PostgreSQL storage). */
  readonly direct: DirectUploadService | null;

  constructor(
    private readonly storage: FileStorage,
    secret: string,
  ) {
    this.key = createHmac('sha256', secret).update('chantiers-files').digest();
    this.direct = storage.direct
      ? new DirectUploadService(storage.direct, createHmac('sha256', secret).update('chantiers-direct-uploads').digest(), (id) => this.url(id))
      : null;
  }

  async upload(em: EntityManager, input: { companyId: string; userId: string; name: string; bytes: Buffer; kind: FileKind }): Promise<UploadedFile> {
    if (input.bytes.length === 0) throw new AppError('BAD_USER_INPUT', 'file.missing', { file: 'file.missing' });
    if (input.bytes.length > LIMITS.uploadMaxBytes) throw new AppError('PAYLOAD_TOO_LARGE', 'error.payloadTooLarge.message');
    const name = cleanName(input.name);
    const contentType = sniffContentType(input.bytes, name, input.kind);
    if (!contentType) throw new AppError('UNSUPPORTED_MEDIA_TYPE', FILE_KINDS[input.kind].messageId, { file: FILE_KINDS[input.kind].messageId });
    // Photos lose their EXIF (GPS position, camera) before they are kept: a site photo or a scanned page is shared.
    const bytes = contentType.startsWith('image/') ? await withoutMetadata(input.bytes, contentType) : input.bytes;
    await this.storage.sweep(em, new Date(Date.now() - DAY_MS));
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const id = await this.storage.put(em, { companyId: input.companyId, userId: input.userId, name, contentType, bytes, sha256 });
    return { id, name, contentType, size: bytes.length, url: this.url(id) };
  }

  /**
   * Within the caller's transaction: the file must belong to the caller's company (tenant filter), be of `kind`
   * and not yet belong to a record; it is then kept for good. A file belongs to one record only (releasing it
   * deletes it), so callers claim a file only when the record's file changes. The row lock makes two records
   * claiming the same upload at once fail for one of them.
   */
  async claim(tx: EntityManager, id: string, kind: FileKind): Promise<StoredFile> {
    const file = await tx.findOne(StoredFile, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!file || file.claimedAt) throw new AppError('BAD_USER_INPUT', 'file.notFound', { file: 'file.notFound' });
    const accepted: readonly string[] = FILE_KINDS[kind].types;
    if (!accepted.includes(file.contentType))
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', FILE_KINDS[kind].messageId, { file: FILE_KINDS[kind].messageId });
    file.claimedAt = new Date();
    return file;
  }

  /**
   * The bytes of an upload of the caller's company (tenant filter) that no record has claimed yet, so a service
   * can check or derive from them before its transaction; null when there is none (the claim then says why).
   * Read in a fork: a 10 MB buffer does not stay in the request's identity map.
   */
  async readUnclaimed(em: EntityManager, id: string): Promise<FileContent | null> {
    const fork = em.fork();
    const file = await fork.findOne(StoredFile, { id, claimedAt: null });
    return file ? this.storage.read(fork, file.id) : null;
  }

  /**
   * Within the caller's transaction: stores a file the server made for a record (a thumbnail), already claimed,
   * so it is never swept and is released like any other file of the record.
   */
  async storeDerived(
    tx: EntityManager,
    input: { companyId: string; userId: string | null; name: string; contentType: string; bytes: Buffer },
  ): Promise<string> {
    const sha256 = createHash('sha256').update(input.bytes).digest('hex');
    return this.storage.put(tx, { ...input, name: cleanName(input.name), sha256, claimed: true });
  }

  /** A file's content by id alone: only for callers that proved access through the record that claims it. */
  async read(em: EntityManager, id: string): Promise<FileContent | null> {
    return this.storage.read(em, id);
  }

  /** Within the caller's transaction: forgets files a record no longer uses. */
  async release(tx: EntityManager, ids: (string | null | undefined)[]): Promise<void> {
    await this.storage.remove(
      tx,
      ids.filter((id): id is string => Boolean(id)),
    );
  }

  /**
   * A URL that serves the file without a bearer token (an <img> cannot send one). It is only handed to callers
   * allowed to see the record and lives at most a day (`FILE_URL_TTL_MS`). It stays the same for the whole UTC
   * hour it is issued in, so browsers can cache the image: it expires 24 h after the start of that hour, 23 to
   * 24 h after it is handed out.
   */
  url(id: string, now = Date.now()): string {
    const exp = (Math.floor(now / HOUR_MS) * HOUR_MS + FILE_URL_TTL_MS) / 1000;
    return `/api/v1/files/${id}?exp=${exp}&sig=${this.sign(id, exp)}`;
  }

  /**
   * The file behind a signed URL still within its life. An expiry further than a day ahead is refused as well
   * (URLs once lasted up to 48 h), with a few minutes' grace for clocks of several api processes.
   */
  async readSigned(em: EntityManager, id: string, exp: string | undefined, sig: string | undefined): Promise<FileLocation | null> {
    const expires = Number(exp);
    if (!sig || !Number.isInteger(expires) || !withinLife(expires * 1000)) return null;
    const want = Buffer.from(this.sign(id, expires));
    const got = Buffer.from(sig);
    if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
    return this.storage.locate(em, id, Math.min(STORE_URL_TTL_S, Math.max(1, Math.floor(expires - Date.now() / 1000))));
  }

  private sign(id: string, exp: number): string {
    return createHmac('sha256', this.key).update(`${id}.${exp}`).digest('base64url').slice(0, 32);
  }
}

/** A file name safe to store and to send back in Content-Disposition. */
export function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\p{Cc}"<>|*?]/gu, '')
    .trim()
    .slice(-200);
  return clean || 'fichier';
}
