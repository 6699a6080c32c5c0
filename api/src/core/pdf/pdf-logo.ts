import sharp from 'sharp';

export interface PreparedLogo {
  bytes: Buffer;
  width: number;
  height: number;
}

/** Ample for a logo printed some 6 cm wide, and keeps a photo-sized upload from weighing on every PDF sent by e-mail. */
const MAX_PIXELS = { width: 720, height: 288 };

/**
 * The logo as PDFKit embeds it (PNG or JPEG), turned upright (EXIF) and reduced, with its size to place it. A logo
 * that cannot be read leaves the header without one: the quote itself must still be issued.
 */
export async function prepareLogo(logo: Buffer | null | undefined): Promise<PreparedLogo | null> {
  if (!logo || logo.length === 0) return null;
  try {
    const image = sharp(logo, { failOn: 'error' })
      .rotate()
      .resize({ ...MAX_PIXELS, fit: 'inside', withoutEnlargement: true });
    const { format } = await sharp(logo).metadata();
    const converted = format === 'jpeg' ? image.jpeg({ quality: 90 }) : image.png();
    const { data, info } = await converted.toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}
