import PDFDocument from 'pdfkit';
import { clean, formatDate, legalMentions, NBSP } from '../../quotes/pdf/quote-pdf.format';
import { Layout, type TextStyle } from '../../quotes/pdf/quote-pdf.layout';
import { prepareLogo, type PreparedLogo } from '../../quotes/pdf/quote-pdf.logo';
import { COLOR, CONTENT_WIDTH, FONT, fonts, PAGE, SIZE } from '../../quotes/pdf/quote-pdf.theme';
import type { PdfCompany } from '../../quotes/pdf/quote-pdf.types';

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

const CONTINUATION_TOP = PAGE.margin + 20;
const LOGO_BOX = { width: 110, height: 64 };
const TITLE_WIDTH = 200;
const GAP = 14;
const BOX_PAD = 8;
/** Two photos a row; a photo is never taller than this, so that three rows fit on a page. */
const PHOTO = { gap: 12, maxHeight: 200, caption: 12 } as const;
const FOOTER_BASE = 26;
const FOOTER_MIN_SIZE = 5.8;
const PAGE_NUMBER_WIDTH = 54;

const body: TextStyle = { size: SIZE.body };
const muted: TextStyle = { size: SIZE.small, color: COLOR.muted };
const label: TextStyle = { size: 7, font: FONT.bold, color: COLOR.muted };
const heading: TextStyle = { size: 10.5, font: FONT.bold, color: COLOR.accent };
const FOOTER: TextStyle = { size: SIZE.footer, color: COLOR.muted, align: 'center', lineGap: 0.8 };

type Line = [string, TextStyle, number?];

function stack(layout: Layout, lines: Line[], x: number, y: number, width: number): number {
  let cursor = y;
  for (const [text, style, space = 0] of lines) {
    if (!text) continue;
    cursor += space + layout.write(text, x, cursor + space, width, style) + 1.5;
  }
  return cursor;
}

function measureStack(layout: Layout, lines: Line[], width: number): number {
  return lines.reduce((sum, [text, style, space = 0]) => (text ? sum + space + layout.measure(text, width, style) + 1.5 : sum), 0);
}

/** The legal mentions in the largest size at which each of their lines holds on one line (as on the quotes). */
function footer(layout: Layout, company: PdfCompany): { text: string; style: TextStyle; height: number } {
  const lines = legalMentions(company);
  let size: number = SIZE.footer;
  for (const line of lines) {
    const width = layout.measureWidth(line, { ...FOOTER, size: 1 });
    if (width > 0) size = Math.min(size, Math.floor(((CONTENT_WIDTH * 0.97) / width) * 10) / 10);
  }
  const style = { ...FOOTER, size: Math.max(size, FOOTER_MIN_SIZE) };
  const text = lines.join('\n');
  return { text, style, height: Math.max(layout.measure(text, CONTENT_WIDTH, style), layout.lineHeight(style)) };
}

function drawFooter(layout: Layout, company: PdfCompany, page: number, pages: number): void {
  const { text, style, height } = footer(layout, company);
  const top = PAGE.height - FOOTER_BASE - height;
  const number: TextStyle = { size: 7.5, color: COLOR.muted, align: 'right' };
  const ruleY = top - 5;
  layout.rule(layout.left, ruleY, CONTENT_WIDTH - PAGE_NUMBER_WIDTH - 6);
  layout.write(
    `Page ${page} / ${pages}`,
    layout.left + CONTENT_WIDTH - PAGE_NUMBER_WIDTH,
    ruleY - layout.lineHeight(number) / 2 + 1.5,
    PAGE_NUMBER_WIDTH,
    number,
  );
  layout.write(text, layout.left, top, CONTENT_WIDTH, style);
}

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
  const { company } = data;
  let x = layout.left;
  let width = CONTENT_WIDTH - TITLE_WIDTH - 20;
  let logoEnd = PAGE.margin;
  if (logo) {
    const scale = Math.min(LOGO_BOX.width / logo.width, LOGO_BOX.height / logo.height);
    const [w, h] = [logo.width * scale, logo.height * scale];
    layout.doc.image(logo.bytes, x, PAGE.margin, { width: w, height: h });
    logoEnd += h;
    x += w + 12;
    width -= w + 12;
  }
  const phone = clean(company.phone, true);
  const email = clean(company.email, true);
  const issuerEnd = stack(
    layout,
    [
      [clean(company.name), { size: SIZE.companyName, font: FONT.bold, color: COLOR.accent }],
      [clean(company.legalForm, true), muted],
      [clean(company.address), body],
      [clean(company.city, true), body],
      [phone && `Tél.${NBSP}: ${phone}`, body],
      [email && `E-mail${NBSP}: ${email}`, body],
    ],
    x,
    PAGE.margin,
    width,
  );
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
  layout.y = Math.max(issuerEnd, logoEnd, titleEnd) + GAP;
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

function compose(doc: PDFKit.PDFDocument, data: FollowUpPdfData, logo: PreparedLogo | null): void {
  const layout = new Layout(doc, CONTINUATION_TOP);
  layout.start(PAGE.height - FOOTER_BASE - footer(layout, data.company).height - 24);
  drawHeader(layout, data, logo);
  drawSummary(layout, data);
  drawReport(layout, data);
  drawPhotos(layout, data);
  // The page count is known only now: the buffered pages get their running header and footer at the end.
  const { start, count } = doc.bufferedPageRange();
  for (let i = 0; i < count; i++) {
    doc.switchToPage(start + i);
    if (i > 0) drawRunningHeader(layout, data);
    drawFooter(layout, data.company, i + 1, count);
  }
}

/** Renders the sheet as a PDF (A4, French formats, the company's legal mentions and page numbers on every page). */
export async function renderFollowUpPdf(data: FollowUpPdfData): Promise<Buffer> {
  const logo = await prepareLogo(data.company.logo);
  const doc = new PDFDocument({
    autoFirstPage: false,
    bufferPages: true,
    size: 'A4',
    lang: 'fr-MA',
    displayTitle: true,
    info: {
      Title: `${FOLLOW_UP_TITLE} — ${clean(data.label, true)} — ${formatDate(data.visitDate)}`,
      Author: clean(data.company.name, true),
      Subject: clean(data.site.name, true) || FOLLOW_UP_TITLE,
      Creator: 'Chantiers',
    },
  });
  const { regular, bold } = fonts();
  doc.registerFont(FONT.regular, regular);
  doc.registerFont(FONT.bold, bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  try {
    compose(doc, data, logo);
  } catch (error) {
    doc.end();
    await done.catch(() => undefined);
    throw error;
  }
  doc.end();
  return done;
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
