import type { EntityManager } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { AppError } from '../../core/errors/app-error';
import { FILE_KINDS } from '../../core/files/file-kinds';
import type { FilesService } from '../../core/files/files.service';
import { renderPhoto } from '../follow-ups';

/** A logo is shown at most 200 px wide: stored at 400 px (sharp on a phone's retina screen), PNG to keep transparency. */
const LOGO_SIDE = 400;
const LOGO_THUMB = 96;

export interface RenderedImage {
  uploadId: string;
  name: string;
  image: Buffer;
  thumbnail: Buffer;
  contentType: string;
}

const notAnImage = (field: string) => new AppError('UNSUPPORTED_MEDIA_TYPE', FILE_KINDS.image.messageId, { [field]: FILE_KINDS.image.messageId });

/**
 * An unclaimed upload of the caller's company, decoded and resized before the transaction (a photo or a logo). A
 * refusal names the input field (logoFileId, photoFileIds), so the form shows it under the right control.
 */
export async function renderUpload(files: FilesService, em: EntityManager, uploadId: string, as: 'photo' | 'logo'): Promise<RenderedImage> {
  const field = as === 'photo' ? 'photoFileIds' : 'logoFileId';
  const content = await files.readUnclaimed(em, uploadId);
  if (!content) throw AppError.badInput({ [field]: 'file.notFound' });
  if (as === 'photo') {
    const photo = await renderPhoto(content.bytes, content.name).catch(() => {
      throw notAnImage(field);
    });
    return { uploadId, name: photo.name, image: photo.photo, thumbnail: photo.thumbnail, contentType: 'image/jpeg' };
  }
  try {
    const image = await sharp(content.bytes, { failOn: 'error', limitInputPixels: 100_000_000 })
      .rotate()
      .resize({ width: LOGO_SIDE, height: LOGO_SIDE, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const thumbnail = await sharp(image).resize({ width: LOGO_THUMB, height: LOGO_THUMB, fit: 'inside', withoutEnlargement: true }).png().toBuffer();
    return { uploadId, name: 'logo.png', image, thumbnail, contentType: 'image/png' };
  } catch {
    throw notAnImage(field);
  }
}

/**
 * Within the caller's transaction: claims the upload (it must still be the caller's and unclaimed), stores the rendered
 * image and its thumbnail as files of the company, and forgets the original (it may carry the camera's GPS position).
 */
export async function storeRendered(
  files: FilesService,
  tx: EntityManager,
  owner: { companyId: string; userId: string },
  r: RenderedImage,
): Promise<{ fileId: string; thumbnailFileId: string }> {
  await files.claim(tx, r.uploadId, 'image');
  const fileId = await files.storeDerived(tx, { ...owner, name: r.name, contentType: r.contentType, bytes: r.image });
  const thumbnailFileId = await files.storeDerived(tx, { ...owner, name: r.name, contentType: r.contentType, bytes: r.thumbnail });
  await files.release(tx, [r.uploadId]);
  return { fileId, thumbnailFileId };
}
