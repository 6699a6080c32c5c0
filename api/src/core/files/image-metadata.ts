import sharp from 'sharp';
import { AppError } from '../errors/app-error';
import { FILE_KINDS } from './file-kinds';

/** A phone photo is up to ~50 MP; beyond 100 MP is a decompression bomb, not a photo. */
const MAX_PIXELS = 100_000_000;

/**
 * A photo as kept. One that carries metadata (EXIF: GPS position, camera, owner's name, thumbnails; XMP; IPTC) is
 * turned upright by its EXIF orientation and written again without it, as the same type: JPEG re-encoded at quality
 * 92 (4:2:0, as cameras write), PNG losslessly. An image without metadata is kept byte for byte (no needless loss).
 * Bytes whose header does not read are left to the checks that decode them (as before); a photo with metadata that
 * does not decode is not an image: 415.
 */
export async function withoutMetadata(bytes: Buffer, contentType: string): Promise<Buffer> {
  const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
    .metadata()
    .catch(() => null);
  if (!meta || (!meta.exif && !meta.xmp && !meta.iptc)) return bytes;
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS }).rotate();
    if (contentType === 'image/png') return await image.png({ compressionLevel: 9 }).toBuffer();
    return await image.jpeg({ quality: 92, chromaSubsampling: '4:2:0' }).toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', FILE_KINDS.image.messageId, { file: FILE_KINDS.image.messageId });
  }
}
