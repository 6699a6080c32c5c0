import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import type { ReserveStatus } from '@chantiers/schema';
import type * as PdfJs from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';

/**
 * Plan sheets drawn on the server (the réserves' PDF, a partner's view of a réserve): a page of an uploaded PDF by
 * pdf.js (pdfjs-dist's legacy build for Node, painting on @napi-rs/canvas: no system binary, no browser), an image by
 * sharp; then a crop around each pin, the pin drawn on it.
 */

/** The longest side of a drawn sheet, in pixels: an A0 plan takes 25 MB of RGBA at this size, not the 400 MB of 300 dpi. */
export const SHEET_MAX_SIDE = 2500;
/** What is cut around a pin: 30 % of the sheet's width (never less than 320 px), 4 : 3, printed at most 640 px wide. */
const CROP = { share: 0.3, min: 320, ratio: 3 / 4, out: 640, quality: 80 } as const;
/** Bounds the image decoder on hostile input, as the photos do. */
const MAX_PIXELS = 100_000_000;

/** A pin's colour by status, the web's (antd's orange, blue, green, red). */
export const PIN_COLORS: Record<ReserveStatus, string> = { OPEN: '#fa8c16', LIFTED: '#1677ff', VALIDATED: '#52c41a', REFUSED: '#f5222d' };

/** A drawn page: RGBA pixels. */
export interface SheetBitmap {
  data: Buffer;
  width: number;
  height: number;
}

/** A JPEG cut around a pin, with its size. */
export interface PlanCrop {
  bytes: Buffer;
  width: number;
  height: number;
}

/** Where a pin is (0 to 1 from the page's top-left corner) and its status, which gives its colour. */
export interface PinMark {
  x: number;
  y: number;
  status: ReserveStatus;
}

/** The sheet's file, and the pins to cut out of each of its pages. */
export interface SheetPins<K> {
  bytes: Buffer;
  contentType: string;
  pages: Map<number, { key: K; pin: PinMark }[]>;
}

/**
 * Node 20 (the tests' floor; the app runs on 22 and 24) lacks two things pdf.js 6 calls: added here, and only when
 * missing. `transferToFixedLength` moves the bytes as the real one does (the old buffer is detached).
 */
function polyfill(): void {
  const promise = Promise as unknown as { withResolvers?: () => unknown };
  promise.withResolvers ??= function withResolvers<T>() {
    let resolve!: (value: T) => void;
    let reject!: (reason: unknown) => void;
    const settled = new Promise<T>((a, b) => {
      resolve = a;
      reject = b;
    });
    return { promise: settled, resolve, reject };
  };
  const buffers = ArrayBuffer.prototype as unknown as { transferToFixedLength?: (this: ArrayBuffer, length?: number) => ArrayBuffer };
  buffers.transferToFixedLength ??= function transferToFixedLength(this: ArrayBuffer, length = this.byteLength) {
    const moved = structuredClone(this, { transfer: [this] });
    if (length === moved.byteLength) return moved;
    const resized = new ArrayBuffer(length);
    new Uint8Array(resized).set(new Uint8Array(moved, 0, Math.min(length, moved.byteLength)));
    return resized;
  };
}

let loading: Promise<typeof PdfJs> | undefined;
/** pdf.js is an ES module: loaded on first use (Node's require of ES modules), never at the api's start. */
function pdfjs(): Promise<typeof PdfJs> {
  polyfill();
  loading ??= import('pdfjs-dist/legacy/build/pdf.mjs');
  return loading;
}

/** pdf.js's own data: the 14 standard fonts a PDF may name without embedding them, and the CJK character maps. */
const PDFJS_DIR = path.dirname(require.resolve('pdfjs-dist/package.json'));
const DATA = {
  standardFontDataUrl: `${path.join(PDFJS_DIR, 'standard_fonts')}${path.sep}`,
  cMapUrl: `${path.join(PDFJS_DIR, 'cmaps')}${path.sep}`,
  cMapPacked: true,
} as const;

/** A PDF opened once, its pages drawn one at a time (each page's pixels are let go before the next is drawn). */
async function withPdf<T>(bytes: Buffer, use: (page: (n: number) => Promise<SheetBitmap>) => Promise<T>): Promise<T> {
  const lib = await pdfjs();
  // A copy: pdf.js takes its buffer over, and a Buffer may share its memory with others.
  const task = lib.getDocument({ data: new Uint8Array(bytes), ...DATA, disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  try {
    const doc = await task.promise;
    return await use(async (n) => {
      const page = await doc.getPage(n);
      try {
        const base = page.getViewport({ scale: 1 });
        const viewport = page.getViewport({ scale: Math.min(SHEET_MAX_SIDE / Math.max(base.width, base.height), 4) });
        const [width, height] = [Math.max(1, Math.floor(viewport.width)), Math.max(1, Math.floor(viewport.height))];
        const canvas = createCanvas(width, height);
        const context = canvas.getContext('2d');
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, width, height);
        await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
        const pixels = context.getImageData(0, 0, width, height).data;
        return { data: Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength), width, height };
      } finally {
        page.cleanup();
      }
    });
  } finally {
    await task.destroy();
  }
}

/** An image sheet upright (its EXIF orientation, as a browser shows it), at most SHEET_MAX_SIDE on its longest side. */
async function imageSheet(bytes: Buffer): Promise<SheetBitmap> {
  const { data, info } = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS })
    .rotate()
    .resize({ width: SHEET_MAX_SIDE, height: SHEET_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The pin as drawn on a crop: a halo, a ring and a dot of the status's colour, outlined in white to stand out of the lines. */
function pinSvg(width: number, height: number, at: { x: number; y: number }, color: string): Buffer {
  const r = Math.max(9, Math.round(Math.min(width, height) * 0.035));
  const { x, y } = at;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<circle cx="${x}" cy="${y}" r="${r * 2.6}" fill="${color}" fill-opacity="0.16" stroke="${color}" stroke-width="${Math.max(2, r / 4)}"/>` +
      `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}" stroke="#ffffff" stroke-width="${Math.max(2, r / 3)}"/>` +
      `<circle cx="${x}" cy="${y}" r="${Math.max(2, r / 3)}" fill="#ffffff"/></svg>`,
  );
}

/** The window around a pin: centred on it, kept inside the sheet (a pin near an edge is off-centre, never cut). */
export function cropWindow(sheet: { width: number; height: number }, pin: { x: number; y: number }) {
  let width = Math.min(sheet.width, Math.max(CROP.min, Math.round(sheet.width * CROP.share)));
  const height = Math.min(sheet.height, Math.round(width * CROP.ratio));
  width = Math.min(width, Math.max(1, Math.round(height / CROP.ratio)));
  const clamp = (v: number, max: number) => Math.min(Math.max(0, v), max);
  const [px, py] = [pin.x * sheet.width, pin.y * sheet.height];
  const left = Math.round(clamp(px - width / 2, sheet.width - width));
  const top = Math.round(clamp(py - height / 2, sheet.height - height));
  return { left, top, width, height, pin: { x: Math.round(px - left), y: Math.round(py - top) } };
}

/** The crop around one pin of a drawn sheet, the pin on it, as a JPEG (sharp resizes before it composites: two passes). */
export async function cropAround(sheet: SheetBitmap, pin: PinMark): Promise<PlanCrop> {
  const area = cropWindow(sheet, pin);
  const scale = Math.min(1, CROP.out / area.width);
  const [width, height] = [Math.max(1, Math.round(area.width * scale)), Math.max(1, Math.round(area.height * scale))];
  const cut = await sharp(sheet.data, { raw: { width: sheet.width, height: sheet.height, channels: 4 } })
    .extract({ left: area.left, top: area.top, width: area.width, height: area.height })
    .resize({ width, height, fit: 'fill' })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const at = { x: Math.round(area.pin.x * scale), y: Math.round(area.pin.y * scale) };
  const bytes = await sharp(cut)
    .composite([{ input: pinSvg(width, height, at, PIN_COLORS[pin.status]), top: 0, left: 0 }])
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: CROP.quality })
    .toBuffer();
  return { bytes, width, height };
}

/**
 * The crops of every pin of one sheet: each page drawn once, whatever the number of pins on it, and let go before the
 * next. A page that cannot be drawn (a damaged file, a page gone) gives no crop for its pins: the caller prints without.
 */
export async function cropsOfSheet<K>(sheet: SheetPins<K>, into: Map<K, PlanCrop | null>): Promise<void> {
  const cut = async (bitmap: SheetBitmap, pins: { key: K; pin: PinMark }[]) => {
    for (const { key, pin } of pins) into.set(key, await cropAround(bitmap, pin));
  };
  const missing = (pins: { key: K }[]) => pins.forEach(({ key }) => into.set(key, null));
  if (sheet.contentType !== 'application/pdf') {
    const pins = [...sheet.pages.values()].flat();
    try {
      await cut(await imageSheet(sheet.bytes), pins);
    } catch {
      missing(pins);
    }
    return;
  }
  try {
    await withPdf(sheet.bytes, async (draw) => {
      for (const [n, pins] of [...sheet.pages.entries()].sort(([a], [b]) => a - b)) {
        try {
          await cut(await draw(n), pins);
        } catch {
          missing(pins);
        }
      }
    });
  } catch {
    missing([...sheet.pages.values()].flat());
  }
}
