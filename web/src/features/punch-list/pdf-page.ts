// pdf.js, loaded only by the plan viewer's sheet (SheetView.tsx imports this module on demand): ~150 KB gzipped and a
// 1.3 MB worker that no other screen pays for. The legacy build: the site managers' phones are not all recent.
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
// Bundled by Vite as a module worker (web/vite.config.ts `worker.format`), a .js file of the build that the service
// worker keeps for offline use; started once, on the first PDF sheet.
import PdfWorker from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?worker';

/** What a phone's canvas holds (iOS refuses past ~16.7 M pixels): the drawing stays under it, whatever the sheet (A0). */
const MAX_PIXELS = 12_000_000;
/** Drawn at twice the shown size (device pixels): sharp enough once zoomed in on a detail. */
const OVERSAMPLE = 2;

function startWorker(): void {
  GlobalWorkerOptions.workerPort ??= new PdfWorker();
}

let last: { url: string; doc: Promise<PDFDocumentProxy> } | null = null;

/**
 * The PDF at a signed address, read once for its pages (the last one is kept: a page turn does not read it again).
 * Fetched as a whole by us, not in ranges by pdf.js: the service worker keeps whole answers, so a sheet opened once
 * shows again in a basement without a network.
 */
export function openPdf(url: string): Promise<PDFDocumentProxy> {
  if (last?.url === url) return last.doc;
  startWorker();
  void last?.doc.then((d) => d.loadingTask.destroy()).catch(() => undefined);
  const doc = fetch(url)
    .then((response) => {
      if (!response.ok) throw new Error(`PDF ${response.status}`);
      return response.arrayBuffer();
    })
    .then((bytes) => getDocument({ data: new Uint8Array(bytes) }).promise);
  last = { url, doc };
  doc.catch(() => {
    if (last?.doc === doc) last = null;
  });
  return doc;
}

/** A page's height for a width of 1, as pdf.js lays it out (its rotation included). */
export async function pageRatio(doc: PDFDocumentProxy, pageNumber: number): Promise<number> {
  const viewport = (await doc.getPage(pageNumber)).getViewport({ scale: 1 });
  return viewport.height / viewport.width;
}

/**
 * Draws a page on the canvas for a sheet shown `cssWidth` pixels wide; `signal` cancels a drawing no longer wanted
 * (the page turned meanwhile). Resolves once drawn; rejects when cancelled or unreadable.
 */
export async function drawPage(doc: PDFDocumentProxy, pageNumber: number, canvas: HTMLCanvasElement, cssWidth: number, signal: AbortSignal) {
  const page = await doc.getPage(pageNumber);
  const base = page.getViewport({ scale: 1 });
  const wanted = (cssWidth * Math.min(window.devicePixelRatio || 1, 2) * OVERSAMPLE) / base.width;
  const scale = Math.min(wanted, Math.sqrt(MAX_PIXELS / (base.width * base.height)));
  const viewport = page.getViewport({ scale });
  if (signal.aborted) throw new DOMException('aborted', 'AbortError');
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  const task = page.render({ canvas, viewport });
  const cancel = () => task.cancel();
  signal.addEventListener('abort', cancel);
  try {
    await task.promise;
  } finally {
    signal.removeEventListener('abort', cancel);
    page.cleanup();
  }
}
