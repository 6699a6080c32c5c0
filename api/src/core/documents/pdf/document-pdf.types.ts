/**
 * What a commercial document's PDF shows (a quote, an invoice, a credit note), independent of any database entity:
 * the module that loads the document maps it to this, so the layout can be tested and reused without a database.
 * Amounts, quantities and rates are decimal strings ('1234.50'), never numbers: they are formatted as written.
 */

import type { PdfCompany } from '../../pdf/pdf-company';

export type { PdfCompany };

export interface PdfParty {
  name: string;
  ice?: string | null;
  address?: string | null;
  city?: string | null;
  phone?: string | null;
  email?: string | null;
}

export interface PdfLine {
  designation: string;
  /** 'u', 'm²', 'm³', 'ml', 'kg', 't', 'forfait', 'h', 'j'. */
  unit: string;
  /** Up to 3 decimals, '12.500'. */
  quantity: string;
  unitPriceHT: string;
  /** '20.00'. */
  vatRate: string;
  /** '0.00' when there is none. */
  discountPercent: string;
  /** The line's total after its discount. */
  totalHT: string;
}

export interface PdfLot {
  title: string;
  lines: PdfLine[];
  subtotalHT: string;
}

export interface PdfVatRow {
  rate: string;
  base: string;
  vat: string;
}

export type PdfDocumentTitle = 'DEVIS' | 'FACTURE' | 'AVOIR' | 'AVENANT';

export interface PdfPayment {
  date: string;
  amount: string;
  /** 'Virement', 'Chèque'… as printed. */
  mode: string;
}

/** An invoice's money after its totals: the retention held (or released), the net to pay, what was paid and is left. */
export interface PdfSettlement {
  retentionRate: string;
  retentionAmount: string;
  /** A RETENUE invoice releases the retention held: it adds to the net instead of being taken off. */
  releasesRetention: boolean;
  netToPay: string;
  payments: PdfPayment[];
  credited: string;
  balance: string;
  /** The invoice a credit note cancels. */
  creditOf?: string | null;
}

/**
 * The Arabic version of a bilingual document (a PERSON client whose documents are in Arabic, law 31-08): what the
 * mapping knows in Arabic. The layout adds the labels' Arabic; free text (designations, notes) is printed as typed.
 */
export interface PdfArabic {
  /** 'عرض أثمان', 'فاتورة تسبيق', 'ملحق رقم 2'. */
  heading: string;
  /** Already spelled: 'خمسة عشر ألفا وثمانمائة درهم'. */
  amountInWords: string;
}

export interface DocumentPdfData {
  title: PdfDocumentTitle;
  /** What the header prints when it is more precise than the title ('FACTURE D’ACOMPTE'). */
  heading?: string;
  /** 'DEV-2026-0001'. */
  number: string;
  /** YYYY-MM-DD. */
  issueDate: string;
  /** Quotes: the date the offer stands until. */
  validUntil?: string | null;
  /** Invoices: the payment's due date. */
  dueDate?: string | null;
  object?: string | null;
  siteName?: string | null;
  company: PdfCompany;
  client: PdfParty;
  lots: PdfLot[];
  totals: { totalHT: string; vat: PdfVatRow[]; totalVAT: string; totalTTC: string };
  /** Already spelled: 'cent vingt mille quatre cent trois dirhams et cinquante centimes'. */
  amountInWords: string;
  notes?: string | null;
  conditions?: string | null;
  /** Invoices and credit notes only. */
  settlement?: PdfSettlement | null;
  /** Bilingual documents only: absent, the document is the French one, unchanged. */
  arabic?: PdfArabic | null;
}
