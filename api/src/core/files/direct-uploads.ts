import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { LIMITS, type UploadedFile } from '@chantiers/schema';
import { AppError } from '../errors/app-error';
import { FILE_KINDS, type FileKind, isFileKind, sniffContentType } from './file-kinds';
import type { DirectUploads } from './file-storage';
import { withoutMetadata } from './image-metadata';
import { StoredFile } from './stored-file.entity';

/** How long the browser has to send the bytes to the store. */
export const DIRECT_UPLOAD_TTL_S = 15 * 60;
/** A ticket may be completed up to a day after it was given (a slow phone, a retried completion). */
const TICKET_LIFE_MS = 24 * 3600 * 1000;
/** Photos read whole at once per process (≤ 10 MB each, to remove their metadata); documents are streamed. */
const AT_ONCE = 2;

export interface DirectUploadTicket {
  id: string;
  uploadUrl: string;
  method: 'PUT';
  headers: Record<string, string>;
  expiresAt: string;
  /** Given back to complete the upload: it names the file, its company, kind and name, signed by the api. */
  ticket: string;
}

interface TicketBody {
  id: string;
  c: string;
  u: string;
  k: FileKind;
  n: string;
  t: string;
  s: number;
  at: number;
}

/**
 * Uploads the browser sends straight to the object store: the api signs a PUT URL and a ticket, the browser sends the
 * bytes, then the api reads the object back and runs the same checks as on an upload it receives itself (content type
 * read in the bytes, size, a photo's metadata removed) before the file exists for any record.
 */
export class DirectUploadService {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly store: DirectUploads,
    private readonly key: Buffer,
    private readonly urlOf: (id: string) => string,
  ) {}

  async start(input: {
    companyId: string;
    userId: string;
    kind: FileKind;
    name: string;
    size: number;
    contentType: string;
  }): Promise<DirectUploadTicket> {
    if (!Number.isInteger(input.size) || input.size <= 0) throw AppError.badInput({ file: 'file.missing' });
    if (input.size > LIMITS.uploadMaxBytes) throw new AppError('PAYLOAD_TOO_LARGE', 'error.payloadTooLarge.message');
    const types: readonly string[] = FILE_KINDS[input.kind].types;
    const messageId = FILE_KINDS[input.kind].messageId;
    if (!types.includes(input.contentType)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', messageId, { file: messageId });
    const id = randomUUID();
    const signed = await this.store.presignPut(this.store.keyOf(input.companyId, id), input.contentType, DIRECT_UPLOAD_TTL_S);
    const body: TicketBody = {
      id,
      c: input.companyId,
      u: input.userId,
      k: input.kind,
      n: input.name,
      t: input.contentType,
      s: input.size,
      at: Date.now(),
    };
    return {
      id,
      uploadUrl: signed.url,
      method: 'PUT',
      headers: signed.headers,
      expiresAt: new Date(body.at + DIRECT_UPLOAD_TTL_S * 1000).toISOString(),
      ticket: this.sign(body),
    };
  }

  /** Idempotent: completing a completed upload answers the same file. */
  async complete(em: EntityManager, caller: { companyId: string }, ticket: string, cleanName: (name: string) => string): Promise<UploadedFile> {
    const body = this.open(ticket);
    // Another company's ticket is as unknown as a forged one.
    if (!body || body.c !== caller.companyId) throw AppError.badInput({ file: 'file.notFound' });
    if (body.at + TICKET_LIFE_MS < Date.now()) throw AppError.badInput({ file: 'file.upload.expired' });
    const done = await em.fork().findOne(StoredFile, { id: body.id }, { filters: false });
    if (done) return { id: done.id, name: done.name, contentType: done.contentType, size: done.size, url: this.urlOf(done.id) };
    return this.check(em, body, cleanName(body.n));
  }

  private async check(em: EntityManager, body: TicketBody, name: string): Promise<UploadedFile> {
    const key = this.store.keyOf(body.c, body.id);
    const found = await this.store.inspect(key, 64);
    if (found && found.size > LIMITS.uploadMaxBytes) {
      await this.store.discard(key);
      throw new AppError('PAYLOAD_TOO_LARGE', 'error.payloadTooLarge.message');
    }
    // An interrupted upload (or one cut by a proxy) is not the file the user chose: they send it again.
    if (!found || found.size !== body.s) throw AppError.badInput({ file: 'file.upload.notArrived' });
    const contentType = sniffContentType(found.head, name, body.k);
    const messageId = FILE_KINDS[body.k].messageId;
    if (!contentType) {
      await this.store.discard(key);
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', messageId, { file: messageId });
    }
    const kept = { id: body.id, key, companyId: body.c, userId: body.u, name, contentType };
    if (!contentType.startsWith('image/')) {
      // A document is kept as sent: its checksum is read as a stream, never the whole file in memory.
      const sha256 = await this.store.sha256Of(key);
      if (!sha256) throw AppError.badInput({ file: 'file.upload.notArrived' });
      await this.store.adopt(em, { ...kept, size: found.size, sha256 });
      return { id: body.id, name, contentType, size: found.size, url: this.urlOf(body.id) };
    }
    return this.oneAtATime(async () => {
      const uploaded = await this.store.getObject(key);
      if (!uploaded) throw AppError.badInput({ file: 'file.upload.notArrived' });
      const bytes = await withoutMetadata(uploaded, contentType).catch(async (err: unknown) => {
        await this.store.discard(key);
        throw err;
      });
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      await this.store.adopt(em, { ...kept, size: bytes.length, sha256, rewritten: bytes !== uploaded ? bytes : undefined });
      return { id: body.id, name, contentType, size: bytes.length, url: this.urlOf(body.id) };
    });
  }

  private async oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= AT_ONCE) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
    try {
      return await work();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }

  private sign(body: TicketBody): string {
    const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
    return `${payload}.${createHmac('sha256', this.key).update(payload).digest('base64url')}`;
  }

  private open(ticket: string): TicketBody | null {
    const [payload, sig, extra] = ticket.split('.');
    if (!payload || !sig || extra !== undefined) return null;
    const want = Buffer.from(createHmac('sha256', this.key).update(payload).digest('base64url'));
    const got = Buffer.from(sig);
    if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
    try {
      const body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TicketBody;
      return typeof body.id === 'string' && typeof body.c === 'string' && isFileKind(body.k) ? body : null;
    } catch {
      return null;
    }
  }
}
