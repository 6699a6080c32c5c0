import type { UploadKind } from './upload-file';
import { validAccessToken } from '../session/session-client';
import type { UploadedFile } from '@chantiers/schema';
import { ApiError } from '../api/api-error';

type Answer = { message?: string; messageId?: string; error?: string; fields?: Record<string, string> } & Record<string, unknown>;

interface DirectStart {
  direct: boolean;
  upload: { uploadUrl: string; method: 'PUT'; headers: Record<string, string>; ticket: string } | null;
}

/** Learned from the server's first answer: whether files go straight to an object store (FILES_DRIVER=s3). */
let direct: boolean | undefined;

/** One request with upload progress; resolves with the status and the body read as JSON when it is. */
function send(method: string, url: string, body: XMLHttpRequestBodyInit, headers: Record<string, string>, onProgress?: (percent: number) => void) {
  return new Promise<{ status: number; payload: Answer; statusText: string }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(Math.round((e.loaded / e.total) * 100));
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'network'));
    xhr.onload = () => {
      let payload: Answer = {};
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON (a proxy's page, the store's XML): the status speaks.
      }
      resolve({ status: xhr.status, payload, statusText: xhr.statusText });
    };
    xhr.send(body);
  });
}

function failure({ status, payload, statusText }: { status: number; payload: Answer; statusText: string }): ApiError {
  const code = (payload.error ?? (status === 413 ? 'PAYLOAD_TOO_LARGE' : 'INTERNAL')) as ApiError['code'];
  return new ApiError(status, code, payload.message ?? statusText, payload.messageId, payload.fields);
}

const json = (token: string | null) => ({ 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) });

/**
 * The server checks the content and answers an id that a mutation then takes. With files in an object store the bytes
 * go there directly (a presigned URL), then the api checks them (POST /api/v1/files/uploads, then /complete);
 * otherwise they go to POST /api/v1/files.
 */
export async function sendFile(file: File, kind: UploadKind, onProgress?: (percent: number) => void): Promise<UploadedFile> {
  const token = await validAccessToken();
  if (direct !== false) {
    const meta = JSON.stringify({ kind, name: file.name, size: file.size, contentType: file.type });
    const asked = await send('POST', '/api/v1/files/uploads', meta, json(token));
    if (asked.status !== 200) throw failure(asked);
    const start = asked.payload as unknown as DirectStart;
    direct = start.direct;
    if (start.upload) {
      const sent = await send(start.upload.method, start.upload.uploadUrl, file, start.upload.headers, onProgress);
      if (sent.status !== 200) throw new ApiError(0, 'NETWORK', 'network');
      const done = await send('POST', '/api/v1/files/uploads/complete', JSON.stringify({ ticket: start.upload.ticket }), json(token));
      if (done.status === 201 && done.payload.id) return done.payload as unknown as UploadedFile;
      throw failure(done);
    }
  }
  const body = new FormData();
  body.append('file', file, file.name);
  const res = await send('POST', `/api/v1/files?kind=${kind}`, body, token ? { Authorization: `Bearer ${token}` } : {}, onProgress);
  if (res.status === 201 && res.payload.id) return res.payload as unknown as UploadedFile;
  throw failure(res);
}
