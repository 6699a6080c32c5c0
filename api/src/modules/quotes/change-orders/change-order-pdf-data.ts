import type { EntityManager } from '@mikro-orm/postgresql';
import { amountInWords, compareDecimal, documentTotals, rateKey, subtractMoney } from '@chantiers/schema';
import type { FilesService } from '../../../core/files/files.service';
import { arabicAmountInWords, pdfArabic } from '../../../core/documents/pdf-arabic';
import { pdfClient, pdfCompany } from '../../../core/documents/pdf-parties';
import { ltr } from '../../../core/pdf/pdf-bidi';
import type { DocumentPdfData, PdfLine, PdfLot } from '../../../core/documents/pdf/document-pdf.types';
import { formatMoney } from '../../../core/pdf/pdf-format';
import type { Quote } from '../quote.entity';
import { billableLines, lineContentOf } from './billable-lines';
import type { ChangeOrder, ChangeOrderLine } from './change-order.entity';

const GROUPS = [
  ['ADD', 'Lignes ajoutées', 'الأسطر المضافة'],
  ['CHANGE', 'Lignes modifiées', 'الأسطر المعدلة'],
  ['REMOVE', 'Lignes supprimées', 'الأسطر المحذوفة'],
] as const;

const lineOf = (l: ChangeOrderLine): PdfLine => ({
  ...lineContentOf(l),
  designation:
    l.action === 'CHANGE'
      ? `${l.designation} (avant : ${formatMoney(l.previousHT)} HT)`
      : l.action === 'REMOVE'
        ? `${l.designation} (supprimée ; reste dû ce qui est déjà facturé)`
        : l.designation,
});

/** An amount in an Arabic sentence: isolated, so that it reads left to right, then 'TTC' in words. */
const ttc = (amount: string) => `${ltr(formatMoney(amount))} مع احتساب الرسوم`;

const inWords = (amount: string) => (compareDecimal(amount, 0) < 0 ? `moins ${amountInWords(subtractMoney('0', amount))}` : amountInWords(amount));

/**
 * An avenant as its PDF prints it (the document the client signs): its lines by what they do, its own totals (what
 * it adds to or takes from the contract) and, in the notes, the contract's amount before and after it.
 */
export async function changeOrderPdfData(
  em: EntityManager,
  files: FilesService,
  companyId: string,
  order: ChangeOrder,
  quote: Quote,
  acceptedBefore: ChangeOrder[],
): Promise<DocumentPdfData> {
  const lines = [...order.lines.getItems()].sort((a, b) => a.position - b.position);
  const arabic = pdfArabic(quote.client, `ملحق رقم ${order.number}`, '0');
  const lots: PdfLot[] = GROUPS.map(([action, title, arabicTitle]) => {
    const own = lines.filter((l) => l.action === action).map(lineOf);
    return { title: arabic ? `${title} / ${arabicTitle}` : title, lines: own, subtotalHT: documentTotals(own).totalHT };
  }).filter((lot) => lot.lines.length > 0);
  const current = billableLines(quote.lines.getItems(), acceptedBefore);
  const rateBefore = new Map(current.map((l) => [l.id, l.vatRate]));
  // As the service counts them (change-orders.service.ts, plan): a line whose rate changes leaves one rate for another.
  const deltas = lines.flatMap((l) => {
    const was = l.targetLineId ? rateBefore.get(l.targetLineId) : undefined;
    const now = rateKey(l.vatRate);
    return was && was !== now
      ? [
          { vatRate: was, totalHT: subtractMoney('0', l.previousHT) },
          { vatRate: now, totalHT: l.totalHT },
        ]
      : [{ vatRate: now, totalHT: subtractMoney(l.totalHT, l.previousHT) }];
  });
  const totals = documentTotals(deltas);
  const before = documentTotals(current).totalTTC;
  const after = documentTotals([...current, ...deltas]).totalTTC;
  const notes =
    `Montant du marché avant cet avenant : ${formatMoney(before)} TTC (devis ${formatMoney(quote.totalTTC)} TTC` +
    `${acceptedBefore.length ? `, ${acceptedBefore.length} avenant(s) accepté(s)` : ''}). ` +
    `Cet avenant : ${formatMoney(totals.totalTTC)} TTC. Nouveau montant du marché : ${formatMoney(after)} TTC.`;
  const conditions = 'Les autres clauses du devis restent inchangées.';
  // The bilingual avenant says the same in Arabic, each amount isolated so that it reads left to right.
  const arabicNotes =
    `مبلغ الصفقة قبل هذا الملحق ${ttc(before)} (عرض الأثمان ${ttc(quote.totalTTC)}` +
    `${acceptedBefore.length ? `، ملاحق مقبولة: ${acceptedBefore.length}` : ''}). ` +
    `هذا الملحق ${ttc(totals.totalTTC)}. المبلغ الجديد للصفقة ${ttc(after)}.`;
  return {
    title: 'AVENANT',
    heading: `AVENANT N° ${order.number}`,
    number: order.reference,
    issueDate: order.issueDate,
    object: `${order.label} — au devis ${quote.reference}${quote.object ? ` (${quote.object})` : ''}`,
    siteName: quote.site?.name ?? null,
    company: await pdfCompany(em, files, companyId),
    client: pdfClient(quote.client, quote.clientPhone),
    lots,
    totals,
    amountInWords: inWords(totals.totalTTC),
    notes: arabic ? `${notes}\n${arabicNotes}` : notes,
    conditions: arabic ? `${conditions}\nتبقى البنود الأخرى لعرض الأثمان دون تغيير.` : conditions,
    arabic: arabic && { ...arabic, amountInWords: arabicAmountInWords(totals.totalTTC) },
  };
}
