/** Lower case without accents: 'Béni Mellal' and 'beni mellal' find each other. */
export function foldForSearch(...parts: (string | null | undefined)[]): string {
  return parts
    .filter(Boolean)
    .join(' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A user's text inside a LIKE pattern matches itself only. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export interface SiteCursor {
  createdAt: string;
  id: string;
}

export function encodeCursor(c: SiteCursor): string {
  return Buffer.from(`${c.createdAt}|${c.id}`).toString('base64url');
}

/** Null for anything that is not a cursor this api made. */
export function decodeCursor(cursor: string | null | undefined): SiteCursor | null {
  if (!cursor) return null;
  const [createdAt, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!createdAt || !id || Number.isNaN(Date.parse(createdAt)) || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  return { createdAt, id };
}
