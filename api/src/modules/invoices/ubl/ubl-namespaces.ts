/** The namespaces of a UBL 2.1 invoice or credit note, and the identifiers this app's files declare. */
export const UBL_NS = {
  Invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  CreditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
} as const;

/**
 * The DGI has announced UBL but not yet its profile: the files say they follow this app's Moroccan profile, whose
 * rules are ubl-rules.ts, so that a later official profile can be told apart.
 */
export const CUSTOMIZATION_ID = 'urn:chantiers.ma:ubl:facture-maroc:2026';

/** UN/CEFACT 1001 document codes: building works invoices have their own (partial, final construction invoice). */
export const TYPE_CODE: Record<string, string> = {
  ACOMPTE: '386',
  SITUATION: '875',
  SOLDE: '877',
  RETENUE: '380',
  AVOIR: '381',
};

/** The schemes of the party identifiers a Moroccan invoice prints. */
export const SCHEME = { ice: 'ICE', fiscalId: 'IF', tradeRegister: 'RC', patente: 'TP', cnss: 'CNSS' } as const;

/** The payment terms' ids that carry the retention (retenue de garantie) held, or released, and the due amount. */
export const TERMS = { due: 'ECHEANCE', held: 'RETENUE-GARANTIE', released: 'LIBERATION-RETENUE' } as const;

export const CURRENCY = 'MAD';
