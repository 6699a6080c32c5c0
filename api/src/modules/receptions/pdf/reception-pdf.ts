import type { PdfCompany } from '../../../core/pdf/pdf-company';
import { clean, formatDate, NBSP } from '../../../core/pdf/pdf-format';
import { measureStack, stack, type Layout, type Line, type TextStyle } from '../../../core/pdf/pdf-layout';
import { drawLetterhead } from '../../../core/pdf/pdf-letterhead';
import type { PreparedLogo } from '../../../core/pdf/pdf-logo';
import { col, drawHeading, drawLine, drawTable, drawTwoColumnBox, SECTION_GAP, siteLines } from '../../../core/pdf/pdf-sections';
import { COLOR, CONTENT_WIDTH, FONT, PAGE, SIZE } from '../../../core/pdf/pdf-theme';
import { renderPdf } from '../../../core/pdf/render-pdf';
import { formatLongDay, moroccoDateTime } from '../../daily-logs';
import { guaranteeEnds } from '../guarantee';

/**
 * The procès-verbal de réception as a PDF (issue 37): what the company and the client's representative signed on the
 * screen, in the look of the company's other papers. A PV not yet signed prints as a draft, said on every page: it
 * is a working copy to read over with the client, not the record.
 */

export interface ReceptionPdfSigner {
  name: string;
  /** The drawn signature's PNG; null: the name typed as the signature (by link). */
  png: Buffer | null;
}

export interface ReceptionPdfData {
  company: PdfCompany;
  site: { name: string; address?: string | null; postalCode?: string | null; city?: string | null; client?: string | null };
  kind: 'PROVISIONAL' | 'FINAL';
  date: string; // YYYY-MM-DD
  parties: { role: string; name: string; organisation: string }[];
  notes: string;
  /** The réserves not validated: as signed for a signed PV, as they stand today for a draft. */
  reserves: { title: string; trade: string; status: string; responsible: string | null }[];
  /** The company's délai de garantie, in months. */
  guaranteeMonths: number;
  /** Both signatures and when they were given; null for a draft. */
  /** `client` null: signed by the company, the client's signature awaited. */
  signed: { at: Date; company: ReceptionPdfSigner; client: ReceptionPdfSigner | null } | null;
}

export const RECEPTION_TITLES = {
  PROVISIONAL: 'Procès-verbal de réception provisoire',
  FINAL: 'Procès-verbal de réception définitive',
} as const;

export const ROLE_LABELS: Record<string, string> = {
  COMPANY: 'Entreprise',
  CLIENT: 'Maître d’ouvrage',
  ARCHITECT: 'Architecte',
  ENGINEER: 'Bureau d’études / de contrôle',
  OTHER: 'Autre',
};

export const RESERVE_STATUS_LABELS: Record<string, string> = { OPEN: 'Ouverte', LIFTED: 'Levée', REFUSED: 'Refusée', VALIDATED: 'Validée' };

/** The legal mention of the guarantee and the retention: the final reception ends the one and releases the other. */
export function guaranteeMention(kind: ReceptionPdfData['kind'], date: string, months: number): string {
  if (kind === 'FINAL')
    return (
      'La présente réception définitive met fin au délai de garantie ouvert par la réception provisoire et libère la ' +
      `retenue de garantie${NBSP}: les sommes retenues à ce titre sont dues à l’entreprise.`
    );
  return (
    `La réception provisoire ouvre le délai de garantie de ${months}${NBSP}mois, pendant lequel l’entreprise reprend les ` +
    `réserves et les désordres signalés. La réception définitive, prononcée à son terme (à partir du ${formatDate(guaranteeEnds(date, months))}), ` +
    'mettra fin au délai de garantie et libérera la retenue de garantie.'
  );
}

const TITLE_WIDTH = 250;
const BOX_PAD = 8;
/** The drawn signature's room in its half of the width: a pad drawing is wide and low. */
const SIGNATURE = { width: 200, height: 70 } as const;
const WARN = '#a4262c';

const body: TextStyle = { size: SIZE.body };
const text: TextStyle = { size: 9.5, lineGap: 2 };
const label: TextStyle = { size: 7, font: FONT.bold, color: COLOR.muted };
const bold: TextStyle = { size: SIZE.body, font: FONT.bold };
const muted: TextStyle = { size: SIZE.small, color: COLOR.muted };
const verdict: TextStyle = { size: 10.5, font: FONT.bold };
const warning: TextStyle = { size: 10, font: FONT.bold, color: WARN };

const siteClient = (data: ReceptionPdfData) => {
  const party = data.parties.find((p) => p.role === 'CLIENT');
  const named = [clean(party?.name, true), clean(party?.organisation, true)].filter(Boolean).join(', ');
  return clean(data.site.client, true) || named;
};

function drawRunningHeader(layout: Layout, data: ReceptionPdfData): void {
  const y = PAGE.margin - 4;
  const style: TextStyle = { size: 7.5, color: COLOR.muted };
  const line = layout.lineHeight(style);
  const state = !data.signed ? ' (projet non signé)' : data.signed.client ? '' : ' (signature du client attendue)';
  const reference = `${RECEPTION_TITLES[data.kind]} du ${formatDate(data.date)}${state}`;
  const referenceWidth = Math.min(layout.measureWidth(reference, style) + 2, (CONTENT_WIDTH * 2) / 3);
  const whose = `${clean(data.company.name, true)} – ${clean(data.site.name, true)}`;
  layout.write(whose, layout.left, y, CONTENT_WIDTH - referenceWidth - 12, { ...style, font: FONT.bold }, line);
  layout.write(reference, layout.left + CONTENT_WIDTH - referenceWidth, y, referenceWidth, { ...style, align: 'right' }, line);
  layout.rule(layout.left, y + line + 2, CONTENT_WIDTH);
}

/** The letterhead, the title and the date on the right, then the site, the client and the date in a box. */
function drawHeader(layout: Layout, data: ReceptionPdfData, logo: PreparedLogo | null): void {
  const issuerEnd = drawLetterhead(layout, data.company, logo, CONTENT_WIDTH - TITLE_WIDTH - 20);
  const right = (style: TextStyle): TextStyle => ({ ...style, align: 'right' });
  const titleEnd = stack(
    layout,
    [
      [RECEPTION_TITLES[data.kind], right({ size: 17, font: FONT.bold, color: COLOR.accent })],
      [`Du ${formatLongDay(data.date)}`, right({ size: 10.5, font: FONT.bold }), 2],
      [!data.signed ? 'PROJET – NON SIGNÉ' : data.signed.client ? '' : 'SIGNATURE DU CLIENT ATTENDUE', right(warning), 4],
    ],
    layout.left + CONTENT_WIDTH - TITLE_WIDTH,
    PAGE.margin,
    TITLE_WIDTH,
  );
  layout.y = Math.max(issuerEnd, titleEnd) + SECTION_GAP;

  const facts: Line[] = [
    ['MAÎTRE D’OUVRAGE', label],
    [siteClient(data) || 'Non renseigné', { size: 10, font: FONT.bold }],
    ['DATE DE LA RÉCEPTION', label, 4],
    [formatDate(data.date), body],
  ];
  drawTwoColumnBox(layout, siteLines(data.site), facts);
}

function drawParagraph(layout: Layout, title: string, value: string, style: TextStyle = text): void {
  drawHeading(layout, title, layout.lineHeight(style) * 2);
  layout.flow(value, CONTENT_WIDTH, style);
  layout.y += SECTION_GAP;
}

/** 'Avec réserves' and their list, or 'Sans réserves': the verdict a reception is read for. */
function drawReserves(layout: Layout, data: ReceptionPdfData): void {
  const count = data.reserves.length;
  const kind = data.kind === 'FINAL' ? 'définitive' : 'provisoire';
  drawHeading(layout, 'Réception', layout.lineHeight(verdict) + layout.lineHeight(body));
  drawLine(layout, count ? `Avec réserves (${count})` : 'Sans réserves', verdict);
  drawLine(
    layout,
    count
      ? `La réception ${kind} est prononcée avec les réserves ci-dessous, que l’entreprise s’engage à lever.`
      : `La réception ${kind} est prononcée sans réserves.`,
    body,
  );
  layout.y += SECTION_GAP - 4;
  if (!count) return;
  const rows = data.reserves.map((r) => [
    clean(r.title, true),
    clean(r.trade, true),
    RESERVE_STATUS_LABELS[r.status] ?? clean(r.status, true),
    clean(r.responsible, true) || '—',
  ]);
  const columns = [col('Réserve', 0.46), col('Corps de métier', 0.18), col('Statut', 0.12), col('Responsable', 0.24)];
  drawTable(layout, data.signed ? 'Réserves non validées à la signature' : 'Réserves non validées à ce jour', columns, rows);
}

/** Each party's box: its role, the signer's name, when (Moroccan time) and the drawn signature; empty lines for a draft. */
function drawSignatures(layout: Layout, data: ReceptionPdfData): void {
  const half = (CONTENT_WIDTH - BOX_PAD * 2) / 2;
  const when = data.signed ? moroccoDateTime(data.signed.at) : null;
  const signedAt = when ? `Signé le ${when.date} à ${when.time} (heure du Maroc)` : 'Non signé';
  const boxes: [string, ReceptionPdfSigner | null][] = [
    ['Pour l’entreprise', data.signed?.company ?? null],
    ['Pour le maître d’ouvrage', data.signed?.client ?? null],
  ];
  const lines = (role: string, signer: ReceptionPdfSigner | null): Line[] => [
    [role.toUpperCase(), label],
    [signer ? clean(signer.name, true) : 'Nom et signature', signer ? bold : muted, 2],
    [signer ? signedAt : 'Non signé', signer ? body : { ...body, color: WARN }, 2],
  ];
  const textHeight = Math.max(...boxes.map(([role, signer]) => measureStack(layout, lines(role, signer), half - 2 * BOX_PAD)));
  const height = textHeight + SIGNATURE.height + 6 + 2 * BOX_PAD;
  drawHeading(layout, 'Signatures', height);
  boxes.forEach(([role, signer], i) => {
    const x = layout.left + i * (half + BOX_PAD * 2);
    layout.box(x, layout.y, half, height, signer ? COLOR.rule : WARN);
    const end = stack(layout, lines(role, signer), x + BOX_PAD, layout.y + BOX_PAD, half - 2 * BOX_PAD);
    if (!signer) return;
    if (!signer.png) {
      layout.write('(nom saisi comme signature, voir le certificat)', x + BOX_PAD, end + 6, half - 2 * BOX_PAD, muted);
      return;
    }
    try {
      layout.doc.image(signer.png, x + BOX_PAD, end + 6, { fit: [Math.min(SIGNATURE.width, half - 2 * BOX_PAD), SIGNATURE.height] });
    } catch {
      // An unreadable drawing: the name and the time are the record, the PV is still printed.
      layout.write('(image de la signature illisible)', x + BOX_PAD, end + 6, half - 2 * BOX_PAD, muted);
    }
  });
  layout.y += height + SECTION_GAP;
}

/** Renders the PV (A4, French formats, the company's legal mentions and page numbers on every page). */
export async function renderReceptionPdf(data: ReceptionPdfData): Promise<Buffer> {
  return renderPdf({
    company: data.company,
    title: `${RECEPTION_TITLES[data.kind]} — ${clean(data.site.name, true)} — ${formatDate(data.date)}`,
    subject: clean(data.site.name, true) || RECEPTION_TITLES[data.kind],
    drawRunningHeader: (layout) => drawRunningHeader(layout, data),
    draw: (layout, logo) => {
      drawHeader(layout, data, logo);
      const parties = data.parties.map((p) => [ROLE_LABELS[p.role] ?? clean(p.role, true), clean(p.name, true), clean(p.organisation, true) || '—']);
      drawTable(layout, 'Parties présentes', [col('Qualité', 0.3), col('Nom', 0.35), col('Organisme', 0.35)], parties);
      drawReserves(layout, data);
      const notes = clean(data.notes);
      if (notes) drawParagraph(layout, 'Observations', notes);
      drawParagraph(layout, 'Garantie et retenue de garantie', guaranteeMention(data.kind, data.date, data.guaranteeMonths), body);
      drawSignatures(layout, data);
    },
  });
}
