import PDFDocument from 'pdfkit';
import type { PdfCompany } from './pdf-company';
import { clean } from './pdf-format';
import { contentBottom, finishPages } from './pdf-footer';
import { Layout } from './pdf-layout';
import { prepareLogo, type PreparedLogo } from './pdf-logo';
import { FONT, fonts, PAGE } from './pdf-theme';

/** Continuation pages: the running header above, then the content. */
const CONTINUATION_TOP = PAGE.margin + 20;

export interface PdfDocumentSpec {
  /** The issuer: its logo and name head the first page, its legal mentions every page's footer. */
  company: PdfCompany;
  title: string;
  /** PDFKit hashes every entry into the file's ID: an absent subject must be left out, not undefined. */
  subject?: string;
  /** The content, from the first page's top; pages are broken through the layout. */
  draw(layout: Layout, logo: PreparedLogo | null): void;
  /** Continuation pages: which document and whose, so that a loose page can be put back in its place. */
  drawRunningHeader(layout: Layout): void;
}

/** The theme's fonts registered on `doc`, and its bytes once it ends. */
export function themedOutput(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const { regular, bold } = fonts();
  doc.registerFont(FONT.regular, regular);
  doc.registerFont(FONT.bold, bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/**
 * A document of the app as a PDF: A4, French, the theme's embedded fonts, the company's legal mentions and the
 * page numbers on every page.
 */
export async function renderPdf(spec: PdfDocumentSpec): Promise<Buffer> {
  const logo = await prepareLogo(spec.company.logo);
  const doc = new PDFDocument({
    autoFirstPage: false,
    bufferPages: true,
    size: 'A4',
    lang: 'fr-MA',
    displayTitle: true,
    info: {
      Title: spec.title,
      Author: clean(spec.company.name, true),
      ...(spec.subject !== undefined ? { Subject: spec.subject } : {}),
      Creator: 'Chantiers',
    },
  });
  const done = themedOutput(doc);
  try {
    const layout = new Layout(doc, CONTINUATION_TOP);
    layout.start(contentBottom(layout, spec.company));
    spec.draw(layout, logo);
    finishPages(layout, spec.company, spec.drawRunningHeader);
  } catch (error) {
    // Close the stream all the same: an unfinished document would keep its buffers until the process ends.
    doc.end();
    await done.catch(() => undefined);
    throw error;
  }
  doc.end();
  return done;
}
