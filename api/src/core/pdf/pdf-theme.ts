import { readFileSync } from 'node:fs';

/**
 * Fonts, sizes and colours of every PDF the app makes (quotes, invoices, credit notes, follow-up sheets), so that they
 * read as one company's papers.
 *
 * The fonts are DejaVu Sans Condensed, embedded (subset) from the dejavu-fonts-ttf package rather than PDFKit's
 * built-in Helvetica: Helvetica is limited to WinAnsi, which has 'é', 'œ', '’', '²' and '³' but not the narrow
 * no-break space that groups thousands in French ('1 234,56'), nor most Latin letters beyond Western Europe that a
 * client's or a supplier's name may carry. The fonts ship with the package, so a fresh machine or container renders
 * the same document without any system font. Condensed: the seven columns of a line fit on A4 in a readable size.
 * Licence: Bitstream Vera / DejaVu (free to embed and redistribute).
 */

function fontFile(name: string): Buffer {
  return readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`));
}

let loaded: { regular: Buffer; bold: Buffer } | null = null;

/** Read once per process: every document registers the same bytes. */
export function fonts(): { regular: Buffer; bold: Buffer } {
  loaded ??= { regular: fontFile('DejaVuSansCondensed'), bold: fontFile('DejaVuSansCondensed-Bold') };
  return loaded;
}

export const FONT = { regular: 'body', bold: 'body-bold' } as const;

/** A4 portrait in points. */
export const PAGE = { width: 595.28, height: 841.89, margin: 40 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

export const COLOR = {
  text: '#1a1a1a',
  muted: '#5b6470',
  accent: '#1f3a5f',
  onAccent: '#ffffff',
  band: '#e7edf5',
  rule: '#c9d1dc',
  zebra: '#f7f9fb',
} as const;

export const SIZE = {
  title: 20,
  companyName: 13,
  body: 9,
  small: 8,
  table: 8.5,
  footer: 6.8,
} as const;
