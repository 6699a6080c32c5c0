import { LIMITS } from '@chantiers/schema';

const MAX_LABEL = 100;

/**
 * A document's first label, from its file's name: without the extension, separators as spaces, at most 100
 * characters, and made unique among the labels already taken on the site ('Plan R+1 (2)'), which the server
 * requires ('Il y a déjà un libellé avec ce nom').
 */
export function labelFromFileName(fileName: string, taken: Iterable<string>): string {
  const base =
    fileName
      .replace(/\.[^.]+$/, '')
      .replace(/[_]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'Document';
  const used = new Set([...taken].map((l) => l.toLocaleLowerCase('fr')));
  const fit = (text: string, suffix = '') => `${text.slice(0, MAX_LABEL - suffix.length).trimEnd()}${suffix}`;
  let label = fit(base);
  for (let n = 2; used.has(label.toLocaleLowerCase('fr')); n++) label = fit(base, ` (${n})`);
  return label;
}

/** A file the upload refuses before sending it: too big (the server checks the content too). */
export const tooBig = (file: { size: number }): boolean => file.size > LIMITS.uploadMaxBytes;

/** '2,4 Mo' / '350 Ko'. */
export function sizeParts(bytes: number): { unit: 'kb' | 'mb'; value: number } {
  return bytes >= 1_000_000 ? { unit: 'mb', value: Math.round(bytes / 100_000) / 10 } : { unit: 'kb', value: Math.max(1, Math.round(bytes / 1000)) };
}
