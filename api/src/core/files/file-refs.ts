/** `/api/v1/files/{id}` in stored HTML, with or without the signature query of a served URL. */
const FILE_REF = /\/api\/v1\/files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(\?[^"'\s<>]*)?/gi;

/**
 * Rich text is stored with bare file paths: a signed URL expires, the stored text must not. Answers the HTML with
 * the signatures removed and the ids it refers to (for the caller to claim).
 */
export function unsignFileRefs(html: string): { html: string; ids: string[] } {
  const ids = new Set<string>();
  const bare = html.replace(FILE_REF, (_m, id: string) => {
    ids.add(id.toLowerCase());
    return `/api/v1/files/${id.toLowerCase()}`;
  });
  return { html: bare, ids: [...ids] };
}

/** Signs every file path of stored HTML again, for a caller allowed to read it. */
export function signFileRefs(html: string, url: (id: string) => string): string {
  return html.replace(FILE_REF, (_m, id: string) => url(id.toLowerCase()).replace(/&/g, '&amp;'));
}
