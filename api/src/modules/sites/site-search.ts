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

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Null for anything that is not a cursor this api made. Both parts are checked to the shape `encodeCursor`
 * writes (a four-digit-year instant, a UUID), so a forged one can never reach PostgreSQL as an invalid value.
 */
export function decodeCursor(cursor: string | null | undefined): SiteCursor | null {
  if (!cursor) return null;
  const parts = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (parts.length !== 2) return null;
  const [createdAt, id] = parts;
  if (!ISO_INSTANT.test(createdAt) || Number.isNaN(Date.parse(createdAt)) || new Date(createdAt).toISOString() !== createdAt || !UUID.test(id)) return null;
  return { createdAt, id };
}
