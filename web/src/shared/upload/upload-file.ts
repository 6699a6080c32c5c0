import type { FileKind } from '@chantiers/schema';
import { validAccessToken } from '../session/session-client';
import type { UploadedFile } from '@chantiers/schema';
import { ApiError } from '../api/api-error';

export type UploadKind = FileKind;

/** POST /api/v1/files: the server checks the content and answers an id that a mutation then takes. */
export async function uploadFile(file: File, kind: UploadKind, onProgress?: (percent: number) => void): Promise<UploadedFile> {
  const token = await validAccessToken();
  const body = new FormData();
  body.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/v1/files?kind=${kind}`);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(Math.round((e.loaded / e.total) * 100));
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'network'));
    xhr.onload = () => {
      let payload: { message?: string; messageId?: string; error?: string; fields?: Record<string, string> } & Partial<UploadedFile> = {};
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON (a proxy's page): the status speaks.
      }
      if (xhr.status === 201 && payload.id) return resolve(payload as UploadedFile);
      const code = (payload.error ?? (xhr.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'INTERNAL')) as ApiError['code'];
      reject(new ApiError(xhr.status, code, payload.message ?? xhr.statusText, payload.messageId, payload.fields));
    };
    xhr.send(body);
  });
}
