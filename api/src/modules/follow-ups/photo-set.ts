import type { EntityManager } from '@mikro-orm/postgresql';
import { FILE_KINDS } from '@chantiers/schema';
import type { AuthInfo } from '../../core/auth/auth-info';
import { AppError } from '../../core/errors/app-error';
import type { FilesService } from '../../core/files/files.service';
import { type ReceivedPhoto, type RenderedPhoto, renderPhoto, renderReceived } from './follow-up-photos';

/**
 * One photo of the record to be: a photo it already has (kept, maybe moved), or a new one rendered before the
 * transaction, from an upload (claimed, then forgotten: only its rendering is kept) or from the request itself.
 */
export type PhotoSlot = { keep: string } | { rendered: RenderedPhoto; uploadId: string | null };
export interface StoredPhoto {
  file: string;
  thumbnail: string;
}

/**
 * The ordered photos of a record (a follow-up sheet, a day's log): new ones decoded and resized before the transaction,
 * then stored within it. The record places them in its own photo table.
 */
export class PhotoSet {
  constructor(
    private readonly files: FilesService,
    /** The most photos a record holds, and the message ids of its refusals. */
    private readonly rules: { max: number; tooManyId: string },
  ) {}

  /**
   * The photos the record will have, in order, with every new one decoded and resized now, before the transaction: no
   * pooled connection or row lock waits while sharp works (12 photos of a phone take a few seconds).
   */
  async prepare(em: EntityManager, own: string[], ids: string[], received: ReceivedPhoto[] = []): Promise<PhotoSlot[]> {
    if (ids.length + received.length > this.rules.max) throw AppError.badInput({ photoIds: this.rules.tooManyId });
    const slots: PhotoSlot[] = [];
    for (const id of ids) {
      if (own.includes(id)) {
        slots.push({ keep: id });
        continue;
      }
      // Another company's upload, one already claimed or none: the same answer (the tenant filter hides the first).
      const upload = await this.files.readUnclaimed(em, id);
      if (!upload) throw AppError.badInput({ photoIds: 'file.notFound' });
      if (!(FILE_KINDS.image.types as readonly string[]).includes(upload.contentType))
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', FILE_KINDS.image.messageId, { photoIds: FILE_KINDS.image.messageId });
      slots.push({ rendered: await renderPhoto(upload.bytes, upload.name), uploadId: id });
    }
    for (const file of received) slots.push({ rendered: await renderReceived(file), uploadId: null });
    return slots;
  }

  /**
   * Within the transaction: claims each upload (it must be the company's, an image and no record's: the row lock makes
   * two records claiming one upload at once fail for one of them) and stores the renderings, already claimed.
   */
  async store(tx: EntityManager, auth: AuthInfo, slots: PhotoSlot[]): Promise<Map<PhotoSlot, StoredPhoto>> {
    const stored = new Map<PhotoSlot, StoredPhoto>();
    for (const slot of slots) {
      if ('keep' in slot) continue;
      if (slot.uploadId) await this.files.claim(tx, slot.uploadId, 'image');
      const owner = { companyId: auth.companyId, userId: auth.userId, contentType: 'image/jpeg' };
      const file = await this.files.storeDerived(tx, { ...owner, name: slot.rendered.name, bytes: slot.rendered.photo });
      const thumbnail = await this.files.storeDerived(tx, {
        ...owner,
        name: slot.rendered.name.replace(/\.jpg$/, ' (vignette).jpg'),
        bytes: slot.rendered.thumbnail,
      });
      stored.set(slot, { file, thumbnail });
    }
    return stored;
  }

  /** The uploads the renderings came from: once claimed, they are forgotten (the original keeps the GPS position). */
  uploadsOf(slots: PhotoSlot[]): string[] {
    return slots.flatMap((s) => ('rendered' in s && s.uploadId ? [s.uploadId] : []));
  }
}
