/** The largest side and weight of a photo kept on the phone for later (issue 36): a 2G network sends it in seconds. */
export const KEPT_PHOTO = { maxSide: 1600, maxBytes: 300 * 1024 } as const;

/**
 * A photo made smaller on the phone before it is kept (JPEG, at most 1600 px on its longest side and 300 KB, in the
 * orientation the camera meant); anything else (a PDF), or a photo the browser cannot draw, is kept as it is.
 */
export async function shrinkPhoto(file: Blob): Promise<Blob> {
  if (!/^image\/(jpeg|png|webp|heic|heif)$/.test(file.type) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const scale = Math.min(1, KEPT_PHOTO.maxSide / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) return file;
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  let best: Blob | null = null;
  for (const quality of [0.85, 0.75, 0.65, 0.55, 0.45, 0.35]) {
    best = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    if (!best || best.size <= KEPT_PHOTO.maxBytes) break;
  }
  return best && best.size < file.size ? best : file.size <= KEPT_PHOTO.maxBytes ? file : (best ?? file);
}
