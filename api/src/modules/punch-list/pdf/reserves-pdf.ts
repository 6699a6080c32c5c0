import type { ReserveResponsibleType, ReserveStatus } from '@chantiers/schema';
import type { PdfCompany } from '../../../core/pdf/pdf-company';
import { clean, formatDate, NBSP } from '../../../core/pdf/pdf-format';
import { measureStack, stack, type Layout, type Line, type TextStyle } from '../../../core/pdf/pdf-layout';
import { drawLetterhead } from '../../../core/pdf/pdf-letterhead';
import type { PreparedLogo } from '../../../core/pdf/pdf-logo';
import { COLOR, CONTENT_WIDTH, FONT, PAGE, SIZE } from '../../../core/pdf/pdf-theme';
import { renderPdf } from '../../../core/pdf/render-pdf';
import type { PlanCrop } from './plan-sheets';

/**
 * The PDF of a site's réserves (issue 37's punch list, as handed to the trades or kept for the reception): the company's
 * letterhead, the filter it was printed with, then each réserve as a card: its number and title, status, trade,
 * responsible, due date, the plan it is pinned on (saying so when that sheet has been superseded), a crop of the plan
 * around the pin and the photos, small. A card never splits over two pages.
 */

/** A photo as printed: the stored thumbnail (JPEG, 320 px). */
export interface ReservePdfPhoto {
  bytes: Buffer;
}

export interface ReservePdfItem {
  reference: string; // R-001
  title: string;
  description: string;
  trade: string;
  status: ReserveStatus;
  statusNote: string;
  responsible: { type: ReserveResponsibleType; name: string } | null;
  dueDate: string | null; // YYYY-MM-DD
  overdue: boolean;
  /** The sheet it is pinned on; `inForce` is the plan's latest version (a lower `version` is superseded). */
  plan: { title: string; version: number; page: number; pageCount: number; inForce: number };
  liftedAt: Date | null;
  liftedByName: string | null;
  reviewedAt: Date | null;
  reviewedByName: string | null;
  /** The plan around the pin (null: the sheet could not be drawn). */
  crop: PlanCrop | null;
  photos: ReservePdfPhoto[];
  liftPhotos: ReservePdfPhoto[];
}

export interface ReservesPdfData {
  company: PdfCompany;
  site: { name: string; address?: string | null; postalCode?: string | null; city?: string | null };
  printedOn: string; // YYYY-MM-DD, Morocco
  /** What the list was filtered by (null: not filtered by it). */
  filter: { plan: string | null; trade: string | null; status: ReserveStatus | null; responsible: string | null };
  /** The réserves of each status under the other filters. */
  totals: Record<ReserveStatus, number>;
  /** By number. */
  reserves: ReservePdfItem[];
}

export const RESERVES_PDF_TITLE = 'Liste des réserves';

export const STATUS_LABELS: Record<ReserveStatus, string> = { OPEN: 'Ouverte', LIFTED: 'Levée', VALIDATED: 'Validée', REFUSED: 'Refusée' };
const STATUS_PLURALS: Record<ReserveStatus, [string, string]> = {
  OPEN: ['ouverte', 'ouvertes'],
  LIFTED: ['levée', 'levées'],
  VALIDATED: ['validée', 'validées'],
  REFUSED: ['refusée', 'refusées'],
};
/** The statuses' colours, darker than the pins' so that they read as text. */
const STATUS_TEXT: Record<ReserveStatus, string> = { OPEN: '#ad4e00', LIFTED: '#0958d9', VALIDATED: '#237804', REFUSED: '#a8071a' };
const RESPONSIBLE_LABELS: Record<ReserveResponsibleType, string> = { PERSONNEL: 'personnel', PARTNER: 'partenaire', OTHER: '' };
const WARN = '#a4262c';

const TITLE_WIDTH = 230;
const GAP = 14;
const PAD = 8;
const CROP = { width: 190, maxHeight: 143 } as const;
const LABEL_WIDTH = 86;
const THUMB = { height: 48, gap: 5 } as const;
const DESCRIPTION_MAX = 60;

const body: TextStyle = { size: SIZE.body };
const text: TextStyle = { size: 9, lineGap: 1.5 };
const muted: TextStyle = { size: SIZE.small, color: COLOR.muted };
const label: TextStyle = { size: 7, font: FONT.bold, color: COLOR.muted };
const bold: TextStyle = { size: SIZE.body, font: FONT.bold };
const title: TextStyle = { size: 10.5, font: FONT.bold, color: COLOR.accent };
const warning: TextStyle = { size: SIZE.small, font: FONT.bold, color: WARN };

const MOROCCO_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Casablanca' });
/** An instant as the Moroccan day it fell on: '30/11/2026'. */
const dayOf = (at: Date) => formatDate(MOROCCO_DAY.format(at));
const plural = (n: number, [one, many]: [string, string]) => `${n}${NBSP}${n > 1 ? many : one}`;

/** '5 réserves : 2 ouvertes, 1 levée, 2 validées' (the statuses with none left out). */
export function totalsLine(totals: Record<ReserveStatus, number>, shown: number): string {
  const parts = (Object.keys(STATUS_PLURALS) as ReserveStatus[]).filter((s) => totals[s] > 0).map((s) => plural(totals[s], STATUS_PLURALS[s]));
  const count = plural(shown, ['réserve', 'réserves']);
  return parts.length ? `${count}${NBSP}: ${parts.join(', ')}` : count;
}

/** 'Plan RDC, statut Ouverte, corps de métier Électricité' or 'Toutes les réserves du chantier'. */
export function filterLine(filter: ReservesPdfData['filter']): string {
  const parts = [
    filter.plan && `plan ${clean(filter.plan, true)}`,
    filter.trade && `corps de métier ${clean(filter.trade, true)}`,
    filter.status && `statut ${STATUS_LABELS[filter.status].toLowerCase()}`,
    filter.responsible && `responsable ${clean(filter.responsible, true)}`,
  ].filter(Boolean);
  return parts.length ? `Filtre${NBSP}: ${parts.join(', ')}` : 'Toutes les réserves du chantier';
}

function drawRunningHeader(layout: Layout, data: ReservesPdfData): void {
  const y = PAGE.margin - 4;
  const style: TextStyle = { size: 7.5, color: COLOR.muted };
  const line = layout.lineHeight(style);
  const reference = `${RESERVES_PDF_TITLE} du ${formatDate(data.printedOn)}`;
  const referenceWidth = Math.min(layout.measureWidth(reference, style) + 2, CONTENT_WIDTH / 2);
  const whose = `${clean(data.company.name, true)} – ${clean(data.site.name, true)}`;
  layout.write(whose, layout.left, y, CONTENT_WIDTH - referenceWidth - 12, { ...style, font: FONT.bold }, line);
  layout.write(reference, layout.left + CONTENT_WIDTH - referenceWidth, y, referenceWidth, { ...style, align: 'right' }, line);
  layout.rule(layout.left, y + line + 2, CONTENT_WIDTH);
}

/** The letterhead, the title and the date on the right, then the site, the totals and the filter in a box. */
function drawHeader(layout: Layout, data: ReservesPdfData, logo: PreparedLogo | null): void {
  const issuerEnd = drawLetterhead(layout, data.company, logo, CONTENT_WIDTH - TITLE_WIDTH - 20);
  const right = (style: TextStyle): TextStyle => ({ ...style, align: 'right' });
  const titleEnd = stack(
    layout,
    [
      [RESERVES_PDF_TITLE, right({ size: SIZE.title, font: FONT.bold, color: COLOR.accent })],
      [`Édition du ${formatDate(data.printedOn)}`, right({ size: 10.5, font: FONT.bold })],
    ],
    layout.left + CONTENT_WIDTH - TITLE_WIDTH,
    PAGE.margin,
    TITLE_WIDTH,
  );
  layout.y = Math.max(issuerEnd, titleEnd) + GAP;
  const { site } = data;
  const place = [clean(site.address, true), [clean(site.postalCode, true), clean(site.city, true)].filter(Boolean).join(' ')].filter(Boolean);
  const half = (CONTENT_WIDTH - 3 * PAD) / 2;
  const left: Line[] = [
    ['CHANTIER', label],
    [clean(site.name), { size: 10, font: FONT.bold }],
    [place.join(', '), body],
  ];
  const rightLines: Line[] = [
    ['RÉSERVES', label],
    [totalsLine(data.totals, data.reserves.length), body],
    [filterLine(data.filter), muted],
  ];
  const height = Math.max(measureStack(layout, left, half), measureStack(layout, rightLines, half)) + 2 * PAD - 1.5;
  layout.box(layout.left, layout.y, CONTENT_WIDTH, height);
  stack(layout, left, layout.left + PAD, layout.y + PAD, half);
  stack(layout, rightLines, layout.left + 2 * PAD + half, layout.y + PAD, half);
  layout.y += height + GAP;
}

/** The label / value lines beside the crop. */
function facts(r: ReservePdfItem): [string, string, TextStyle?][] {
  const kind = r.responsible ? RESPONSIBLE_LABELS[r.responsible.type] : '';
  const responsible = r.responsible ? `${clean(r.responsible.name, true)}${kind ? ` (${kind})` : ''}` : 'Non désigné';
  const due = r.dueDate ? `${formatDate(r.dueDate)}${r.overdue ? ' — en retard' : ''}` : 'Aucune';
  const sheet = `${clean(r.plan.title, true)} — version ${r.plan.version}${r.plan.pageCount > 1 ? `, page ${r.plan.page}` : ''}`;
  const rows: [string, string, TextStyle?][] = [
    ['CORPS DE MÉTIER', clean(r.trade, true) || '—'],
    ['RESPONSABLE', responsible],
    ['ÉCHÉANCE', due, r.overdue ? { ...bold, color: WARN } : undefined],
    ['PLAN', sheet],
  ];
  if (r.plan.version < r.plan.inForce) rows.push(['', `Version remplacée : le plan en vigueur est la version ${r.plan.inForce}.`, warning]);
  if (r.liftedAt) rows.push(['LEVÉE', `le ${dayOf(r.liftedAt)}${r.liftedByName ? ` par ${clean(r.liftedByName, true)}` : ''}`]);
  if (r.reviewedAt && (r.status === 'VALIDATED' || r.status === 'REFUSED'))
    rows.push([
      r.status === 'VALIDATED' ? 'VALIDÉE' : 'REFUSÉE',
      `le ${dayOf(r.reviewedAt)}${r.reviewedByName ? ` par ${clean(r.reviewedByName, true)}` : ''}`,
    ]);
  const note = clean(r.statusNote, true);
  if (note) rows.push([r.status === 'REFUSED' ? 'MOTIF DU REFUS' : 'NOTE DE LEVÉE', note]);
  return rows;
}

/** How the description is printed: its first lines (the réserve's page in the app has the rest). */
const descriptionOf = (r: ReservePdfItem) => {
  const all = clean(r.description);
  return all.length > DESCRIPTION_MAX * 6 ? `${all.slice(0, DESCRIPTION_MAX * 6 - 1).trimEnd()}…` : all;
};

/** A row of thumbnails with its caption; returns its height (measure only when `draw` is false). */
function photoRow(layout: Layout, caption: string, photos: ReservePdfPhoto[], x: number, y: number, width: number, draw: boolean): number {
  if (!photos.length) return 0;
  const captionHeight = layout.lineHeight(label) + 2;
  const perRow = Math.max(1, Math.floor((width + THUMB.gap) / (THUMB.height * 1.34 + THUMB.gap)));
  const rows = Math.ceil(photos.length / perRow);
  if (draw) {
    layout.write(caption, x, y, width, label);
    photos.forEach((p, i) => {
      const cellX = x + (i % perRow) * (THUMB.height * 1.34 + THUMB.gap);
      const cellY = y + captionHeight + Math.floor(i / perRow) * (THUMB.height + THUMB.gap);
      try {
        layout.doc.image(p.bytes, cellX, cellY, { fit: [THUMB.height * 1.34, THUMB.height] });
      } catch {
        // A thumbnail pdfkit cannot read is left out rather than failing the document.
      }
    });
  }
  return captionHeight + rows * (THUMB.height + THUMB.gap);
}

/** Draws (or only measures) one réserve's card from `layout.y`; returns its height. */
function card(layout: Layout, r: ReservePdfItem, draw: boolean): number {
  const inner = CONTENT_WIDTH - 2 * PAD;
  const top = layout.y;
  const bandStyle = title;
  const statusStyle: TextStyle = { size: 8, font: FONT.bold, color: STATUS_TEXT[r.status], align: 'right' };
  const statusText = STATUS_LABELS[r.status].toUpperCase();
  const statusWidth = layout.measureWidth(statusText, statusStyle) + 4;
  const heading = `${r.reference}  ${clean(r.title, true)}`;
  const bandHeight = layout.measure(heading, inner - statusWidth - 10, bandStyle) + 2 * 5;
  const cropHeight = r.crop ? Math.min(CROP.maxHeight, (CROP.width * r.crop.height) / r.crop.width) : 40;
  const textX = layout.left + PAD + CROP.width + 12;
  const textWidth = CONTENT_WIDTH - 2 * PAD - CROP.width - 12;
  const rows = facts(r);
  const rowHeight = ([, value, style]: [string, string, TextStyle?]) => layout.measure(value, textWidth - LABEL_WIDTH, style ?? body) + 3;
  const description = descriptionOf(r);
  const descriptionHeight = description ? layout.measure(description, textWidth, text) + 4 : 0;
  const factsHeight = rows.reduce((sum, row) => sum + rowHeight(row), 0) + descriptionHeight;
  // The photos under the facts, in the text's column: a card stays about as tall as its crop.
  const reportHeight = photoRow(layout, 'PHOTOS', r.photos, textX, 0, textWidth, false);
  const liftHeight = photoRow(layout, 'PHOTOS DE LA LEVÉE', r.liftPhotos, textX, 0, textWidth, false);
  const photosHeight = reportHeight + liftHeight ? 4 + reportHeight + liftHeight : 0;
  const bodyHeight = Math.max(cropHeight, factsHeight + photosHeight);
  const height = bandHeight + PAD + bodyHeight + PAD;
  if (!draw) return height;

  layout.fill(layout.left, top, CONTENT_WIDTH, bandHeight, COLOR.band);
  layout.write(heading, layout.left + PAD, top + 5, inner - statusWidth - 10, bandStyle);
  layout.write(statusText, layout.left + CONTENT_WIDTH - PAD - statusWidth, top + 5 + 1.5, statusWidth, statusStyle);
  layout.box(layout.left, top, CONTENT_WIDTH, height);
  const bodyTop = top + bandHeight + PAD;
  if (r.crop) {
    const width = (cropHeight * r.crop.width) / r.crop.height;
    layout.doc.image(r.crop.bytes, layout.left + PAD, bodyTop, { width, height: cropHeight });
    layout.doc
      .save()
      .rect(layout.left + PAD, bodyTop, width, cropHeight)
      .lineWidth(0.5)
      .strokeColor(COLOR.rule)
      .stroke()
      .restore();
  } else {
    layout.box(layout.left + PAD, bodyTop, CROP.width, cropHeight);
    layout.write('Plan non disponible', layout.left + PAD, bodyTop + cropHeight / 2 - 5, CROP.width, { ...muted, align: 'center' });
  }
  let y = bodyTop;
  for (const row of rows) {
    const [name, value, style] = row;
    if (name) layout.write(name, textX, y + 1.2, LABEL_WIDTH - 4, label);
    layout.write(value, textX + LABEL_WIDTH, y, textWidth - LABEL_WIDTH, style ?? body);
    y += rowHeight(row);
  }
  if (description) layout.write(description, textX, y + 2, textWidth, text);
  y += descriptionHeight + 4;
  y += photoRow(layout, 'PHOTOS', r.photos, textX, y, textWidth, true);
  photoRow(layout, 'PHOTOS DE LA LEVÉE', r.liftPhotos, textX, y, textWidth, true);
  return height;
}

/** Renders the réserves as a PDF (A4, French, the company's legal mentions and page numbers on every page). */
export async function renderReservesPdf(data: ReservesPdfData): Promise<Buffer> {
  return renderPdf({
    company: data.company,
    title: `${RESERVES_PDF_TITLE} — ${clean(data.site.name, true)} — ${formatDate(data.printedOn)}`,
    subject: clean(data.site.name, true) || RESERVES_PDF_TITLE,
    drawRunningHeader: (layout) => drawRunningHeader(layout, data),
    draw: (layout, logo) => {
      drawHeader(layout, data, logo);
      if (!data.reserves.length) {
        layout.write('Aucune réserve ne correspond à ce filtre.', layout.left, layout.y, CONTENT_WIDTH, { ...body, color: COLOR.muted });
        return;
      }
      for (const r of data.reserves) {
        const height = card(layout, r, false);
        if (height > layout.remaining) layout.newPage();
        card(layout, r, true);
        layout.y += height + 10;
      }
    },
  });
}
