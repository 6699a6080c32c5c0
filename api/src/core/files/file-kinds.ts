import { extensionFits, FILE_KINDS, type FileKind, type StoredFileType } from '@chantiers/schema';
import { filetypeinfo } from 'magic-bytes.js';

export { FILE_KINDS, isFileKind, type FileKind } from '@chantiers/schema';

/**
 * The content type read from the bytes themselves, when it is one `kind` accepts and the file name's extension
 * (if any) names that same type; otherwise null. A PNG renamed .pdf or an HTML page renamed .png fails.
 */
export function sniffContentType(bytes: Buffer, name: string, kind: FileKind): string | null {
  const accepted: readonly string[] = FILE_KINDS[kind].types;
  const found = filetypeinfo(bytes.subarray(0, 64)).find((t) => t.mime && accepted.includes(t.mime));
  if (!found?.mime) return null;
  return extensionFits(found.mime as StoredFileType, name) ? found.mime : null;
}
