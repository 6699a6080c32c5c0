import type { PdfCompany } from '../../../core/pdf/pdf-company';
import { clean, formatDate, formatMoney, MINUS, NBSP } from '../../../core/pdf/pdf-format';
import { stack, type Layout, type Line, type TextStyle } from '../../../core/pdf/pdf-layout';
import { drawLetterhead } from '../../../core/pdf/pdf-letterhead';
import type { PreparedLogo } from '../../../core/pdf/pdf-logo';
import { COLOR, CONTENT_WIDTH, FONT, PAGE, SIZE } from '../../../core/pdf/pdf-theme';
import { renderPdf } from '../../../core/pdf/render-pdf';
import { col, drawHeading, drawLine, drawTable, drawTwoColumnBox, SECTION_GAP, siteLines } from '../../../core/pdf/pdf-sections';

/**
 * The PDF of a site's daily log (journal de chantier), one day or a period of days, each day from a new page: in the
 * look of the company's other papers (follow-up sheets, quotes), since it is what a claim for delay or a dispute with
 * the project owner rests on. Whether a day was signed is printed plainly: an unsigned day proves little.
 */

export interface DailyLogPdfPhoto {
  bytes: Buffer; // JPEG, already reduced for print
  width: number;
  height: number;
}

export interface DailyLogPdfDay {
  day: string; // YYYY-MM-DD
  weatherMorning: string | null; // 'SUN', 'CLOUDS', 'RAIN', 'STORM', 'WIND', 'HEAT', 'COLD', 'FOG' or null
  weatherAfternoon: string | null;
  temperatureMin: number | null; // °C
  temperatureMax: number | null;
  weatherNote: string;
  stoppedByWeather: boolean;
  manpower: { trade: string; count: number; company: string }[]; // company '': the company's own staff
  equipment: { name: string; count: number }[];
  deliveries: { label: string; supplierName: string | null; amountTTC: string }[]; // amountTTC: a decimal string, '1234.50'
  deliveryNote: string;
  events: string;
  incidents: string;
  visitors: { name: string; organisation: string; purpose: string }[];
  photos: DailyLogPdfPhoto[];
  signature: { png: Buffer; signedAt: Date; signedByName: string } | null; // null: not signed
  addenda: { text: string; authorName: string; createdAt: Date }[];
}

export interface DailyLogPdfData {
  /** Its logo (company.logo) is prepared by renderPdf, as for the follow-up sheets. */
  company: PdfCompany;
  site: { name: string; address?: string | null; postalCode?: string | null; city?: string | null };
  /** One day (the day's PDF) or several, oldest first (a period's PDF: each day starts a new page). */
  days: DailyLogPdfDay[];
  /** The period printed in the title when there are several days: { from, to } YYYY-MM-DD; null for a single day. */
  period: { from: string; to: string } | null;
}

export const DAILY_LOG_TITLE = 'Journal de chantier';

export const WEATHER_LABELS: Record<string, string> = {
  SUN: 'Ensoleillé',
  CLOUDS: 'Nuageux',
  RAIN: 'Pluie',
  STORM: 'Orage',
  WIND: 'Vent fort',
  HEAT: 'Forte chaleur',
  COLD: 'Froid',
  FOG: 'Brouillard',
};

const TITLE_WIDTH = 230;
const GAP = SECTION_GAP;
const BOX_PAD = 8;
/** Two photos a row; a photo is never taller than this, so that three rows fit on a page. */
const PHOTO = { gap: 12, maxHeight: 200, caption: 12 } as const;
/** The drawn signature's room: a pad drawing is wide and low. */
const SIGNATURE = { width: 200, height: 70 } as const;
/** What must not be overlooked (works stopped, a day not signed): the one colour the theme does not have. */
const WARN = '#a4262c';

const body: TextStyle = { size: SIZE.body };
const text: TextStyle = { size: 9.5, lineGap: 2 };
const muted: TextStyle = { size: SIZE.small, color: COLOR.muted };
const label: TextStyle = { size: 7, font: FONT.bold, color: COLOR.muted };
const bold: TextStyle = { size: SIZE.body, font: FONT.bold };
const warning: TextStyle = { size: 10, font: FONT.bold, color: WARN };

const WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];
const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/** '2026-11-30' -> 'lundi 30 novembre 2026', '2026-11-01' -> 'dimanche 1er novembre 2026'; by hand, not by the ICU data of the machine. */
export function formatLongDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(day ?? '').trim());
  if (!match) throw new Error(`daily log pdf: day "${day}" is not YYYY-MM-DD`);
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, date)).getUTCDay()];
  return `${weekday} ${date === 1 ? '1er' : date} ${MONTHS[month - 1]} ${year}`;
}

/** A site's day is Moroccan whatever the server's zone: a signature at 00:30 in Casablanca is on that day, not the UTC one before. */
const MOROCCO = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Casablanca', hourCycle: 'h23', dateStyle: 'short', timeStyle: 'short' });

export function moroccoDateTime(at: Date): { date: string; time: string } {
  const p = Object.fromEntries(MOROCCO.formatToParts(at).map((x) => [x.type, x.value]));
  return { date: `${p.day}/${p.month}/${p.year}`, time: `${p.hour}:${p.minute}` };
}

const degrees = (name: string, value: number | null) => (value === null ? '' : `${name} ${value < 0 ? MINUS : ''}${Math.abs(value)}${NBSP}°C`);
const plural = (count: number, word: string) => `${count} ${word}${count > 1 ? 's' : ''}`;
const periodText = (period: { from: string; to: string }) => `du ${formatDate(period.from)} au ${formatDate(period.to)}`;

/** Which day a page belongs to, and whether it continues it: the running header says so, for a loose page's sake. */
type PageOf = { day: number; continued: boolean };

function drawRunningHeader(layout: Layout, data: DailyLogPdfData, page: PageOf | undefined): void {
  const y = PAGE.margin - 4;
  const style: TextStyle = { size: 7.5, color: COLOR.muted };
  const line = layout.lineHeight(style);
  const day = data.days[page?.day ?? 0];
  const when = data.period && !page?.continued ? periodText(data.period) : `du ${formatLongDay(day.day)}${page?.continued ? ' (suite)' : ''}`;
  const reference = `${DAILY_LOG_TITLE} ${when}`;
  const referenceWidth = Math.min(layout.measureWidth(reference, style) + 2, (CONTENT_WIDTH * 2) / 3);
  const whose = `${clean(data.company.name, true)} – ${clean(data.site.name, true)}`;
  layout.write(whose, layout.left, y, CONTENT_WIDTH - referenceWidth - 12, { ...style, font: FONT.bold }, line);
  layout.write(reference, layout.left + CONTENT_WIDTH - referenceWidth, y, referenceWidth, { ...style, align: 'right' }, line);
  layout.rule(layout.left, y + line + 2, CONTENT_WIDTH);
}

/** The company as on its letterhead, the title and the day (or the period) on the right, then the site in a box. */
function drawHeader(layout: Layout, data: DailyLogPdfData, logo: PreparedLogo | null): void {
  const issuerEnd = drawLetterhead(layout, data.company, logo, CONTENT_WIDTH - TITLE_WIDTH - 20);
  const right = (style: TextStyle): TextStyle => ({ ...style, align: 'right' });
  const when = data.period ? `Période ${periodText(data.period)}` : `Journée du ${formatLongDay(data.days[0].day)}`;
  const titleEnd = stack(
    layout,
    [
      [DAILY_LOG_TITLE, right({ size: SIZE.title, font: FONT.bold, color: COLOR.accent })],
      [when, right({ size: 10.5, font: FONT.bold })],
    ],
    layout.left + CONTENT_WIDTH - TITLE_WIDTH,
    PAGE.margin,
    TITLE_WIDTH,
  );
  layout.y = Math.max(issuerEnd, titleEnd) + GAP;

  const signed = data.days.filter((d) => d.signature).length;
  const signature = data.days[0].signature;
  const days = `${plural(data.days.length, 'journée')}, ${signed ? `dont ${plural(signed, 'signée')}` : 'aucune signée'}`;
  const state: Line = signature
    ? [`Signé le ${moroccoDateTime(signature.signedAt).date} par ${clean(signature.signedByName, true)}`, body]
    : ['Non signé', { ...body, font: FONT.bold, color: WARN }];
  const rightLines: Line[] = data.period
    ? [
        ['JOURNÉES', label],
        [days, body],
      ]
    : [['SIGNATURE', label], state];
  drawTwoColumnBox(layout, siteLines(data.site), rightLines);
}

/** A day of a period opens with its date in a band, so that a reader leafing through the month finds it. */
function drawDayBand(layout: Layout, day: DailyLogPdfDay): void {
  const style: TextStyle = { size: 11, font: FONT.bold, color: COLOR.accent };
  const height = layout.lineHeight(style) + 10;
  const title = formatLongDay(day.day);
  layout.fill(layout.left, layout.y, CONTENT_WIDTH, height, COLOR.band);
  layout.write(title.charAt(0).toUpperCase() + title.slice(1), layout.left + BOX_PAD, layout.y + 5, CONTENT_WIDTH / 2, style);
  const state: TextStyle = { ...muted, font: FONT.bold, align: 'right', color: day.signature ? COLOR.muted : WARN };
  const stateY = layout.y + (height - layout.lineHeight(state)) / 2;
  layout.write(day.signature ? 'Signé' : 'Non signé', layout.left + CONTENT_WIDTH / 2, stateY, CONTENT_WIDTH / 2 - BOX_PAD, state);
  layout.y += height + GAP;
}

/** Free text of any length: PDFKit wraps it and opens the pages, above the footer. */
function drawText(layout: Layout, title: string, value: string): void {
  const content = clean(value);
  if (!content) return;
  drawHeading(layout, title, layout.lineHeight(text) * 2);
  layout.flow(content, CONTENT_WIDTH, text);
  layout.y += GAP;
}

/** Morning, afternoon and temperatures on one line, then the note and whether the works stopped. */
function drawWeather(layout: Layout, day: DailyLogPdfDay): void {
  const half = (value: string | null) => (value ? (WEATHER_LABELS[value] ?? clean(value, true)) : 'non renseigné');
  const temperatures = [degrees('min', day.temperatureMin), degrees('max', day.temperatureMax)].filter(Boolean).join(' – ') || 'non renseignées';
  const note = clean(day.weatherNote);
  const cells: [string, string, number][] = [
    ['Matin', half(day.weatherMorning), 0.28],
    ['Après-midi', half(day.weatherAfternoon), 0.3],
    ['Températures', temperatures, 0.42],
  ];
  const lineHeight = layout.lineHeight(body);
  const noted = day.weatherMorning || day.weatherAfternoon || day.temperatureMin !== null || day.temperatureMax !== null;
  drawHeading(layout, 'Météo', lineHeight * 2);
  if (!noted && !note && !day.stoppedByWeather) drawLine(layout, 'Aucun relevé', { ...body, color: COLOR.muted });
  if (noted) {
    let x = layout.left;
    for (const [name, value, share] of cells) {
      const prefix = `${name}${NBSP}: `;
      const prefixWidth = layout.measureWidth(prefix, bold);
      layout.write(prefix, x, layout.y, prefixWidth + 1, bold, lineHeight);
      layout.write(value, x + prefixWidth, layout.y, share * CONTENT_WIDTH - prefixWidth - 6, body, lineHeight);
      x += share * CONTENT_WIDTH;
    }
    layout.y += lineHeight + 4;
  }
  if (note) drawLine(layout, note, body);
  if (day.stoppedByWeather) drawLine(layout, 'Travaux arrêtés pour intempéries', warning);
  layout.y += GAP - 4;
}

function drawManpower(layout: Layout, day: DailyLogPdfDay): void {
  if (!day.manpower.length) {
    drawHeading(layout, 'Effectifs', layout.lineHeight(body));
    drawLine(layout, 'Aucun', { ...body, color: COLOR.muted });
    layout.y += GAP - 4;
    return;
  }
  const rows = day.manpower.map((m) => [clean(m.trade, true), clean(m.company, true) || 'Personnel propre', String(m.count)]);
  const total = day.manpower.reduce((sum, m) => sum + m.count, 0);
  const columns = [col('Corps de métier', 0.45), col('Entreprise', 0.4), col('Nombre', 0.15, 'right')];
  drawTable(layout, 'Effectifs', columns, rows, `Total${NBSP}: ${plural(total, 'personne')}`);
}

/** The photos two a row, each scaled into its half of the width; a row never splits over two pages. */
function drawPhotos(layout: Layout, photos: DailyLogPdfPhoto[]): void {
  if (!photos.length) return;
  const width = (CONTENT_WIDTH - PHOTO.gap) / 2;
  const maxHeight = Math.min(PHOTO.maxHeight, layout.pageCapacity - PHOTO.caption - PHOTO.gap);
  const fit = (p: DailyLogPdfPhoto) => {
    const scale = Math.min(width / p.width, maxHeight / p.height);
    return { width: p.width * scale, height: p.height * scale };
  };
  const rows: DailyLogPdfPhoto[][] = [];
  for (let i = 0; i < photos.length; i += 2) rows.push(photos.slice(i, i + 2));
  const rowHeight = (row: DailyLogPdfPhoto[]) => Math.max(...row.map((p) => fit(p).height)) + PHOTO.caption + PHOTO.gap;
  drawHeading(layout, `Photos (${photos.length})`, rowHeight(rows[0]));
  rows.forEach((row, r) => {
    if (rowHeight(row) > layout.remaining) layout.newPage();
    row.forEach((photo, c) => {
      const size = fit(photo);
      const cellX = layout.left + c * (width + PHOTO.gap);
      layout.doc.image(photo.bytes, cellX + (width - size.width) / 2, layout.y, size);
      layout.write(`Photo ${r * 2 + c + 1}`, cellX, layout.y + size.height + 2, width, { ...muted, align: 'center' });
    });
    layout.y += rowHeight(row);
  });
}

/** Who signed and when, Moroccan time, with the drawn signature; or, as plainly, that nobody did. */
function drawSignature(layout: Layout, day: DailyLogPdfDay): void {
  const signature = day.signature;
  const line = signature
    ? `Signé par ${clean(signature.signedByName, true)} le ${moroccoDateTime(signature.signedAt).date} à ${moroccoDateTime(signature.signedAt).time}`
    : 'Journal non signé';
  const style = signature ? bold : warning;
  const height = layout.measure(line, CONTENT_WIDTH - 2 * BOX_PAD, style) + (signature ? SIGNATURE.height + 6 : 0) + 2 * BOX_PAD;
  drawHeading(layout, 'Signature', height);
  layout.box(layout.left, layout.y, CONTENT_WIDTH, height, signature ? COLOR.rule : WARN);
  const textEnd = layout.y + BOX_PAD + layout.write(line, layout.left + BOX_PAD, layout.y + BOX_PAD, CONTENT_WIDTH - 2 * BOX_PAD, style);
  if (signature) {
    try {
      layout.doc.image(signature.png, layout.left + BOX_PAD, textEnd + 6, { fit: [SIGNATURE.width, SIGNATURE.height] });
    } catch {
      // An unreadable drawing: the signature's name and time are the record, the log is still printed.
      layout.write('(image de la signature illisible)', layout.left + BOX_PAD, textEnd + 6, CONTENT_WIDTH - 2 * BOX_PAD, muted);
    }
  }
  layout.y += height + GAP;
}

/** Corrections made after the signature, dated: the signed log itself stays as it was signed. */
function drawAddenda(layout: Layout, day: DailyLogPdfDay): void {
  if (!day.addenda.length) return;
  const firstLine = layout.lineHeight(bold) + layout.lineHeight(text) * 2;
  drawHeading(layout, `Additifs (${day.addenda.length})`, firstLine);
  for (const addendum of day.addenda) {
    const at = moroccoDateTime(addendum.createdAt);
    const title = `Additif du ${at.date} ${at.time} par ${clean(addendum.authorName, true)}`;
    if (firstLine > layout.remaining) layout.newPage();
    layout.y += layout.write(title, layout.left, layout.y, CONTENT_WIDTH, bold) + 3;
    layout.flow(clean(addendum.text), CONTENT_WIDTH, text);
    layout.y += GAP - 4;
  }
}

function drawDay(layout: Layout, day: DailyLogPdfDay): void {
  drawWeather(layout, day);
  drawManpower(layout, day);
  const equipment = day.equipment.map((e) => [clean(e.name, true), String(e.count)]);
  if (equipment.length) drawTable(layout, 'Matériel', [col('Matériel', 0.85), col('Nombre', 0.15, 'right')], equipment);
  const deliveries = day.deliveries.map((d) => [clean(d.label, true), clean(d.supplierName, true) || '—', formatMoney(d.amountTTC)]);
  if (deliveries.length)
    drawTable(layout, 'Livraisons', [col('Livraison', 0.5), col('Fournisseur', 0.3), col('Montant TTC', 0.2, 'right')], deliveries);
  drawText(layout, deliveries.length ? 'Note sur les livraisons' : 'Livraisons', day.deliveryNote);
  drawText(layout, 'Événements', day.events);
  drawText(layout, 'Incidents', day.incidents);
  const visitors = day.visitors.map((v) => [clean(v.name, true), clean(v.organisation, true), clean(v.purpose, true)]);
  if (visitors.length) drawTable(layout, 'Visiteurs', [col('Visiteur', 0.3), col('Organisme', 0.3), col('Objet de la visite', 0.4)], visitors);
  drawPhotos(layout, day.photos);
  drawSignature(layout, day);
  drawAddenda(layout, day);
}

/** Renders the log as a PDF (A4, French formats, the company's legal mentions and page numbers on every page). */
export async function renderDailyLogPdf(data: DailyLogPdfData): Promise<Buffer> {
  if (!data.days.length) throw new Error('daily log pdf: no day to print');
  const when = data.period ? periodText(data.period) : formatLongDay(data.days[0].day);
  const pages = new Map<PDFKit.PDFPage, PageOf>();
  return renderPdf({
    company: data.company,
    title: `${DAILY_LOG_TITLE} — ${clean(data.site.name, true)} — ${when}`,
    subject: clean(data.site.name, true) || DAILY_LOG_TITLE,
    drawRunningHeader: (layout) => drawRunningHeader(layout, data, pages.get(layout.doc.page)),
    draw: (layout, logo) => {
      let current: PageOf = { day: 0, continued: false };
      pages.set(layout.doc.page, current);
      // Pages are opened by the layout and by PDFKit's own wrapping of long texts alike: both announce them.
      layout.doc.on('pageAdded', () => pages.set(layout.doc.page, { ...current, continued: true }));
      drawHeader(layout, data, logo);
      data.days.forEach((day, i) => {
        if (i > 0) {
          current = { day: i, continued: false };
          layout.newPage();
          pages.set(layout.doc.page, current);
        }
        if (data.period) drawDayBand(layout, day);
        drawDay(layout, day);
      });
    },
  });
}
