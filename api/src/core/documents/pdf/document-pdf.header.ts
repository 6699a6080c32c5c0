import { measureStack, stack, type Layout, type Line, type TextStyle } from '../../pdf/pdf-layout';
import { drawLetterhead } from '../../pdf/pdf-letterhead';
import type { PreparedLogo } from '../../pdf/pdf-logo';
import { COLOR, CONTENT_WIDTH, FONT, PAGE, SIZE } from '../../pdf/pdf-theme';
import { clean, DOCUMENT_NAME, formatDate, NBSP } from './document-pdf.format';
import { ARABIC_DOCUMENT_NAME, ARABIC_LABEL as AR, bi } from './document-pdf.arabic';
import type { DocumentPdfData } from './document-pdf.types';

/** The first page's top: who issues (logo, raison sociale, address), what (title, number, dates), for whom and about what. */

const TITLE_WIDTH = 210;
const CLIENT_WIDTH = 250;
const BOX_PAD = 8;

const body: TextStyle = { size: SIZE.body };
const muted: TextStyle = { size: SIZE.small, color: COLOR.muted };
const label: TextStyle = { size: 7, font: FONT.bold, color: COLOR.muted };

function drawTitle(layout: Layout, data: DocumentPdfData): number {
  const x = layout.left + CONTENT_WIDTH - TITLE_WIDTH;
  const right = (style: TextStyle): TextStyle => ({ ...style, align: 'right' });
  const dates: Line[] = [[`${bi(data, 'Date', AR.date)}${NBSP}: ${formatDate(data.issueDate)}`, right(body)]];
  if (data.validUntil) dates.push([`${bi(data, 'Valable jusqu’au', AR.validUntil)}${NBSP}: ${formatDate(data.validUntil)}`, right(body)]);
  if (data.dueDate) dates.push([`${bi(data, 'Échéance', AR.dueDate)}${NBSP}: ${formatDate(data.dueDate)}`, right(body)]);
  return stack(
    layout,
    [
      [data.heading ?? data.title, right({ size: SIZE.title, font: FONT.bold, color: COLOR.accent })],
      // A bilingual document's Arabic heading, under the French one.
      [data.arabic?.heading ?? '', right({ size: 15, font: FONT.bold, color: COLOR.accent })],
      [`N°${NBSP}${clean(data.number, true)}`, right({ size: 10.5, font: FONT.bold })],
      ...dates,
    ],
    x,
    PAGE.margin,
    TITLE_WIDTH,
  );
}

function clientLines(data: DocumentPdfData): Line[] {
  const { client } = data;
  const ice = clean(client.ice, true);
  const phone = clean(client.phone, true);
  const email = clean(client.email, true);
  return [
    [bi(data, 'CLIENT', AR.client), label],
    [clean(client.name), { size: 10, font: FONT.bold }],
    [ice && `ICE${NBSP}: ${ice}`, body],
    [clean(client.address), body],
    [clean(client.city, true), body],
    [phone && `Tél.${NBSP}: ${phone}`, body],
    [email && `E-mail${NBSP}: ${email}`, body],
  ];
}

function aboutLines(data: DocumentPdfData): Line[] {
  const lines: Line[] = [];
  const object = clean(data.object);
  const site = clean(data.siteName);
  if (object) lines.push([bi(data, 'OBJET', AR.object), label], [object, body]);
  if (site) lines.push([bi(data, 'CHANTIER', AR.site), label, object ? 6 : 0], [site, body]);
  return lines;
}

/** Draws the whole first-page header and leaves the cursor where the table starts. */
export function drawFirstPageHeader(layout: Layout, data: DocumentPdfData, logo: PreparedLogo | null): void {
  const issuerEnd = drawLetterhead(layout, data.company, logo, CONTENT_WIDTH - TITLE_WIDTH - 20);
  const titleEnd = drawTitle(layout, data);
  const top = Math.max(issuerEnd, titleEnd) + 14;

  const clientX = layout.left + CONTENT_WIDTH - CLIENT_WIDTH;
  const client = clientLines(data);
  const boxHeight = measureStack(layout, client, CLIENT_WIDTH - 2 * BOX_PAD) + 2 * BOX_PAD - 1.5;
  layout.box(clientX, top, CLIENT_WIDTH, boxHeight);
  stack(layout, client, clientX + BOX_PAD, top + BOX_PAD, CLIENT_WIDTH - 2 * BOX_PAD);

  const aboutEnd = stack(layout, aboutLines(data), layout.left, top + BOX_PAD, CONTENT_WIDTH - CLIENT_WIDTH - 24);
  layout.y = Math.max(top + boxHeight, aboutEnd) + 10;
  layout.write(bi(data, 'Montants en dirhams (DH)', AR.amountsInDirhams), layout.left, layout.y, CONTENT_WIDTH, {
    ...muted,
    size: 7,
    align: 'right',
  });
  layout.y += layout.lineHeight({ ...muted, size: 7 }) + 2;
}

/** Continuation pages: which document and whose, so that a loose page can be put back in its place. */
export function drawRunningHeader(layout: Layout, data: DocumentPdfData): void {
  const y = PAGE.margin - 4;
  const style: TextStyle = { size: 7.5, color: COLOR.muted };
  const line = layout.lineHeight(style);
  const continued = data.arabic ? `(suite) · ${ARABIC_DOCUMENT_NAME[data.title]} (${AR.continued})` : '(suite)';
  const reference = `${DOCUMENT_NAME[data.title]} N°${NBSP}${clean(data.number, true)} du ${formatDate(data.issueDate)} ${continued}`;
  const referenceWidth = Math.min(layout.measureWidth(reference, style) + 2, CONTENT_WIDTH / 2);
  // One line: a long raison sociale is cut short here, the first page and the footer give it in full.
  const nameWidth = CONTENT_WIDTH - referenceWidth - 12;
  layout.write(clean(data.company.name, true), layout.left, y, nameWidth, { ...style, font: FONT.bold }, line);
  layout.write(reference, layout.left + CONTENT_WIDTH - referenceWidth, y, referenceWidth, { ...style, align: 'right' }, line);
  layout.rule(layout.left, y + line + 2, CONTENT_WIDTH);
}
