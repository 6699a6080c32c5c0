import type { PdfCompany } from '../../../core/pdf/pdf-company';
import { clean, formatAmount, formatDate, formatMoney, formatPercent, NBSP } from '../../../core/pdf/pdf-format';
import { stack, type Layout, type Line, type TextStyle } from '../../../core/pdf/pdf-layout';
import { drawLetterhead } from '../../../core/pdf/pdf-letterhead';
import type { PreparedLogo } from '../../../core/pdf/pdf-logo';
import { BOX_LABEL, col, drawLine, drawTable, drawTwoColumnBox, SECTION_GAP } from '../../../core/pdf/pdf-sections';
import { COLOR, CONTENT_WIDTH, FONT, PAGE, SIZE } from '../../../core/pdf/pdf-theme';
import { renderPdf } from '../../../core/pdf/render-pdf';
import type { PaymentDelayDeclaration } from './payment-delays.service';

/**
 * The printable report of a payment delays declaration (law 69-21, issue 38): the company's letterhead, the period and
 * its totals, the invoices received it declares (the DGI model's columns), then, for information, the invoices issued
 * still late at the period's end (the penalties the clients bear).
 */
export interface PaymentDelaysPdfData {
  company: PdfCompany;
  printedOn: string;
  declaration: PaymentDelayDeclaration;
  /** The invoices issued paid late in the period or unpaid at its end: the penalties the clients bear, for information. */
  issued: PaymentDelayDeclaration;
}

export const PAYMENT_DELAYS_PDF_TITLE = 'Déclaration des délais de paiement';
const TITLE_WIDTH = 240;
const body: TextStyle = { size: SIZE.body };
const muted: TextStyle = { size: SIZE.small, color: COLOR.muted };

export const periodLabel = (d: PaymentDelayDeclaration) =>
  d.quarter ? `${d.quarter}${d.quarter === 1 ? 'er' : 'e'} trimestre ${d.year}` : `Année ${d.year}`;
const months = (n: number) => `${n}${NBSP}mois`;

function drawHeader(layout: Layout, data: PaymentDelaysPdfData, logo: PreparedLogo | null): void {
  const d = data.declaration;
  const issuerEnd = drawLetterhead(layout, data.company, logo, CONTENT_WIDTH - TITLE_WIDTH - 20);
  const right = (style: TextStyle): TextStyle => ({ ...style, align: 'right' });
  const titleEnd = stack(
    layout,
    [
      [PAYMENT_DELAYS_PDF_TITLE, right({ size: SIZE.title, font: FONT.bold, color: COLOR.accent })],
      [periodLabel(d), right({ size: 10.5, font: FONT.bold })],
      [`Édition du ${formatDate(data.printedOn)}`, right(muted)],
    ],
    layout.left + CONTENT_WIDTH - TITLE_WIDTH,
    PAGE.margin,
    TITLE_WIDTH,
  );
  layout.y = Math.max(issuerEnd, titleEnd) + SECTION_GAP;
  const left: Line[] = [
    ['PÉRIODE', BOX_LABEL],
    [`Du ${formatDate(d.from)} au ${formatDate(d.to)}`, { size: 10, font: FONT.bold }],
    ['Loi 69-21, décret 2-23-544 : factures reçues payées hors délai pendant la période ou impayées à sa fin.', muted],
  ];
  const rightLines: Line[] = [
    ['AMENDES', BOX_LABEL],
    [`Dues pour la période${NBSP}: ${formatMoney(d.total)} (${d.rows.length} facture${d.rows.length > 1 ? 's' : ''})`, body],
    [`À la charge des clients pour la période${NBSP}: ${formatMoney(data.issued.total)}`, body],
  ];
  drawTwoColumnBox(layout, left, rightLines);
}

/** The report as a PDF. */
export function renderPaymentDelaysPdf(data: PaymentDelaysPdfData): Promise<Buffer> {
  const d = data.declaration;
  return renderPdf({
    company: data.company,
    title: `${PAYMENT_DELAYS_PDF_TITLE} – ${periodLabel(d)}`,
    draw(layout, logo) {
      drawHeader(layout, data, logo);
      const received = d.rows.map((r) => [
        `${clean(r.party, true)}${r.partyIce ? `\n${r.partyIce}` : ''}`,
        `${clean(r.reference, true)}\n${formatDate(r.issueDate)}`,
        `${formatDate(r.dueDate)}${r.dueDateCapped ? ' (120 j)' : ''}`,
        formatAmount(r.amount),
        formatAmount(r.paidLateInPeriod),
        formatAmount(r.unpaid),
        months(r.monthsLate),
        formatPercent(r.rate),
        formatAmount(r.periodPenalty),
      ]);
      const columns = [
        col('Fournisseur', 0.17),
        col('Facture', 0.12),
        col('Échéance', 0.12),
        col('TTC dû', 0.1, 'right'),
        col('Payé hors délai', 0.11, 'right'),
        col('Non payé', 0.1, 'right'),
        col('Retard', 0.08, 'right'),
        col('Taux', 0.09, 'right'),
        col('Amende', 0.11, 'right'),
      ];
      if (received.length) drawTable(layout, 'Factures reçues déclarées', columns, received, `Total des amendes${NBSP}: ${formatMoney(d.total)}`);
      else drawLine(layout, 'Aucune facture reçue payée hors délai ni impayée en retard sur la période.', { ...body, color: COLOR.muted });
      const issued = data.issued.rows.map((r) => [
        `${clean(r.party, true)}${r.partyIce ? `\n${r.partyIce}` : ''}`,
        `${clean(r.reference, true)}\n${formatDate(r.issueDate)}`,
        formatDate(r.dueDate),
        formatAmount(r.amount),
        formatAmount(r.paidLateInPeriod),
        formatAmount(r.unpaid),
        months(r.monthsLate),
        formatAmount(r.periodPenalty),
      ]);
      if (issued.length)
        drawTable(
          layout,
          'Factures émises payées hors délai ou impayées (à titre d’information)',
          [
            col('Client', 0.2),
            col('Facture', 0.13),
            col('Échéance', 0.12),
            col('Montant dû', 0.12, 'right'),
            col('Payé hors délai', 0.12, 'right'),
            col('Non payé', 0.11, 'right'),
            col('Retard', 0.08, 'right'),
            col('Amende', 0.12, 'right'),
          ],
          issued,
          `Total${NBSP}: ${formatMoney(data.issued.total)}`,
        );
    },
    drawRunningHeader(layout) {
      const style: TextStyle = { size: 7.5, color: COLOR.muted };
      const y = PAGE.margin - 4;
      layout.write(`${clean(data.company.name, true)} – ${PAYMENT_DELAYS_PDF_TITLE} – ${periodLabel(d)}`, layout.left, y, CONTENT_WIDTH, style);
      layout.rule(layout.left, y + layout.lineHeight(style) + 2, CONTENT_WIDTH);
    },
  });
}
