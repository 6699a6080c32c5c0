import { validAccessToken } from '../session/session-client';
import { ApiError } from '../api/api-error';

/** Downloads a file the api serves behind the bearer token (an export), under the name the server gives. */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const token = await validAccessToken();
  let res: Response;
  try {
    res = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, 'NETWORK', 'network');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { error?: ApiError['code']; message?: string; messageId?: string };
    throw new ApiError(res.status, body.error ?? 'INTERNAL', body.message ?? res.statusText, body.messageId);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
