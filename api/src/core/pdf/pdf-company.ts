/** The company that issues a document, as its letterhead and the legal mentions of every page's footer print it. */
export interface PdfCompany {
  /** Raison sociale. */
  name: string;
  legalForm?: string | null;
  /** Decimal string, '100000.00'. */
  capital?: string | null;
  address?: string | null;
  city?: string | null;
  ice?: string | null;
  /** Identifiant fiscal (IF). */
  fiscalId?: string | null;
  /** Registre du commerce (RC) number, and the tribunal that keeps it. */
  tradeRegister?: string | null;
  tradeRegisterCourt?: string | null;
  patente?: string | null;
  cnss?: string | null;
  phone?: string | null;
  email?: string | null;
  bank?: string | null;
  rib?: string | null;
  /** PNG or JPEG bytes. */
  logo?: Buffer | null;
}
