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

// Cursors are shared by every keyset-paged list; kept importable from here for the sites code and tests.
export { decodeCursor, encodeCursor, type SiteCursor } from '../../core/paging/keyset';
