import { DAILY_LOG_LIMITS } from '@chantiers/schema';
import sharp from 'sharp';
import { AppError } from '../../core/errors/app-error';

/** A drawn signature's canvas is never larger than a desk screen: a bigger one is not what the web draws. */
const MAX_SIDE = 4000;

/**
 * The PNG bytes of a drawn signature (a data URL the schema checked the shape of): decoded whole, a PNG of a sane
 * size, and not blank — a signature box validated empty signs nothing.
 */
export async function signatureBytes(dataUrl: string): Promise<Buffer> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length > DAILY_LOG_LIMITS.signatureBytes) throw AppError.badInput({ signature: 'signature.tooLarge' });
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_SIDE * MAX_SIDE });
    const meta = await image.metadata();
    if (meta.format !== 'png' || !meta.width || !meta.height || meta.width > MAX_SIDE || meta.height > MAX_SIDE) throw new Error('not a signature');
    const stats = await image.stats();
    // Transparent everywhere, or one colour everywhere: nothing was drawn.
    const alpha = meta.hasAlpha ? stats.channels[stats.channels.length - 1] : null;
    if ((alpha && alpha.max === 0) || stats.channels.every((c) => c.min === c.max)) throw AppError.badInput({ signature: 'signature.empty' });
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw AppError.badInput({ signature: 'signature.invalid' });
  }
  return bytes;
}
