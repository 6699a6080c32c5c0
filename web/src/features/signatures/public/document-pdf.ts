import { ApiError } from '../../../shared/api/api-error';

/** The PDF as sent, read with the session the code opened (GET /api/v1/signatures/lien/{token}/document). */
export async function fetchDocumentPdf(token: string, session: string): Promise<ArrayBuffer> {
  let response: Response;
  try {
    response = await fetch(`/api/v1/signatures/lien/${encodeURIComponent(token)}/document`, { headers: { 'X-Signature-Session': session } });
  } catch {
    throw new ApiError(0, 'NETWORK', 'network');
  }
  if (response.ok) return response.arrayBuffer();
  const body = (await response.json().catch(() => null)) as { error?: string; message?: string; messageId?: string } | null;
  throw new ApiError(response.status, (body?.error as ApiError['code']) ?? 'INTERNAL', body?.message ?? response.statusText, body?.messageId);
}
