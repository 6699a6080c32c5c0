import type { PdfCompany } from './pdf-company';
import { clean, NBSP } from './pdf-format';
import { stack, type Layout, type TextStyle } from './pdf-layout';
import type { PreparedLogo } from './pdf-logo';
import { COLOR, FONT, PAGE, SIZE } from './pdf-theme';

const LOGO_BOX = { width: 110, height: 64 };

const body: TextStyle = { size: SIZE.body };
const muted: TextStyle = { size: SIZE.small, color: COLOR.muted };

/**
 * The company's letterhead at the first page's top left (logo, raison sociale, address, phone, e-mail) within `width`,
 * the document's own title taking the right. Returns where it ends.
 */
export function drawLetterhead(layout: Layout, company: PdfCompany, logo: PreparedLogo | null, width: number): number {
  let x = layout.left;
  let textWidth = width;
  let logoEnd = PAGE.margin;
  // Beside the company's name, as on a letterhead: above it, the logo would push the content a fifth of a page down.
  if (logo) {
    const scale = Math.min(LOGO_BOX.width / logo.width, LOGO_BOX.height / logo.height);
    const [logoWidth, logoHeight] = [logo.width * scale, logo.height * scale];
    layout.doc.image(logo.bytes, x, PAGE.margin, { width: logoWidth, height: logoHeight });
    logoEnd += logoHeight;
    x += logoWidth + 12;
    textWidth -= logoWidth + 12;
  }
  const phone = clean(company.phone, true);
  const email = clean(company.email, true);
  const textEnd = stack(
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
    textWidth,
  );
  return Math.max(textEnd, logoEnd);
}
