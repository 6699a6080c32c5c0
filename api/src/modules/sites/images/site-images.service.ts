import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import type { AuthInfo } from '../../../core/auth/auth-info';
import { AppError } from '../../../core/errors/app-error';
import { FILE_KINDS } from '../../../core/files/file-kinds';
import type { FileContent } from '../../../core/files/file-storage';
import type { FilesService } from '../../../core/files/files.service';
import { Site } from '../site.entity';

/** The three images of a site (SPEC §3) and the column each one lives in. */
export const SITE_IMAGE_KINDS = ['PHOTO', 'CLIENT_PHOTO', 'PLAN'] as const;
export type SiteImageKind = (typeof SITE_IMAGE_KINDS)[number];
const COLUMN = { PHOTO: 'photoFileId', CLIENT_PHOTO: 'clientPhotoFileId', PLAN: 'planFileId' } as const satisfies Record<SiteImageKind, keyof Site>;

/** The dashboard card's size (a site card is 3:2). */
export const THUMB = { width: 480, height: 320, quality: 78 } as const;
/**
 * Bounds the decoder's memory on hostile input: a 10 MB PNG can declare a 30 000 × 30 000 canvas. 100 MP still
 * takes any phone or camera photo.
 */
const MAX_PIXELS = 100_000_000;

const notAnImage = () => new AppError('UNSUPPORTED_MEDIA_TYPE', FILE_KINDS.image.messageId, { file: FILE_KINDS.image.messageId });

/**
 * Decodes the whole image (magic bytes only prove the header) and renders it to fit `width`×`height`, cropped to
 * fill, never enlarged, upright (EXIF orientation applied, metadata dropped), as a JPEG. A decode failure is the
 * caller's file, not a server fault: 415.
 */
async function renderJpeg(bytes: Buffer, width: number, height: number): Promise<Buffer> {
  try {
    return await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize(width, height, { fit: 'cover', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: THUMB.quality, progressive: true })
      .toBuffer();
  } catch {
    throw notAnImage();
  }
}

function thumbName(original: string): string {
  const dot = original.lastIndexOf('.');
  return `${dot > 0 ? original.slice(0, dot) : original} (vignette).jpg`;
}

/** Sets, replaces or removes a site's photo, client photo or plan; the photo also gets its card thumbnail. */
export class SiteImagesService {
  constructor(private readonly files: FilesService) {}

  async setImage(em: EntityManager, auth: AuthInfo, siteId: string, kind: SiteImageKind, fileId: string | null): Promise<Site> {
    const column = COLUMN[kind];
    // Decoded before the transaction: no pooled connection or row lock waits while sharp works.
    const upload = fileId ? await this.files.readUnclaimed(em, fileId) : null;
    const checked = upload && (FILE_KINDS.image.types as readonly string[]).includes(upload.contentType) ? upload : null;
    // An unknown site answers NOT_FOUND before any decoding work.
    if (checked && !(await em.count(Site, { id: siteId }))) throw AppError.notFound('site.notFound');
    const thumbnail = checked ? await this.decode(checked, kind) : null;

    return em.transactional(async (tx) => {
      // The lock serialises two changes of one site's images; without it both would release the same old file
      // and the loser's new file would stay claimed by no record, never swept.
      const site = await tx.findOne(Site, { id: siteId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!site) throw AppError.notFound('site.notFound');
      const previous = site[column] ?? null;
      if (previous !== fileId) {
        // Stored first: storage.put flushes in a nested transaction, which would otherwise flush the site's
        // pending changes (and their audit entries) early.
        const thumbId =
          thumbnail && checked
            ? await this.files.storeDerived(tx, {
                companyId: auth.companyId,
                userId: auth.userId,
                name: thumbName(checked.name),
                contentType: 'image/jpeg',
                bytes: thumbnail,
              })
            : null;
        const next = fileId ? (await this.files.claim(tx, fileId, 'image')).id : null;
        const released: (string | null | undefined)[] = [previous];
        site[column] = next;
        if (kind === 'PHOTO') {
          released.push(site.photoThumbFileId);
          site.photoThumbFileId = thumbId;
        }
        await this.files.release(tx, released);
        await tx.flush();
      }
      await tx.populate(site, ['manager']);
      return site;
    });
  }

  /** The bytes of one image of a site of the caller's company (tenant filter); null when there is none. */
  async image(em: EntityManager, siteId: string, kind: SiteImageKind): Promise<FileContent | null> {
    const site = await em.findOne(Site, { id: siteId });
    const fileId = site?.[COLUMN[kind]];
    return fileId ? this.files.read(em, fileId) : null;
  }

  /**
   * Every site image must decode, not only pass its magic bytes: a truncated upload would show as a broken
   * image on every screen. The photo keeps the render as its thumbnail; the others only prove they decode.
   */
  private async decode(file: FileContent, kind: SiteImageKind): Promise<Buffer | null> {
    if (kind === 'PHOTO') return renderJpeg(file.bytes, THUMB.width, THUMB.height);
    await renderJpeg(file.bytes, 64, 64);
    return null;
  }
}
