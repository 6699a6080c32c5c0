import { LRM } from '../../pdf/pdf-bidi';
import type { DocumentPdfData, PdfDocumentTitle } from './document-pdf.types';

/**
 * The Arabic words of a bilingual document (law 31-08, art. 206: a contract with a consumer comes with its Arabic
 * translation), as docs/ARABIC-GLOSSARY.md says them. A bilingual document prints each label in French then in Arabic
 * ('Total HT / المجموع دون احتساب الرسوم'); a French one prints the French alone, as it always did.
 */

export const ARABIC_LABEL = {
  date: 'التاريخ',
  validUntil: 'صالح إلى غاية',
  dueDate: 'تاريخ الاستحقاق',
  number: 'رقم',
  client: 'الزبون',
  object: 'الموضوع',
  site: 'الورش',
  amountsInDirhams: 'المبالغ بالدرهم',
  designation: 'البيان',
  unit: 'الوحدة',
  quantity: 'الكمية',
  unitPrice: 'ثمن الوحدة دون احتساب الرسوم',
  discount: 'التخفيض',
  vat: 'الضريبة',
  totalHTColumn: 'المجموع دون احتساب الرسوم',
  subtotal: 'المجموع الجزئي دون احتساب الرسوم',
  continued: 'تابع',
  totalHT: 'المجموع دون احتساب الرسوم',
  vatRow: 'الضريبة على القيمة المضافة',
  totalVAT: 'مجموع الضريبة على القيمة المضافة',
  totalTTC: 'المجموع مع احتساب الرسوم',
  ttc: 'مع احتساب الرسوم',
  notes: 'ملاحظات',
  conditions: 'الشروط',
  agreement: 'موافقة الزبون',
  signature: 'التاريخ والخاتم وتوقيع الزبون',
  retention: 'الاقتطاع الضامن',
  retentionReleased: 'الاقتطاع الضامن المحرر',
  netToPay: 'الصافي الواجب أداؤه',
  netOfCredit: 'صافي الإشعار الدائن',
  received: 'أداء بتاريخ',
  credited: 'الإشعارات الدائنة',
  balance: 'الباقي للأداء',
} as const;

/** The document's name in its Arabic heading. */
export const ARABIC_DOCUMENT_NAME: Record<PdfDocumentTitle, string> = {
  DEVIS: 'عرض أثمان',
  FACTURE: 'فاتورة',
  AVOIR: 'إشعار دائن',
  AVENANT: 'ملحق',
};

/** 'حصر هذا العرض في مبلغ: …': the Arabic counterpart of 'Arrêté le présent devis à la somme de : …'. */
export const ARABIC_STOP_PHRASE: Record<PdfDocumentTitle, string> = {
  DEVIS: 'حصر عرض الأثمان هذا في مبلغ',
  FACTURE: 'حصرت هذه الفاتورة في مبلغ',
  AVOIR: 'حصر هذا الإشعار الدائن في مبلغ',
  AVENANT: 'حصر هذا الملحق في مبلغ',
};

/** Law 69-21's mention on an invoice, in Arabic. */
export const ARABIC_LATE_PAYMENT_MENTION =
  'الأداء في تاريخ الاستحقاق المبين. كل تأخر في الأداء يترتب عنه بقوة القانون غرامات التأخير، طبقا للقانون رقم 69.21 المتعلق بآجال الأداء.';

export const isBilingual = (data: Pick<DocumentPdfData, 'arabic'>): boolean => Boolean(data.arabic);

/**
 * The label in French, then in Arabic on a bilingual document. The mark after the Arabic keeps what follows in the
 * French line ('Date / التاريخ : 23/11/2026') in the French order: after Arabic letters, figures would join them.
 */
export function bi(data: Pick<DocumentPdfData, 'arabic'>, french: string, arabic: string): string {
  return data.arabic ? `${french} / ${arabic}${LRM}` : french;
}
