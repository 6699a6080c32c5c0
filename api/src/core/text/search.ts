/**
 * Lower case without accents: 'Béni Mellal' and 'beni mellal' find each other. The ligatures NFD leaves whole are
 * spelt out, so 'oeuvre' finds 'Gros œuvre' (and 'Lætitia' is found as 'laetitia').
 */
export function foldForSearch(...parts: (string | null | undefined)[]): string {
  return parts
    .filter(Boolean)
    .join(' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The accented letters SQL folds (after lower()) and what they become, one for one. */
const ACCENTED = 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ';
const PLAIN = 'aaaaaaceeeeiiiinooooouuuuyy';
/**
 * A column folded in SQL like foldForSearch folds text (lower case, French accents off, œ and æ spelt out); the
 * constants are ours, never input.
 */
export const foldedSql = (column: string) => `replace(replace(translate(lower(${column}), '${ACCENTED}', '${PLAIN}'), 'œ', 'oe'), 'æ', 'ae')`;

/** A user's text inside a LIKE pattern matches itself only. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
