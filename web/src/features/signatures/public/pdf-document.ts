// pdf.js for the signature page only (PdfPages.tsx imports this module on demand): the legacy build, as the plan
// viewer's (features/punch-list/pdf-page.ts), for the clients' older phones.
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import PdfWorker from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?worker';

/** Drawn at the phone's pixels (twice at most): an A4 page stays readable once zoomed. */
const MAX_RATIO = 2;

export type { PDFDocumentProxy };

/** The document's bytes, read by pdf.js (a copy: pdf.js takes the buffer it is given to its worker). */
export function readPdf(bytes: ArrayBuffer): Promise<PDFDocumentProxy> {
  GlobalWorkerOptions.workerPort ??= new PdfWorker();
  return getDocument({ data: new Uint8Array(bytes.slice(0)) }).promise;
}

/** Draws a page on the canvas at `cssWidth` pixels wide. */
export async function drawPdfPage(doc: PDFDocumentProxy, pageNumber: number, canvas: HTMLCanvasElement, cssWidth: number): Promise<void> {
  const page = await doc.getPage(pageNumber);
  const base = page.getViewport({ scale: 1 });
  const viewport = page.getViewport({ scale: (cssWidth * Math.min(window.devicePixelRatio || 1, MAX_RATIO)) / base.width });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  try {
    await page.render({ canvas, viewport }).promise;
  } finally {
    page.cleanup();
  }
}
