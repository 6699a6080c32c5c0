import { amountInWordsArabic, compareDecimal, subtractMoney } from '@chantiers/schema';
import type { PdfArabic } from './pdf/document-pdf.types';

/**
 * Law 31-08 (art. 206): a contract in a foreign language with a consumer comes with its Arabic translation. A client
 * who is a PERSON (the consumer; a COMPANY is not one) and reads Arabic gets bilingual quotes, avenants and invoices.
 */
export function readsArabic(client: { kind: string; language?: string | null }): boolean {
  return client.kind === 'PERSON' && client.language === 'ar';
}

/** An amount in Arabic words; an avenant that takes from the contract says 'ناقص' (minus) before it. */
export function arabicAmountInWords(amount: string): string {
  return compareDecimal(amount, 0) < 0 ? `ناقص ${amountInWordsArabic(subtractMoney('0', amount))}` : amountInWordsArabic(amount);
}

/** The Arabic part of a document's PDF data for this client, or null: its French PDF, unchanged. */
export function pdfArabic(client: { kind: string; language?: string | null }, heading: string, amountTTC: string): PdfArabic | null {
  return readsArabic(client) ? { heading, amountInWords: arabicAmountInWords(amountTTC) } : null;
}
