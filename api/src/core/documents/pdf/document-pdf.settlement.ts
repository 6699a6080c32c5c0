import { formatDate, formatMoney, formatPercent, isZero, MINUS, NBSP } from './document-pdf.format';
import type { Layout, TextStyle } from '../../pdf/pdf-layout';
import { COLOR, CONTENT_WIDTH, FONT, SIZE } from '../../pdf/pdf-theme';
import { ltr } from '../../pdf/pdf-bidi';
import { ARABIC_LABEL as AR, ARABIC_LATE_PAYMENT_MENTION } from './document-pdf.arabic';
import type { DocumentPdfData } from './document-pdf.types';

const WIDTH = 270;
const AMOUNT = 100;
const ROW = 15;
const PAD = 6;
const GAP = 12;

const body: TextStyle = { size: SIZE.body };
const strong: TextStyle = { size: 10.5, font: FONT.bold };
const note: TextStyle = { size: SIZE.small, color: COLOR.muted };
const arabicLabel: TextStyle = { size: SIZE.small, color: COLOR.muted };
/** What a bilingual row adds for its Arabic label, under the French one. */
const ARABIC_ROW = 11;

/** Law 69-21 on payment terms: an invoice states that late payment bears penalties, owed without a reminder. */
export const LATE_PAYMENT_MENTION =
  'Paiement à l’échéance indiquée. Tout retard de paiement entraîne de plein droit des pénalités de retard, ' +
  'conformément à la loi n° 69-21 relative aux délais de paiement.';

interface Row {
  label: string;
  amount: string;
  bold?: boolean;
  /** A bilingual document's label in Arabic. */
  arabic: string;
}

function rowsOf(data: DocumentPdfData): Row[] {
  const s = data.settlement!;
  const rows: Row[] = [];
  const rate = formatPercent(s.retentionRate);
  if (s.releasesRetention) {
    rows.push({ label: 'Retenue de garantie libérée', amount: formatMoney(s.retentionAmount), arabic: AR.retentionReleased });
  } else if (!isZero(s.retentionAmount)) {
    rows.push({
      label: `Retenue de garantie (${rate})`,
      amount: `${MINUS}${formatMoney(s.retentionAmount)}`,
      arabic: `${AR.retention} (${ltr(rate)})`,
    });
  }
  if (data.title === 'AVOIR') return [...rows, { label: 'Net de l’avoir', amount: formatMoney(s.netToPay), bold: true, arabic: AR.netOfCredit }];
  rows.push({ label: 'Net à payer', amount: formatMoney(s.netToPay), bold: true, arabic: AR.netToPay });
  for (const p of s.payments) {
    const date = formatDate(p.date);
    rows.push({ label: `Reçu le ${date} (${p.mode})`, amount: `${MINUS}${formatMoney(p.amount)}`, arabic: `${AR.received} ${ltr(date)}` });
  }
  if (!isZero(s.credited)) rows.push({ label: 'Avoirs', amount: `${MINUS}${formatMoney(s.credited)}`, arabic: AR.credited });
  if (s.payments.length || !isZero(s.credited)) rows.push({ label: 'Reste à payer', amount: formatMoney(s.balance), bold: true, arabic: AR.balance });
  return rows;
}

function mentionOf(data: DocumentPdfData): string {
  const s = data.settlement!;
  if (data.title === 'AVOIR') {
    if (!s.creditOf) return '';
    const french = `Avoir sur la facture n°${NBSP}${s.creditOf}.`;
    return data.arabic ? `${french}\nإشعار دائن على الفاتورة رقم ${ltr(s.creditOf)}.` : french;
  }
  return data.arabic ? `${LATE_PAYMENT_MENTION}\n${ARABIC_LATE_PAYMENT_MENTION}` : LATE_PAYMENT_MENTION;
}

const rowHeight = (data: DocumentPdfData) => ROW + (data.arabic ? ARABIC_ROW : 0);

export function settlementHeight(layout: Layout, data: DocumentPdfData): number {
  if (!data.settlement) return 0;
  const mention = mentionOf(data);
  return GAP + rowHeight(data) * rowsOf(data).length + (mention ? GAP / 2 + layout.measure(mention, CONTENT_WIDTH, note) : 0);
}

/** Retention, net to pay, the payments received and what is left, under the totals; then the law's mention. */
export function drawSettlement(layout: Layout, data: DocumentPdfData): void {
  if (!data.settlement) return;
  if (settlementHeight(layout, data) > layout.remaining) layout.newPage();
  const x = layout.left + CONTENT_WIDTH - WIDTH;
  let y = layout.y + GAP;
  layout.rule(x, y, WIDTH);
  for (const row of rowsOf(data)) {
    const style = row.bold ? strong : body;
    if (row.bold) layout.fill(x, y, WIDTH, rowHeight(data), COLOR.band);
    layout.write(row.label, x + PAD, y + 3, WIDTH - AMOUNT - 2 * PAD, style);
    layout.writeFitted(row.amount, x + WIDTH - AMOUNT - PAD, y + 3, AMOUNT, { ...style, align: 'right' });
    if (data.arabic) layout.writeFitted(row.arabic, x + PAD, y + ROW - 1, WIDTH - AMOUNT - 2 * PAD, arabicLabel);
    y += rowHeight(data);
    layout.rule(x, y, WIDTH);
  }
  layout.y = y;
  const mention = mentionOf(data);
  if (mention) layout.y += GAP / 2 + layout.write(mention, layout.left, layout.y + GAP / 2, CONTENT_WIDTH, note);
}
