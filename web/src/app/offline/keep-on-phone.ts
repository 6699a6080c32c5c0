import type { FileKind } from '@chantiers/schema';
import { holdLocalFile } from './local-files';
import { shrinkPhoto } from './shrink-photo';

/**
 * A file chosen without a network, kept on the phone until the record it belongs to is sent: a photo made smaller
 * first (≤ 1600 px, 300 KB). Returns the id that stands for it in the form, and the name it will be sent under.
 */
export async function keepOnPhone(file: File, kind: FileKind): Promise<{ id: string; name: string }> {
  const blob = await shrinkPhoto(file);
  const name = blob === file ? file.name : `${file.name.replace(/\.[^.]+$/, '')}.jpg`;
  return { id: holdLocalFile({ blob, name, kind }), name };
}
