import type { FileKind, UploadedFile } from '@chantiers/schema';

export type UploadKind = FileKind;

/**
 * The server checks the content and answers an id that a mutation then takes (send-file.ts: straight to the object
 * store when files are there, else POST /api/v1/files). Loaded at the first upload: the screens that only may upload
 * (the dashboard's) do not carry it.
 */
export async function uploadFile(file: File, kind: UploadKind, onProgress?: (percent: number) => void): Promise<UploadedFile> {
  return (await import('./send-file')).sendFile(file, kind, onProgress);
}
