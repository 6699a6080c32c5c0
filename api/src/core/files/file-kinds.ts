import { filetypeinfo } from 'magic-bytes.js';

/** What a consumer accepts (SPEC §5 upload): images for photos, documents for invoices and document files. */
export const FILE_KINDS = {
  image: { types: ['image/png', 'image/jpeg'], messageId: 'file.type.image' },
  document: { types: ['application/pdf', 'image/png', 'image/jpeg'], messageId: 'file.type.document' },
} as const;
export type FileKind = keyof typeof FILE_KINDS;

/** Own keys only: `toString` or `__proto__` are not kinds. */
export function isFileKind(value: unknown): value is FileKind {
  return typeof value === 'string' && Object.hasOwn(FILE_KINDS, value);
}

const EXTENSIONS: Record<string, string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'application/pdf': ['pdf'],
};

/**
 * The content type read from the bytes themselves, when it is one `kind` accepts and the file name's extension
 * (if any) names that same type; otherwise null. A PNG renamed .pdf or an HTML page renamed .png fails.
 */
export function sniffContentType(bytes: Buffer, name: string, kind: FileKind): string | null {
  const accepted: readonly string[] = FILE_KINDS[kind].types;
  const found = filetypeinfo(bytes.subarray(0, 64)).find((t) => t.mime && accepted.includes(t.mime));
  if (!found?.mime) return null;
  const dot = name.lastIndexOf('.');
  if (dot === -1) return found.mime;
  const ext = name.slice(dot + 1).toLowerCase();
  return EXTENSIONS[found.mime]?.includes(ext) ? found.mime : null;
}
