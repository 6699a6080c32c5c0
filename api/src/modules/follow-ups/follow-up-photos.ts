import { LIMITS } from '@chantiers/schema';
import sharp from 'sharp';
import { AppError } from '../../core/errors/app-error';
import { FILE_KINDS, sniffContentType } from '../../core/files/file-kinds';

/** A sheet's photo as stored: the longest side 1600 px (a report printed or read on a screen needs no more). */
export const PHOTO = { side: 1600, quality: 80 } as const;
/** Its thumbnail, for the lists and the form. */
export const THUMB = { side: 320, quality: 75 } as const;
/** Bounds the decoder's memory on hostile input (a 10 MB PNG can declare a 30 000 × 30 000 canvas); any camera fits. */
const MAX_PIXELS = 100_000_000;

/** A photo sent in the request itself (the legacy multipart save), not uploaded before. */
export interface ReceivedPhoto {
  name: string;
  bytes: Buffer;
}

/** What is stored for one photo: the resized picture and its thumbnail, both JPEG without metadata. */
export interface RenderedPhoto {
  name: string;
  photo: Buffer;
  thumbnail: Buffer;
}

const notAnImage = () => new AppError('UNSUPPORTED_MEDIA_TYPE', FILE_KINDS.image.messageId, { file: FILE_KINDS.image.messageId });

/** 'IMG_2041.PNG' -> 'IMG_2041.jpg' (what is stored is a JPEG, whatever came). */
export function jpegName(original: string, suffix = ''): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const stem = (dot > 0 ? base.slice(0, dot) : base).trim() || 'photo';
  return `${stem.slice(0, 180)}${suffix}.jpg`;
}

/**
 * Decodes the whole image (magic bytes only prove the header) and stores it upright (EXIF orientation applied), its
 * longest side at most 1600 px, as a JPEG of quality 80 with no metadata at all: a phone photo carries the GPS position
 * of where it was taken, the phone's model and the time, which a report sent to a client must not. A decode failure is
 * the caller's file, not a server fault: 415.
 */
export async function renderPhoto(bytes: Buffer, name: string): Promise<RenderedPhoto> {
  try {
    const photo = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width: PHOTO.side, height: PHOTO.side, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: PHOTO.quality, progressive: true })
      .toBuffer();
    const thumbnail = await sharp(photo)
      .resize({ width: THUMB.side, height: THUMB.side, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: THUMB.quality })
      .toBuffer();
    return { name: jpegName(name), photo, thumbnail };
  } catch {
    throw notAnImage();
  }
}

/**
 * A photo of the request itself, checked as `POST /api/v1/files` checks an upload (FilesService.upload): not empty, not
 * above the upload limit, a PNG or a JPEG by its bytes with an extension that agrees; then rendered.
 */
export async function renderReceived(file: ReceivedPhoto): Promise<RenderedPhoto> {
  if (file.bytes.length === 0) throw AppError.badInput({ file: 'file.missing' });
  if (file.bytes.length > LIMITS.uploadMaxBytes) throw new AppError('PAYLOAD_TOO_LARGE', 'error.payloadTooLarge.message');
  if (!sniffContentType(file.bytes, file.name, 'image')) throw notAnImage();
  return renderPhoto(file.bytes, file.name);
}
