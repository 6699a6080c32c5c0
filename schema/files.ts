/** What `POST /api/v1/files` answers: the id a mutation then takes, and a signed URL to show the file. */
export interface UploadedFile {
  id: string;
  name: string;
  contentType: string;
  size: number;
  url: string;
}

/** The file types the app stores, with the extensions each may carry. */
export const FILE_EXTENSIONS = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'application/pdf': ['pdf'],
} as const satisfies Record<string, readonly string[]>;
export type StoredFileType = keyof typeof FILE_EXTENSIONS;

/** What a consumer accepts (SPEC §5 upload): images for photos, documents for invoices and document files. */
export const FILE_KINDS = {
  image: { types: ['image/png', 'image/jpeg'], messageId: 'file.type.image' },
  document: { types: ['application/pdf', 'image/png', 'image/jpeg'], messageId: 'file.type.document' },
} as const satisfies Record<string, { types: readonly StoredFileType[]; messageId: string }>;
export type FileKind = keyof typeof FILE_KINDS;

/** Own keys only: `toString` or `__proto__` are not kinds. */
export function isFileKind(value: unknown): value is FileKind {
  return typeof value === 'string' && Object.hasOwn(FILE_KINDS, value);
}

/** The extension of a file name, lower-cased; null when the name has no dot. */
export function extensionOf(name: string): string | null {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? null : name.slice(dot + 1).toLowerCase();
}

/** Whether the name's extension (if it has one) belongs to that type: a PNG named .pdf does not pass. */
export function extensionFits(type: StoredFileType, name: string): boolean {
  const ext = extensionOf(name);
  return ext === null || (FILE_EXTENSIONS[type] as readonly string[]).includes(ext);
}

/**
 * The browser's quick check before uploading (declared type and extension, both required there); the server
 * still reads the bytes.
 */
export function declaredFileFits(kind: FileKind, file: { type: string; name: string }): boolean {
  const types: readonly string[] = FILE_KINDS[kind].types;
  return types.includes(file.type) && extensionOf(file.name) !== null && extensionFits(file.type as StoredFileType, file.name);
}

/** The file input's `accept` attribute for a kind: '.png,.jpg,.jpeg,image/png,image/jpeg'. */
export function acceptAttribute(kind: FileKind): string {
  const types = FILE_KINDS[kind].types;
  const extensions = [...new Set(types.flatMap((t) => FILE_EXTENSIONS[t]))].map((e) => `.${e}`);
  return [...extensions, ...types].join(',');
}
