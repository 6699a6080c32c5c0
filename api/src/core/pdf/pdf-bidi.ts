import bidiFactory from 'bidi-js';

/**
 * Arabic in the app's PDFs: right to left, shaped (joined letters), mixed with figures and Latin words.
 *
 * fontkit (PDFKit's font engine) shapes Arabic (GSUB: initial, medial, final forms, lam-alef) and lays a run of Arabic
 * script out right to left, but PDFKit does not reorder mixed text, and lays out word by word (each word's glyphs
 * reversed, the words left in their logical order). So a line is cut here into its bidirectional runs (Unicode's
 * algorithm, bidi-js) in visual order, and each run is drawn on its own: an Arabic run whole (fontkit reverses it), a
 * figure or a Latin word as it is. '1 234,50 DH' is one left-to-right run: it is never mirrored.
 *
 * Text extraction (pdftotext, a screen reader, copy and paste) reads the glyphs back through the font's ToUnicode map
 * and reorders right-to-left words itself. DejaVu Sans draws each letter form with a glyph of its own, so every glyph
 * maps back to its letter (Noto Naskh Arabic shares dotless bodies between letters, measured: 'ي' came back as 'ث');
 * a lam-alef ligature maps to two letters, which the reader reverses with the rest of the word: they are mapped in
 * visual order (`mapLigatures`). ActualText spans were measured too: poppler 22 places them upside down on the page.
 */

const bidi = bidiFactory();

/** Arabic letters and their presentation forms. */
const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;
/** Direction marks and isolates: they steer the algorithm, nothing is drawn for them. */
const CONTROLS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

export const hasArabic = (text: string): boolean => ARABIC.test(text);

/** Left-to-right isolate: a figure or a code inside an Arabic sentence keeps its own order ('15 800,00 DH'). */
export const ltr = (text: string): string => `\u2066${text}\u2069`;
/** Left-to-right mark: after an Arabic label in a French line, the figures that follow stay in the French order. */
export const LRM = '\u200e';

export interface BidiRun {
  /** What PDFKit is given: an Arabic run in logical order (fontkit reverses it), anything else in visual order. */
  text: string;
  arabic: boolean;
}

/** Whether the paragraph reads right to left: its first strong letter is Arabic. */
export function isRightToLeft(text: string): boolean {
  return bidi.getEmbeddingLevels(text, 'auto').paragraphs[0]?.level === 1;
}

/** The line's runs, left to right as they are drawn; `direction`: its paragraph's, when the line is a wrapped part of it. */
export function visualRuns(line: string, direction: 'ltr' | 'rtl' | 'auto' = 'auto'): BidiRun[] {
  const levels = bidi.getEmbeddingLevels(line, direction);
  const mirrored = bidi.getMirroredCharactersMap(line, levels.levels);
  const runs: { level: number; chars: string[] }[] = [];
  for (const i of bidi.getReorderedIndices(line, levels)) {
    const char = mirrored.get(i) ?? line[i];
    if (CONTROLS.test(char)) {
      CONTROLS.lastIndex = 0;
      continue;
    }
    const level = levels.levels[i];
    const last = runs[runs.length - 1];
    if (last && last.level === level) last.chars.push(char);
    else runs.push({ level, chars: [char] });
  }
  return runs.map(({ level, chars }) => {
    const visual = chars.join('');
    const arabic = level % 2 === 1 && hasArabic(visual);
    // fontkit reverses a run of Arabic script itself; a right-to-left run of punctuation alone it leaves as given.
    return { text: arabic ? [...visual].reverse().join('') : visual, arabic };
  });
}

/** PDFKit lays a whole Arabic run out at once only when features are given: without, it goes word by word. */
const WHOLE_RUN = { features: [] as PDFKit.Mixins.OpenTypeFeatures[] };

/** The line's width in the current font and size. */
export function bidiWidth(doc: PDFKit.PDFDocument, line: string, direction: 'ltr' | 'rtl' | 'auto' = 'auto'): number {
  return visualRuns(line, direction).reduce((sum, run) => sum + doc.widthOfString(run.text, run.arabic ? WHOLE_RUN : {}), 0);
}

export interface BidiLine {
  text: string;
  /** Its paragraph's direction: a wrapped line of a French sentence stays left to right, even if it starts in Arabic. */
  direction: 'ltr' | 'rtl';
}

/** `text` cut into lines of at most `width` (its own line breaks kept), a word never cut. */
export function wrapBidi(doc: PDFKit.PDFDocument, text: string, width: number): BidiLine[] {
  const lines: BidiLine[] = [];
  for (const paragraph of text.split('\n')) {
    const direction = isRightToLeft(paragraph) ? 'rtl' : 'ltr';
    let line = '';
    for (const word of paragraph.split(' ')) {
      const tried = line ? `${line} ${word}` : word;
      if (line && bidiWidth(doc, tried, direction) > width) {
        lines.push({ text: line, direction });
        line = word;
      } else line = tried;
    }
    lines.push({ text: line, direction });
  }
  return lines;
}

/** The advance from one line to the next, as PDFKit's own text does it. */
export const bidiLineHeight = (doc: PDFKit.PDFDocument, lineGap: number): number => doc.currentLineHeight(true) + lineGap;

interface EmbeddedFontInternals {
  font: { layout(text: string, features: string[]): { glyphs: { id: number; codePoints: number[] }[] } };
  subset: { includeGlyph(id: number): number };
  unicode: number[][];
}

/**
 * A glyph of several letters (lam-alef) maps back to them in visual order, as a reader reverses the word's letters
 * (see above). PDFKit keeps its ToUnicode map on its embedded font, not in its typed API.
 */
function mapLigatures(doc: PDFKit.PDFDocument, text: string): void {
  const font = (doc as unknown as { _font?: Partial<EmbeddedFontInternals> })._font;
  if (!font?.font || !font.subset || !font.unicode) return;
  for (const glyph of font.font.layout(text, []).glyphs) {
    if (glyph.codePoints.length > 1) font.unicode[font.subset.includeGlyph(glyph.id)] = [...glyph.codePoints].reverse();
  }
}

/** Draws one line in the current font, size and colour, at `x` (already aligned) and `y`. */
export function drawBidiLine(doc: PDFKit.PDFDocument, line: BidiLine, x: number, y: number): void {
  let cursor = x;
  for (const run of visualRuns(line.text, line.direction)) {
    const options = run.arabic ? WHOLE_RUN : {};
    doc.text(run.text, cursor, y, { ...options, lineBreak: false });
    if (run.arabic) mapLigatures(doc, run.text);
    cursor += doc.widthOfString(run.text, options);
  }
}

export interface BidiBlock {
  width: number;
  align: 'left' | 'center' | 'right';
  lineGap: number;
  /** Lines past this height are left out. */
  maxHeight?: number;
}

/**
 * Draws `text` wrapped to `width` from (x, y) and returns its height. A paragraph that reads right to left starts at
 * the right: 'left', the French layout's default, becomes its start.
 */
export function writeBidi(doc: PDFKit.PDFDocument, text: string, x: number, y: number, block: BidiBlock): number {
  const step = bidiLineHeight(doc, block.lineGap);
  let top = y;
  for (const line of wrapBidi(doc, text, block.width)) {
    if (block.maxHeight !== undefined && top + step - y > block.maxHeight + 0.01) break;
    const align = block.align === 'left' && line.direction === 'rtl' ? 'right' : block.align;
    const free = block.width - bidiWidth(doc, line.text, line.direction);
    drawBidiLine(doc, line, align === 'right' ? x + free : align === 'center' ? x + free / 2 : x, top);
    top += step;
  }
  return top - y;
}
