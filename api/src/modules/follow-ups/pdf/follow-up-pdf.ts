import type { PdfCompany } from '../../../core/pdf/pdf-company';
import { clean, formatDate } from '../../../core/pdf/pdf-format';
import { measureStack, stack, type Layout, type Line, type TextStyle } from '../../../core/pdf/pdf-layout';
import { drawLetterhead } from '../../../core/pdf/pdf-letterhead';
import type { PreparedLogo } from '../../../core/pdf/pdf-logo';
import { COLOR, CONTENT_WIDTH, FONT, PAGE, SIZE } from '../../../core/pdf/pdf-theme';
import { renderPdf } from '../../../core/pdf/render-pdf';

/**
 * The PDF of a follow-up sheet: a visit report on A4 in the look of the company's quotes (their fonts, colours, header
 * and legal mentions): who visited what and when, the report, then the photos two by two.
 */

export interface FollowUpPdfPhoto {
  /** JPEG bytes, reduced for print (follow-up-pdf.data.ts). */
  bytes: Buffer;
  width: number;
  height: number;
}

export interface FollowUpPdfData {
  company: PdfCompany;
  site: { name: string; address?: string | null; postalCode?: string | null; city?: string | null };
  label: string;
  /** YYYY-MM-DD. */
  visitDate: string;
  projectManager: string;
  projectOwner: string;
  report: string;
  photos: FollowUpPdfPhoto[];
}

export const FOLLOW_UP_TITLE = 'Fiche de suivi';

const TITLE_WIDTH = 200;
const GAP = 14;
const BOX_PAD = 8;
/** Two photos a row; a photo is never taller than this, so that three rows fit on a page. */
const PHOTO = { gap: 12, maxHeight: 200, caption: 12 } as const;

const body: TextStyle = { size: SIZE.body };
const muted: TextStyle = { size: SIZE.small, color: COLOR.muted };
const label: TextStyle = { size: 7, font: FONT.bold, color: COLOR.muted };
const heading: TextStyle = { size: 10.5, font: FONT.bold, color: COLOR.accent };

function drawRunningHeader(layout: Layout, data: FollowUpPdfData): void {
  const y = PAGE.margin - 4;
  const style: TextStyle = { size: 7.5, color: COLOR.muted };
  const line = layout.lineHeight(style);
  const reference = `${FOLLOW_UP_TITLE} « ${clean(data.label, true)} » du ${formatDate(data.visitDate)} (suite)`;
  const referenceWidth = Math.min(layout.measureWidth(reference, style) + 2, (CONTENT_WIDTH * 2) / 3);
  layout.write(clean(data.company.name, true), layout.left, y, CONTENT_WIDTH - referenceWidth - 12, { ...style, font: FONT.bold }, line);
  layout.write(reference, layout.left + CONTENT_WIDTH - referenceWidth, y, referenceWidth, { ...style, align: 'right' }, line);
  layout.rule(layout.left, y + line + 2, CONTENT_WIDTH);
}

/** The company as on its letterhead (logo beside its name), the title and the visit's date on the right. */
function drawHeader(layout: Layout, data: FollowUpPdfData, logo: PreparedLogo | null): void {
  const issuerEnd = drawLetterhead(layout, data.company, logo, CONTENT_WIDTH - TITLE_WIDTH - 20);
  const right = (style: TextStyle): TextStyle => ({ ...style, align: 'right' });
  const titleEnd = stack(
    layout,
    [
      [FOLLOW_UP_TITLE, right({ size: SIZE.title, font: FONT.bold, color: COLOR.accent })],
      [`Visite du ${formatDate(data.visitDate)}`, right({ size: 10.5, font: FONT.bold })],
    ],
    layout.left + CONTENT_WIDTH - TITLE_WIDTH,
    PAGE.margin,
    TITLE_WIDTH,
  );
  layout.y = Math.max(issuerEnd, titleEnd) + GAP;
}

/** The site and who is who, in a box: what the visit was about. */
function drawSummary(layout: Layout, data: FollowUpPdfData): void {
  const { site } = data;
  const place = [clean(site.address, true), [clean(site.postalCode, true), clean(site.city, true)].filter(Boolean).join(' ')].filter(Boolean);
  const half = (CONTENT_WIDTH - 3 * BOX_PAD) / 2;
  const left: Line[] = [
    ['CHANTIER', label],
    [clean(site.name), { size: 10, font: FONT.bold }],
    [place.join(', '), body],
    ['OBJET DE LA VISITE', label, 6],
    [clean(data.label), body],
  ];
  const right: Line[] = [
    ["MAÎTRISE D'OEUVRE", label],
    [clean(data.projectManager), body],
    ["MAÎTRISE D'OUVRAGE", label, 6],
    [clean(data.projectOwner), body],
    ['DATE DE LA VISITE', label, 6],
    [formatDate(data.visitDate), body],
  ];
  const height = Math.max(measureStack(layout, left, half), measureStack(layout, right, half)) + 2 * BOX_PAD - 1.5;
  layout.box(layout.left, layout.y, CONTENT_WIDTH, height);
  stack(layout, left, layout.left + BOX_PAD, layout.y + BOX_PAD, half);
  stack(layout, right, layout.left + 2 * BOX_PAD + half, layout.y + BOX_PAD, half);
  layout.y += height + GAP;
}

function drawHeading(layout: Layout, text: string, keepWith: number): void {
  const height = layout.lineHeight(heading) + 4;
  if (height + keepWith > layout.remaining) layout.newPage();
  layout.write(text, layout.left, layout.y, CONTENT_WIDTH, heading);
  layout.rule(layout.left, layout.y + height - 2, CONTENT_WIDTH, COLOR.accent, 0.7);
  layout.y += height + 6;
}

/** The report's text, which may run over pages (PDFKit wraps it and stops above the footer). */
function drawReport(layout: Layout, data: FollowUpPdfData): void {
  const style: TextStyle = { ...body, size: 9.5, lineGap: 2 };
  drawHeading(layout, 'Rapport de visite', layout.lineHeight(style) * 2);
  layout.flow(clean(data.report), CONTENT_WIDTH, style);
  layout.y += GAP;
}

/** The photos two a row, each scaled into its half of the width; a row never splits over two pages. */
function drawPhotos(layout: Layout, data: FollowUpPdfData): void {
  if (!data.photos.length) return;
  const cell = (CONTENT_WIDTH - PHOTO.gap) / 2;
  const maxHeight = Math.min(PHOTO.maxHeight, layout.pageCapacity - PHOTO.caption - PHOTO.gap);
  const fit = (p: FollowUpPdfPhoto) => {
    const scale = Math.min(cell / p.width, maxHeight / p.height);
    return { width: p.width * scale, height: p.height * scale };
  };
  const rows: FollowUpPdfPhoto[][] = [];
  for (let i = 0; i < data.photos.length; i += 2) rows.push(data.photos.slice(i, i + 2));
  const rowHeight = (row: FollowUpPdfPhoto[]) => Math.max(...row.map((p) => fit(p).height)) + PHOTO.caption + PHOTO.gap;
  drawHeading(layout, `Photos (${data.photos.length})`, rowHeight(rows[0]));
  rows.forEach((row, r) => {
    const height = rowHeight(row);
    if (height > layout.remaining) layout.newPage();
    row.forEach((photo, c) => {
      const size = fit(photo);
      const cellX = layout.left + c * (cell + PHOTO.gap);
      layout.doc.image(photo.bytes, cellX + (cell - size.width) / 2, layout.y, size);
      layout.write(`Photo ${r * 2 + c + 1}`, cellX, layout.y + size.height + 2, cell, { ...muted, align: 'center' });
    });
    layout.y += height;
  });
}

/** Renders the sheet as a PDF (A4, French formats, the company's legal mentions and page numbers on every page). */
export async function renderFollowUpPdf(data: FollowUpPdfData): Promise<Buffer> {
  return renderPdf({
    company: data.company,
    title: `${FOLLOW_UP_TITLE} — ${clean(data.label, true)} — ${formatDate(data.visitDate)}`,
    subject: clean(data.site.name, true) || FOLLOW_UP_TITLE,
    drawRunningHeader: (layout) => drawRunningHeader(layout, data),
    draw: (layout, logo) => {
      drawHeader(layout, data, logo);
      drawSummary(layout, data);
      drawReport(layout, data);
      drawPhotos(layout, data);
    },
  });
}

/** 'fiche-suivi-reunion-de-chantier-n-3-2026-11-23.pdf': the label's words without accents, the visit's day. */
export function followUpPdfName(label: string, visitDate: string): string {
  const slug = label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
  return `fiche-suivi-${slug || 'visite'}-${visitDate}.pdf`;
}
