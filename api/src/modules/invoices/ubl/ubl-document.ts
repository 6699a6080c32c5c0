/**
 * An issued invoice or credit note as its UBL 2.1 file says it, independent of any entity (as the PDF's data is): the
 * invoices module maps an invoice to this, the writer turns it into XML. Amounts are decimal strings ('1234.50').
 */

export type UblKind = 'ACOMPTE' | 'SITUATION' | 'SOLDE' | 'RETENUE' | 'AVOIR';

export interface UblParty {
  name: string;
  /** A private person (a consumer): named as a person, no ICE asked. */
  person: boolean;
  ice?: string | null;
  /** Identifiant fiscal (IF). */
  fiscalId?: string | null;
  /** Registre du commerce: its number, and the court that keeps it. */
  tradeRegister?: string | null;
  tradeRegisterCourt?: string | null;
  /** Taxe professionnelle (patente). */
  patente?: string | null;
  cnss?: string | null;
  legalForm?: string | null;
  capital?: string | null;
  address?: string | null;
  city?: string | null;
  phone?: string | null;
  email?: string | null;
}

export interface UblSeller extends UblParty {
  bank?: string | null;
  rib?: string | null;
}

export interface UblReference {
  reference: string;
  /** YYYY-MM-DD. */
  issueDate: string;
}

export interface UblLine {
  designation: string;
  /** What the designation does not say: a situation's cumulative progress. */
  note?: string | null;
  /** The line's amount HT: negative for a deposit taken off a situation. */
  totalHT: string;
  vatRate: string;
}

export interface UblVatRow {
  rate: string;
  base: string;
  vat: string;
}

export interface UblDocumentData {
  kind: UblKind;
  /** The invoice's id: its UUID in the file. */
  id: string;
  reference: string;
  issueDate: string;
  /** Invoices only: a credit note is not paid. */
  dueDate?: string | null;
  label: string;
  notes?: string | null;
  seller: UblSeller;
  buyer: UblParty;
  siteName?: string | null;
  /** The accepted quote billed: the contract. */
  quote: UblReference;
  /** The quote's invoices issued before this one (deposits, situations) that a situation or the balance follows. */
  previous: UblReference[];
  /** A credit note: the invoice it cancels (all or part of), and why. */
  creditOf?: UblReference | null;
  lines: UblLine[];
  vat: UblVatRow[];
  totals: { totalHT: string; totalVAT: string; totalTTC: string };
  retention: { rate: string; amount: string; releases: boolean };
  netToPay: string;
  /** The PDF as the client reads it, embedded in the file. */
  pdf?: { fileName: string; bytes: Uint8Array } | null;
}
